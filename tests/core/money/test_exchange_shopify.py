"""Exchanges run for real against the Shopify stand-in (issue 33 item 1): the catalogue read from
Shopify's variants, the exchange made as a return with exchange line items under the action's
marker, a dearer variant's difference left for the shop's own payment page.

A worker killed after Shopify made the exchange (and before the journal recorded it) is retried:
Shopify then holds one return with exchange lines, not two, and its stock is taken once.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest

from sandbox.email import sandbox_mailer
from supportbot.agent.tools import ToolServices, run_tool
from supportbot.channels.payments.stripe_refunds import StripePayments
from supportbot.channels.shop.shopify_catalogue import ShopifyCatalogue
from supportbot.channels.shop.shopify_exchanges import ShopifyExchanges
from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.fixture import ShopFixture
from supportbot.core.turn import Reply
from supportbot.effects.exchanging import ExchangeDesk
from supportbot.effects.execution import Execution, execute, recheck
from supportbot.store.agent import AgentRepository
from tests.core.money.test_exchange_floor import Crash, CrashAfter
from tests.refund_floor import (
    SECRET,
    STRIPE_KEY,
    Floor,
    Seat,
    Unjournaled,
    confirm,
    context,
    conversation,
    open_floor,
    provider_refunds,
    widen_shopify_bucket,
)

pytestmark = pytest.mark.clock  # the orders' dates derive from the application's clock

SHOPPED = """query($q: String!) { orders(first: 1, query: $q) { nodes {
  returns(first: 5) { nodes { name exchangeLineItems(first: 5) { nodes { lineItems { sku quantity } } } } } } } }"""
STOCK = """{ products(first: 5) { nodes { variants(first: 5) { nodes { sku inventoryQuantity } } } } }"""


@pytest.fixture
async def floor(db, database_url, now, sandbox):
    async with open_floor(db, database_url, now, sandbox, seats=2, backend="shopify") as floor:
        await widen_shopify_bucket(floor)
        yield floor


def seat(floor: Floor, index: int, conversation_id: int, customer: str) -> Seat:
    orders = floor.order_system()
    assert orders is not None
    limits = RefundLimits()
    repo = AgentRepository(floor.pools[index], clock=lambda: floor.now, orders=orders)
    payments = StripePayments(STRIPE_KEY, str(floor.sandbox.make_url("/stripe")), floor.session, orders.payment_ref,
                              timeout=floor.payment_timeout)
    catalogue = ShopifyCatalogue(orders)
    services = ToolServices(repo, sandbox_mailer(floor.sandbox.app), limits, SECRET, catalogue=catalogue,
                            can_collect=True)
    desk = ExchangeDesk(ShopifyExchanges(orders), catalogue)
    return Seat(conversation_id, customer, services, Execution(repo, payments, limits, exchanges=desk), repo)


async def shirts(floor: Floor, order: str, now) -> str:
    """A delivered order of one small linen shirt at 30.00 in Shopify, the shirt's variants in its
    catalogue; the customer's GID."""
    fixture = ShopFixture.model_validate({
        "customers": [{"id": f"C-{order}", "name": "Ana"}],
        "orders": [{"id": order, "customer": f"C-{order}", "status": "delivered", "delivery_fee": "0.00",
                    "paid": "30.00", "currency": "USD", "payment_method": "card",
                    "placed_at": now - timedelta(days=4), "delivered_at": now - timedelta(days=1),
                    "items": [{"sku": "SHIRT-S", "name": "Linen shirt / S", "qty": 1, "unit_price": "30.00"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}],
        "products": [{"id": "P-SHIRT", "title": "Linen shirt", "options": ["Size"], "variants": [
            {"sku": "SHIRT-S", "title": "S", "options": {"Size": "S"}, "price": "30.00", "available": 3},
            {"sku": "SHIRT-M", "title": "M", "options": {"Size": "M"}, "price": "24.00", "available": 4},
            {"sku": "SHIRT-L", "title": "L", "options": {"Size": "L"}, "price": "38.00", "available": 2}]}]})
    async with floor.session.post(floor.sandbox.make_url("/_sandbox/shopify/seed"),
                                  data=fixture.model_dump_json(), headers={"Content-Type": "application/json"}) as resp:
        assert resp.status == 200, await resp.text()
        return str((await resp.json())["customers"][f"C-{order}"])


async def exchanges_at_shopify(floor: Floor, order: str) -> list[list[dict[str, Any]]]:
    orders = floor.order_system()
    assert orders is not None
    found = (await orders.graphql(SHOPPED, {"q": f'name:"{order}"'}))["orders"]["nodes"][0]["returns"]["nodes"]
    return [[line for n in r["exchangeLineItems"]["nodes"] for line in n["lineItems"]] for r in found]


async def stock(floor: Floor) -> dict[str, int]:
    orders = floor.order_system()
    assert orders is not None
    nodes = (await orders.graphql(STOCK, {}))["products"]["nodes"]
    return {v["sku"]: v["inventoryQuantity"] for p in nodes for v in p["variants"]["nodes"]}


async def exchange(s: Seat, now, order: str, new: str, reason: str = "defective") -> dict[str, Any]:
    return await run_tool("exchange_items", {"order_id": order, "reason": reason,
                                             "items": [{"sku": "SHIRT-S", "qty": 1, "new_variant": new}]},
                          context(s, now))


async def test_a_dearer_variant_is_exchanged_in_shopify_and_the_customer_gets_its_payment_link(floor, now):
    customer = await shirts(floor, "A-8100", now)
    s = seat(floor, 0, await conversation(floor.db, now, verified_customer=customer), customer)
    proposed = await exchange(s, now, "A-8100", "SHIRT-L")
    assert (proposed["customer_pays"], proposed["refund_difference"]) == ("8.00", "0.00"), proposed
    said = await confirm(s, now)
    assert isinstance(said, Reply) and said.outcome == "exchanged", said
    assert "https://sandbox.myshopify.com/" in said.messages[0].text and "8.00" in said.messages[0].text
    assert await exchanges_at_shopify(floor, "A-8100") == [[{"sku": "SHIRT-L", "quantity": 1}]]
    assert (await stock(floor))["SHIRT-L"] == 1
    assert await provider_refunds(floor, "A-8100") == []  # the bot never takes or gives money for it


async def test_a_crash_after_shopify_made_the_exchange_retries_into_the_same_one(floor, now):
    customer = await shirts(floor, "A-8200", now)
    s = seat(floor, 0, await conversation(floor.db, now, verified_customer=customer), customer)
    proposed = await exchange(s, now, "A-8200", "SHIRT-M")
    assert proposed["refund_difference"] == "6.00", proposed  # 30.00 - 24.00, the shop at fault: no fee
    action = await s.execution.actions.get(proposed["action_id"])
    assert (await recheck(s.execution, action, "awaiting_confirmation", now, staff_approved=False))["to"] == "executing"
    action = await s.execution.actions.get(action.id)
    with pytest.raises(Crash):
        await execute(s.execution, action, None, now, CrashAfter("exchange_in_shop"))
    retried = await execute(seat(floor, 1, s.conversation_id, customer).execution, action, None, now, Unjournaled())
    assert isinstance(retried, Reply) and retried.outcome == "exchanged", retried
    assert await exchanges_at_shopify(floor, "A-8200") == [[{"sku": "SHIRT-M", "quantity": 1}]]
    assert (await stock(floor))["SHIRT-M"] == 3
    assert [Decimal(r["amount"]) for r in await provider_refunds(floor, "A-8200")] == [Decimal("6.00")]
