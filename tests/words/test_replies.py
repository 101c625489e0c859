"""The policy's refusals reach the customer in their language, with the facts they carry."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from supportbot.core.language import LANGUAGES
from supportbot.core.money.address_changes import decide_address_change
from supportbot.words.replies import close_message, refusal_reason
from supportbot.words.wording import say
from tests.core.money.test_policy import LIMITS, NOW, a1042, ask, decide, refund

LATIN_ONLY = re.compile(r"^[^\u0900-\u0dff]*$")


def refusals() -> list[str]:
    """Every refusal a customer can be told, as the policy words it for the model."""
    old = a1042(delivered_at=NOW - timedelta(days=60))
    return [
        decide(a1042(status="cancelled"), ask(("PLATE-1", 1))).reason,
        decide(a1042(status="shipped", delivered_at=None), ask(("PLATE-1", 1))).reason,
        decide(old, ask(("PLATE-1", 1))).reason,
        decide(request=ask(("PLATE-1", 1), reason="changed_mind")).reason,
        decide(request=ask(("PLATE-1", 9))).reason,
        decide(request=ask(("CUP-9", 1))).reason,
        decide(a1042(earlier_refunds=(refund("80.00", "PLATE-1"),)), ask(("PLATE-1", 1))).reason,
        decide_address_change(replace(a1042(), status="shipped", delivered_at=None), NOW).reason,
    ]


@pytest.mark.clock
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_refusal_is_worded_in_the_customers_language(lang):
    for refusal in refusals():
        worded = refusal_reason(refusal, lang)
        assert worded != refusal_reason(refusal, "en"), (lang, refusal)
        if lang in ("hi", "ta", "bn"):
            assert not LATIN_ONLY.match(worded), (lang, worded)


@pytest.mark.clock
def test_the_window_refusal_keeps_its_facts():
    refusal = decide(a1042(delivered_at=datetime(2026, 9, 1, 12, tzinfo=UTC)), ask(("PLATE-1", 1))).reason
    assert refusal_reason(refusal, "es") == say("why:window", "es", days=LIMITS.refund_window_days,
                                                date="1 de septiembre")


# Refusals that reach a customer rarely (a malformed request, a re-decision at payment time), and
# any a new rule adds before it has its own wording: the policy's English must not leak into them.
UNWORDED = ["refused: ask for the whole order or for items, not both", "refused: no items asked for",
            "refused: quantity 0 of PLATE-1 must be at least 1",
            "refused: 30.00 asked but only 5.00 is left to refund on this order",
            "refused: 99.00 does not match the items claimed", "refused: something new"]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_refusal_we_have_no_words_for_is_still_said_in_the_customers_language(lang):
    for refusal in UNWORDED:
        worded = refusal_reason(refusal, lang)
        assert worded != refusal.removeprefix("refused: "), (lang, refusal)
        if lang in ("hi", "ta", "bn"):
            assert not LATIN_ONLY.match(worded), (lang, worded)


def test_in_english_a_refusal_we_have_no_words_for_is_passed_on_as_it_is():
    assert refusal_reason("refused: something new", "en") == "something new"


OUTCOMES = [{"kind": "refund", "order_id": "A-1042", "amount": "25.00", "currency": "USD", "status": "expired"},
            {"kind": "address_change", "order_id": "A-1044", "amount": None, "currency": None, "status": "done"}]


def test_the_closing_summary_is_worded_in_the_customers_language():
    assert close_message(OUTCOMES, "en").text.startswith(
        "I'll close this chat for now, as it has been quiet. So far: refund of 25.00 USD on A-1042: not "
        "confirmed; address change on A-1044: done. ")
    spanish = close_message(OUTCOMES, "es").text
    assert "reembolso de 25.00 USD del pedido A-1042: no confirmado" in spanish
    for lang in ("hi", "ta", "bn"):
        text = close_message(OUTCOMES, lang).text
        assert "A-1042" in text and "25.00 USD" in text
        assert not re.search(r"\b(refund|address|done|confirmed|change)\b", text), (lang, text)
    assert close_message([], "ta").text == say("close", "ta", summary="")


@pytest.mark.parametrize("status", ["awaiting_confirmation", "cancelled", "awaiting_approval", "approved",
                                    "rejected", "expired", "executing", "pending", "done", "failed", "refused"])
def test_every_action_state_has_words(status):
    # The actions table's states (0002_agent.sql, 0011_refused_at_execution.sql): none reaches a customer as a slug.
    outcome = {**OUTCOMES[0], "status": status}
    assert status not in close_message([outcome], "bn").text
