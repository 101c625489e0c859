"""An order's items changed through Shopify's order editing (Admin GraphQL), under the action's key.

`orderEditBegin` opens a `CalculatedOrder` on the order; each change is an `orderEditSetQuantity` on
the calculated line item of the sku (its quantity less the units changed; `restock: true`) and,
for another variant, an `orderEditAddVariant` of the catalogue's variant found by sku
(`allowDuplicates: false`); `orderEditCommit` applies them (`notifyCustomer: false`: the bot tells
the customer itself) with the key's marker in the staff note. `userErrors` at any step are the
shop's refusal (Shopify edits only unfulfilled line items: an order the merchant fulfilled in
between is refused there); the uncommitted calculated order is left for Shopify to drop.

Shopify takes no idempotency key for these mutations, so the order as it is decides: the lines
already equal to the edit's `after` are the edit made (a replay, or a second worker that waited
for the first, finds it and writes nothing); the caller holds the order's claim lock around
this, so two workers never edit from the same starting lines.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from supportbot.core.errors import ProviderError
from supportbot.core.ports import ShopWriteDone, ShopWriteOutcome, ShopWriteRefused, ShopWriteUnknown

EDIT_FACTS = """query EditFacts($q: String!) { orders(first: 2, query: $q) { nodes {
  id name cancelledAt fulfillments(first: 3) { status }
  lineItems(first: 20) { nodes { sku currentQuantity } }
  refunds(first: 3) { refundLineItems(first: 5) { nodes { quantity lineItem { sku } } } }
} } }"""
VARIANT_BY_SKU = """query VariantBySku($q: String!) { productVariants(first: 1, query: $q) { nodes { id sku } } }"""
ORDER_EDIT_BEGIN = """mutation OrderEditBegin($id: ID!) { orderEditBegin(id: $id) {
  calculatedOrder { id lineItems(first: 20) { nodes { id sku quantity } } } userErrors { field message } } }"""
ORDER_EDIT_SET_QUANTITY = """mutation OrderEditSetQuantity($id: ID!, $lineItemId: ID!, $quantity: Int!) {
  orderEditSetQuantity(id: $id, lineItemId: $lineItemId, quantity: $quantity, restock: true) {
    calculatedLineItem { id quantity } userErrors { field message } } }"""
ORDER_EDIT_ADD_VARIANT = """mutation OrderEditAddVariant($id: ID!, $variantId: ID!, $quantity: Int!) {
  orderEditAddVariant(id: $id, variantId: $variantId, quantity: $quantity, allowDuplicates: false) {
    calculatedLineItem { id sku quantity } userErrors { field message } } }"""
ORDER_EDIT_COMMIT = """mutation OrderEditCommit($id: ID!, $staffNote: String) {
  orderEditCommit(id: $id, notifyCustomer: false, staffNote: $staffNote) {
    order { id } userErrors { field message } } }"""


class _Refused(Exception):
    """The shop's `userErrors` (or an order that no longer fits the edit): no edit committed."""


def order_lines(order: dict[str, Any]) -> dict[str, int]:
    """The order's units per sku as the bot's ledger counts them: ordered less what edits removed,
    refunded units still counted (Shopify's `currentQuantity` leaves out both)."""
    lines: Counter[str] = Counter()
    for line in order["lineItems"]["nodes"]:
        lines[line.get("sku") or ""] += line["currentQuantity"]
    for refund in order.get("refunds") or []:
        for line in refund["refundLineItems"]["nodes"]:
            lines[line["lineItem"].get("sku") or ""] += line["quantity"]
    return {sku: n for sku, n in lines.items() if n > 0}


async def edit_items(shop: Any, key_marker: str, order_id: str, changes: tuple[tuple[str, int, str | None], ...],
                     after: tuple[tuple[str, int], ...], patience: float) -> ShopWriteOutcome:
    """`shop`: the reader's connection (ShopifyOrders: its session, token and throttle)."""
    async def ask(document: str, variables: dict[str, Any], field: str) -> dict[str, Any]:
        answer = (await shop.graphql(document, variables, patience=patience))[field]
        if answer is None or answer.get("userErrors"):
            raise _Refused("; ".join(e["message"] for e in (answer or {}).get("userErrors") or []) or field)
        return answer

    try:
        order = await shop.order_node(EDIT_FACTS, order_id, patience=patience)
        if order is None:
            return ShopWriteRefused(f"no order {order_id} in the shop")
        if order_lines(order) == dict(after):
            return ShopWriteDone(order["id"])  # made already: an earlier attempt under this key
        if order["cancelledAt"] or any(f["status"] == "SUCCESS" for f in order["fulfillments"]):
            return ShopWriteRefused(f"order {order_id} shipped before the change")
        calculated = (await ask(ORDER_EDIT_BEGIN, {"id": order["id"]}, "orderEditBegin"))["calculatedOrder"]
        lines = {line["sku"]: line for line in calculated["lineItems"]["nodes"]}
        for sku, qty, new_sku in changes:
            line = lines.get(sku)
            if line is None or line["quantity"] < qty:
                raise _Refused(f"the order's {sku} changed in the shop since the edit was decided")
            line["quantity"] -= qty
            await ask(ORDER_EDIT_SET_QUANTITY, {"id": calculated["id"], "lineItemId": line["id"],
                                                "quantity": line["quantity"]}, "orderEditSetQuantity")
            if new_sku is None:
                continue
            found = (await shop.graphql(VARIANT_BY_SKU, {"q": f"sku:{new_sku}"}, patience=patience)
                     )["productVariants"]["nodes"]
            if not found:
                raise _Refused(f"no variant {new_sku} in the shop's catalogue")
            await ask(ORDER_EDIT_ADD_VARIANT, {"id": calculated["id"], "variantId": found[0]["id"], "quantity": qty},
                      "orderEditAddVariant")
        note = f"Items changed by supportbot at the customer's request ({key_marker}); any difference refunded."
        await ask(ORDER_EDIT_COMMIT, {"id": calculated["id"], "staffNote": note}, "orderEditCommit")
    except _Refused as refused:
        return ShopWriteRefused(str(refused))
    except ProviderError as exc:
        return ShopWriteUnknown(str(exc))
    return ShopWriteDone(order["id"])
