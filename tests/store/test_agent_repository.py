"""Order snapshots: kept 30 s, then read again; claims are never cached."""

from __future__ import annotations

import pytest

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
