"""The quality figures where operators read them: /metrics, `supportbot stats`, /supportbot stats in Slack.

Seeded endings with known answers: CSAT 2 good of 3 answers (67%), repeat contact 1 of 4 endings (25%).
"""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from supportbot.ops.desk import Desk
from supportbot.store.staff import StaffRepository
from tests.app.test_metrics import scrape, value
from tests.quality import conversation, ending, inbound
from tests.worker.test_staff import APPROVER

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def seed(db, now) -> None:
    day = now - timedelta(days=2)
    a, b, c, d = [await conversation(db, day) for _ in range(4)]
    await ending(db, a, day, mode="full", version="agent/v2", rating="good", order_id="A-1042")
    await inbound(db, a, day + timedelta(hours=3), "A-1042 still broken", intent="complaint")  # the one repeat
    await ending(db, b, day, mode="full", version="agent/v2", rating="bad")
    await ending(db, c, day, how="staff_closed", mode=None, staff_id="U0ANNA", rating="good")
    await ending(db, d, day, mode="templated", version="templated/v1", csat="outside_window")
    await ending(db, d, now - timedelta(days=30), mode="templated", rating="bad")  # outside the 7 days


async def test_metrics_show_csat_and_repeat_contact(stack, db, now):
    await seed(db, now)
    samples = await scrape(stack)
    assert value(samples, "supportbot_csat_answers_7d", dimension="mode", value="full", rating="good") == 1
    assert value(samples, "supportbot_csat_answers_7d", dimension="mode", value="full", rating="bad") == 1
    assert value(samples, "supportbot_csat_ratio_7d", dimension="how", value="resolved") == 0.5
    assert value(samples, "supportbot_csat_ratio_7d", dimension="staff_id", value="U0ANNA") == 1.0
    assert value(samples, "supportbot_conversation_endings_7d", dimension="mode", value="full") == 2
    assert value(samples, "supportbot_repeat_contact_ratio_7d", dimension="mode", value="full") == 0.5
    assert value(samples, "supportbot_repeat_contact_ratio_7d", dimension="mode", value="templated") == 0.0


async def test_stats_show_csat_and_repeat_contact_on_the_command_line_and_in_slack(stack, db, redis, now):
    await seed(db, now)
    desk = Desk(lambda: now)
    desk.bind(StaffRepository(db, clock=lambda: now), None, pool=db)  # type: ignore[arg-type]
    lines = (await desk.stats()).splitlines()
    assert "Last 7 days: CSAT 67% (2 good, 1 not good), repeat contact 25% (1 of 4 ended conversations)." in lines
    assert "  CSAT by mode: full 50% (2), unknown 100% (1)" in lines
    assert "  CSAT by staff: U0ANNA 100% (1)" in lines

    answer = await stack.sandbox("POST", "/_sandbox/slack/command", {
        "user_id": APPROVER, "command": "/supportbot", "text": "stats"})
    assert answer["status"] == 200
    for _ in range(50):
        calls = [c for c in await stack.sandbox("GET", "/_sandbox/slack/calls") if c["method"] == "response_url"]
        if calls:
            break
        await asyncio.sleep(0.1)
    assert "CSAT 67% (2 good, 1 not good), repeat contact 25%" in str(calls[-1])


async def test_cost_per_resolved_conversation_in_metrics_and_stats(stack, db, now):
    from tests.quality import run
    day = now - timedelta(days=1)
    a, b = await conversation(db, day), await conversation(db, day)
    await run(db, a, day - timedelta(minutes=5), "0.030000")
    await ending(db, a, day, mode="full", version="agent/v2")
    await run(db, b, day - timedelta(minutes=5), "0.010000")
    await ending(db, b, day, how="staff_closed", mode="full", version="agent/v2")
    samples = await scrape(stack)
    assert value(samples, "supportbot_cost_per_resolved_7d", dimension="mode", value="full") == 0.04
    desk = Desk(lambda: now)
    desk.bind(StaffRepository(db, clock=lambda: now), None, pool=db)  # type: ignore[arg-type]
    assert "  Model cost per resolved conversation by version: agent/v2 0.040000 (1 resolved)" in (
        await desk.stats()).splitlines()
