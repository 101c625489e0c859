"""The Shopify stand-in's writes: the six mutations the bot makes, answered as Shopify answers them.

Each resolver is a `Mutation` field (graphql-core calls it with the field's arguments) and answers
Shopify's payload: the object made, or `userErrors` (`orderCancelUserErrors` for a cancel) with
the documented codes and HTTP 200. What is checked is what the bot relies on Shopify to refuse:

- `orderCancel` cancels at once (Shopify runs a `Job`; here it is done before the answer) and
  restocks nothing it tracks; an order already cancelled, or with a live fulfillment, is `INVALID`.
- `returnCreate` opens a return on fulfilled units; more units than were fulfilled and not already
  in an open return is `INVALID`. Each line keeps its `returnReasonNote` (the bot's key rides there).
  Its `exchangeLineItems` make it an exchange (sandbox/shopify_exchanges.py).
- `draftOrderCreate` keeps the draft with its tags (searchable, `tag:...`) and prices it, a
  percentage `appliedDiscount` included; `draftOrderComplete` turns an open draft into an order
  (paid: its total, zero for a replacement) and a completed one is a user error.
- `orderUpdate` sets the fields given (`shippingAddress` whole, `tags` replacing the order's), on
  any order, fulfilled or not: Shopify does not stop an address change on a shipped order, so
  the bot must (supportbot/channels/shop/shopify_writes.py). An unknown id is a user error.
- `customerAddressCreate` adds an address to the customer's `addresses`; `setAsDefault` (or a
  customer with no address yet) makes it the `defaultAddress`. An unknown customer is a user error.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sandbox.shopify_exchanges import balance_due, exchange_lines, returned_value
from sandbox.shopify_records import ShopRecords, money, order_view, page, search

_DONE_JOB = {"id": "gid://shopify/Job/sandbox", "done": True}


def write_root(records: ShopRecords, ids: Iterator[int], clock: datetime | None) -> dict[str, Any]:
    """The Mutation fields and the draft-order query, over the stand-in's records."""
    at = (clock or datetime.now(UTC)).isoformat().replace("+00:00", "Z")

    def order_cancel(_info: Any, orderId: str, reason: str, restock: bool, staffNote: str | None = None,
                     **_: Any) -> dict[str, Any]:
        order = records.orders.get(orderId)
        if order is None:
            return _cancel_error("NOT_FOUND", "Order does not exist", "orderId")
        if order["cancelledAt"]:
            return _cancel_error("INVALID", "Order has already been cancelled", "orderId")
        if any(f["status"] == "SUCCESS" for f in order["fulfillments"]):
            return _cancel_error("INVALID", "Cannot cancel an order with fulfillments", "orderId")
        order.update(cancelledAt=at, cancelReason=reason, staffNote=staffNote)
        return {"job": _DONE_JOB, "orderCancelUserErrors": [], "userErrors": []}

    def return_create(_info: Any, returnInput: dict[str, Any]) -> dict[str, Any]:
        order = records.orders.get(returnInput["orderId"])
        if order is None:
            return _return_error("NOT_FOUND", "Order does not exist", ["returnInput", "orderId"])
        fulfilled = {line["id"]: line for f in order["fulfillments"] if f["status"] == "SUCCESS"
                     for line in f.get("fulfillmentLineItems", [])}
        lines = []
        for n, asked in enumerate(returnInput["returnLineItems"]):
            line = fulfilled.get(asked["fulfillmentLineItemId"])
            field = ["returnInput", "returnLineItems", str(n), "quantity"]
            if line is None:
                return _return_error("NOT_FOUND", "Fulfillment line item does not exist", field)
            open_already = sum(r["quantity"] for ret in order["returns"] if ret["status"] == "OPEN"
                               for r in ret["lines"] if r["fulfillmentLineItem"]["id"] == line["id"])
            if asked["quantity"] < 1 or asked["quantity"] > line["quantity"] - open_already:
                return _return_error("INVALID", "Quantity is not returnable", field)
            lines.append({"__typename": "ReturnLineItem", "id": f"gid://shopify/ReturnLineItem/{next(ids)}",
                          "quantity": asked["quantity"], "returnReason": asked.get("returnReason") or "UNKNOWN",
                          "returnReasonNote": asked.get("returnReasonNote") or "", "customerNote": None,
                          "fulfillmentLineItem": line})
        exchanged = exchange_lines(records, returnInput.get("exchangeLineItems") or [], ids)
        if isinstance(exchanged[0], str):
            code, message, field = exchanged
            return _return_error(code, message, field)
        made = {"id": f"gid://shopify/Return/{next(ids)}", "name": f"#{order['name']}-R{len(order['returns']) + 1}",
                "status": "OPEN", "lines": lines, "exchangeLines": exchanged[0]}
        balance_due(order, returned_value(lines), exchanged[1], made["name"])  # type: ignore[arg-type]
        order["returns"].append(made)
        return {"return": _return_view(records, order, made), "userErrors": []}

    def draft_order_create(_info: Any, input: dict[str, Any]) -> dict[str, Any]:
        lines = input.get("lineItems") or []
        if not lines:
            return {"draftOrder": None, "userErrors": [{"field": ["input", "lineItems"],
                                                        "message": "Add at least 1 product"}]}
        variants = {i["variant"]["id"]: i for o in records.orders.values() for i in o["lineItems"] if i.get("variant")}
        priced = [_draft_line(line, variants) for line in lines]
        subtotal = sum((price * line["quantity"] for line, price in priced), Decimal("0"))
        discount = input.get("appliedDiscount")
        if discount and discount["valueType"] == "PERCENTAGE":
            subtotal -= (subtotal * Decimal(str(discount["value"])) / 100).quantize(Decimal("0.01"))
        elif discount:
            subtotal -= min(subtotal, Decimal(str(discount["value"])))
        gid = f"gid://shopify/DraftOrder/{next(ids)}"
        records.drafts[gid] = {
            "id": gid, "name": f"#D{len(records.drafts) + 1}", "status": "OPEN", "tags": list(input.get("tags") or []),
            "total": subtotal, "currency": priced[0][0]["currency"], "order": None, "note": input.get("note"),
            "customer": (input.get("purchasingEntity") or {}).get("customerId"),
            "lines": [(line, price) for line, price in priced], "shippingAddress": input.get("shippingAddress")}
        return {"draftOrder": draft_view(records, records.drafts[gid]), "userErrors": []}

    def draft_order_complete(_info: Any, id: str, **_: Any) -> dict[str, Any]:
        draft = records.drafts.get(id)
        if draft is None:
            return {"draftOrder": None, "userErrors": [{"field": ["id"], "message": "Draft order does not exist"}]}
        if draft["status"] == "COMPLETED":
            return {"draftOrder": None, "userErrors": [{"field": ["id"],
                                                        "message": "This order has been paid"}]}
        draft["order"] = _order_from(records, draft, ids, at)
        draft["status"] = "COMPLETED"
        return {"draftOrder": draft_view(records, draft), "userErrors": []}

    def draft_orders(_info: Any, first: int | None = None, query: str | None = None, **_: Any) -> dict[str, Any]:
        return page([draft_view(records, d) for d in search(records.drafts.values(), query, records)], first)

    def order_update(_info: Any, input: dict[str, Any]) -> dict[str, Any]:
        order = records.orders.get(input["id"])
        if order is None:
            return {"order": None, "userErrors": [{"field": ["id"], "message": "Order does not exist"}]}
        if "shippingAddress" in input:
            given = input["shippingAddress"] or {}
            order["shippingAddress"] = {"address1": given.get("address1"), "address2": given.get("address2"),
                                        "city": given.get("city"), "zip": given.get("zip"),
                                        "countryCodeV2": given.get("countryCode"), "country": given.get("countryCode")}
        for field in ("email", "note", "tags"):
            if field in input:
                order[field] = input[field]
        order["updatedAt"] = at
        return {"order": order_view(records, order), "userErrors": []}

    def customer_address_create(_info: Any, customerId: str, address: dict[str, Any],
                                setAsDefault: bool | None = None) -> dict[str, Any]:
        customer = records.customers.get(customerId)
        if customer is None:
            return {"address": None, "userErrors": [{"field": ["customerId"], "message": "Customer does not exist"}]}
        made = {"id": f"gid://shopify/MailingAddress/{next(ids)}", "address1": address.get("address1"),
                "address2": address.get("address2"), "city": address.get("city"), "zip": address.get("zip"),
                "countryCodeV2": address.get("countryCode"), "country": address.get("countryCode")}
        customer.setdefault("addresses", []).append(made)
        if setAsDefault or not customer.get("defaultAddress"):  # the first address becomes the default
            customer["defaultAddress"] = made
        return {"address": made, "userErrors": []}

    return {"orderUpdate": order_update, "customerAddressCreate": customer_address_create,
            "orderCancel": order_cancel, "returnCreate": return_create, "draftOrderCreate": draft_order_create,
            "draftOrderComplete": draft_order_complete, "draftOrders": draft_orders}


