"""Shopify's Admin GraphQL API as the shop's `OrderWriter` (supportbot/core/ports.py): cancel, return,
address change, replacement, each under the action's idempotency key.

Shopify takes no `Idempotency-Key` header, and its `@idempotent(key:)` directive covers refunds
and inventory moves, not these mutations (shopify.dev, "Idempotent requests"). So each write
carries a marker made from the key where Shopify keeps it and can be searched, and is looked for
before it is made again:

- cancel: `orderCancel` is idempotent by nature: an order already cancelled is done.
- return: `returnCreate`, the marker in each line's `returnReasonNote`; the order's returns are read
  first and one carrying the marker is the same return.
- address: `orderUpdate` with `shippingAddress`, the marker added to the order's tags in the same
  mutation; a tag carrying the marker is the change already made. Shopify takes a new address on a
  fulfilled order too, so the writer refuses one itself, on the order as Shopify has it now.
- saved address: `customerAddressCreate` with `setAsDefault`; the customer's `defaultAddress` is
  read first, and one equal to the new address is the change already made (the same end state:
  a replay never adds the address twice).
- items before shipping: order editing, in shopify_edits.py (the order's lines equal to the edit's
  are the edit made).
- replacement: `draftOrderCreate` tagged with the marker (100 % `appliedDiscount`), then
  `draftOrderComplete` (paid: its total is zero). `draftOrders(query: "tag:...")` first finds a
  draft an earlier attempt made, completed (done) or not (completed now).

A transport failure or a GraphQL error is an unknown outcome (ask again under the same key);
`userErrors` are the shop's refusal.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from typing import Any

from supportbot.channels.shop.shopify import ShopifyOrders, mailing_address
from supportbot.channels.shop.shopify_edits import edit_items
from supportbot.core.errors import ProviderError
from supportbot.core.ports import (
    ReplacementCreated,
    ReplacementFailed,
    ReplacementOutcome,
    ReplacementUnknown,
    ShopWriteDone,
    ShopWriteOutcome,
    ShopWriteRefused,
    ShopWriteUnknown,
)

# What each write needs to know about the order, and no more: a conversation's reads have drained
# the cost bucket by the time a write comes, so the smaller the read, the sooner it lands.
# Costs as Shopify counts them (two orders, for the loose name search): 4, 14, 174 and 92 points.
CANCEL_FACTS = """query CancelFacts($q: String!) { orders(first: 2, query: $q) { nodes { id name cancelledAt } } }"""
ADDRESS_FACTS = """query AddressFacts($q: String!) { orders(first: 2, query: $q) { nodes {
  id name cancelledAt tags shippingAddress { address1 address2 city zip countryCodeV2 }
  fulfillments(first: 3) { status } } } }"""
# The marker is on every line of a return the bot opened, so one line of each return finds it.
RETURN_FACTS = """query ReturnFacts($q: String!) { orders(first: 2, query: $q) { nodes {
  id name
  fulfillments(first: 3) { status fulfillmentLineItems(first: 10) { nodes { id quantity lineItem { sku } } } }
  returns(first: 3) { nodes { name returnLineItems(first: 1) { nodes { returnReasonNote } } } }
} } }"""
REPLACEMENT_FACTS = """query ReplacementFacts($q: String!) { orders(first: 2, query: $q) { nodes {
  id name currencyCode customer { id }
  shippingAddress { address1 address2 city zip countryCodeV2 }
  lineItems(first: 10) { nodes { sku name variant { id } originalUnitPriceSet { shopMoney { amount } } } }
} } }"""
# How long, in all, one write may wait for the bucket to hold it: a throttled write is asked again
# (its marker keeps it one write) rather than lost. Ten seconds refill 1,000 points, the most one
# query may cost, at the Standard plan's 100 a second.
WRITE_PATIENCE = 10.0
ORDER_CANCEL = """mutation OrderCancel($orderId: ID!, $staffNote: String) {
  orderCancel(orderId: $orderId, reason: CUSTOMER, restock: true, notifyCustomer: false,
              refundMethod: { originalPaymentMethodsRefund: false }, staffNote: $staffNote) {
    job { id done } orderCancelUserErrors { code field message } } }"""
RETURN_CREATE = """mutation ReturnCreate($returnInput: ReturnInput!) {
  returnCreate(returnInput: $returnInput) { return { id name status } userErrors { code field message } } }"""
ORDER_UPDATE = """mutation OrderUpdate($input: OrderInput!) {
  orderUpdate(input: $input) { order { id } userErrors { field message } } }"""
CUSTOMER_ADDRESS = """query CustomerAddress($id: ID!) {
  customer(id: $id) { id defaultAddress { address1 city zip countryCodeV2 } } }"""
ADDRESS_CREATE = """mutation CustomerAddressCreate($customerId: ID!, $address: MailingAddressInput!) {
  customerAddressCreate(customerId: $customerId, address: $address, setAsDefault: true) {
    address { id } userErrors { field message } } }"""
DRAFTS_TAGGED = """query DraftsTagged($q: String!) {
  draftOrders(first: 1, query: $q) { nodes { id status order { name } } } }"""
DRAFT_CREATE = """mutation DraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) { draftOrder { id status } userErrors { field message } } }"""
DRAFT_COMPLETE = """mutation DraftOrderComplete($id: ID!) {
  draftOrderComplete(id: $id) { draftOrder { id status order { name } } userErrors { field message } } }"""

# The bot's return reasons as Shopify's ReturnReason values.
_RETURN_REASONS = {"damaged": "DEFECTIVE", "defective": "DEFECTIVE", "wrong_item": "WRONG_ITEM",
                   "not_as_described": "NOT_AS_DESCRIBED", "changed_mind": "UNWANTED", "unwanted": "UNWANTED",
                   "size": "SIZE_TOO_SMALL"}


def marker(key: str) -> str:
    """The key as Shopify can hold and search it: a tag is at most 40 characters, and a search
    term must not carry the key's colons."""
    return "supportbot-" + hashlib.sha256(key.encode()).hexdigest()[:24]


