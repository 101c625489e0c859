"""Any interleaving of a cancellation (proposed, answered yes or no, again) and the warehouse's
"shipped" ends in exactly one of the two (issue 15.1): a cancelled order with everything paid
refunded and no shipment, or a shipped order with nothing refunded. Never both, never neither
half-done, whatever arrives first and however close together.

Hypothesis writes the story; the yes and "shipped" run on two pools at once (two processes), on
both shop backends (on Shopify, "shipped" is the merchant fulfilling in its admin),
with the warehouse's event a little later or earlier each time. Derandomised, a fixed count.
"""

from __future__ import annotations

import asyncio
import itertools
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.store.shop import ShopRepository
from tests.core.money.test_cancel_race import placed_order
from tests.refund_floor import (
    BACKENDS,
    Floor,
    Seat,
    confirm,
    context,
    conversation,
    open_floor,
    provider_refunds,
    ship,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

EXAMPLES = 25
_examples = itertools.count(1)

steps = st.lists(st.one_of(
    st.just(("propose",)),
    st.tuples(st.just("answer"), st.booleans()),
    st.just(("ship",)),
    st.tuples(st.just("yes_and_ship"), st.integers(0, 6)),  # the event later by 0-6 ms
    st.tuples(st.just("ship_and_yes"), st.integers(0, 6)),  # the yes later by 0-6 ms
), min_size=1, max_size=6)


@pytest.fixture(params=BACKENDS)
async def floor(request, db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.5,
                          backend=request.param) as floor:
        await widen_shopify_bucket(floor)
        yield floor


async def later(delay_ms: int, work):
    await asyncio.sleep(delay_ms / 1000)
    return await work


async def state(floor: Floor, order: str) -> tuple[str, bool, Decimal]:
    """(status, whether it left the warehouse, what the provider refunded), as the shop holds it."""
    found = await (floor.order_system() or ShopRepository(floor.db)).order(order)
    assert found is not None
    refunded = sum((Decimal(r["amount"]) for r in await provider_refunds(floor, order)), Decimal(0))
    return found.status, found.shipped_at is not None, refunded


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(story=steps)
@example(story=[("propose",), ("yes_and_ship", 0)])
@example(story=[("propose",), ("ship_and_yes", 0)])
@example(story=[("propose",), ("ship",), ("answer", True), ("propose",)])
@example(story=[("propose",), ("answer", False), ("propose",), ("yes_and_ship", 3)])
async def test_cancellation_and_shipped_end_in_exactly_one(floor, now, story):
    number = next(_examples)
    # The payment stand-in is the module's: each backend's orders get names of their own.
    customer, order = f"C-CI{number}", f"CI-{number:04d}{floor.backend[0].upper()}"
    customer, paid = await placed_order(floor, customer, order)
    seat: Seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())

    async def propose() -> None:
        await run_tool("cancel_order", {"order_id": order, "reason": "changed my mind"}, context(seat, now))

    for step in story:
        match step:
            case ("propose",):
                await propose()
            case ("answer", yes):
                await confirm(seat, now, yes)
            case ("ship",):
                await ship(floor, floor.pools[1], order, now)
            case ("yes_and_ship", ms):
                await asyncio.gather(confirm(seat, now), later(ms, ship(floor, floor.pools[1], order, now)))
            case ("ship_and_yes", ms):
                await asyncio.gather(ship(floor, floor.pools[1], order, now), later(ms, confirm(seat, now)))
        status, shipped, refunded = await state(floor, order)
        assert status in ("placed", "shipped", "cancelled"), (step, story)
        if status == "cancelled":
            assert (shipped, refunded) == (False, paid), (step, story, status, shipped, refunded)
        else:
            assert refunded == 0, (step, story, status, refunded)
            assert shipped == (status == "shipped"), (step, story)
