"""QA review round trip: the daily sample posts a card, a reviewer's verdict becomes a draft eval
scenario through the importer, a wrong action counts against the wrong-action rate, a thread reply
is the note."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from pathlib import Path

import pytest

from evals.scenario import Scenario
from supportbot.app.bootstrap import open_arq, open_worker_deps
from supportbot.store.quality import WrongActions, wrong_actions
from supportbot.worker.reviews import sample_reviews
from tests.e2e import refunds, run_burst_worker, texts
from tests.worker.test_staff import APPROVER, click, slack_calls

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


@pytest.fixture
def settings(settings, tmp_path):
    return settings.model_copy(update={"qa_drafts_dir": str(tmp_path / "drafts")})


async def until(check, tries: int = 100):
    for _ in range(tries):
        value = await check()
        if value:
            return value
        await asyncio.sleep(0.1)
    return await check()


async def test_a_sampled_refund_is_reviewed_in_slack_and_becomes_a_draft_scenario(stack, db, now, tmp_path):
    customer = stack.customer()
    await customer.say("two plates from A-1042 arrived broken, refund please")
    await run_burst_worker(stack.settings)
    await customer.say("yes")
    await run_burst_worker(stack.settings)
    assert texts(await stack.sent_to())[-1].startswith("Done: 50.00 USD refunded")
    assert len(await refunds(stack)) == 1

    # The next morning: 50.00 is above the QA threshold (30.00), so the refund is reviewed.
    tomorrow = stack.settings.model_copy(update={"supportbot_clock": now + timedelta(days=1)})
    async with open_worker_deps(tomorrow) as deps, open_arq(stack.settings.redis_url) as queue:
        assert await sample_reviews({"deps": deps, "redis": queue}) == 1
        assert await sample_reviews({"deps": deps, "redis": queue}) == 0  # once a day
    await run_burst_worker(stack.settings)
    [card] = [c for c in await slack_calls(stack, "chat.postMessage") if "QA review" in c["text"]]
    body = str(card["blocks"])
    run_id = await db.fetchval("SELECT max(id) FROM runs")
    for fact in ("refund above the QA threshold", "refund 50.00 USD on A-1042: done", f"supportbot trace {run_id}",
                 "Wrong action", "Should have handed off", "Reply in this thread to add a note"):
        assert fact in body, fact
    ts = await db.fetchval("SELECT slack_ts FROM qa_reviews")
    assert ts

    await click(stack, APPROVER, ts, "qa_verdict:wrong_action", "1")
    review = await until(lambda: db.fetchrow("SELECT * FROM qa_reviews WHERE draft IS NOT NULL"))
    assert (review["verdict"], review["reviewer"]) == ("wrong_action", APPROVER)
    draft = Scenario.model_validate_json(await asyncio.to_thread(Path(review["draft"]).read_text, "utf-8"))
    assert draft.id == "qa-1-wrong-action" and "qa:wrong_action" in draft.tags
    assert "Asha" not in draft.model_dump_json() and "15551230001" not in draft.model_dump_json()  # anonymised
    assert await wrong_actions(db, now - timedelta(days=1), now + timedelta(days=1)) == [WrongActions("refund", 1, 1)]
    updated = await until(lambda: _calls(stack, "chat.update"))
    assert "marked QA review #1: Wrong action" in str(updated[-1])

    await click(stack, "U0SECOND", ts, "qa_verdict:fine", "1")  # a second verdict changes nothing
    await stack.sandbox("POST", "/_sandbox/slack/message", {
        "user_id": APPROVER, "channel": stack.settings.slack_channel, "thread_ts": ts,
        "text": "refunded two plates when the photo showed one"})
    note = await until(lambda: db.fetchval("SELECT note FROM qa_reviews WHERE note IS NOT NULL"))
    assert note == f"<@{APPROVER}>: refunded two plates when the photo showed one"
    assert await db.fetchval("SELECT verdict FROM qa_reviews") == "wrong_action"


async def _calls(stack, method: str) -> list[dict]:
    return await slack_calls(stack, method)
