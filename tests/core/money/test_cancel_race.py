"""A cancellation and the warehouse's "shipped" arriving at once end in exactly one of the two (issue 15.1).

Real concurrency: the customer's yes runs the production execution path on one connection pool
while the warehouse marks the order shipped on another, started together. In the built-in shop
both lock the order's row, so they are decided one after the other; on Shopify the merchant
fulfils in Shopify's admin, and Shopify itself refuses to cancel a fulfilled order or to fulfil
a cancelled one (`orderCancel` goes before any money moves). Either way: either the order is
cancelled and everything paid comes back, or it shipped and nothing is paid (the customer is
offered the return route).
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
    BACKENDS,
    Floor,
    add_customer_and_order,
    add_order,
    confirm,
    context,
    conversation,
    open_floor,
    order_status,
    provider_refunds,
    ship,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

ROUNDS = 8


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.25) as floor:
        yield floor


@pytest.fixture(params=BACKENDS)
async def either_floor(request, db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.25,
                          backend=request.param) as floor:
        await widen_shopify_bucket(floor)
        yield floor


async def placed_order(floor: Floor, customer: str, order: str) -> tuple[str, Decimal]:
    """A placed order of two 20.00 units and a 4.00 fee; (its customer's id in the shop, paid)."""
    return await add_order(floor, customer, order, floor.now, qty=2, unit_price="20.00", fee="4.00",
                           status="placed"), Decimal("44.00")


async def ship_after(floor: Floor, order: str, now, n: int) -> bool:
    """The warehouse's "shipped", a little later each round, so the rounds meet the yes at
    different points of its path (before, during and after the order's lock is held)."""
    # Shopify's yes takes more round trips (the order read under the lock, then orderCancel):
    # a longer stride reaches past it, so some rounds cancel and some ship.
    await asyncio.sleep((0.004 if floor.backend == "builtin" else 0.03) * n)
    return await ship(floor, floor.pools[1], order, now)


async def test_cancel_and_shipped_at_once_end_in_exactly_one(either_floor, now):
    floor = either_floor
    outcomes = []
    for n in range(ROUNDS):
        # The payment stand-in is the module's: each backend's orders get names of their own.
        customer, order = f"C-CR{n}", f"A-31{n:02d}{floor.backend[0].upper()}"
        customer, paid = await placed_order(floor, customer, order)
        seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
        proposed = await run_tool("cancel_order", {"order_id": order, "reason": "changed my mind"},
                                  context(seat, now))
        assert proposed["status"] == "awaiting_confirmation", proposed

        said, shipped = await asyncio.gather(confirm(seat, now), ship_after(floor, order, now, n))
        status = await order_status(floor, order)
        refunded = sum((Decimal(r["amount"]) for r in await provider_refunds(floor, order)), Decimal(0))
        assert isinstance(said, Reply)
        if shipped:
            assert (status, refunded, said.outcome) == ("shipped", Decimal(0), "cancel_refused"), order
        else:
            assert (status, refunded, said.outcome) == ("cancelled", paid, "order_cancelled"), order
        outcomes.append(status)
    print(f"{floor.backend}, {ROUNDS} rounds: {outcomes.count('cancelled')} cancelled, "
          f"{outcomes.count('shipped')} shipped")


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
