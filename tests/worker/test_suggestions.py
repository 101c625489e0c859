"""Suggested replies end to end on the stand-ins: a draft in the handoff thread when a person takes
over and after each customer message, sent only by a click (Send, or an edit through the modal),
once however many clicks, never after the 24-hour window, and an edit that claims an action nobody
took is not sent."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta

import pytest

from tests.e2e import eventually, run_burst_worker, texts
from tests.worker.test_saved_replies import taken_over
from tests.worker.test_staff import APPROVER, SECOND, STRANGER, click, queued_jobs, slack_calls

BROKEN = "my plate from A-1042 arrived broken, I want to talk to a person"


async def drafts(stack, handoff) -> list[dict]:
    """The suggested replies posted in the handoff's thread, oldest first."""
    return [c for c in await slack_calls(stack, "chat.postMessage")
            if c.get("thread_ts") == handoff["slack_ts"] and c["text"].startswith("Suggested reply #")]


async def offered(stack, db, said: str = BROKEN) -> tuple[dict, dict, dict]:
    """A taken-over ticket and the draft its take-over brought: (handoff, the draft's post, its row)."""
    handoff = await taken_over(stack, db, said)
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    [posted] = await drafts(stack, handoff)
    row = dict(await db.fetchrow("SELECT * FROM suggestions"))
    row["citations"] = json.loads(row["citations"])
    return handoff, posted, row


async def in_thread(stack, handoff) -> list[str]:
    posted = await slack_calls(stack, "chat.postMessage")
    return [c["text"] for c in posted if c.get("thread_ts") == handoff["slack_ts"]]


def draft_ts(row: dict) -> str:
    return row["slack_ts"]


async def test_taking_over_brings_a_grounded_cited_draft_that_is_sent_only_by_a_click(stack, db):
    handoff, posted, row = await offered(stack, db)
    assert row["drafted_by"] == "templated" and row["status"] == "offered"
    assert "A-1042" in row["draft"] and "delivered" in row["draft"]  # the order's facts, in the bot's words
    assert [c["link"] for c in row["citations"]] and row["citations"][0]["link"] in row["draft"]
    actions = next(b for b in posted["blocks"] if b["type"] == "actions")
    assert [e["text"]["text"] for e in actions["elements"]] == ["Send", "Edit", "Dismiss"]
    before = len(await stack.sent_to())
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before  # drafted, posted, not sent

    await click(stack, APPROVER, draft_ts(row), "suggestion_send", str(row["id"]))
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert texts(await stack.sent_to())[before:] == [row["draft"]]
    assert await db.fetchval("SELECT status FROM suggestions") == "sent"
    assert await db.fetchval("SELECT first_response_at FROM handoffs") is not None  # staff's first words
    [update] = [u for u in await slack_calls(stack, "chat.update") if u["ts"] == draft_ts(row)]
    assert "Sent as drafted by" in update["text"] and not any(b["type"] == "actions" for b in update["blocks"])


async def test_two_staff_clicking_send_at_once_send_it_once(stack, db):
    _, _, row = await offered(stack, db)
    before = len(await stack.sent_to())
    await asyncio.gather(*(click(stack, user, draft_ts(row), "suggestion_send", str(row["id"]))
                           for user in (APPROVER, SECOND, APPROVER)))
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert texts(await stack.sent_to())[before:] == [row["draft"]]
    notes = await eventually(lambda: slack_calls(stack, "chat.postEphemeral"))
    assert sum("was already sent by" in n["text"] for n in notes) == 2


async def test_only_staff_may_send_a_draft(stack, db):
    _, _, row = await offered(stack, db)
    await click(stack, STRANGER, draft_ts(row), "suggestion_send", str(row["id"]))
    [note] = await eventually(lambda: slack_calls(stack, "chat.postEphemeral"))
    assert "only approved support staff" in note["text"]
    assert await db.fetchval("SELECT status FROM suggestions") == "offered"


async def test_edit_opens_the_draft_in_a_modal_and_sends_the_edited_text(stack, db):
    _, _, row = await offered(stack, db)
    await click(stack, APPROVER, draft_ts(row), "suggestion_edit", str(row["id"]))
    [view] = await eventually(lambda: stack.sandbox("GET", "/_sandbox/slack/views"))
    assert view["blocks"][0]["element"]["initial_value"] == row["draft"]
    before = len(await stack.sent_to())
    edited = "So sorry about the plate, Asha. Could you send a photo of it here?"
    await stack.sandbox("POST", "/_sandbox/slack/submit", {"user_id": APPROVER, "view_id": view["id"],
                                                           "values": {"draft": {"draft": edited}}})
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert texts(await stack.sent_to())[before:] == [edited]
    assert await db.fetchval("SELECT status FROM suggestions") == "edited"


