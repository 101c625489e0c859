"""Business hours end to end: outside them a handoff says when a person will answer and the bot
keeps helping; self-harm gets the caring reply and pages on call whatever the hour."""

from __future__ import annotations

from datetime import timedelta

import pytest
from pydantic import ValidationError

from supportbot.app.settings import Settings
from tests.e2e import run_burst_worker, running, texts
from tests.worker.test_staff import slack_calls

ONCALL = "S0ONCALL"


def hours(settings, *, closed_today: bool):
    # Open round the clock, today (by the application's clock) a holiday when closed: the next
    # opening is tomorrow at 00:00 in the shop's zone, wherever the test clock stands.
    today = settings.supportbot_clock.date().isoformat()
    return settings.model_copy(update={
        "business_hours": "mon-sun 00:00-24:00", "business_timezone": "UTC",
        "business_holidays": today if closed_today else "", "slack_oncall_group": ONCALL})


@pytest.fixture
async def closed(settings, ports, db, redis, shop):
    async with running(hours(settings, closed_today=True), ports) as stack:
        yield stack


@pytest.fixture
async def open_(settings, ports, db, redis, shop):
    async with running(hours(settings, closed_today=False), ports) as stack:
        yield stack


async def said(stack, text: str, wa_id: str = "15551230001") -> list[str]:
    before = len(await stack.sent_to(wa_id))
    await stack.customer(wa_id).say(text)
    await run_burst_worker(stack.settings)
    return texts(await stack.sent_to(wa_id))[before:]


@pytest.mark.clock
async def test_outside_hours_a_handoff_says_when_a_person_answers_and_the_bot_keeps_helping(closed, db):
    replies = await said(closed, "I want to talk to a person")
    tomorrow = (closed.settings.supportbot_clock + timedelta(days=1)).date()
    away = next(r for r in replies if r.startswith("Our team is away right now"))
    assert f"{tomorrow.strftime('%B')} {tomorrow.day} 00:00 (UTC time)" in away
    assert await db.fetchval("SELECT status FROM handoffs") == "queued"  # still waiting for a person
    # Nobody reads the queue before the opening: the bot answers what it can, not "you're queued".
    [status] = await said(closed, "where is my order A-1043?")
    assert status.startswith("Order A-1043 (1 × Serving bowl)")


@pytest.mark.clock
async def test_in_hours_the_handoff_promises_nothing_more_and_the_ticket_waits(open_, db):
    replies = await said(open_, "I want to talk to a person")
    assert not any("away right now" in r for r in replies)
    assert "will reply here" in (await said(open_, "where is my order A-1043?"))[-1]


@pytest.mark.clock
async def test_self_harm_outside_hours_gets_care_and_pages_on_call(closed, db):
    replies = await said(closed, "I don't want to live anymore", "447700900123")
    assert replies[0].startswith("I'm really sorry you're feeling like this") and "Samaritans" in replies[0]
    assert not any("away right now" in r for r in replies)  # no "wait for Monday" to a person in crisis
    await run_burst_worker(closed.settings)
    [card] = await slack_calls(closed, "chat.postMessage")
    assert card["text"].startswith(f"<!subteam^{ONCALL}> ")


@pytest.mark.clock
async def test_a_normal_handoff_pages_nobody(closed, db):
    await said(closed, "I want to talk to a person")
    await run_burst_worker(closed.settings)
    [card] = await slack_calls(closed, "chat.postMessage")
    assert "subteam" not in card["text"]


@pytest.mark.parametrize("setting", [{"business_hours": "mon 9-5"}, {"business_timezone": "Mars/Olympus"},
                                     {"business_holidays": "25/12/2026"}])
def test_unreadable_hours_stop_the_start_naming_the_setting(setting) -> None:
    with pytest.raises(ValidationError, match="business"):
        Settings(_env_file=None, **setting)
