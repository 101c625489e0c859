"""The Shopify stand-in's order editing: `orderEditBegin`, `orderEditSetQuantity`, `orderEditAddVariant`,
`orderEditCommit`, answered as the Admin GraphQL reference (2025-10) gives them.

An edit begins a `CalculatedOrder` (`gid://shopify/CalculatedOrder/<n>`) whose `lineItems` are
`CalculatedLineItem`s (`gid://shopify/CalculatedLineItem/<n>`) copied from the order's line items
with units left; the `orderEdit*` mutations take the calculated order's id and a calculated line
item's id, stage a change and answer the calculated order; nothing touches the order until
`orderEditCommit`, which applies the staged quantities (a line's `currentQuantity` falls; its
`quantity` stays what was ordered, as Shopify's does), adds the new variants as line items at the
catalogue's price, moves the catalogue's stock, and answers the order. An uncommitted edit is
simply dropped, as Shopify drops it. What is checked is what the bot relies on Shopify to refuse,
each a `userErrors` entry with HTTP 200: only unfulfilled units can change ("You can only edit
unfulfilled line items"), checked at each step and again at the commit (a merchant may fulfil in
between); a quantity below zero; a variant not in the catalogue, not available for sale or short
of stock; a variant already on the order without `allowDuplicates`; an edit committed twice.
`GET /_sandbox/shopify/orders/{name}/edits` lists the committed edits of an order (a test's
count of what the shop saw).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from aiohttp import web

from sandbox.shopify_records import ShopRecords, current_quantity, money, order_view, page

EDIT_SDL = """
extend type LineItem { currentQuantity: Int! }
type CalculatedLineItem {
  id: ID! sku: String title: String! quantity: Int! editableQuantity: Int! variant: ProductVariant
  originalUnitPriceSet: MoneyBag!
}
type CalculatedLineItemEdge { cursor: String! node: CalculatedLineItem! }
type CalculatedLineItemConnection {
  edges: [CalculatedLineItemEdge!]! nodes: [CalculatedLineItem!]! pageInfo: PageInfo!
}
type CalculatedOrder {
  id: ID! originalOrder: Order! subtotalLineItemsQuantity: Int! totalOutstandingSet: MoneyBag!
  lineItems(first: Int, after: String): CalculatedLineItemConnection!
  addedLineItems(first: Int, after: String): CalculatedLineItemConnection!
}
type OrderEditBeginPayload { calculatedOrder: CalculatedOrder userErrors: [UserError!]! }
type OrderEditSetQuantityPayload {
  calculatedLineItem: CalculatedLineItem calculatedOrder: CalculatedOrder userErrors: [UserError!]!
}
type OrderEditAddVariantPayload {
  calculatedLineItem: CalculatedLineItem calculatedOrder: CalculatedOrder userErrors: [UserError!]!
}
type OrderEditCommitPayload { order: Order successMessages: [String!] userErrors: [UserError!]! }
extend type Mutation {
  orderEditBegin(id: ID!): OrderEditBeginPayload
  orderEditSetQuantity(id: ID!, lineItemId: ID!, quantity: Int!, restock: Boolean, locationId: ID
  ): OrderEditSetQuantityPayload
  orderEditAddVariant(id: ID!, variantId: ID!, quantity: Int!, locationId: ID, allowDuplicates: Boolean
  ): OrderEditAddVariantPayload
  orderEditCommit(id: ID!, notifyCustomer: Boolean, staffNote: String): OrderEditCommitPayload
}
"""

UNFULFILLED_ONLY = "You can only edit unfulfilled line items"


def fulfilled(order: dict[str, Any], line: dict[str, Any]) -> int:
    """Units of a line handed to the carrier (successful fulfillments)."""
    return sum(f_line["quantity"] for f in order["fulfillments"] if f["status"] == "SUCCESS"
               for f_line in f.get("fulfillmentLineItems", []) if f_line["lineItem"]["id"] == line["id"])


def edit_root(records: ShopRecords, ids: Iterator[int], clock: datetime | None) -> dict[str, Any]:
    """The four Mutation fields, over the stand-in's records (calculated orders in `records.edits`)."""
    at = (clock or datetime.now(UTC)).isoformat().replace("+00:00", "Z")
    catalogue = {v["id"]: (p, v) for p in records.products.values() for v in p["variants"]}

    def begin(_info: Any, id: str) -> dict[str, Any]:
        order = records.orders.get(id)
        if order is None:
            return _error("calculatedOrder", ["id"], "Order does not exist")
        if order["cancelledAt"]:
            return _error("calculatedOrder", ["id"], "The order cannot be edited: it has been cancelled")
        gid = f"gid://shopify/CalculatedOrder/{next(ids)}"
        lines = [{"id": f"gid://shopify/CalculatedLineItem/{line['id'].rsplit('/', 1)[-1]}", "line": line,
                  "sku": line["sku"], "title": line["name"], "quantity": current_quantity(order, line),
                  "variant": line.get("variant"), "originalUnitPriceSet": line["originalUnitPriceSet"]}
                 for line in order["lineItems"] if current_quantity(order, line) > 0]
        records.edits[gid] = {"id": gid, "order": order, "lines": lines, "added": [], "committed": False}
        return {"calculatedOrder": _calculated(records, records.edits[gid]), "userErrors": []}

    def set_quantity(_info: Any, id: str, lineItemId: str, quantity: int, restock: bool | None = None,
                     **_: Any) -> dict[str, Any]:
        edit = records.edits.get(id)
        if edit is None or edit["committed"]:
            return _error("calculatedOrder", ["id"], "The calculated order does not exist")
        line = next((c for c in edit["lines"] + edit["added"] if c["id"] == lineItemId), None)
        if line is None:
            return _error("calculatedLineItem", ["lineItemId"], "Line item does not exist")
        if quantity < 0:
            return _error("calculatedLineItem", ["quantity"], "Quantity must be greater than or equal to 0")
        if "line" in line and quantity < line["quantity"] and fulfilled(edit["order"], line["line"]):
            return _error("calculatedLineItem", ["lineItemId"], UNFULFILLED_ONLY)
        line.update(quantity=quantity, restock=bool(restock))
        return {"calculatedLineItem": _line_view(line), "calculatedOrder": _calculated(records, edit),
                "userErrors": []}

    def add_variant(_info: Any, id: str, variantId: str, quantity: int, allowDuplicates: bool | None = None,
                    **_: Any) -> dict[str, Any]:
        edit = records.edits.get(id)
        if edit is None or edit["committed"]:
            return _error("calculatedOrder", ["id"], "The calculated order does not exist")
        found = catalogue.get(variantId)
        if found is None:
            return _error("calculatedLineItem", ["variantId"], "Variant does not exist")
        product, variant = found
        if quantity < 1:
            return _error("calculatedLineItem", ["quantity"], "Quantity must be greater than 0")
        on_order = [c for c in edit["lines"] + edit["added"] if (c.get("variant") or {}).get("sku") == variant["sku"]
                    or c["sku"] == variant["sku"]]
        if on_order and not allowDuplicates:
            return _error("calculatedLineItem", ["variantId"], "Variant is already on the order")
        if not variant["availableForSale"] or (variant["inventoryQuantity"] or 0) < quantity:
            return _error("calculatedLineItem", ["quantity"], f"Not enough inventory for {variant['displayName']}")
        line = {"id": f"gid://shopify/CalculatedLineItem/{next(ids)}", "sku": variant["sku"],
                "title": variant["displayName"], "quantity": quantity,
                "variant": {"id": variant["id"], "sku": variant["sku"], "title": variant["title"]},
                "originalUnitPriceSet": money(Decimal(variant["price"]), edit["order"]["currencyCode"]),
                "catalogue": (product, variant)}
        edit["added"].append(line)
        return {"calculatedLineItem": _line_view(line), "calculatedOrder": _calculated(records, edit),
                "userErrors": []}

    def commit(_info: Any, id: str, notifyCustomer: bool | None = None, staffNote: str | None = None
               ) -> dict[str, Any]:
        edit = records.edits.get(id)
        if edit is None or edit["committed"]:
            return _error("order", ["id"], "The calculated order does not exist or was already committed")
        order = edit["order"]
        # Checked again as the changes land: a merchant may have fulfilled since the edit began.
        for c in edit["lines"]:
            if c["quantity"] < current_quantity(order, c["line"]) and fulfilled(order, c["line"]):
                return _error("order", ["id"], UNFULFILLED_ONLY)
        for c in edit["added"]:
            _, variant = c["catalogue"]
            if (variant["inventoryQuantity"] or 0) < c["quantity"]:
                return _error("order", ["id"], f"Not enough inventory for {variant['displayName']}")
        for c in edit["lines"]:
            removed = current_quantity(order, c["line"]) - c["quantity"]
            c["line"]["removed"] = c["line"].get("removed", 0) + removed
            if removed > 0 and c.get("restock"):
                _restock(catalogue, c["sku"], removed)
        for c in edit["added"]:
            _, variant = c["catalogue"]
            variant["inventoryQuantity"] -= c["quantity"]
            variant["availableForSale"] = variant["inventoryQuantity"] > 0
            order["lineItems"].append({"id": f"gid://shopify/LineItem/{next(ids)}", "sku": c["sku"],
                                       "name": c["title"], "quantity": c["quantity"], "variant": c["variant"],
                                       "originalUnitPriceSet": c["originalUnitPriceSet"]})
        edit["committed"] = True
        order["updatedAt"] = at
        order.setdefault("edits", []).append({"calculatedOrder": id, "staffNote": staffNote, "committedAt": at,
                                              "notifyCustomer": bool(notifyCustomer)})
        return {"order": order_view(records, order), "successMessages": ["Order updated"], "userErrors": []}

    return {"orderEditBegin": begin, "orderEditSetQuantity": set_quantity, "orderEditAddVariant": add_variant,
            "orderEditCommit": commit}


