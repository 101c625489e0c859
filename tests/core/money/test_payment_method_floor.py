"""A placed order switched to another saved payment method on the built-in shop (POLICY.md, Changing
an order before it ships): the tool proposes the account's own label, the yes changes it once, and a
shipment or a method taken off the account in between refuses it. Real Postgres, two pools."""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import pytest

from supportbot.agent.tools import run_tool
from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.fixture import ShopFixture
from supportbot.core.turn import Reply
from supportbot.effects.execution import answer
from supportbot.store.shop import seed
from tests.refund_floor import Floor, Seat, Unjournaled, confirm, context, conversation, open_floor

pytestmark = pytest.mark.clock  # the orders' dates derive from the application's clock

SAVED = ["card ending 4242", "PayPal pm@example.com"]
_n = itertools.count(1)


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2) as floor:
        yield floor


async def placed(floor: Floor, now: datetime, status: str = "placed") -> tuple[str, str]:
    n = next(_n)
    customer, order = f"C-PM{n}", f"A-PM{n}"
    fixture = ShopFixture.model_validate({
        "customers": [{"id": customer, "name": "Pay", "phone": f"1666{n:07d}", "payment_methods": SAVED}],
        "orders": [{"id": order, "customer": customer, "status": status, "delivery_fee": "0.00", "paid": "30.00",
                    "currency": "USD", "payment_method": "card ending 4242", "placed_at": now - timedelta(hours=3),
                    **({"shipped_at": now - timedelta(hours=1)} if status == "shipped" else {}),
                    "items": [{"sku": "MUG-1", "name": "Mug", "qty": 1, "unit_price": "30.00"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}]})
    async with floor.db.acquire() as conn:
        await seed(conn, fixture)
    return customer, order


def pay_seat(floor: Floor, index: int, conversation_id: int, customer: str | None) -> Seat:
    seat = floor.seat(index, conversation_id, customer, RefundLimits())
    return replace(seat, services=replace(seat.services, can_change_payment=True))


async def switch(seat: Seat, now: datetime, order: str, method: str) -> dict[str, Any]:
    return await run_tool("change_payment_method", {"order_id": order, "method": method}, context(seat, now))


async def paid_with(floor: Floor, order: str) -> str:
    return await floor.db.fetchval("SELECT payment_method FROM orders WHERE id = $1", order)


async def test_the_yes_switches_to_the_saved_method_once(floor, now):
    customer, order = await placed(floor, now)
    seat = pay_seat(floor, 0, await conversation(floor.db, now), customer)
    proposed = await switch(seat, now, order, "paypal")
    assert proposed["status"] == "awaiting_confirmation" and proposed["method"] == "PayPal pm@example.com", proposed
    assert await paid_with(floor, order) == "card ending 4242"  # nothing before the yes
    said = await confirm(seat, now)
    assert isinstance(said, Reply) and said.outcome == "payment_method_changed", said
    assert "PayPal pm@example.com" in said.messages[0].text
    assert await paid_with(floor, order) == "PayPal pm@example.com"


async def test_never_a_method_that_is_not_on_the_account(floor, now):
    customer, order = await placed(floor, now)
    seat = pay_seat(floor, 0, await conversation(floor.db, now), customer)
    answer_ = await switch(seat, now, order, "visa ending 1111")
    assert answer_["decision"] == "refused" and "not saved on your account" in answer_["reason"]
    assert await floor.db.fetchval("SELECT count(*) FROM actions WHERE order_id = $1", order) == 0


async def test_a_method_taken_off_the_account_before_the_yes_changes_nothing(floor, now):
    customer, order = await placed(floor, now)
    seat = pay_seat(floor, 0, await conversation(floor.db, now), customer)
    await switch(seat, now, order, "paypal")
    await floor.db.execute("UPDATE customers SET payment_methods = '{card ending 4242}' WHERE id = $1", customer)
    said = await confirm(seat, now)
    assert isinstance(said, Reply) and said.outcome == "payment_method_too_late"
    assert await paid_with(floor, order) == "card ending 4242"


async def test_shipped_before_the_yes_changes_nothing_and_a_shipped_order_is_refused(floor, now):
    customer, order = await placed(floor, now)
    seat = pay_seat(floor, 0, await conversation(floor.db, now), customer)
    await switch(seat, now, order, "paypal")
    await floor.db.execute("UPDATE orders SET status = 'shipped', shipped_at = $2 WHERE id = $1", order, now)
    assert (await confirm(seat, now)).outcome == "payment_method_too_late"
    assert await paid_with(floor, order) == "card ending 4242"
    other, shipped = await placed(floor, now, status="shipped")
    refused = await switch(pay_seat(floor, 0, await conversation(floor.db, now), other), now, shipped, "paypal")
    assert refused["decision"] == "refused" and "already shipped" in refused["reason"]


async def test_two_yeses_on_two_workers_change_it_once(floor, now):
    customer, order = await placed(floor, now)
    conv = await conversation(floor.db, now)
    first, second = pay_seat(floor, 0, conv, customer), pay_seat(floor, 1, conv, customer)
    await switch(first, now, order, "paypal")
    action = await first.execution.actions.awaiting_confirmation(conv)
    decided = {"action_id": action.id, "to": "executing"}
    results = await asyncio.gather(answer(first.execution, decided, None, now, Unjournaled()),
                                   answer(second.execution, decided, None, now, Unjournaled()))
    assert [r.outcome for r in results].count("payment_method_changed") >= 1
    assert await paid_with(floor, order) == "PayPal pm@example.com"
    assert (await first.execution.actions.get(action.id)).status == "done"


async def test_a_shop_whose_system_cannot_offers_a_person(floor, now):
    customer, order = await placed(floor, now)
    seat = replace(pay_seat(floor, 0, await conversation(floor.db, now), customer))
    seat = replace(seat, services=replace(seat.services, can_change_payment=False))  # Shopify's Admin API
    said = await switch(seat, now, order, "paypal")
    assert said["decision"] == "not_supported" and "request_human" in said["reason"]
