"""Shopify's order editing, driven with the real request shapes: the writer's edit through the stand-in,
and the stand-in's answers to raw `orderEdit*` documents as the Admin GraphQL reference gives them."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from supportbot.channels.shop.shopify_edits import (
    ORDER_EDIT_ADD_VARIANT,
    ORDER_EDIT_BEGIN,
    ORDER_EDIT_COMMIT,
    ORDER_EDIT_SET_QUANTITY,
)
from supportbot.channels.shop.shopify_writes import ShopifyOrderWriter
from supportbot.core.ports import ShopWriteDone, ShopWriteRefused
from supportbot.core.shop.fixture import ShopFixture
from tests.channels.shop.stand_in import Shopify, adapter, calls

pytestmark = pytest.mark.clock  # the orders are dated from the application's clock


async def _seed(shopify: Shopify, now: Any, stock_l: int = 3) -> dict[str, Any]:
    server, session = shopify
    fixture = ShopFixture.model_validate({
        "customers": [{"id": "C-ED", "name": "Edie Edit", "phone": "15550008888"}],
        "orders": [{"id": "E-1001", "customer": "C-ED", "status": "placed", "delivery_fee": "4.00", "paid": "46.50",
                    "currency": "USD", "payment_method": "card", "placed_at": now - timedelta(hours=2),
                    "items": [{"sku": "SHIRT-M", "name": "Linen shirt - M", "qty": 1, "unit_price": "30.00"},
                              {"sku": "MUG-1", "name": "Mug", "qty": 1, "unit_price": "12.50"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}],
        "products": [{"id": "P-SHIRT", "title": "Linen shirt", "options": ["Size"], "variants": [
            {"sku": "SHIRT-M", "title": "M", "options": {"Size": "M"}, "price": "30.00", "available": 3},
            {"sku": "SHIRT-L", "title": "L", "options": {"Size": "L"}, "price": "30.00", "available": stock_l}]}]})
    async with session.post(server.make_url("/_sandbox/shopify/seed"), params={"mode": "add"},
                            json=fixture.model_dump(mode="json")) as resp:
        assert resp.status == 200
        return await resp.json()


async def _edits(shopify: Shopify) -> list[dict[str, Any]]:
    server, session = shopify
    async with session.get(server.make_url("/_sandbox/shopify/orders/E-1001/edits")) as resp:
        return list(await resp.json())


async def test_the_writer_edits_through_begin_set_quantity_add_variant_and_commit_once(shopify, now) -> None:
    await _seed(shopify, now)
    reader = adapter(shopify)
    writer = ShopifyOrderWriter(reader)
    changes = (("SHIRT-M", 1, "SHIRT-L"), ("MUG-1", 1, None))
    first = await writer.edit_items("9:1:7", "E-1001", changes, (("SHIRT-L", 1),))
    again = await writer.edit_items("9:1:7", "E-1001", changes, (("SHIRT-L", 1),))  # a replayed step
    assert isinstance(first, ShopWriteDone) and isinstance(again, ShopWriteDone)
    order = await reader.order("E-1001")
    assert order is not None and [(i.sku, i.qty, str(i.unit_price)) for i in order.items] == [("SHIRT-L", 1, "30.00")]
    made = [c["operation"] for c in await calls(shopify) if c["operation"].startswith("OrderEdit")]
    assert made == ["OrderEditBegin", "OrderEditSetQuantity", "OrderEditAddVariant", "OrderEditSetQuantity",
                    "OrderEditCommit"]
    edits = await _edits(shopify)
    assert len(edits) == 1 and "supportbot-" in edits[0]["staffNote"] and edits[0]["notifyCustomer"] is False


async def test_a_fulfilled_order_is_refused_and_nothing_is_committed(shopify, now) -> None:
    await _seed(shopify, now)
    server, session = shopify
    async with session.post(server.make_url("/_sandbox/shopify/orders/E-1001/fulfill"), json={}) as resp:
        assert resp.status == 200
    writer = ShopifyOrderWriter(adapter(shopify))
    refused = await writer.edit_items("9:1:8", "E-1001", (("MUG-1", 1, None),), (("SHIRT-M", 1),))
    assert isinstance(refused, ShopWriteRefused) and "shipped" in refused.reason
    assert await _edits(shopify) == []


async def _ask(shopify: Shopify, document: str, variables: dict[str, Any]) -> dict[str, Any]:
    return await adapter(shopify).graphql(document, variables)


async def test_the_stand_in_speaks_calculated_orders_and_user_errors(shopify, now) -> None:
    seeded = await _seed(shopify, now, stock_l=0)
    order_gid = seeded["orders"]["E-1001"]
    begun = (await _ask(shopify, ORDER_EDIT_BEGIN, {"id": order_gid}))["orderEditBegin"]
    calculated = begun["calculatedOrder"]
    assert begun["userErrors"] == [] and calculated["id"].startswith("gid://shopify/CalculatedOrder/")
    lines = {line["sku"]: line for line in calculated["lineItems"]["nodes"]}
    assert lines["MUG-1"]["id"].startswith("gid://shopify/CalculatedLineItem/") and lines["MUG-1"]["quantity"] == 1
    below_zero = {"id": calculated["id"], "lineItemId": lines["MUG-1"]["id"], "quantity": -1}
    negative = (await _ask(shopify, ORDER_EDIT_SET_QUANTITY, below_zero))["orderEditSetQuantity"]
    assert negative["calculatedLineItem"] is None and negative["userErrors"][0]["field"] == ["quantity"]
    variant = (await _ask(shopify, "query V($q: String!) { productVariants(first: 1, query: $q) { nodes { id } } }",
                          {"q": "sku:SHIRT-L"}))["productVariants"]["nodes"][0]["id"]
    short = (await _ask(shopify, ORDER_EDIT_ADD_VARIANT, {"id": calculated["id"], "variantId": variant, "quantity": 1})
             )["orderEditAddVariant"]
    assert short["calculatedLineItem"] is None and "inventory" in short["userErrors"][0]["message"]
    unknown = (await _ask(shopify, ORDER_EDIT_COMMIT, {"id": "gid://shopify/CalculatedOrder/0"}))["orderEditCommit"]
    assert unknown["order"] is None and unknown["userErrors"]
    committed = (await _ask(shopify, ORDER_EDIT_COMMIT, {"id": calculated["id"]}))["orderEditCommit"]
    assert committed["userErrors"] == [] and committed["order"]["id"] == order_gid
    twice = (await _ask(shopify, ORDER_EDIT_COMMIT, {"id": calculated["id"]}))["orderEditCommit"]
    assert twice["order"] is None and twice["userErrors"]  # an edit is committed once


async def test_a_field_shopify_lacks_fails_validation_as_it_would_there(shopify, now) -> None:
    await _seed(shopify, now)
    server, session = shopify
    async with session.post(server.make_url("/admin/api/2025-10/graphql.json"),
                            headers={"X-Shopify-Access-Token": "shpat_sandbox"},
                            json={"query": "mutation { orderEditBegin(orderId: \"x\") { userErrors { message } } }"}
                            ) as resp:
        answer = await resp.json()
    assert answer.get("errors") and "orderId" in answer["errors"][0]["message"]