class ShopifyOrderWriter:
    """Writes to one shop through the reader's connection (its session, token and throttle)."""

    def __init__(self, reader: ShopifyOrders, *, write_patience: float = WRITE_PATIENCE) -> None:
        self._shop = reader
        self._patience = write_patience

    async def _facts(self, query: str, order_id: str) -> dict[str, Any] | None:
        return await self._shop.order_node(query, order_id, patience=self._patience)

    async def _ask(self, document: str, variables: dict[str, Any]) -> dict[str, Any]:
        return await self._shop.graphql(document, variables, patience=self._patience)

    async def cancel(self, key: str, order_id: str) -> ShopWriteOutcome:
        try:
            order = await self._facts(CANCEL_FACTS, order_id)
            if order is None:
                return ShopWriteRefused(f"no order {order_id} in the shop")
            if order["cancelledAt"]:
                return ShopWriteDone(order["id"])  # an earlier attempt (or staff) cancelled it
            note = f"Cancelled by supportbot at the customer's request ({marker(key)}); refunded through Stripe."
            answer = (await self._ask(ORDER_CANCEL, {"orderId": order["id"], "staffNote": note})
                      )["orderCancel"]
        except ProviderError as exc:
            return ShopWriteUnknown(str(exc))
        if answer["orderCancelUserErrors"]:
            return await self._cancelled_meanwhile(order_id, answer["orderCancelUserErrors"])
        return ShopWriteDone(order["id"])

    async def _cancelled_meanwhile(self, order_id: str, errors: list[dict[str, Any]]) -> ShopWriteOutcome:
        """A refusal read back: an earlier ask whose answer was lost may have landed between this ask's
        read and its write ("already cancelled"), and that cancellation is this key's, done."""
        try:
            order = await self._facts(CANCEL_FACTS, order_id)
        except ProviderError as exc:
            return ShopWriteUnknown(str(exc))
        if order is not None and order["cancelledAt"]:
            return ShopWriteDone(order["id"])
        return ShopWriteRefused("; ".join(e["message"] for e in errors))

    async def open_return(self, key: str, order_id: str, items: tuple[tuple[str, int], ...],
                          reason: str) -> ShopWriteOutcome:
        mark = marker(key)
        try:
            order = await self._facts(RETURN_FACTS, order_id)
            if order is None:
                return ShopWriteRefused(f"no order {order_id} in the shop")
            for made in order["returns"]["nodes"]:
                if any(mark in (line["returnReasonNote"] or "") for line in made["returnLineItems"]["nodes"]):
                    return ShopWriteDone(made["name"])
            lines = _return_lines(order, items)
            if lines is None:
                return ShopWriteRefused(f"the shop has not fulfilled {_said(items)} on {order_id}")
            for line in lines:
                line |= {"returnReason": _RETURN_REASONS.get(reason, "OTHER"), "returnReasonNote": f"{mark} {reason}"}
            answer = (await self._ask(RETURN_CREATE, {"returnInput": {
                "orderId": order["id"], "returnLineItems": lines}}))["returnCreate"]
        except ProviderError as exc:
            return ShopWriteUnknown(str(exc))
        if answer["userErrors"] or not answer["return"]:
            return ShopWriteRefused("; ".join(e["message"] for e in answer["userErrors"]) or "no return made")
        return ShopWriteDone(answer["return"]["name"])

    async def change_address(self, key: str, order_id: str, address: dict[str, str]) -> ShopWriteOutcome:
        mark = marker(key)
        try:
            order = await self._facts(ADDRESS_FACTS, order_id)
            if order is None:
                return ShopWriteRefused(f"no order {order_id} in the shop")
            if mark in order["tags"] or _same_address(order.get("shippingAddress"), address):
                return ShopWriteDone(order["id"])  # an earlier attempt changed it (its answer maybe lost)
            if order["cancelledAt"] or _fulfilled(order):
                return ShopWriteRefused(f"order {order_id} shipped before the change")
            answer = (await self._ask(ORDER_UPDATE, {"input": {
                "id": order["id"], "tags": [*order["tags"], mark],
                "shippingAddress": {"address1": address.get("line1"), "address2": address.get("line2"),
                                    "city": address.get("city"), "zip": address.get("postcode"),
                                    "countryCode": address.get("country")}}}))["orderUpdate"]
        except ProviderError as exc:
            return ShopWriteUnknown(str(exc))
        if answer["userErrors"] or not answer["order"]:
            return ShopWriteRefused("; ".join(e["message"] for e in answer["userErrors"]) or "order not updated")
        return ShopWriteDone(order["id"])

    async def change_saved_address(self, key: str, customer_id: str, address: dict[str, str]) -> ShopWriteOutcome:
        wanted = {"address1": address.get("line1"), "city": address.get("city"), "zip": address.get("postcode"),
                  "countryCode": address.get("country")}
        try:
            customer = (await self._shop.graphql(CUSTOMER_ADDRESS, {"id": customer_id})).get("customer")
            if customer is None:
                return ShopWriteRefused(f"no customer {customer_id} in the shop")
            if mailing_address(customer.get("defaultAddress")) == mailing_address(
                    wanted | {"countryCodeV2": wanted["countryCode"]}):
                return ShopWriteDone(customer_id)  # an earlier attempt (this key's) made it the default
            answer = (await self._shop.graphql(ADDRESS_CREATE, {"customerId": customer_id, "address": wanted})
                      )["customerAddressCreate"]
        except ProviderError as exc:
            return ShopWriteUnknown(str(exc))
        if answer["userErrors"] or not answer["address"]:
            return ShopWriteRefused("; ".join(e["message"] for e in answer["userErrors"]) or "address not saved")
        return ShopWriteDone(answer["address"]["id"])

    async def edit_items(self, key: str, order_id: str, changes: tuple[tuple[str, int, str | None], ...],
                         after: tuple[tuple[str, int], ...]) -> ShopWriteOutcome:
        """Shopify's order editing (supportbot/channels/shop/shopify_edits.py)."""
        return await edit_items(self._shop, marker(key), order_id, changes, after, self._patience)

    async def create_replacement(self, key: str, order_id: str, items: tuple[tuple[str, int], ...],
                                 reason: str) -> ReplacementOutcome:
        mark = marker(key)
        try:
            found = (await self._ask(DRAFTS_TAGGED, {"q": f"tag:{mark}"}))["draftOrders"]["nodes"]
            draft = found[0] if found else None
            if draft is not None and draft["order"]:
                return ReplacementCreated(draft["order"]["name"].lstrip("#"))
            if draft is None:
                order = await self._facts(REPLACEMENT_FACTS, order_id)
                if order is None:
                    return ReplacementFailed(f"no order {order_id} in the shop")
                made = (await self._ask(DRAFT_CREATE, {"input": _draft(order, items, reason, mark)}
                                                 ))["draftOrderCreate"]
                if made["userErrors"] or not made["draftOrder"]:
                    return ReplacementFailed("; ".join(e["message"] for e in made["userErrors"]) or "no draft made")
                draft = made["draftOrder"]
            done = (await self._ask(DRAFT_COMPLETE, {"id": draft["id"]}))["draftOrderComplete"]
        except ProviderError as exc:
            return ReplacementUnknown(str(exc))
        if done["userErrors"] or not (done["draftOrder"] or {}).get("order"):
            return ReplacementFailed("; ".join(e["message"] for e in done["userErrors"]) or "draft not completed")
        return ReplacementCreated(done["draftOrder"]["order"]["name"].lstrip("#"))


