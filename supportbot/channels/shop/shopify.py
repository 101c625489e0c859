"""Shopify's Admin GraphQL API as the shop's `OrderSystem` (supportbot/core/ports.py), over aiohttp.

One POST to `https://{shop}/admin/api/{version}/graphql.json` per read, `X-Shopify-Access-Token`
in the header. Shopify answers GraphQL errors (a bad field, `THROTTLED`) with HTTP 200 and an
`errors` list; both those and transport failures become `ProviderError`, so a broken shop is a
handoff, never a wrong answer. An order's id in the bot is its `name` (`#1001`, or `A-1042` with a
prefix) without the `#`, as customers quote it; a customer's is Shopify's GID.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import datetime
from decimal import Decimal
from typing import Any

import aiohttp

from supportbot.core.errors import ProviderError
from supportbot.core.shop.orders import Customer, Order, OrderItem, ShopRefund

# Page sizes keep each read far under Shopify's cost bucket (a customer's five latest orders cost
# 493 points of 2,000, restored at 100 a second; one order by name 198): a busy shop's bot
# must never throttle itself. sandbox/shopify_cost.py counts the same way. The shop's own refunds
# (three, five lines each) are read with the order: a claim is decided on what the shop paid back;
# and its first transactions, for the Stripe payment intent refunds go against.
ORDER_FIELDS = """
fragment OrderFields on Order {
  id name processedAt cancelledAt currencyCode note
  customer { id }
  totalReceivedSet { shopMoney { amount } }
  totalRefundedSet { shopMoney { amount } }
  totalShippingPriceSet { shopMoney { amount } }
  paymentGatewayNames
  shippingAddress { address1 city zip countryCodeV2 }
  lineItems(first: 10) { nodes { sku name quantity currentQuantity originalUnitPriceSet { shopMoney { amount } } } }
  fulfillments(first: 3) {
    status displayStatus createdAt inTransitAt deliveredAt estimatedDeliveryAt
    trackingInfo(first: 1) { company number }
  }
  refunds(first: 3) {
    createdAt totalRefundedSet { shopMoney { amount } }
    refundLineItems(first: 5) { nodes { quantity lineItem { sku } } }
  }
  transactions(first: 3) {
    kind status gateway authorizationCode paymentDetails { ... on CardPaymentDetails { company number } }
  }
}
"""
CUSTOMER_FIELDS = "id displayName email phone locale defaultAddress { address1 city zip countryCodeV2 }"
CUSTOMERS = "query Customers($q: String!) { customers(first: 1, query: $q) { nodes { " + CUSTOMER_FIELDS + " } } }"
CUSTOMER = "query Customer($id: ID!) { customer(id: $id) { " + CUSTOMER_FIELDS + " } }"
ORDERS_OF = ("query OrdersOf($id: ID!) { customer(id: $id) { orders(first: 5, reverse: true, sortKey: PROCESSED_AT)"
             " { nodes { ...OrderFields } } } }" + ORDER_FIELDS)
ORDER_BY_NAME = ("query OrderByName($q: String!) { orders(first: 2, query: $q) { nodes { ...OrderFields } } }"
                 + ORDER_FIELDS)
# The payment intent alone, read before each refund call: ~10 points, not a whole order's ~180.
PAYMENT_OF = ("query PaymentOf($q: String!) { orders(first: 2, query: $q) { nodes { name"
              " transactions(first: 3) { kind status gateway authorizationCode } } } }")
# The customer's orders touched since a time, latest first: a refund updates its order, so every
# order the shop refunded today is among them. Ten orders of five refunds: 142 points.
REFUNDED_SINCE = ("query RefundedSince($q: String!) { orders(first: 10, reverse: true, sortKey: UPDATED_AT,"
                  " query: $q) { nodes { refunds(first: 5) { createdAt totalRefundedSet { shopMoney { amount } } }"
                  " } } }")
SHOP = "query Shop { shop { name myshopifyDomain } }"

# Fulfillment display statuses that mean the parcel reached the customer or is on its last leg.
_DELIVERED = {"DELIVERED", "PICKED_UP"}
_OUT_FOR_DELIVERY = {"OUT_FOR_DELIVERY", "ATTEMPTED_DELIVERY"}
_LIVE_FULFILLMENT = {"SUCCESS", "OPEN", "PENDING"}
THROTTLE_MARGIN = 0.05  # seconds past Shopify's figure, so the retry does not meet a bucket a hair short


class ShopifyOrders:
    """Reads customers and orders from one shop; the caller owns the session."""

    def __init__(self, session: aiohttp.ClientSession, api_base: str, access_token: str, api_version: str,
                 *, timeout: float = 3.0, throttle_patience: float = 1.0) -> None:
        self._session = session
        self._url = f"{api_base.rstrip('/')}/admin/api/{api_version}/graphql.json"
        self._headers = {"X-Shopify-Access-Token": access_token, "Content-Type": "application/json"}
        self._timeout = aiohttp.ClientTimeout(total=timeout)
        self._throttle_patience = throttle_patience

    async def customer_by_phone(self, phone: str) -> Customer | None:
        digits = phone.lstrip("+")
        return await self._one_customer(f'phone:"+{digits}"') if digits.isdigit() else None

    async def customer_by_email(self, email: str) -> Customer | None:
        # Quoted, so a customer's text cannot add search terms of its own (invariant 9).
        return await self._one_customer(f'email:"{email}"') if '"' not in email and "\\" not in email else None

    async def customer(self, customer_id: str) -> Customer | None:
        if not customer_id.startswith("gid://shopify/Customer/"):
            return None
        data = await self._query(CUSTOMER, {"id": customer_id})
        return _customer(data["customer"]) if data.get("customer") else None

    async def orders_of(self, customer_id: str) -> list[Order]:
        if not customer_id.startswith("gid://shopify/Customer/"):
            return []
        data = await self._query(ORDERS_OF, {"id": customer_id})
        nodes = data["customer"]["orders"]["nodes"] if data.get("customer") else []
        return [_order(n) for n in nodes]

    async def shop_refunded_since(self, customer_id: str, since: datetime) -> Decimal:
        """Shopify's `Refund`s on the customer's orders created since `since` (the bot's own refunds
        go through Stripe and are not among them: no double count with the bot's ledger)."""
        if not customer_id.startswith("gid://shopify/Customer/"):
            return Decimal("0")
        stamp = since.isoformat().replace("+00:00", "Z")
        data = await self._query(REFUNDED_SINCE, {
            "q": f"customer_id:{customer_id.rsplit('/', 1)[-1]} updated_at:>='{stamp}'"})
        made = [(_when(r["createdAt"]), _amount(r["totalRefundedSet"]))
                for n in data["orders"]["nodes"] for r in n["refunds"]]
        return sum((amount for at, amount in made if at is not None and at >= since), Decimal("0"))

    async def order(self, order_id: str) -> Order | None:
        node = await self.order_node(ORDER_BY_NAME, order_id)
        return _order(node) if node else None

    async def payment_ref(self, order_id: str) -> str | None:
        """The order's Stripe payment intent, read now from its transactions (refunds go against it)."""
        node = await self.order_node(PAYMENT_OF, order_id)
        return _payment_intent(node["transactions"]) if node else None

    async def order_node(self, query: str, order_id: str, *, patience: float | None = None) -> dict[str, Any] | None:
        """The one order named `order_id` as `query` (an `orders(query: $q)` search) selects it; None."""
        name = order_id.strip().lstrip("#")
        if not name or any(c in name for c in '"\\ :'):
            return None  # not an order name: never let it become a search of its own
        data = await self._query(query, {"q": f'name:"{name}"'}, patience)
        # Shopify's name search is loose ("1001" finds "#1001" and "#10011"): keep the exact one.
        exact = [n for n in data["orders"]["nodes"] if n["name"].lstrip("#").lower() == name.lower()]
        return dict(exact[0]) if len(exact) == 1 else None

    async def shop_name(self) -> str:
        """The read-only check `supportbot doctor` makes: the shop's name, or ProviderError."""
        return str((await self._query(SHOP, {}))["shop"]["name"])

    async def graphql(self, document: str, variables: dict[str, Any], *, patience: float | None = None
                      ) -> dict[str, Any]:
        """One request's `data` (the write side's, supportbot/channels/shop/shopify_writes.py), or ProviderError;
        `patience`: how long in all it may wait for the cost bucket (a read's own by default)."""
        return await self._query(document, variables, patience)

    async def _one_customer(self, query: str) -> Customer | None:
        nodes = (await self._query(CUSTOMERS, {"q": query}))["customers"]["nodes"]
        return _customer(nodes[0]) if nodes else None

    async def _query(self, query: str, variables: dict[str, Any], patience: float | None = None) -> dict[str, Any]:
        """One request's `data`; throttled, asked again each time Shopify says the bucket will hold it,
        while the waits add up to no more than `patience` (a read's own by default)."""
        budget = self._throttle_patience if patience is None else patience
        document = await self._post(query, variables)
        while (wait := _throttle_wait(document)) is not None and wait <= budget:
            # Shopify says how long the bucket takes to hold this query: a short wait beats a handoff.
            await asyncio.sleep(wait)
            budget -= wait
            document = await self._post(query, variables)
        if document.get("errors"):
            codes = {str((e.get("extensions") or {}).get("code")) for e in document["errors"] if isinstance(e, dict)}
            raise ProviderError(f"Shopify refused the query: {str(document['errors'])[:300]}",
                                retryable="THROTTLED" in codes, provider="shopify")
        return dict(document["data"])

    async def _post(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        try:
            async with self._session.post(self._url, json={"query": query, "variables": variables},
                                          headers=self._headers, timeout=self._timeout) as resp:
                status = resp.status
                document = await resp.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise ProviderError(f"no answer from Shopify: {exc!r}", retryable=True, provider="shopify") from exc
        if status != 200 or not isinstance(document, dict):
            raise ProviderError(f"Shopify answered {status}", retryable=status >= 500 or status == 429,
                                provider="shopify")
        return document


def _throttle_wait(document: dict[str, Any]) -> float | None:
    """Seconds until the cost bucket holds this query again, when Shopify throttled it; else None."""
    errors = document.get("errors")
    if not isinstance(errors, list) or not any(
            isinstance(e, dict) and (e.get("extensions") or {}).get("code") == "THROTTLED" for e in errors):
        return None
    try:
        cost = document["extensions"]["cost"]
        status = cost["throttleStatus"]
        short = float(cost["requestedQueryCost"]) - float(status["currentlyAvailable"])
        return max(short, 0.0) / float(status["restoreRate"]) + THROTTLE_MARGIN
    except (KeyError, TypeError, ValueError, ZeroDivisionError):
        return None


def _amount(bag: dict[str, Any] | None) -> Decimal:
    return Decimal(bag["shopMoney"]["amount"]).quantize(Decimal("0.01")) if bag else Decimal("0.00")


def _when(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None


def _customer(node: dict[str, Any]) -> Customer:
    phone = node.get("phone")
    return Customer(id=node["id"], name=node["displayName"], phone=phone.lstrip("+") if phone else None,
                    email=node.get("email"), language=node.get("locale") or "en",
                    address=mailing_address(node.get("defaultAddress")))


def mailing_address(node: dict[str, Any] | None) -> dict[str, str] | None:
    """Shopify's MailingAddress as the bot's address fields; None when there is none."""
    if not node:
        return None
    return {"line1": node.get("address1") or "", "city": node.get("city") or "",
            "postcode": node.get("zip") or "", "country": node.get("countryCodeV2") or ""}


def _status(node: dict[str, Any], live: list[dict[str, Any]]) -> str:
    if node.get("cancelledAt"):
        return "cancelled"
    shown = {f.get("displayStatus") for f in live}
    if not live:
        return "placed"
    if shown <= _DELIVERED:
        return "delivered"
    return "out_for_delivery" if shown & _OUT_FOR_DELIVERY else "shipped"


def _order(node: dict[str, Any]) -> Order:
    """Shopify's order as the bot's value: status from fulfillments, carrier from tracking info."""
    live = [f for f in node["fulfillments"] if f["status"] in _LIVE_FULFILLMENT]
    tracking: dict[str, Any] = next((t for f in live for t in f["trackingInfo"]), {})
    shipped = [w for f in live if (w := _when(f.get("inTransitAt") or f.get("createdAt")))]
    delivered = [w for f in live if (w := _when(f.get("deliveredAt")))]
    etas = [w for f in live if (w := _when(f.get("estimatedDeliveryAt")))]
    address = node.get("shippingAddress")
    gateways = node.get("paymentGatewayNames") or []
    return Order(
        id=node["name"].lstrip("#"), customer_id=(node.get("customer") or {}).get("id", ""),
        status=_status(node, live),
        items=_items(node),
        delivery_fee=_amount(node.get("totalShippingPriceSet")), paid=_amount(node.get("totalReceivedSet")),
        refunded=_amount(node.get("totalRefundedSet")), currency=node["currencyCode"],
        payment_method=_paid_with(node.get("transactions") or []) or ", ".join(gateways) or None,
        placed_at=_when(node["processedAt"]) or datetime.min,
        shipped_at=min(shipped) if shipped else None, delivered_at=max(delivered) if delivered else None,
        eta=max(etas) if etas else None, carrier=tracking.get("company"), tracking=tracking.get("number"),
        address=mailing_address(address),
        note=node.get("note"), payment_ref=_payment_intent(node.get("transactions") or []),
        shop_refunds=tuple(ShopRefund(
            amount=_amount(r["totalRefundedSet"]),
            skus=tuple(line["lineItem"].get("sku") or "" for line in r["refundLineItems"]["nodes"]
                       for _ in range(line["quantity"])),
            at=_when(r.get("createdAt")) or datetime.min) for r in node.get("refunds") or []),
    )


def _items(node: dict[str, Any]) -> tuple[OrderItem, ...]:
    """The order's lines as the bot's ledger counts them: ordered units less those an order edit
    removed (Shopify's `currentQuantity` also leaves out refunded units, which the ledger counts
    as refunds of units ordered, so they are added back); a line edited down to none is gone."""
    refunded = Counter(line["lineItem"].get("sku") or "" for r in node.get("refunds") or []
                       for line in r["refundLineItems"]["nodes"] for _ in range(line["quantity"]))
    items = []
    for i in node["lineItems"]["nodes"]:
        sku = i.get("sku") or ""
        kept = i.get("currentQuantity", i["quantity"]) + refunded.pop(sku, 0)
        if kept > 0:
            items.append(OrderItem(sku=sku, name=i["name"], qty=min(kept, i["quantity"]),
                                   unit_price=_amount(i["originalUnitPriceSet"])))
    return tuple(items)


def _paid_with(transactions: list[dict[str, Any]]) -> str | None:
    """The card the order was paid with, in the words a customer and staff know it ("Visa ending
    4242"), from the successful sale's payment details; None when it was not a card (then Shopify's
    gateway names are all there is, e.g. "Cash on Delivery (COD)")."""
    for t in transactions:
        card = t.get("paymentDetails") or {}
        last4 = "".join(c for c in (card.get("number") or "") if c.isdigit())[-4:]
        if t.get("kind") in ("SALE", "CAPTURE") and t.get("status") == "SUCCESS" and len(last4) == 4:
            return f"{card.get('company') or 'card'} ending {last4}"
    return None


def _payment_intent(transactions: list[dict[str, Any]]) -> str | None:
    """The Stripe payment intent the order was paid with: a successful sale or capture through a
    Stripe gateway carries it as the gateway's own id (`authorizationCode`, `pi_...`). Shopify's
    `paymentId` is Shopify's id for the payment, which Stripe does not know (docs/shopify.md)."""
    for t in transactions:
        code = t.get("authorizationCode") or ""
        if t.get("kind") in ("SALE", "CAPTURE") and t.get("status") == "SUCCESS" and code.startswith("pi_"):
            return str(code)
    return None