def draft_view(records: ShopRecords, d: dict[str, Any]) -> dict[str, Any]:
    order = records.orders.get(d["order"] or "")
    return {"id": d["id"], "name": d["name"], "status": d["status"], "tags": d["tags"],
            "totalPriceSet": money(d["total"], d["currency"]),
            "order": order_view(records, order) if order else None}


def _return_view(records: ShopRecords, order: dict[str, Any], made: dict[str, Any]) -> dict[str, Any]:
    return made | {"order": lambda _info: order_view(records, order),
                   "returnLineItems": lambda _info, first=None, **_: page(made["lines"], first),
                   "exchangeLineItems": lambda _info, first=None, **_: page(made.get("exchangeLines", []), first)}


def _draft_line(line: dict[str, Any], variants: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], Decimal]:
    """A draft's line and its unit price: the variant's when it names one, else the custom item's."""
    known = variants.get(line.get("variantId") or "")
    if known is not None:
        return ({"sku": known["sku"], "name": known["name"], "quantity": line["quantity"], "variant": known["variant"],
                 "currency": known["originalUnitPriceSet"]["shopMoney"]["currencyCode"]},
                Decimal(known["originalUnitPriceSet"]["shopMoney"]["amount"]))
    price = line.get("originalUnitPriceWithCurrency") or {"amount": "0", "currencyCode": "USD"}
    return ({"sku": line.get("sku"), "name": line.get("title") or "Custom item", "quantity": line["quantity"],
             "variant": None, "currency": price["currencyCode"]}, Decimal(str(price["amount"])))