def _same_address(shipping: dict[str, Any] | None, address: dict[str, str]) -> bool:
    """The order already ships to the address asked for: read back, the change is made."""
    if not shipping:
        return False
    wanted = (address.get("line1"), address.get("line2"), address.get("city"), address.get("postcode"),
              address.get("country"))
    held = (shipping.get("address1"), shipping.get("address2"), shipping.get("city"), shipping.get("zip"),
            shipping.get("countryCodeV2"))
    return all((w or "").strip().lower() == (h or "").strip().lower() for w, h in zip(wanted, held, strict=True))


def _fulfilled(order: dict[str, Any]) -> bool:
    """Any unit handed to the carrier (a successful fulfillment), as Shopify's orderCancel judges it."""
    return any(f["status"] == "SUCCESS" for f in order["fulfillments"])


def _said(items: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{qty} x {sku}" for sku, qty in items)


def _return_lines(order: dict[str, Any], items: tuple[tuple[str, int], ...]) -> list[dict[str, Any]] | None:
    """The fulfilled lines the units come back from; None when the shop did not fulfil them all."""
    wanted = Counter({sku: qty for sku, qty in items})
    lines: list[dict[str, Any]] = []
    for fulfillment in order["fulfillments"]:
        if fulfillment["status"] != "SUCCESS":
            continue
        for line in fulfillment["fulfillmentLineItems"]["nodes"]:
            sku = line["lineItem"]["sku"]
            take = min(wanted[sku], line["quantity"] or 0)
            if take:
                lines.append({"fulfillmentLineItemId": line["id"], "quantity": take})
                wanted[sku] -= take
    return lines if not +wanted else None


def _draft(order: dict[str, Any], items: tuple[tuple[str, int], ...], reason: str, mark: str) -> dict[str, Any]:
    """The replacement as a draft: the same variants (inventory is reserved when it completes),
    free through a 100 % discount, to the original address, tagged with the key's marker."""
    by_sku = {line["sku"]: line for line in order["lineItems"]["nodes"]}
    lines = []
    for sku, qty in items:
        line = by_sku.get(sku) or {}
        if (line.get("variant") or {}).get("id"):
            lines.append({"variantId": line["variant"]["id"], "quantity": qty})
        else:  # a custom item on the original order: the same title and price, discounted to zero below
            price = ((line.get("originalUnitPriceSet") or {}).get("shopMoney") or {}).get("amount", "0")
            lines.append({"title": line.get("name") or sku, "sku": sku, "quantity": qty,
                          "originalUnitPriceWithCurrency": {"amount": price, "currencyCode": order["currencyCode"]}})
    address = order.get("shippingAddress") or {}
    draft: dict[str, Any] = {
        "lineItems": lines, "tags": [mark, "supportbot-replacement"],
        "appliedDiscount": {"valueType": "PERCENTAGE", "value": 100.0, "title": "Replacement",
                            "description": f"Replacement for {order['name']} ({reason})"},
        "note": f"No-charge replacement for {order['name']} ({reason}), made by supportbot.",
        "shippingAddress": {"address1": address.get("address1"), "address2": address.get("address2"),
                            "city": address.get("city"), "zip": address.get("zip"),
                            "countryCode": address.get("countryCodeV2")} if address else None,
    }
    if order.get("customer"):
        draft["purchasingEntity"] = {"customerId": order["customer"]["id"]}
    return {k: v for k, v in draft.items() if v is not None}
