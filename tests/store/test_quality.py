"""The quality figures from seeded conversations whose answers are known in advance."""

from __future__ import annotations

from datetime import timedelta

from store.quality import csat_by, repeat_contact_by
from tests.quality import conversation, ending, inbound


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
    from store.quality import Csat
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
