"""The Shopify stand-in's shop: customers and orders as Shopify keeps them, seeded from the fixture.

Records hold Shopify's field names, so a view is the record with its connections made callable
(graphql-core calls a callable field value with the field's arguments). How the fixture maps:
a customer's phone becomes E.164 (`+15551230001`); an order keeps the fixture id as its `name`;
its status becomes fulfillments (`shipped` IN_TRANSIT, `out_for_delivery` OUT_FOR_DELIVERY,
`delivered` DELIVERED with `deliveredAt`, `placed` none) or `cancelledAt`; carrier and tracking
become the fulfillment's `trackingInfo`; earlier refunds become `Refund`s with their line items.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

from sandbox.shopify_pages import connection, page
from sandbox.shopify_products import product_records
from supportbot.core.shop.fixture import FixtureOrder, ShopFixture, payment_ref_for

_TERM = re.compile(r'(\w+):(?:"([^"]*)"|(\S+))')


def money(amount: Decimal, currency: str) -> dict[str, Any]:
    """A MoneyBag; Shopify's Decimal drops trailing zeros but keeps one decimal ("80.0", "12.5")."""
    text = f"{amount.normalize():f}"
    text = text if "." in text else text + ".0"
    each = {"amount": text, "currencyCode": currency}
    return {"shopMoney": each, "presentmentMoney": dict(each)}


def _at(when: datetime | None) -> str | None:
    return when.isoformat().replace("+00:00", "Z") if when else None


@dataclass
class ShopRecords:
    customers: dict[str, dict[str, Any]] = field(default_factory=dict)  # by GID
    orders: dict[str, dict[str, Any]] = field(default_factory=dict)
    drafts: dict[str, dict[str, Any]] = field(default_factory=dict)  # draft orders, by GID
    products: dict[str, dict[str, Any]] = field(default_factory=dict)  # the catalogue, by GID
    edits: dict[str, dict[str, Any]] = field(default_factory=dict)  # order edits (CalculatedOrder), by GID

    def seed(self, fixture: ShopFixture, ids: Iterator[int], known: dict[str, str] | None = None
             ) -> dict[str, dict[str, str]]:
        """Replaces the shop with the fixture's; the GIDs given, by fixture id.

        A customer seeded again (the same fixture id, in `known`) keeps the GID it had, as a shop's
        customer keeps its id: a bot that read them a moment ago still names the same person.
        """
        self.customers.clear()
        self.orders.clear()
        self.drafts.clear()
        self.products.clear()
        self.edits.clear()
        return self.add(fixture, ids, known)

    def add(self, fixture: ShopFixture, ids: Iterator[int], known: dict[str, str] | None = None
            ) -> dict[str, dict[str, str]]:
        """Adds the fixture's customers and orders beside those already here; the GIDs given."""
        known = {} if known is None else known
        customer_ids: dict[str, str] = {}
        for c in fixture.customers:
            gid = known.setdefault(c.id, f"gid://shopify/Customer/{next(ids)}")
            customer_ids[c.id] = gid
            first, _, last = c.name.partition(" ")
            saved = [{"id": f"gid://shopify/MailingAddress/{next(ids)}", "address1": c.address.line1,
                      "address2": None, "city": c.address.city, "zip": c.address.postcode,
                      "countryCodeV2": c.address.country, "country": c.address.country}] if c.address else []
            self.customers[gid] = {"id": gid, "firstName": first, "lastName": last or None,
                                   "displayName": c.name, "email": c.email,
                                   "phone": f"+{c.phone.lstrip('+')}" if c.phone else None, "locale": c.language,
                                   "addresses": saved, "defaultAddress": saved[0] if saved else None}
        order_ids = {o.id: self._add_order(o, customer_ids.get(o.customer), ids) for o in fixture.orders}
        added = product_records(fixture.products, ids)
        self.products.update(added)
        return {"customers": customer_ids, "orders": order_ids} | (
            {"products": {p["title"]: gid for gid, p in added.items()}} if added else {})

    def _add_order(self, o: FixtureOrder, customer: str | None, ids: Iterator[int]) -> str:
        gid = f"gid://shopify/Order/{next(ids)}"
        items = [{"id": f"gid://shopify/LineItem/{next(ids)}", "sku": i.sku, "name": i.name, "quantity": i.qty,
                  "variant": {"id": f"gid://shopify/ProductVariant/{next(ids)}", "sku": i.sku, "title": i.name},
                  "originalUnitPriceSet": money(i.unit_price, o.currency)} for i in o.items]
        by_sku = {i["sku"]: i for i in items}
        refunds = [{"id": f"gid://shopify/Refund/{next(ids)}", "createdAt": _at(r.at), "note": None,
                    "totalRefundedSet": money(r.amount, o.currency),
                    "lines": [{"lineItem": by_sku[sku], "quantity": 1} for sku in r.items if sku in by_sku]}
                   for r in o.refunds]
        refunded = sum((r.amount for r in o.refunds), Decimal("0"))
        # The charge, as a Stripe gateway records it: the payment intent is the gateway's own id
        # (authorizationCode) and its receipt; paymentId is Shopify's id for the payment.
        intent = o.payment_ref or payment_ref_for(o.id)
        sale = {"id": f"gid://shopify/OrderTransaction/{next(ids)}", "kind": "SALE", "status": "SUCCESS",
                "gateway": _gateway(o.payment_method), "authorizationCode": intent, "paymentId": f"r{next(ids)}",
                "receiptJson": json.dumps({"id": intent, "object": "payment_intent"}),
                "paymentDetails": _card(o.payment_method),
                "createdAt": _at(o.placed_at), "amountSet": money(o.paid, o.currency)}
        self.orders[gid] = {
            "id": gid, "name": o.id, "createdAt": _at(o.placed_at), "processedAt": _at(o.placed_at),
            # Shopify moves `updatedAt` on every change, a refund included (the bot searches by it).
            "updatedAt": _at(max(w for w in (o.placed_at, o.shipped_at, o.delivered_at, *(r.at for r in o.refunds))
                                 if w is not None)),
            "cancelledAt": _at(o.placed_at) if o.status == "cancelled" else None,
            "displayFinancialStatus": ("REFUNDED" if refunded >= o.paid and refunded else
                                       "PARTIALLY_REFUNDED" if refunded else "PAID"),
            "displayFulfillmentStatus": "UNFULFILLED" if o.status in ("placed", "cancelled") else "FULFILLED",
            "currencyCode": o.currency,
            "totalPriceSet": money(o.paid, o.currency), "totalReceivedSet": money(o.paid, o.currency),
            "totalRefundedSet": money(refunded, o.currency),
            "totalShippingPriceSet": money(o.delivery_fee, o.currency),
            "paymentGatewayNames": [_gateway(o.payment_method)] if o.payment_method else [],
            "note": o.note, "email": None, "phone": None,
            "shippingAddress": {"address1": o.address.line1, "address2": None, "city": o.address.city,
                                "zip": o.address.postcode, "countryCodeV2": o.address.country,
                                "country": o.address.country} if o.address else None,
            "customer": customer, "lineItems": items, "refunds": refunds,
            "fulfillments": _fulfillments(o, items, ids), "transactions": [sale] if o.paid else [],
            "returns": [], "tags": [],
        }
        return gid


