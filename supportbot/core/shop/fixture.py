"""The shop fixture format (seed files, eval scenarios, the demo): validated, strict.

Unknown fields are an error that names the field; money is Decimal, never float.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field


def _no_float(value: object) -> object:
    if isinstance(value, float):
        raise ValueError('money must be a decimal string like "25.00", not a float')
    return value


def payment_ref_for(order_id: str) -> str:
    """A stable stand-in payment intent id for a built-in shop order stored without one (older
    fixtures, evals, rows from before migration 0027): the same order always gets the same one."""
    return "pi_" + hashlib.sha256(order_id.encode()).hexdigest()[:24]


Money = Annotated[Decimal, BeforeValidator(_no_float), Field(ge=0, decimal_places=2)]
OrderStatus = Literal["placed", "shipped", "out_for_delivery", "delivered", "cancelled"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FixtureCustomer(_Strict):
    id: str
    name: str
    phone: str | None = None
    email: str | None = None
    language: str = "en"
    # The account's saved address (change_saved_address changes it) and payment-method labels
    # (SCENARIO_FORMAT.md, fourth round): an order's payment method may switch only to one of these.
    address: FixtureAddress | None = None
    payment_methods: list[str] = []


class FixtureItem(_Strict):
    sku: str
    name: str
    qty: int = Field(gt=0)
    unit_price: Money


class FixtureAddress(_Strict):
    line1: str
    city: str
    postcode: str
    country: str


class FixtureRefund(_Strict):
    amount: Annotated[Money, Field(gt=0)]
    items: list[str] = []
    at: datetime


class FixtureOrder(_Strict):
    id: str
    customer: str
    status: OrderStatus
    items: list[FixtureItem] = Field(min_length=1)
    delivery_fee: Money
    paid: Money
    currency: str
    payment_method: str | None = None
    # The Stripe payment intent refunds go against; a fixture without one gets payment_ref_for(id).
    payment_ref: Annotated[str, Field(pattern=r"^pi_[A-Za-z0-9_]+$")] | None = None
    placed_at: datetime
    shipped_at: datetime | None = None
    delivered_at: datetime | None = None
    eta: datetime | None = None
    carrier: str | None = None
    tracking: str | None = None
    address: FixtureAddress
    note: str | None = None
    refunds: list[FixtureRefund] = []


class FixtureArticle(_Strict):
    slug: str
    title: str
    body: str


Days = Annotated[int, Field(gt=0, le=366)]
Limit = Annotated[Money, Field(gt=0)]


class ShopPolicy(_Strict):
    """A shop's own numbers: the rules stay the code's, only these change (None keeps the default).

    Applied where a process is configured from a fixture (the evals, through
    `Settings.with_shop_policy`); a deployed shop sets the same numbers as settings."""

    refund_window_days: Days | None = None
    return_window_days: Days | None = None
    refund_auto_limit: Limit | None = None
    refund_conversation_cap: Limit | None = None
    refund_daily_cap: Limit | None = None
    return_fee: Money | None = None
    return_receive_days: Days | None = None
    dnr_wait_days: Days | None = None
    refund_arrival_days: Days | None = None

    def given(self) -> dict[str, object]:
        return {name: value for name, value in self if value is not None}


class FixtureVariant(_Strict):
    sku: str
    title: str
    options: dict[str, str] = {}
    price: Money
    available: int = Field(ge=0)  # stock; 0 = out of stock


class FixtureProduct(_Strict):
    """A catalogue entry (SCENARIO_FORMAT.md): loaded with the fixture, not yet read by the bot."""

    id: str
    title: str
    description: str = ""
    options: list[str] = []
    variants: list[FixtureVariant] = Field(min_length=1)


class ShopFixture(_Strict):
    customers: list[FixtureCustomer] = []
    orders: list[FixtureOrder] = []
    articles: list[FixtureArticle] | None = None
    policy: ShopPolicy | None = None
    products: list[FixtureProduct] = []


FixtureCustomer.model_rebuild()
