"""The Shopify stand-in's exchanges, driven with the request shopify.dev documents: `returnCreate` whose
`ReturnInput.exchangeLineItems` (`ExchangeLineItemInput { variantId quantity }`) name the new variants.
The stock is taken, a dearer exchange leaves the order's `additionalPaymentCollectionUrl`, and what
Shopify refuses (an unknown variant, more than in stock, a field the API lacks) is refused here."""

from datetime import timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from tests.sandbox.test_sandbox_shopify import ask

pytestmark = pytest.mark.clock

RETURN_CREATE = """mutation ReturnCreate($returnInput: ReturnInput!) {
  returnCreate(returnInput: $returnInput) {
    return { id name status exchangeLineItems(first: 5) { nodes { id lineItems { sku quantity } } } }
    userErrors { code field message } } }"""
FACTS = """query($q: String!) { orders(first: 1, query: $q) { nodes { id
  fulfillments(first: 1) { fulfillmentLineItems(first: 5) { nodes { id lineItem { sku } } } }
  paymentCollectionDetails { additionalPaymentCollectionUrl } } } }"""
VARIANTS = """{ products(first: 1) { nodes { variants(first: 5) { nodes { id sku inventoryQuantity } } } } }"""


async def shirt_order(sandbox: TestClient, now) -> tuple[dict[str, Any], dict[str, str]]:
    fixture = {
        "customers": [{"id": "C-9", "name": "Ana"}],
        "orders": [{"id": "A-9001", "customer": "C-9", "status": "delivered", "delivery_fee": "0.00", "paid": "30.00",
                    "currency": "USD", "placed_at": (now - timedelta(days=4)).isoformat(),
                    "delivered_at": (now - timedelta(days=1)).isoformat(),
                    "items": [{"sku": "SHIRT-S", "name": "Linen shirt / S", "qty": 1, "unit_price": "30.00"}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}],
        "products": [{"id": "P-SHIRT", "title": "Linen shirt", "options": ["Size"], "variants": [
            {"sku": "SHIRT-S", "title": "S", "options": {"Size": "S"}, "price": "30.00", "available": 3},
            {"sku": "SHIRT-M", "title": "M", "options": {"Size": "M"}, "price": "30.00", "available": 1},
            {"sku": "SHIRT-L", "title": "L", "options": {"Size": "L"}, "price": "38.00", "available": 2}]}]}
    response = await sandbox.post("/_sandbox/shopify/seed", json=fixture)
    assert response.status == 200, await response.text()
    _, body = await ask(sandbox, FACTS, {"q": 'name:"A-9001"'})
    order = body["data"]["orders"]["nodes"][0]
    _, body = await ask(sandbox, VARIANTS)
    return order, {v["sku"]: v["id"] for v in body["data"]["products"]["nodes"][0]["variants"]["nodes"]}


def exchange_input(order: dict[str, Any], variant: str, qty: int = 1) -> dict[str, Any]:
    line = order["fulfillments"][0]["fulfillmentLineItems"]["nodes"][0]["id"]
    return {"returnInput": {"orderId": order["id"],
                            "returnLineItems": [{"fulfillmentLineItemId": line, "quantity": 1,
                                                 "returnReason": "SIZE_TOO_SMALL", "returnReasonNote": "key"}],
                            "exchangeLineItems": [{"variantId": variant, "quantity": qty}]}}


async def stock(sandbox: TestClient) -> dict[str, int]:
    _, body = await ask(sandbox, VARIANTS)
    return {v["sku"]: v["inventoryQuantity"] for v in body["data"]["products"]["nodes"][0]["variants"]["nodes"]}


async def test_an_exchange_is_a_return_with_exchange_lines_and_takes_the_stock(sandbox: TestClient, now) -> None:
    order, variants = await shirt_order(sandbox, now)
    status, body = await ask(sandbox, RETURN_CREATE, exchange_input(order, variants["SHIRT-M"]))
    assert status == 200 and body["data"]["returnCreate"]["userErrors"] == [], body
    made = body["data"]["returnCreate"]["return"]
    assert made["status"] == "OPEN"
    assert [n["lineItems"] for n in made["exchangeLineItems"]["nodes"]] == [[{"sku": "SHIRT-M", "quantity": 1}]]
    assert (await stock(sandbox))["SHIRT-M"] == 0
    _, body = await ask(sandbox, FACTS, {"q": 'name:"A-9001"'})  # the same price: nothing owed
    assert body["data"]["orders"]["nodes"][0]["paymentCollectionDetails"] == {"additionalPaymentCollectionUrl": None}


async def test_a_dearer_exchange_leaves_a_payment_link_on_the_order(sandbox: TestClient, now) -> None:
    order, variants = await shirt_order(sandbox, now)
    _, body = await ask(sandbox, RETURN_CREATE, exchange_input(order, variants["SHIRT-L"]))
    assert body["data"]["returnCreate"]["userErrors"] == []
    _, body = await ask(sandbox, FACTS, {"q": 'name:"A-9001"'})
    url = body["data"]["orders"]["nodes"][0]["paymentCollectionDetails"]["additionalPaymentCollectionUrl"]
    assert url.startswith("https://sandbox.myshopify.com/")


async def test_what_shopify_refuses_is_refused_and_takes_nothing(sandbox: TestClient, now) -> None:
    order, variants = await shirt_order(sandbox, now)
    _, body = await ask(sandbox, RETURN_CREATE, exchange_input(order, "gid://shopify/ProductVariant/404"))
    assert body["data"]["returnCreate"]["userErrors"][0]["code"] == "NOT_FOUND"
    _, body = await ask(sandbox, RETURN_CREATE, exchange_input(order, variants["SHIRT-M"], qty=2))
    assert body["data"]["returnCreate"]["userErrors"][0]["code"] == "INVALID"
    assert body["data"]["returnCreate"]["return"] is None
    assert (await stock(sandbox))["SHIRT-M"] == 1
    wrong = exchange_input(order, variants["SHIRT-M"])
    wrong["returnInput"]["exchangeLineItems"][0]["productVariantId"] = wrong["returnInput"]["exchangeLineItems"][0].pop(
        "variantId")
    status, body = await ask(sandbox, RETURN_CREATE, wrong)  # not a field of ExchangeLineItemInput
    assert "errors" in body and "data" not in body or body.get("data") is None
    assert (await stock(sandbox))["SHIRT-M"] == 1