def _fulfillments(o: FixtureOrder, items: list[dict[str, Any]], ids: Iterator[int]) -> list[dict[str, Any]]:
    display = {"shipped": "IN_TRANSIT", "out_for_delivery": "OUT_FOR_DELIVERY", "delivered": "DELIVERED"}
    if o.status not in display:
        return []
    tracking = [{"company": o.carrier, "number": o.tracking, "url": None}] if o.carrier or o.tracking else []
    shipped = o.shipped_at or o.placed_at
    return [{"id": f"gid://shopify/Fulfillment/{next(ids)}", "status": "SUCCESS", "displayStatus": display[o.status],
             "createdAt": _at(shipped), "inTransitAt": _at(shipped),
             "deliveredAt": _at(o.delivered_at) if o.status == "delivered" else None,
             "estimatedDeliveryAt": _at(o.eta), "trackingInfo": tracking,
             "fulfillmentLineItems": fulfillment_lines(items, ids)}]


def fulfillment_lines(items: list[dict[str, Any]], ids: Iterator[int]) -> list[dict[str, Any]]:
    """Every unit of the order in one fulfillment, as a merchant fulfilling the whole order makes
    (units an order edit removed stay behind)."""
    return [{"id": f"gid://shopify/FulfillmentLineItem/{next(ids)}", "quantity": n, "lineItem": i}
            for i in items if (n := i["quantity"] - i.get("removed", 0)) > 0]


def customer_view(records: ShopRecords, c: dict[str, Any]) -> dict[str, Any]:
    def orders(_info: Any, first: int | None = None, reverse: bool = False, **_: Any) -> dict[str, Any]:
        mine = sorted((o for o in records.orders.values() if o["customer"] == c["id"]),
                      key=lambda o: o["processedAt"], reverse=reverse)
        return page([order_view(records, o) for o in mine], first)
    return c | {"orders": orders, "addresses": lambda _info, first=None: c.get("addresses", [])[:first]}