def _restock(catalogue: dict[str, tuple[dict[str, Any], dict[str, Any]]], sku: str, units: int) -> None:
    for _, variant in catalogue.values():
        if variant["sku"] == sku:
            variant["inventoryQuantity"] = (variant["inventoryQuantity"] or 0) + units
            variant["availableForSale"] = True


def _line_view(c: dict[str, Any]) -> dict[str, Any]:
    return {k: c[k] for k in ("id", "sku", "title", "quantity", "variant", "originalUnitPriceSet")} | {
        "editableQuantity": c["quantity"]}


def _calculated(records: ShopRecords, edit: dict[str, Any]) -> dict[str, Any]:
    order = edit["order"]
    lines = [_line_view(c) for c in edit["lines"]]
    added = [_line_view(c) for c in edit["added"]]
    return {"id": edit["id"], "originalOrder": order_view(records, order),
            "subtotalLineItemsQuantity": sum(c["quantity"] for c in lines + added),
            "totalOutstandingSet": money(Decimal("0"), order["currencyCode"]),
            "lineItems": lambda _info, first=None, **_: page(lines, first),
            "addedLineItems": lambda _info, first=None, **_: page(added, first)}


def _error(payload: str, field: list[str], message: str) -> dict[str, Any]:
    return {payload: None, "userErrors": [{"field": field, "message": message}]}


def add_routes(app: web.Application, state_key: Any) -> None:
    async def edits(request: web.Request) -> web.Response:
        name = request.match_info["name"].lstrip("#")
        for order in request.app[state_key].records.orders.values():
            if order["name"] == name:
                return web.json_response(order.get("edits", []))
        return web.json_response({"error": f"no order named {name} in the Shopify stand-in"}, status=404)
    app.router.add_get("/_sandbox/shopify/orders/{name}/edits", edits)


