"""Watched self-harm through the production path (issue 28): the customer's task is answered, after
one caring line in their language; no one is paged; the stored labels carry the flag. The messages
are ones the built router reads between its self-harm bars (a rebuilt artefact that reads them
otherwise fails here first: tests/core/understanding/test_risk_tiers.py says why they are watched)."""

from __future__ import annotations

import pytest

from supportbot.words.wording import say
from tests.e2e import run_burst_worker, texts


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "I'm so done with everything, where is A-1043?"),
    ("es", "ya nada me importa, ¿dónde está mi pedido A-1043?"),
])
async def test_watched_self_harm_gets_one_caring_line_and_the_answer(stack, db, lang, text):
    await stack.customer().say(text)
    await run_burst_worker(stack.settings)
    sent = texts(await stack.sent_to())
    assert sent[0] == say("caring:watch", lang)
    assert "A-1043" in " ".join(sent[1:])  # the task goes on: the order's status is answered
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0  # no one paged
    labels = await db.fetchval("SELECT labels FROM messages WHERE direction = 'in'")
    assert (labels["risk"], labels["risk_reason"]) == ("watch", "self_harm")
