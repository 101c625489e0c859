"""Order snapshots: kept 30 s, then read again; claims are never cached."""

from __future__ import annotations

import pytest

from bench.counting import counted_pool
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.store.agent import AgentRepository
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def test_order_snapshots_last_thirty_seconds(db, database_url, now):
    async with open_connection(database_url) as conn:
        await seed(conn, demo_shop(now))
    ticks = [100.0]
    repo = AgentRepository(db, clock=lambda: now, ticks=lambda: ticks[0])
    assert (await repo.order("A-1043")).status == "out_for_delivery"
    await db.execute("UPDATE orders SET status = 'delivered', delivered_at = $1 WHERE id = 'A-1043'", now)
    ticks[0] += 29.9
    assert (await repo.order("A-1043")).status == "out_for_delivery"  # the snapshot
    ticks[0] += 0.2
    assert (await repo.order("A-1043")).status == "delivered"  # read again after 30 s
    await db.execute("INSERT INTO refunds (order_id, amount, refunded_at) VALUES ('A-1042', 25, $1)", now)
    assert [c.amount for c in await repo.claims("A-1042")] == [25]  # claims: always fresh


async def test_snapshots_read_through_the_order_system_they_are_given(db, now):
    """The 30 s snapshot sits in front of whichever order system the shop uses (Shopify's too)."""
    order = demo_shop(now).orders[0]
    reads: list[str] = []

    class CountingShop:
        async def order(self, order_id: str):
            reads.append(order_id)
            return None if order_id != order.id else "the shop's order"

    ticks = [0.0]
    repo = AgentRepository(db, clock=lambda: now, ticks=lambda: ticks[0], orders=CountingShop())
    assert await repo.order(order.id) == "the shop's order"
    assert await repo.order(order.id) == "the shop's order"
    ticks[0] += 31
    await repo.order(order.id)
    assert reads == [order.id, order.id]


async def test_a_checks_words_and_ledger_are_one_read(db, database_url, now):
    # check_refund reads the customer's words (the claim's reason) and the unlocked ledger: one statement
    # (bench/turn_cost.py), each part equal to its own read.
    async with open_connection(database_url) as conn:
        await seed(conn, demo_shop(now))
    conversation = await db.fetchval("INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
                                     "VALUES ('100', '4477', '4477', $1) RETURNING id", now)
    for direction, body in [("in", "hello"), ("out", "hi, how can I help?"), ("in", "A-1042 plate arrived broken")]:
        await db.execute("INSERT INTO messages (conversation_id, direction, kind, body, trusted, created_at) "
                         "VALUES ($1, $2, 'text', $3, $2 = 'out', $4)", conversation, direction, body, now)
    await db.execute("INSERT INTO refunds (order_id, amount, refunded_at) VALUES ('A-1042', 25, $1)", now)
    async with counted_pool(database_url) as (pool, count):
        repo = AgentRepository(pool, clock=lambda: now)
        order = await repo.order("A-1042")
        before = count.copy()
        reads = await repo.claim_reads(order.id, conversation, order.customer_id, now)
        assert count.minus(before).round_trips == 1
        assert reads.words == await repo.customer_words(conversation) == ("A-1042 plate arrived broken", "hello")
        assert (reads.claims, reads.here, reads.today) == (
            await repo.claims(order.id), *await repo.claimed_totals(conversation, order.customer_id, now))