async def test_an_edit_claiming_a_refund_nobody_made_is_not_sent_and_the_draft_is_offered_again(stack, db):
    handoff, _, row = await offered(stack, db)
    await click(stack, APPROVER, draft_ts(row), "suggestion_edit", str(row["id"]))
    [view] = await eventually(lambda: stack.sandbox("GET", "/_sandbox/slack/views"))
    before = len(await stack.sent_to())
    await stack.sandbox("POST", "/_sandbox/slack/submit", {"user_id": APPROVER, "view_id": view["id"], "values": {
        "draft": {"draft": "I've refunded 25.00 for the plate on A-1042, it's on its way to your card."}}})
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before
    assert await db.fetchval("SELECT status FROM suggestions") == "offered"
    thread = await in_thread(stack, handoff)
    assert any(t.startswith("Not sent: the edited reply says what the record does not bear out (claims")
               for t in thread)
    assert len(await drafts(stack, handoff)) == 2  # the draft again, with its buttons
    card = [u for u in await slack_calls(stack, "chat.update") if u["ts"] == draft_ts(row)][-1]
    assert card["text"].startswith("Not sent: the edit says what the record does not bear out")


async def test_dismiss_sends_nothing_and_is_counted(stack, db):
    _, _, row = await offered(stack, db)
    before = len(await stack.sent_to())
    await click(stack, APPROVER, draft_ts(row), "suggestion_dismiss", str(row["id"]))
    assert await eventually(lambda: db.fetchval("SELECT status = 'dismissed' FROM suggestions"))
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before


@pytest.mark.clock
async def test_send_after_the_24_hour_window_is_refused_like_free_text(stack, db, now):
    handoff, _, row = await offered(stack, db)
    await db.execute("UPDATE conversations SET last_inbound_at = $1", now - timedelta(hours=25))
    before = len(await stack.sent_to())
    await click(stack, APPROVER, draft_ts(row), "suggestion_send", str(row["id"]))
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before  # neither as text nor dressed up as the update template
    assert await db.fetchval("SELECT status FROM suggestions") == "held"
    thread = await in_thread(stack, handoff)
    assert any(t.startswith("Not sent: the customer last wrote more than 24 hours ago") for t in thread)
    # The card, which said who clicked, now says nothing went (and has no buttons to click again).
    card = [u for u in await slack_calls(stack, "chat.update") if u["ts"] == draft_ts(row)][-1]
    assert card["text"].startswith("Not sent: the customer last wrote more than 24 hours ago")
    assert not any(b["type"] == "actions" for b in card["blocks"])


async def test_each_customer_message_while_taken_brings_a_new_draft_and_the_old_one_cannot_be_sent(stack, db):
    handoff, _, first = await offered(stack, db)
    await stack.customer().say("¿dónde está mi pedido A-1043?")
    await run_burst_worker(stack.settings)
    await eventually(lambda: db.fetchval("SELECT count(*) = 2 FROM suggestions"))
    second = await db.fetchrow("SELECT * FROM suggestions ORDER BY id DESC LIMIT 1")
    assert second["language"] == "es" and "A-1043" in second["draft"]
    assert len(await drafts(stack, handoff)) == 2
    before = len(await stack.sent_to())
    await click(stack, APPROVER, draft_ts(first), "suggestion_send", str(first["id"]))
    notes = await eventually(lambda: slack_calls(stack, "chat.postEphemeral"))
    assert "replaced by a newer draft" in notes[-1]["text"]
    await run_burst_worker(stack.settings)
    assert len(await stack.sent_to()) == before


async def test_with_a_model_the_draft_is_the_models_when_the_guard_passes_it(agent, db):
    from tests.e2e import script
    from tests.scripts import say

    await script(agent, say("So sorry about your plate! Could you send me a photo of it here?"))
    handoff, _, row = await offered(agent, db)
    assert row["drafted_by"] != "templated" and row["draft"].startswith("So sorry about your plate")
    [call] = [c for c in await agent.sandbox("GET", "/_sandbox/llm/calls")
              if "support person may send" in str(c)]
    assert "«untrusted:" in str(call)  # the customer's words reach the model as marked data


async def test_with_a_model_a_draft_claiming_a_refund_gives_way_to_the_bots_own_words(agent, db):
    from tests.e2e import script
    from tests.scripts import say

    await script(agent, say("Good news: I've refunded 25.00 for the plate, it's on its way to your card."))
    _, _, row = await offered(agent, db)
    assert row["drafted_by"] == "templated" and "refunded 25.00" not in row["draft"]
    assert row["replaced"].startswith("the model's draft was refused: claims")
