"""An order edit races the warehouse's "shipped", a second yes, and a crash, and happens once (issue 33 item 2).

Real concurrency, as tests/core/money/test_cancel_race.py: the customer's yes runs the production
execution path on one pool while the warehouse ships on another. In the built-in shop both take
the order's claim lock; on Shopify the merchant fulfils in Shopify's admin and Shopify refuses to
edit a fulfilled line. Either the order changed before it shipped (its lines and the refund of
the difference), or it shipped as it was and nothing moved.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from supportbot.agent.tools import run_tool
from supportbot.channels.shop.shopify_catalogue import ShopifyCatalogue
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.rechecks import next_status
from supportbot.core.shop.fixture import ShopFixture
from supportbot.core.turn import Reply
from supportbot.effects.execution import answer
from supportbot.store.catalogue import CatalogueRepository
from supportbot.store.shop import ShopRepository
from tests.refund_floor import (
    BACKENDS,
    Floor,
    Seat,
    Unjournaled,
    context,
    conversation,
    open_floor,
    provider_refunds,
    refund_in_shop_admin,
    ship,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

ROUNDS = 6
_n = itertools.count(1)


@pytest.fixture(params=BACKENDS)
async def floor(request, db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, payment_timeout=0.5,
                          backend=request.param) as floor:
        await widen_shopify_bucket(floor)
        yield floor


async def placed_order(floor: Floor, now: datetime) -> tuple[str, str, str]:
    """A placed order of a linen shirt in M (30.00) and a mug (12.50), 4.00 delivery, and a catalogue
    with the shirt in L (30.00, 5 in stock); (customer in the shop, order id, the skus' suffix)."""
    n = next(_n)
    tag = f"{floor.backend[0].upper()}{n}"
    customer, order = f"C-OE{tag}", f"A-5{n:03d}{tag[0]}"
    shirt = {"id": f"P-SHIRT-{tag}", "title": "Linen shirt", "options": ["Size"],
             "variants": [{"sku": f"SHIRT-M-{tag}", "title": "M", "options": {"Size": "M"}, "price": "30.00",
                           "available": 5},
                          {"sku": f"SHIRT-L-{tag}", "title": "L", "options": {"Size": "L"}, "price": "30.00",
                           "available": 5}]}
    mug = {"id": f"P-MUG-{tag}", "title": "Mug", "variants": [{"sku": f"MUG-{tag}", "title": "Default",
                                                                "price": "12.50", "available": 9}]}
    fixture = ShopFixture.model_validate({
        "customers": [{"id": customer, "name": "Edit", "phone": f"1777{n:07d}"}],
        "orders": [{"id": order, "customer": customer, "status": "placed", "delivery_fee": "4.00", "paid": "46.50",
                    "currency": "USD", "payment_method": "card", "placed_at": now - timedelta(hours=3),
                    "items": [{"sku": f"SHIRT-M-{tag}", "name": "Linen shirt - M", "qty": 1, "unit_price": "30.00"},
                              {"sku": f"MUG-{tag}", "name": "Mug", "qty": 1, "unit_price": "12.50"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}],
        "products": [shirt, mug]})
    if floor.backend == "builtin":
        async with floor.db.acquire() as conn, conn.transaction():
            from supportbot.store.shop import seed  # noqa: PLC0415 (the built-in shop's own seeding)
            await seed(conn, fixture)
        return customer, order, tag
    async with floor.session.post(floor.sandbox.make_url("/_sandbox/shopify/seed"), params={"mode": "add"},
                                  data=fixture.model_dump_json(), headers={"Content-Type": "application/json"}) as resp:
        assert resp.status == 200, await resp.text()
        return str((await resp.json())["customers"][customer]), order, tag


def edit_seat(floor: Floor, index: int, conversation_id: int, customer: str) -> Seat:
    """A seat whose tools read the floor's catalogue (the built-in shop's or Shopify's)."""
    seat = floor.seat(index, conversation_id, customer, RefundLimits())
    orders = floor.order_system()
    catalogue = ShopifyCatalogue(orders) if orders else CatalogueRepository(floor.pools[index % len(floor.pools)])
    return replace(seat, services=replace(seat.services, catalogue=catalogue))


async def propose(seat: Seat, now: datetime, order: str, changes: list[dict[str, Any]]) -> dict[str, Any]:
    return await run_tool("modify_order_items", {"order_id": order, "changes": changes}, context(seat, now))


async def say_yes(seat: Seat, now: datetime, journal: Any = None, action_id: int | None = None) -> Any:
    action = await seat.execution.actions.get(action_id) if action_id else \
        await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    assert action is not None
    decided = {"action_id": action.id, "to": next_status(action, True, now)}
    return await answer(seat.execution, decided, await seat.repo.order(action.order_id), now, journal or Unjournaled())


async def lines(floor: Floor, order: str) -> dict[str, int]:
    found = await (floor.order_system() or ShopRepository(floor.db)).order(order)
    assert found is not None
    return {i.sku: i.qty for i in found.items}


async def refunded(floor: Floor, order: str) -> Decimal:
    return sum((Decimal(r["amount"]) for r in await provider_refunds(floor, order)), Decimal(0))


async def test_edit_and_shipped_at_once_end_in_one_consistent_story(floor, now):
    """Either order of arrival, for real: edited before it shipped (the mug off, 12.50 back) or
    shipped as it was (the yes refused, nothing paid); never the mug off and no refund, or shipped
    first and edited after."""
    stories = []
    for n in range(ROUNDS):
        customer, order, tag = await placed_order(floor, now)
        seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
        proposed = await propose(seat, now, order, [{"sku": f"MUG-{tag}", "qty": 1}])
        assert proposed["status"] == "awaiting_confirmation", proposed

        async def ship_later(n: int = n, order: str = order) -> bool:
            await asyncio.sleep((0.004 if floor.backend == "builtin" else 0.03) * n)
            return await ship(floor, floor.pools[1], order, now)

        said, shipped = await asyncio.gather(say_yes(seat, now), ship_later())
        assert isinstance(said, Reply) and shipped
        if said.outcome == "order_edited":
            assert (await lines(floor, order), await refunded(floor, order)) == (
                {f"SHIRT-M-{tag}": 1}, Decimal("12.50")), order
        else:
            assert said.outcome == "edit_refused", said
            assert (await lines(floor, order), await refunded(floor, order)) == (
                {f"SHIRT-M-{tag}": 1, f"MUG-{tag}": 1}, Decimal(0)), order
        stories.append(said.outcome)
    print(f"{floor.backend}, {ROUNDS} rounds: {stories.count('order_edited')} edited, "
          f"{stories.count('edit_refused')} shipped first")


async def test_shipped_first_the_yes_is_refused_and_nothing_moves(floor, now):
    customer, order, tag = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    assert (await propose(seat, now, order, [{"sku": f"MUG-{tag}"}]))["status"] == "awaiting_confirmation"
    assert await ship(floor, floor.pools[1], order, now)
    said = await say_yes(seat, now)
    assert isinstance(said, Reply) and said.outcome == "edit_refused"
    assert await lines(floor, order) == {f"SHIRT-M-{tag}": 1, f"MUG-{tag}": 1}
    assert await refunded(floor, order) == 0


async def test_edited_first_the_parcel_ships_with_the_new_lines(floor, now):
    customer, order, tag = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    changes = [{"sku": f"SHIRT-M-{tag}", "new_sku": f"SHIRT-L-{tag}"}]
    assert (await propose(seat, now, order, changes))["status"] == "awaiting_confirmation"
    said = await say_yes(seat, now)
    assert isinstance(said, Reply) and said.outcome == "order_edited", said
    assert await ship(floor, floor.pools[1], order, now)
    assert await lines(floor, order) == {f"SHIRT-L-{tag}": 1, f"MUG-{tag}": 1}
    assert await refunded(floor, order) == 0  # the same price: no money moves


async def test_the_yes_decides_again_on_what_was_refunded_since(floor, now):
    """Staff refunded most of the order in the shop's admin after the edit was proposed: the
    difference is no longer left of what was paid, so the yes changes nothing and pays nothing."""
    customer, order, tag = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    assert (await propose(seat, now, order, [{"sku": f"MUG-{tag}"}]))["status"] == "awaiting_confirmation"
    await refund_in_shop_admin(floor, order, "40.00", [], now)
    said = await say_yes(seat, now)
    assert isinstance(said, Reply) and said.outcome == "edit_refused", said
    assert await lines(floor, order) == {f"SHIRT-M-{tag}": 1, f"MUG-{tag}": 1}
    assert await refunded(floor, order) == 0


async def test_two_workers_answering_the_same_yes_make_one_edit_and_one_refund(floor, now):
    customer, order, tag = await placed_order(floor, now)
    conversation_id = await conversation(floor.db, now)
    first, second = (edit_seat(floor, i, conversation_id, customer) for i in (0, 1))
    changes = [{"sku": f"SHIRT-M-{tag}", "new_sku": f"SHIRT-L-{tag}"}, {"sku": f"MUG-{tag}"}]
    proposed = await propose(first, now, order, changes)
    assert proposed["status"] == "awaiting_confirmation" and proposed["refund"] == "12.50", proposed
    said = await asyncio.gather(say_yes(first, now, action_id=proposed["action_id"]),
                                say_yes(second, now, action_id=proposed["action_id"]))
    assert all(isinstance(s, Reply) and s.outcome == "order_edited" for s in said), said
    assert await lines(floor, order) == {f"SHIRT-L-{tag}": 1}
    assert [r["amount"] for r in await provider_refunds(floor, order)] in (["12.50"], [12.5], ["12.5"])
    if floor.backend == "builtin":  # one unit of L out of stock, one M and one mug back: moved once
        stock = dict(await floor.db.fetch("SELECT sku, available FROM product_variants WHERE sku LIKE $1",
                                          f"%-{tag}"))
        assert stock == {f"SHIRT-L-{tag}": 4, f"SHIRT-M-{tag}": 6, f"MUG-{tag}": 10}


class CrashAfter:
    """A journal whose worker dies right after step `kind` did its work, before the journal kept
    it: the replay runs that step again, as a worker taking over the run would."""

    def __init__(self, kind: str) -> None:
        self.kind, self.done, self.crashed = kind, {}, False

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None) -> Any:
        if kind in self.done:
            return self.done[kind]
        result = await action()
        if kind == self.kind and not self.crashed:
            self.crashed = True
            raise ConnectionResetError(f"worker killed after {kind}")
        self.done[kind] = result
        return result


@pytest.mark.parametrize("crash_after", ["recheck", "edit_in_shop", "pay"])
async def test_a_crash_and_retry_makes_one_edit_and_pays_once(floor, now, crash_after):
    customer, order, tag = await placed_order(floor, now)
    seat = edit_seat(floor, 0, await conversation(floor.db, now), customer)
    changes = [{"sku": f"SHIRT-M-{tag}", "new_sku": f"SHIRT-L-{tag}"}, {"sku": f"MUG-{tag}"}]
    proposed = await propose(seat, now, order, changes)
    journal = CrashAfter(crash_after)
    with pytest.raises(ConnectionResetError) if crash_after != "edit_in_shop" or floor.backend != "builtin" \
            else _no_crash():
        await say_yes(seat, now, journal, proposed["action_id"])
    said = await say_yes(seat, now, journal, proposed["action_id"])  # the run replayed
    assert isinstance(said, Reply) and said.outcome == "order_edited", said
    assert await lines(floor, order) == {f"SHIRT-L-{tag}": 1}
    assert len(await provider_refunds(floor, order)) == 1 and await refunded(floor, order) == Decimal("12.50")
    if floor.backend == "shopify":
        edits = await floor.provider(f"/_sandbox/shopify/orders/{order}/edits")
        assert len(edits) == 1, edits  # the shop saw one committed edit


class _no_crash:  # the built-in shop has no edit_in_shop step: nothing to crash after
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return False


async def test_two_workers_on_a_slow_shop_still_edit_once(floor, now):
    """Shopify answers each write late (the change already made): both workers reach the shop's
    edit at once, and the order's claim lock around it makes the second find the edit made."""
    if floor.backend != "shopify":
        pytest.skip("the built-in shop edits inside the deciding transaction")
    customer, order, tag = await placed_order(floor, now)
    conversation_id = await conversation(floor.db, now)
    first, second = (edit_seat(floor, i, conversation_id, customer) for i in (0, 1))
    changes = [{"sku": f"SHIRT-M-{tag}", "new_sku": f"SHIRT-L-{tag}"}]
    proposed = await propose(first, now, order, changes)
    await floor.provider("/_sandbox/shopify/faults", {"hold_writes_ms": 300})
    try:
        said = await asyncio.gather(say_yes(first, now, action_id=proposed["action_id"]),
                                    say_yes(second, now, action_id=proposed["action_id"]))
    finally:
        await floor.provider("/_sandbox/shopify/faults", {"hold_writes_ms": 0})
    assert all(isinstance(s, Reply) and s.outcome == "order_edited" for s in said), said
    assert await lines(floor, order) == {f"SHIRT-L-{tag}": 1, f"MUG-{tag}": 1}
    assert len(await floor.provider(f"/_sandbox/shopify/orders/{order}/edits")) == 1
