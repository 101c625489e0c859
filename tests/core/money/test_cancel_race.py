"""A cancellation and the warehouse's "shipped" arriving at once end in exactly one of the two (issue 15.1).

Real concurrency: the customer's yes runs the production execution path on one connection pool
while the warehouse marks the order shipped on another, started together. Both lock the order's
row, so they are decided one after the other: either the order is cancelled and everything paid
comes back, or it shipped and nothing is paid (the customer is offered the return route).
"""

from __future__ import annotations

import asyncio
from decimal import Decimal

import pytest

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.core.turn import Reply
from supportbot.store.shop import ShopRepository
from tests.refund_floor import (
    Floor,
    add_customer_and_order,
    confirm,
    context,
    conversation,
    open_floor,
    provider_refunds,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

ROUNDS = 8


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.25) as floor:
        yield floor


async def placed_order(floor: Floor, customer: str, order: str) -> Decimal:
    paid = await add_customer_and_order(floor.db, customer, order, floor.now, qty=2, unit_price="20.00", fee="4.00")
    await floor.db.execute("UPDATE orders SET status = 'placed', delivered_at = NULL WHERE id = $1", order)
    return paid


async def ship_after(warehouse: ShopRepository, order: str, now, n: int) -> bool:
    """The warehouse's "shipped", a little later each round, so the rounds meet the yes at
    different points of its path (before, during and after the order's lock is held)."""
    await asyncio.sleep(0.004 * n)
    return await warehouse.mark_shipped(order, now)


async def test_cancel_and_shipped_at_once_end_in_exactly_one(floor, now):
    warehouse = ShopRepository(floor.pools[1])
    outcomes = []
    for n in range(ROUNDS):
        customer, order = f"C-CR{n}", f"A-31{n:02d}"
        paid = await placed_order(floor, customer, order)
        seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
        proposed = await run_tool("cancel_order", {"order_id": order, "reason": "changed my mind"},
                                  context(seat, now))
        assert proposed["status"] == "awaiting_confirmation", proposed

        said, shipped = await asyncio.gather(confirm(seat, now), ship_after(warehouse, order, now, n))
        status = await floor.db.fetchval("SELECT status FROM orders WHERE id = $1", order)
        refunded = sum((Decimal(r["amount"]) for r in await provider_refunds(floor, order)), Decimal(0))
        assert isinstance(said, Reply)
        if shipped:
            assert (status, refunded, said.outcome) == ("shipped", Decimal(0), "cancel_refused"), order
        else:
            assert (status, refunded, said.outcome) == ("cancelled", paid, "order_cancelled"), order
        outcomes.append(status)
    print(f"{ROUNDS} rounds: {outcomes.count('cancelled')} cancelled, {outcomes.count('shipped')} shipped")


async def test_once_shipped_cancel_order_offers_the_return_route(floor, now):
    await placed_order(floor, "C-CS", "A-3200")
    assert await ShopRepository(floor.pools[1]).mark_shipped("A-3200", now)
    seat = floor.seat(0, await conversation(floor.db, now), "C-CS", RefundLimits())
    answer = await run_tool("cancel_order", {"order_id": "A-3200", "reason": "late"}, context(seat, now))
    assert answer["decision"] == "refused" and "return" in answer["reason"], answer


async def test_another_customers_order_cannot_be_cancelled(floor, now):
    await placed_order(floor, "C-OWN", "A-3300")
    await add_customer_and_order(floor.db, "C-OTHER", "A-3301", now)
    seat = floor.seat(0, await conversation(floor.db, now), "C-OTHER", RefundLimits())
    answer = await run_tool("cancel_order", {"order_id": "A-3300", "reason": "x"}, context(seat, now))
    assert "refused" in answer
    assert await floor.db.fetchval("SELECT status FROM orders WHERE id = 'A-3300'") == "placed"
