"""The Shopify stand-in's exchanges: `returnCreate` with `exchangeLineItems`, answered as Shopify does.

Shopify's exchange is a return whose `ReturnInput.exchangeLineItems` (`ExchangeLineItemInput`:
`variantId`, `quantity`) name the variants sent in place of the returned units (shopify.dev,
"Manage exchanges"). Checked here, as the bot relies on Shopify to: the variant exists (else
`NOT_FOUND`), the quantity is at least one and in stock (else `INVALID`); the stock is taken when
the return is made. When the new items cost more than the returned ones, the order has a balance
due, and its `paymentCollectionDetails.additionalPaymentCollectionUrl` is where the customer pays it.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

from sandbox.shopify_records import ShopRecords

DOMAIN = "sandbox.myshopify.com"


def exchange_lines(records: ShopRecords, asked: list[dict[str, Any]], ids: Iterator[int]
                   ) -> tuple[list[dict[str, Any]], Decimal] | tuple[str, str, list[str]]:
    """The exchange lines made and their value, stock taken; or (code, message, field) and nothing taken."""
    variants = {v["id"]: v for p in records.products.values() for v in p["variants"]}
    wanted: dict[str, int] = {}
    for n, line in enumerate(asked):
        field = ["returnInput", "exchangeLineItems", str(n)]
        variant = variants.get(line.get("variantId") or "")
        if variant is None:
            return "NOT_FOUND", "Product variant does not exist", [*field, "variantId"]
        wanted[variant["id"]] = wanted.get(variant["id"], 0) + line["quantity"]
        if line["quantity"] < 1 or wanted[variant["id"]] > (variant["inventoryQuantity"] or 0):
            return "INVALID", "Quantity is not available", [*field, "quantity"]
    made, value = [], Decimal("0")
    for line in asked:
        variant = variants[line["variantId"]]
        variant["inventoryQuantity"] -= line["quantity"]
        variant["availableForSale"] = variant["inventoryQuantity"] > 0
        value += Decimal(variant["price"]) * line["quantity"]
        made.append({"id": f"gid://shopify/ExchangeLineItem/{next(ids)}", "lineItems": [{
            "id": f"gid://shopify/LineItem/{next(ids)}", "sku": variant["sku"], "name": variant["displayName"],
            "quantity": line["quantity"], "variant": variant,
            "originalUnitPriceSet": _money(Decimal(variant["price"]))}]})
    for p in records.products.values():
        p["totalInventory"] = sum(v["inventoryQuantity"] or 0 for v in p["variants"])
    return made, value


def returned_value(lines: list[dict[str, Any]]) -> Decimal:
    """What the returned units were bought for."""
    return sum((Decimal(line["fulfillmentLineItem"]["lineItem"]["originalUnitPriceSet"]["shopMoney"]["amount"])
                * line["quantity"] for line in lines), Decimal("0"))


def balance_due(order: dict[str, Any], returned: Decimal, exchanged: Decimal, name: str) -> None:
    """A dearer exchange leaves a balance the customer pays on the shop's own checkout."""
    if exchanged > returned:
        slug = name.strip("#").replace("#", "")
        order["paymentCollectionDetails"] = {
            "additionalPaymentCollectionUrl": f"https://{DOMAIN}/orders/{order['id'].rsplit('/', 1)[-1]}/pay/{slug}"}


def _money(amount: Decimal) -> dict[str, Any]:
    shown = {"amount": f"{amount:.2f}", "currencyCode": "USD"}
    return {"shopMoney": shown, "presentmentMoney": shown}
