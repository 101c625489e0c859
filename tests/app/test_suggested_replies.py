"""Acceptance of suggested replies, known answers in /metrics and in `supportbot report`.

Seeded (times from the application's clock): three drafts sent as drafted, one edited, two
dismissed, one held after the 24-hour window, two still offered or superseded (decided by nobody:
counted nowhere), and one sent before the report's week (in /metrics, which counts every draft
ever decided, not in the report)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.ops.report import build, render
from tests.app.test_metrics import scrape, value
from tests.quality import conversation

pytestmark = pytest.mark.clock


async def seed(db, now) -> None:
    day = timedelta(days=1)
    cid = await conversation(db, now - 30 * day)
    handoff = await db.fetchval("INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at) "
                                "VALUES ($1, 'asked for a person', 'normal', $2, $2) RETURNING id", cid, now - 30 * day)
    statuses = ["sent"] * 3 + ["edited", "dismissed", "dismissed", "held", "offered", "superseded"]
    for n, status in enumerate(statuses):
        await db.execute(
            """INSERT INTO suggestions (key, conversation_id, handoff_id, language, draft, drafted_by, status,
                                        created_at) VALUES ($1, $2, $3, 'en', 'Hi', 'templated', $4, $5)""",
            f"k{n}", cid, handoff, status, now - day)
    await db.execute("""INSERT INTO suggestions (key, conversation_id, handoff_id, language, draft, drafted_by,
                        status, created_at) VALUES ('old', $1, $2, 'en', 'Hi', 'templated', 'sent', $3)""",
                     cid, handoff, now - 20 * day)


async def test_metrics_count_each_outcome(stack, db, now):
    await seed(db, now)
    samples = await scrape(stack)
    name = "supportbot_suggested_replies_total"
    assert {o: value(samples, name, outcome=o) for o in ("sent", "edited", "dismissed", "held")} == {
        "sent": 4, "edited": 1, "dismissed": 2, "held": 1}


async def test_the_report_shows_acceptance_for_its_period(db, now):
    await seed(db, now)
    lines = render(await build(db, now - timedelta(days=7), now)).splitlines()
    assert lines[-1] == ("Suggested replies: 7 decided on; sent as drafted 3 (43%), edited 1 (14%), "
                         "dismissed 2 (29%), held (clicked after the 24-hour window, nothing sent) 1 (14%)")


async def test_the_report_says_when_no_draft_was_decided_on(db, now):
    lines = render(await build(db, now - timedelta(days=7), now)).splitlines()
    assert lines[-1] == "Suggested replies: none decided on"
