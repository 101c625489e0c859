"""The quality figures from seeded conversations whose answers are known in advance."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.store.quality import csat_by, repeat_contact_by
from tests.quality import conversation, ending, inbound, run

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def test_csat_per_mode_intent_version_and_staff_member(db, now):
    day = now - timedelta(days=1)
    a, b, c, d, e = [await conversation(db, day) for _ in range(5)]
    await ending(db, a, day, mode="full", version="agent/v2", rating="good")
    await ending(db, b, day, mode="full", version="agent/v2", rating="good")
    await ending(db, c, day, mode="full", version="agent/v3", rating="bad", intent="refund")
    await ending(db, d, day, how="staff_closed", mode=None, staff_id="U0ANNA", rating="good", intent="refund")
    await ending(db, e, day, mode="templated", version="templated/v1", rating=None)  # asked, never answered
    await ending(db, e, now - timedelta(days=9), mode="templated", rating="bad")  # before the period
    await ending(db, a, day, mode="full", csat="asked_today")  # not asked: no answer possible

    since, until = now - timedelta(days=7), now
    assert await csat_by(db, "mode", since, until) == [
        _c("full", 3, 2, 1), _c("templated", 1, 0, 0), _c("unknown", 1, 1, 0)]
    by_version = {r.value: (r.good, r.bad) for r in await csat_by(db, "version", since, until)}
    assert by_version["agent/v2"] == (2, 0) and by_version["agent/v3"] == (0, 1)
    by_intent = {r.value: (r.good, r.bad) for r in await csat_by(db, "intent", since, until)}
    assert by_intent == {"order_status": (2, 0), "refund": (1, 1)}
    assert {r.value: r.good for r in await csat_by(db, "staff_id", since, until)}["U0ANNA"] == 1


def _c(value, asked, good, bad):
    from supportbot.store.quality import Csat
    return Csat(value, asked, good, bad)


async def test_repeat_contact_counts_the_same_order_or_intent_within_48_hours(db, now):
    start = now - timedelta(days=4)
    # 1: back after 30 h about the same order (the words differ): a repeat.
    one = await conversation(db, start)
    await ending(db, one, start, intent="order_status", order_id="A-1042")
    await inbound(db, one, start + timedelta(hours=30), "still nothing for a-1042", intent="other")
    # 2: back after 20 h with the same intent, no order named: a repeat.
    two = await conversation(db, start)
    await ending(db, two, start, intent="refund")
    await inbound(db, two, start + timedelta(hours=20), "my refund never came", intent="refund")
    # 3: back after 50 h about the same order: too late to count.
    three = await conversation(db, start)
    await ending(db, three, start, intent="order_status", order_id="A-2000")
    await inbound(db, three, start + timedelta(hours=50), "where is A-2000", intent="order_status")
    # 4: back within the hour, but about something else, and a CSAT tap: not a repeat.
    four = await conversation(db, start)
    await ending(db, four, start, intent="address_change", order_id="A-3000")
    await inbound(db, four, start + timedelta(minutes=5), "", choice_id="csat:1:bad")
    await inbound(db, four, start + timedelta(hours=1), "what's your returns policy", intent="policy_question")
    # 5: a vague intent again ("thanks") is not the same thing asked again.
    five = await conversation(db, start)
    await ending(db, five, start, intent="other")
    await inbound(db, five, start + timedelta(hours=2), "thanks!", intent="other")

    [row] = await repeat_contact_by(db, "mode", now - timedelta(days=7), now)
    assert (row.endings, row.repeated) == (5, 2)
    by_intent = {r.value: (r.endings, r.repeated) for r in await repeat_contact_by(
        db, "intent", now - timedelta(days=7), now)}
    assert by_intent == {"order_status": (2, 1), "refund": (1, 1), "address_change": (1, 0), "other": (1, 0)}


async def test_forgetting_a_customer_erases_their_csat_reason_and_keeps_the_rating(db, shop, now, settings):
    from supportbot.store.forget import forget_customer
    from supportbot.store.pool import open_connection

    cid = await conversation(db, now, "15551230001")  # the demo customer C-1's phone
    ended = await ending(db, cid, now, rating="bad")
    await db.execute("UPDATE conversation_endings SET reason = 'Asha: the plate was [masked]' WHERE id = $1", ended)
    async with open_connection(settings.database_url) as conn:
        counts = await forget_customer(conn, "C-1")
    assert counts is not None and counts["conversation_endings"] == 1
    assert tuple(await db.fetchrow("SELECT rating, reason FROM conversation_endings")) == ("bad", None)


async def test_cost_per_resolved_conversation_by_mode_and_version(db, now):
    from decimal import Decimal

    from supportbot.store.quality import cost_by

    day = now - timedelta(days=1)
    a, b, c = [await conversation(db, day) for _ in range(3)]
    # a: an earlier stretch (ended 2 days ago, its cost is not this ending's), then two runs, resolved.
    await run(db, a, day - timedelta(days=2), "0.500000")
    await ending(db, a, day - timedelta(days=2), mode="full", version="agent/v2")
    await run(db, a, day - timedelta(minutes=10), "0.010000", "0.005000")
    await run(db, a, day - timedelta(minutes=5), "0.005000")
    await ending(db, a, day, mode="full", version="agent/v2")
    # b: handed to staff, who closed it: its cost counts, but it is not a resolution.
    await run(db, b, day - timedelta(minutes=5), "0.020000")
    await ending(db, b, day, how="staff_closed", mode="full", version="agent/v3")
    # c: the templated rung resolved it without a model.
    await run(db, c, day - timedelta(minutes=5), responder="templated/1")
    await ending(db, c, day, mode="templated", version="templated/1")

    since = now - timedelta(days=1, hours=1)
    by_mode = {r.value: (r.endings, r.resolved, r.cost, r.per_resolved())
               for r in await cost_by(db, "mode", since, now)}
    assert by_mode == {"full": (2, 1, Decimal("0.040000"), Decimal("0.040000")),
                       "templated": (1, 1, Decimal(0), Decimal(0))}
    by_version = {r.value: r.per_resolved() for r in await cost_by(db, "version", since, now)}
    assert by_version == {"agent/v2": Decimal("0.020000"), "agent/v3": None, "templated/1": Decimal(0)}


async def test_the_daily_qa_sample_takes_one_in_a_hundred_and_every_flagged_conversation(db, shop, now):
    from decimal import Decimal

    from supportbot.store.reviews import ReviewRepository

    day = (now - timedelta(days=1)).date()
    noon = now - timedelta(days=1)
    plain = [await conversation(db, noon) for _ in range(101)]  # 101 ordinary endings: ceil(1.01) = 2 sampled
    for cid in plain:
        await ending(db, cid, noon)
    bad = await conversation(db, noon)
    await ending(db, bad, noon, rating="bad")
    big, small, reversed_ = [await conversation(db, noon, c) for c in ("15551230001", "15551230002", "15551230003")]
    for cid, amount, key in ((big, "60.00", "k1"), (small, "10.00", "k2"), (reversed_, "10.00", "k3")):
        await db.execute(
            """INSERT INTO actions (idempotency_key, conversation_id, customer_id, kind, order_id, amount, currency,
                                   status, confirm_by, created_at)
               VALUES ($1, $2, 'C-1', 'refund', 'A-1042', $3::numeric, 'USD', 'done', $4, $4)""",
            key, cid, Decimal(amount), noon)
    await db.execute("INSERT INTO action_reversals (action_id, source, at) VALUES (3, 'provider', $1)", noon)
    await ending(db, bad, noon - timedelta(days=3), rating="bad")  # another day: not today's

    reviews = ReviewRepository(db)
    made = await reviews.sample(day, 0.01, Decimal("30.00"), now)
    whys = sorted(r["why"] for r in await db.fetch("SELECT why FROM qa_reviews"))
    assert len(made) == 5 and whys == ["negative_csat", "refund", "reversal", "sample", "sample"]
    assert await db.fetchval("SELECT conversation_id FROM qa_reviews WHERE why = 'refund'") == big
    assert await reviews.sample(day, 0.01, Decimal("30.00"), now) == []  # a rerun adds nothing
