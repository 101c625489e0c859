"""CSAT through the production path: asked once when a conversation ends, tapped, reason kept masked."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.app.bootstrap import open_arq, open_worker_deps
from supportbot.ops.desk import Desk
from supportbot.store.staff import StaffRepository
from supportbot.worker.timers import close_quiet
from tests.e2e import run_burst_worker, texts

ASK = "How did we do with your request?"


@pytest.fixture
def settings(settings):
    return settings.model_copy(update={"csat": True, "csat_after_seconds": 0})


async def turn(stack, text: str | None = None, *, choice: str | None = None) -> list[dict]:
    await stack.customer().say(text, choice=choice)
    await run_burst_worker(stack.settings)
    return await stack.sent_to()


def buttons(message: dict) -> list[tuple[str, str]]:
    return [(b["reply"]["id"], b["reply"]["title"]) for b in message["body"]["interactive"]["action"]["buttons"]]


async def test_a_resolved_conversation_is_asked_once_and_a_bad_rating_keeps_a_masked_reason(stack, db):
    sent = await turn(stack, "where is my order A-1043?")
    assert texts(sent)[-1] == ASK
    ending = await db.fetchrow("SELECT * FROM conversation_endings")
    assert (ending["how"], ending["csat"], ending["intent"], ending["order_id"]) == (
        "resolved", "asked", "order_status", "A-1043")
    assert ending["mode"] == "templated" and ending["version"].startswith("templated")
    assert buttons(sent[-1]) == [(f"csat:{ending['id']}:good", "Good"), (f"csat:{ending['id']}:bad", "Not good")]

    sent = await turn(stack, choice=f"csat:{ending['id']}:bad")
    assert texts(sent)[-1].startswith("Sorry about that")
    sent = await turn(stack, "the courier was rude, call me on +447700900123")
    assert texts(sent)[-1].startswith("Thank you, we'll look into it")
    rated = await db.fetchrow("SELECT rating, reason FROM conversation_endings WHERE id = $1", ending["id"])
    assert rated["rating"] == "bad" and "courier was rude" in rated["reason"]
    assert "7700900123" not in rated["reason"]  # masked (supportbot/core/privacy/pii.py)
    # The tap and the reason are not endings, and nothing asked twice.
    assert await db.fetchval("SELECT count(*) FROM conversation_endings") == 1
    assert texts(await stack.sent_to()).count(ASK) == 1


@pytest.mark.parametrize("text", ["I want to talk to a person", "I want to kill myself"])
async def test_a_request_for_a_person_or_a_risk_after_a_bad_rating_is_not_taken_as_the_reason(stack, db, text):
    await turn(stack, "where is my order A-1043?")
    ending_id = await db.fetchval("SELECT id FROM conversation_endings")
    await turn(stack, choice=f"csat:{ending_id}:bad")
    await turn(stack, text)
    assert await db.fetchval("SELECT reason FROM conversation_endings") is None
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 1  # the gates handed it to a person


async def test_never_asked_twice_in_a_day(stack, db):
    await turn(stack, "where is my order A-1043?")
    await turn(stack, "and where is A-1042?")
    assert [r["csat"] for r in await db.fetch("SELECT csat FROM conversation_endings ORDER BY id")] == [
        "asked", "asked_today"]
    assert texts(await stack.sent_to()).count(ASK) == 1


async def test_the_question_is_in_the_customers_language(stack, db):
    sent = await turn(stack, "¿dónde está mi pedido A-1043?")
    assert texts(sent)[-1] == "¿Qué tal te hemos atendido con tu consulta?"
    assert [title for _, title in buttons(sent[-1])] == ["Bien", "Mal"]


@pytest.mark.clock
async def test_a_self_harm_handoff_closed_by_staff_is_never_followed_by_a_survey(stack, db, now):
    await turn(stack, "I want to kill myself")
    handoff = await db.fetchrow("SELECT id, reason FROM handoffs")
    assert handoff["reason"] == "self-harm signal"
    await _close_by_staff(stack.settings, db, handoff["id"])
    await run_burst_worker(stack.settings)
    ending = await db.fetchrow("SELECT how, csat, staff_id FROM conversation_endings")
    assert dict(ending) == {"how": "staff_closed", "csat": "sensitive", "staff_id": "U0ANNA"}
    assert ASK not in texts(await stack.sent_to())


@pytest.mark.clock
async def test_a_ticket_closed_by_staff_is_asked_and_scored_for_the_person_who_had_it(stack, db):
    await turn(stack, "I want to talk to a person")
    await _close_by_staff(stack.settings, db, await db.fetchval("SELECT id FROM handoffs"))
    await run_burst_worker(stack.settings)
    assert texts(await stack.sent_to())[-1] == ASK
    assert dict(await db.fetchrow("SELECT how, csat, staff_id FROM conversation_endings")) == {
        "how": "staff_closed", "csat": "asked", "staff_id": "U0ANNA"}


@pytest.mark.clock
async def test_a_chat_closed_after_silence_is_asked_inside_the_window_only(stack, db, now):
    ask = texts(await turn(stack, "one plate from A-1042 arrived broken, refund please"))[-1]
    assert "?" in ask  # the bot asked (whether to refund, or send new ones); the customer falls silent
    cid, seq = await db.fetchval("SELECT id FROM conversations"), 1
    async with open_worker_deps(stack.settings) as deps, open_arq(stack.settings.redis_url) as queue:
        assert await close_quiet({"deps": deps, "redis": queue}, cid, seq) == "closed"
    await run_burst_worker(stack.settings)
    assert dict(await db.fetchrow("SELECT how, csat FROM conversation_endings")) == {"how": "silence", "csat": "asked"}

    # A day later the window is shut: an ending then is recorded, but nobody is asked.
    await db.execute("UPDATE conversations SET last_inbound_at = $1", now - timedelta(hours=25))
    await db.execute("UPDATE conversation_endings SET csat_asked_at = $1", now - timedelta(days=2))
    async with open_worker_deps(stack.settings) as deps, open_arq(stack.settings.redis_url) as queue:
        await close_quiet({"deps": deps, "redis": queue}, cid, seq)  # stale now: already closed
        from supportbot.worker.endings import end_conversation
        assert await end_conversation({"deps": deps}, "silence", cid, 9, now.isoformat()) == "outside_window"


async def _close_by_staff(settings, db, handoff_id: int) -> None:
    async with open_arq(settings.redis_url) as queue:
        from supportbot.core.clock import make_clock
        clock = make_clock(settings.supportbot_clock)
        desk = Desk(clock)
        staff = StaffRepository(db, clock=clock)
        desk.bind(staff, queue)
        await desk.take_over(handoff_id, "U0ANNA")
        await desk.close(handoff_id, "U0ANNA")
