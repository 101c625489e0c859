"""Shopify's exchange as the shop's `Exchanger` (supportbot/core/ports.py): a return with exchange line items.

`returnCreate` takes `ReturnInput.exchangeLineItems` (`ExchangeLineItemInput`: `variantId`, `quantity`)
beside the `returnLineItems` going back (shopify.dev, "Manage exchanges"). As for a plain return
(supportbot/channels/shop/shopify_writes.py) Shopify takes no idempotency key for it, so the action's
key rides as a marker in each returned line's `returnReasonNote`, and the order's returns are read
first: one carrying the marker is the exchange an earlier attempt made. A dearer exchange leaves a
balance on the order, and `paymentCollectionDetails.additionalPaymentCollectionUrl` is the shop's own
page where the customer pays it: the bot hands that link on, it never takes the money itself.

A transport failure or a GraphQL error is an unknown outcome (asked again under the same key);
`userErrors` are the shop's refusal (the variant gone, not enough stock).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.channels.shop.shopify_writes import RETURN_CREATE, WRITE_PATIENCE, _return_lines, marker
from supportbot.core.errors import ProviderError
from supportbot.core.ports import ExchangeMade, ExchangeOutcome, ShopWriteRefused, ShopWriteUnknown

EXCHANGE_FACTS = """query ExchangeFacts($q: String!) { orders(first: 2, query: $q) { nodes {
  id name
  fulfillments(first: 3) { status fulfillmentLineItems(first: 10) { nodes { id quantity lineItem { sku } } } }
  returns(first: 10) { nodes { name returnLineItems(first: 1) { nodes { returnReasonNote } } } }
  paymentCollectionDetails { additionalPaymentCollectionUrl }
} } }"""
VARIANT = """query VariantOfSku($q: String!) { productVariants(first: 1, query: $q) { nodes { id sku } } }"""
# The bot's reasons as Shopify's ReturnReason values; a size swapped is the commonest exchange.
_REASONS = {"wrong_size": "SIZE_TOO_SMALL", "damaged": "DEFECTIVE", "defective": "DEFECTIVE",
            "wrong_item": "WRONG_ITEM", "not_as_described": "NOT_AS_DESCRIBED", "changed_mind": "UNWANTED",
            "not_liked": "STYLE"}


class ShopifyExchanges:
    can_collect = True  # the order's own payment page collects a balance due

    def __init__(self, reader: ShopifyOrders, *, write_patience: float = WRITE_PATIENCE) -> None:
        self._shop = reader
        self._patience = write_patience

    async def exchange(self, key: str, order_id: str, swaps: tuple[tuple[str, int, str], ...], reason: str,
                       collect: Decimal) -> ExchangeOutcome:
        mark = marker(key)
        try:
            order = await self._shop.order_node(EXCHANGE_FACTS, order_id, patience=self._patience)
            if order is None:
                return ShopWriteRefused(f"no order {order_id} in the shop")
            for made in order["returns"]["nodes"]:
                if any(mark in (line["returnReasonNote"] or "") for line in made["returnLineItems"]["nodes"]):
                    return ExchangeMade(made["name"], _payment_url(order) if collect > 0 else None)
            lines = _return_lines(order, _units(swaps))
            if lines is None:
                return ShopWriteRefused(f"the shop has not fulfilled the units to exchange on {order_id}")
            for line in lines:
                line |= {"returnReason": _REASONS.get(reason, "OTHER"), "returnReasonNote": f"{mark} exchange {reason}"}
            exchanges = []
            for _, qty, new_sku in swaps:
                variant = await self._variant(new_sku)
                if variant is None:
                    return ShopWriteRefused(f"no variant {new_sku} in the shop")
                exchanges.append({"variantId": variant, "quantity": qty})
            answer = (await self._shop.graphql(RETURN_CREATE, {"returnInput": {
                "orderId": order["id"], "returnLineItems": lines, "exchangeLineItems": exchanges}},
                patience=self._patience))["returnCreate"]
            if answer["userErrors"] or not answer["return"]:
                return ShopWriteRefused("; ".join(e["message"] for e in answer["userErrors"]) or "no exchange made")
            url = None
            if collect > 0:  # the balance the exchange left, on the order as Shopify has it now
                after = await self._shop.order_node(EXCHANGE_FACTS, order_id, patience=self._patience)
                url = _payment_url(after) if after else None
        except ProviderError as exc:
            return ShopWriteUnknown(str(exc))
        return ExchangeMade(answer["return"]["name"], url)

    async def _variant(self, sku: str) -> str | None:
        if not sku.strip() or any(c in sku for c in '"\\ :()'):
            return None
        nodes = (await self._shop.graphql(VARIANT, {"q": f'sku:"{sku.strip()}"'}, patience=self._patience)
                 )["productVariants"]["nodes"]
        return str(nodes[0]["id"]) if nodes and (nodes[0]["sku"] or "").upper() == sku.strip().upper() else None


def _units(swaps: tuple[tuple[str, int, str], ...]) -> tuple[tuple[str, int], ...]:
    units: dict[str, int] = {}
    for sku, qty, _ in swaps:
        units[sku] = units.get(sku, 0) + qty
    return tuple(sorted(units.items()))


def _payment_url(order: dict[str, Any]) -> str | None:
    details = order.get("paymentCollectionDetails") or {}
    return details.get("additionalPaymentCollectionUrl")
