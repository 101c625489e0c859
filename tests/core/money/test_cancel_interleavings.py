"""Any interleaving of a cancellation (proposed, answered yes or no, again) and the warehouse's
"shipped" ends in exactly one of the two (issue 15.1): a cancelled order with everything paid
refunded and no shipment, or a shipped order with nothing refunded. Never both, never neither
half-done, whatever arrives first and however close together.

Hypothesis writes the story; the yes and "shipped" run on two pools at once (two processes),
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
from tests.refund_floor import Floor, Seat, confirm, context, conversation, open_floor, provider_refunds

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


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.5) as floor:
        yield floor


async def later(delay_ms: int, work):
    await asyncio.sleep(delay_ms / 1000)
    return await work


async def state(floor: Floor, order: str) -> tuple[str, bool, Decimal]:
    row = await floor.db.fetchrow("SELECT status, shipped_at IS NOT NULL AS shipped FROM orders WHERE id = $1",
                                  order)
    refunded = sum((Decimal(r["amount"]) for r in await provider_refunds(floor, order)), Decimal(0))
    return row["status"], row["shipped"], refunded


@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(story=steps)
@example(story=[("propose",), ("yes_and_ship", 0)])
@example(story=[("propose",), ("ship_and_yes", 0)])
@example(story=[("propose",), ("ship",), ("answer", True), ("propose",)])
@example(story=[("propose",), ("answer", False), ("propose",), ("yes_and_ship", 3)])
async def test_cancellation_and_shipped_end_in_exactly_one(floor, now, story):
    number = next(_examples)
    customer, order = f"C-CI{number}", f"CI-{number:04d}"
    paid = await placed_order(floor, customer, order)
    seat: Seat = floor.seat(0, await conversation(floor.db, now), customer, RefundLimits())
    warehouse = ShopRepository(floor.pools[1])

    async def propose() -> None:
        await run_tool("cancel_order", {"order_id": order, "reason": "changed my mind"}, context(seat, now))

    for step in story:
        match step:
            case ("propose",):
                await propose()
            case ("answer", yes):
                await confirm(seat, now, yes)
            case ("ship",):
                await warehouse.mark_shipped(order, now)
            case ("yes_and_ship", ms):
                await asyncio.gather(confirm(seat, now), later(ms, warehouse.mark_shipped(order, now)))
            case ("ship_and_yes", ms):
                await asyncio.gather(warehouse.mark_shipped(order, now), later(ms, confirm(seat, now)))
        status, shipped, refunded = await state(floor, order)
        assert status in ("placed", "shipped", "cancelled"), (step, story)
        if status == "cancelled":
            assert (shipped, refunded) == (False, paid), (step, story, status, shipped, refunded)
        else:
            assert refunded == 0, (step, story, status, refunded)
            assert shipped == (status == "shipped"), (step, story)