def order_view(records: ShopRecords, o: dict[str, Any]) -> dict[str, Any]:
    customer = records.customers.get(o["customer"] or "")
    refunds = [r | {"refundLineItems": connection(r["lines"])} for r in o["refunds"]]
    fulfillments = [f | {"trackingInfo": lambda _info, first=None, t=f["trackingInfo"]: t[:first],
                         "fulfillmentLineItems": connection(f.get("fulfillmentLineItems", []))}
                    for f in o["fulfillments"]]
    returns = [r | {"order": lambda _info: order_view(records, o), "returnLineItems": connection(r["lines"]),
                    "exchangeLineItems": connection(r.get("exchangeLines", []))}
               for r in o["returns"]]
    return o | {"customer": customer_view(records, customer) if customer else None,
                "lineItems": connection([i | {"currentQuantity": current_quantity(o, i)} for i in o["lineItems"]]),
                "refunds": lambda _info, first=None: refunds[:first],
                "transactions": lambda _info, first=None, **_: o["transactions"][:first],
                "fulfillments": lambda _info, first=None: fulfillments[:first],
                "returns": connection(returns),
                "paymentCollectionDetails": o.get("paymentCollectionDetails")
                or {"additionalPaymentCollectionUrl": None}}


def current_quantity(o: dict[str, Any], line: dict[str, Any]) -> int:
    """Shopify's `currentQuantity`: ordered, less units refunded and units an order edit removed."""
    refunded = sum(r["quantity"] for refund in o["refunds"] for r in refund["lines"]
                   if r["lineItem"]["id"] == line["id"])
    return line["quantity"] - refunded - line.get("removed", 0)


def _matches(record: dict[str, Any], key: str, value: str, records: ShopRecords) -> bool:
    if key == "id":
        return record["id"].rsplit("/", 1)[-1] == value or record["id"] == value
    if key == "customer_id":
        return bool(record.get("customer")) and record["customer"].rsplit("/", 1)[-1] == value
    if key == "name":  # loose as Shopify's: "A-104" also finds "A-1042"; the adapter keeps the exact one
        return record.get("name", "").lstrip("#").lower().startswith(value.lstrip("#").lower())
    if key == "updated_at":  # the comparator and a quoted date, as Shopify's search syntax writes them
        found = re.fullmatch(r"""(>=|<=|>|<)?['"]?([^'"]+)['"]?""", value)
        if found is None:
            return False
        at, since = _stamp(record.get("updatedAt")), _stamp(found[2])
        return {">=": at >= since, ">": at > since, "<=": at <= since, "<": at < since, None: at == since}[found[1]]
    if key == "tag":
        return value in record.get("tags", [])
    if key == "email":
        return (record.get("email") or "").lower() == value.lower()
    if key == "phone":
        return (record.get("phone") or "").lstrip("+") == value.lstrip("+")
    return False  # a filter the stand-in does not know matches nothing rather than everything


def _stamp(text: str | None) -> datetime:
    return datetime.fromisoformat((text or "0001-01-01T00:00:00+00:00").replace("Z", "+00:00"))


def search(rows: Iterable[dict[str, Any]], query: str | None, records: ShopRecords) -> list[dict[str, Any]]:
    """Shopify's search syntax, the `field:value` terms the bot sends (AND-ed)."""
    terms = [(m[1], m[2] if m[2] is not None else m[3]) for m in _TERM.finditer(query or "")]
    return [r for r in rows if all(_matches(r, k, v, records) for k, v in terms)]


def _gateway(method: str | None) -> str:
    """The gateway's name as Shopify lists it for the fixture's payment method: a card through
    Stripe, "paypal" for PayPal, Shopify's own words for cash on delivery. The sale keeps its
    payment intent either way: the stand-in's refunds all go through the Stripe stand-in."""
    said = (method or "").casefold()
    if said.startswith("paypal"):
        return "paypal"
    if "cash on delivery" in said or said.split()[:1] == ["cod"]:
        return "Cash on Delivery (COD)"
    return "stripe"


_BRANDS = ("Visa", "Mastercard", "American Express", "Discover", "Maestro", "RuPay")


def _card(method: str | None) -> dict[str, Any] | None:
    """The card the fixture names ("card ending 4242", "Visa ending 1111") as Shopify's
    CardPaymentDetails holds it: the brand as `company`, the number with all but its last four
    digits masked; None for a method that is not a card."""
    digits = re.search(r"(\d{4})\s*$", method or "")
    if digits is None:
        return None
    brand = next((b for b in _BRANDS if b.lower() in (method or "").lower()), None)
    return {"__typename": "CardPaymentDetails", "company": brand, "number": f"•••• •••• •••• {digits.group(1)}",
            "name": None, "paymentMethodName": "card", "wallet": None}
