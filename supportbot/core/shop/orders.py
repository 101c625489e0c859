"""What a turn knows about the shop: customers and their orders, as plain values."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True)
class Customer:
    id: str
    name: str
    phone: str | None
    email: str | None
    language: str = "en"
    address: dict[str, str] | None = None  # the saved (default) address: PII, shown only to its owner
    payment_methods: tuple[str, ...] = ()  # the account's saved payment methods, as the shop labels them


@dataclass(frozen=True)
class OrderItem:
    sku: str
    name: str
    qty: int
    unit_price: Decimal


@dataclass(frozen=True)
class ShopRefund:
    """A refund the shop made itself (its admin, another app): what Shopify lists on the order."""

    amount: Decimal
    skus: tuple[str, ...]  # one entry per unit, as the bot's refunds record them
    at: datetime


@dataclass(frozen=True)
class Order:
    id: str
    customer_id: str
    status: str
    items: tuple[OrderItem, ...]
    delivery_fee: Decimal
    paid: Decimal
    refunded: Decimal
    currency: str
    payment_method: str | None
    placed_at: datetime
    shipped_at: datetime | None
    delivered_at: datetime | None
    eta: datetime | None
    carrier: str | None
    tracking: str | None
    address: dict[str, str] | None = None  # PII: tools show a reference, never the whole
    note: str | None = None  # the customer's own words: untrusted (invariant 9)
    payment_ref: str | None = None  # the provider's payment (a Stripe payment intent) refunds go against
    # The shop's own refunds, when its system lists them (Shopify's `refunds`). Empty for the built-in
    # shop, whose earlier refunds are rows of the bot's `refunds` table, read with the claims.
    shop_refunds: tuple[ShopRefund, ...] = ()
