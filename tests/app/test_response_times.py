"""Time to first response and to resolution per priority: known answers in /metrics and in
`supportbot report`, from tickets whose times are derived from the application's clock.

Seeded: normal tickets answered after 10 min and 50 min (ended after 2 h and 5 h), one normal
ticket missed and risen to high (answered after 6 h, never ended), one urgent ticket answered after
2 min and ended after 20 min, one high ticket nobody answered yet (counts nowhere), one normal
ticket asked before the report's period.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.ops.report import build, render
from tests.app.test_metrics import scrape, value
from tests.quality import conversation

pytestmark = pytest.mark.clock

MIN = timedelta(minutes=1)


async def ticket(db, now, priority: str, asked_ago: timedelta, answered: timedelta | None = None,
                 ended: timedelta | None = None, missed_from: str | None = None) -> None:
    asked = now - asked_ago
    cid = await conversation(db, asked)
    await db.execute(
        """INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at, status,
                                 first_response_at, closed_at, missed_at, missed_priority)
           VALUES ($1, 'asked for a person', $2, $3, $3, $4, $5, $6, $7, $8)""",
        cid, priority, asked, "closed" if ended else "queued", asked + answered if answered else None,
        asked + ended if ended else None, asked + 4 * 60 * MIN if missed_from else None, missed_from)


async def seed(db, now) -> None:
    day = timedelta(days=1)
    await ticket(db, now, "normal", day, answered=10 * MIN, ended=120 * MIN)
    await ticket(db, now, "normal", day, answered=50 * MIN, ended=300 * MIN)
    await ticket(db, now, "high", day, answered=360 * MIN, missed_from="normal")
    await ticket(db, now, "urgent", day, answered=2 * MIN, ended=20 * MIN)
    await ticket(db, now, "high", 10 * MIN)
    await ticket(db, now, "normal", timedelta(days=20), answered=30 * MIN)  # before the report's week


async def test_metrics_hold_each_priority_histogram(stack, db, now):
    await seed(db, now)
    samples = await scrape(stack)
    first = "supportbot_first_response_seconds"
    assert value(samples, f"{first}_count", priority="normal") == 4  # the one risen counts where it was promised
    assert value(samples, f"{first}_sum", priority="normal") == (10 + 50 + 360 + 30) * 60
    assert [value(samples, f"{first}_bucket", priority="normal", le=le) for le in ("300.0", "900.0", "3600.0",
                                                                                    "14400.0", "28800.0", "+Inf")
            ] == [0, 1, 3, 3, 4, 4]
    assert value(samples, f"{first}_count", priority="high") == 0
    assert value(samples, f"{first}_bucket", priority="urgent", le="300.0") == 1
    resolution = "supportbot_resolution_seconds"
    assert value(samples, f"{resolution}_count", priority="normal") == 2
    assert value(samples, f"{resolution}_sum", priority="normal") == (120 + 300) * 60
    assert value(samples, f"{resolution}_sum", priority="urgent") == 20 * 60
    assert value(samples, "supportbot_first_response_missed_total", priority="normal") == 1
    assert value(samples, "supportbot_first_response_missed_total", priority="high") == 0


async def test_the_report_shows_median_and_90th_per_priority(db, now):
    await seed(db, now)
    lines = render(await build(db, now - timedelta(days=7), now)).splitlines()
    at = lines.index("Response times by priority (from the first ask; median and 90th percentile, nearest rank):")
    assert lines[at + 1:at + 4] == [
        "  normal: first response 3 tickets, median 50 min, 90th 6 h 00 min; "
        "resolution 2 tickets, median 2 h 00 min, 90th 5 h 00 min; promise missed 1",
        "  high: first response none; resolution none; promise missed 0",
        "  urgent: first response 1 tickets, median 2 min, 90th 2 min; "
        "resolution 1 tickets, median 20 min, 90th 20 min; promise missed 0"]
