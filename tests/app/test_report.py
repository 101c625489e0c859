"""`supportbot report`: the known figures of seeded conversations, by intent, language and version, and the plots."""

from __future__ import annotations

from datetime import timedelta

import pytest
from pytest import approx

from supportbot.ops.report import build, plot, render
from tests.quality import conversation, ending, inbound, run

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def test_the_report_reads_each_figure_from_seeded_conversations(db, now, tmp_path):
    day = now - timedelta(days=2)
    a, b, c, d = [await conversation(db, day) for _ in range(4)]
    await run(db, a, day - timedelta(minutes=5), "0.020000", responder="agent/v2")
    await ending(db, a, day, intent="refund", language="es", version="agent/v2", rating="good", order_id="A-1")
    await inbound(db, a, day + timedelta(hours=1), "A-1 otra vez", intent="other")  # a repeat
    await run(db, b, day - timedelta(minutes=5), "0.010000", responder="agent/v2")
    await ending(db, b, day, intent="refund", language="en", version="agent/v2", rating="bad")
    await db.execute("INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at) "
                     "VALUES ($1, 'customer asked for a person', 'normal', $2, $2)", c, day - timedelta(minutes=3))
    await ending(db, c, day, how="staff_closed", intent="refund", language="en", version="agent/v2", rating="good")
    await ending(db, d, day, intent="order_status", language="en", version="templated/1")

    report = await build(db, now - timedelta(days=7), now)
    by_intent = {r.value: r.figures for r in report["by"]["intent"]}
    refund = by_intent["refund"]
    # 3 refund endings: 1 escalated (c), CSAT 2 of 3, 1 repeat (a), 0.03 model cost over 2 resolved.
    assert refund["escalation"] == 1 / 3 and refund["containment"] == approx(2 / 3)
    assert refund["csat"] == 2 / 3 and refund["repeat_contact"] == 1 / 3
    assert refund["cost_per_resolved"] == 0.015
    assert by_intent["order_status"]["containment"] == 1.0 and by_intent["order_status"]["csat"] is None
    by_language = {r.value: r.endings for r in report["by"]["language"]}
    assert by_language == {"en": 3, "es": 1}
    by_version = {r.value: r.figures["containment"] for r in report["by"]["version"]}
    assert by_version == {"agent/v2": approx(2 / 3), "templated/1": 1.0}

    text = render(report)
    assert "4 ended conversations" in text and "By intent" in text and "By language" in text
    paths = plot(report, tmp_path)
    assert sorted(p.name for p in paths) == ["quality_by_intent.png", "quality_by_language.png",
                                             "quality_by_version.png"]
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in paths)