def _order_from(records: ShopRecords, draft: dict[str, Any], ids: Iterator[int], at: str) -> str:
    """The order a completed draft becomes: its lines at their prices, paid its total (zero here)."""
    gid = f"gid://shopify/Order/{next(ids)}"
    currency = draft["currency"]
    items = [{"id": f"gid://shopify/LineItem/{next(ids)}", "sku": line["sku"], "name": line["name"],
              "quantity": line["quantity"], "variant": line["variant"],
              "originalUnitPriceSet": money(price, currency)} for line, price in draft["lines"]]
    address = draft.get("shippingAddress") or {}
    records.orders[gid] = {
        "id": gid, "name": f"{1000 + len(records.orders) + 1}",
        "createdAt": at, "processedAt": at, "updatedAt": at, "cancelledAt": None,
        "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED", "currencyCode": currency,
        "totalPriceSet": money(draft["total"], currency), "totalReceivedSet": money(draft["total"], currency),
        "totalRefundedSet": money(Decimal("0"), currency), "totalShippingPriceSet": money(Decimal("0"), currency),
        "paymentGatewayNames": [], "note": draft.get("note"), "email": None, "phone": None,
        "shippingAddress": {"address1": address.get("address1"), "address2": address.get("address2"),
                            "city": address.get("city"), "zip": address.get("zip"),
                            "countryCodeV2": address.get("countryCode"), "country": address.get("countryCode")}
        if address else None,
        "customer": draft.get("customer"), "lineItems": items, "refunds": [], "fulfillments": [],
        "transactions": [], "returns": [], "tags": list(draft["tags"]),
    }
    return gid


def _cancel_error(code: str, message: str, field: str) -> dict[str, Any]:
    error = {"code": code, "field": [field], "message": message}
    return {"job": None, "orderCancelUserErrors": [error], "userErrors": [{"field": [field], "message": message}]}


def _return_error(code: str, message: str, field: list[str]) -> dict[str, Any]:
    return {"return": None, "userErrors": [{"code": code, "field": field, "message": message}]}

