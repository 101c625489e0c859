"""The money policy's shared ground: the facts, limits and refusal every decision reads.

Code, not the model, decides money (DESIGN invariant 1). Numbers are the `RefundLimits`
defaults; the help-centre articles are rendered from the same `RefundLimits` (invariant 8), so
change them there, not in the rules. Each action's rules, in plain words, are its own module's:
refunds (and where a refund is) in `refunds`, cancelling in `cancellations`, a new delivery
address in `address_changes`; returns and replacements in `returns` and `replacements`.

Counted here for all of them: a unit is taken while it is refunded or in a claim still on its
way, and what is left on an order is paid minus every refund paid or on its way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
ZERO = Decimal("0.00")
STATUSES = frozenset({"placed", "shipped", "out_for_delivery", "delivered", "cancelled"})
REASONS = frozenset({"damaged", "defective", "wrong_item", "missing_item", "not_as_described"})

ARTICLE_REFUNDS = "refunds"
ARTICLE_DAMAGED = "damaged-items"
ARTICLE_ADDRESS = "address-changes"

Items = tuple[tuple[str, int], ...]  # (sku, qty), sorted by sku, one entry per sku


def money(value: Decimal) -> Decimal:
    """Quantise to cents; a float here is a bug, not a rounding question."""
    if not isinstance(value, Decimal):
        raise TypeError(f"money must be Decimal, not {type(value).__name__}")
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def utc_date(moment: datetime) -> date:
    if moment.tzinfo is None:
        raise ValueError(f"naive datetime {moment!r}: pass an aware one")
    return moment.astimezone(UTC).date()


@dataclass(frozen=True)
class RefundLimits:
    refund_window_days: int = 30
    auto_limit: Decimal = Decimal("50.00")
    per_conversation_cap: Decimal = Decimal("150.00")
    per_customer_daily_cap: Decimal = Decimal("200.00")
    allowed_reasons: frozenset[str] = REASONS
    history_rule: bool = True  # an order refunded before needs a person for any further refund
    refund_arrival_days: int = 10  # a paid refund should show by then; after it, a person looks
    dnr_wait_days: int = 2  # a parcel delivered but not received becomes a claim for staff after this

    def __post_init__(self) -> None:
        for amount in (self.auto_limit, self.per_conversation_cap, self.per_customer_daily_cap):
            money(amount)


@dataclass(frozen=True)
class OrderLine:
    sku: str
    name: str
    qty: int
    unit_price: Decimal

    def __post_init__(self) -> None:
        money(self.unit_price)


@dataclass(frozen=True)
class EarlierRefund:
    """A refund on the order that is paid or on its way (token issued, approved, awaiting).

    `skus` has one entry per unit, as in the fixture's `refunds[].items`. `conversation_id`
    is where it was claimed; None for refunds made outside any conversation. Refused and
    rejected claims are not earlier refunds. `pending` marks a claim not paid yet: it takes
    its units and amount all the same, but nobody may be told they were refunded.
    """

    amount: Decimal
    skus: tuple[str, ...]
    at: datetime
    conversation_id: str | None = None
    pending: bool = False


@dataclass(frozen=True)
class OrderFacts:
    order_id: str
    customer_id: str
    status: str
    items: tuple[OrderLine, ...]
    delivery_fee: Decimal
    paid: Decimal
    currency: str
    delivered_at: datetime | None = None
    earlier_refunds: tuple[EarlierRefund, ...] = ()

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown order status {self.status!r}")
        if self.status == "delivered" and self.delivered_at is None:
            raise ValueError(f"order {self.order_id} is delivered but has no delivered_at")
        if len({line.sku for line in self.items}) != len(self.items):
            raise ValueError(f"order {self.order_id} lists a sku twice")
        for amount in (self.delivery_fee, self.paid, *(r.amount for r in self.earlier_refunds)):
            money(amount)


@dataclass(frozen=True)
class ClaimContext:
    """What is already claimed beyond this order (paid, approved or awaiting approval).

    The claim on this order in this conversation comes from the order's earlier refunds
    tagged with `conversation_id`. Both totals include this conversation's claims so far.
    """

    conversation_id: str
    conversation_claimed: Decimal = ZERO  # this conversation, every order
    customer_claimed_today: Decimal = ZERO  # this customer, every conversation, today (UTC)


@dataclass(frozen=True)
class UnitsTaken:
    """Why a quantity cannot be claimed, as numbers a reply can word in any language."""

    sku: str
    asked: int
    ordered: int
    refunded: int  # paid back
    pending: int  # in claims still on their way: not refunded (yet)


@dataclass(frozen=True)
class Refused:
    reason: str  # "refused: ...", text the model can act on
    article: str
    units: UnitsTaken | None = None  # set when the units asked for are refunded or pending


def left_to_refund(order: OrderFacts) -> Decimal:
    """Paid, minus refunded, minus what is on its way."""
    return money(order.paid - sum((r.amount for r in order.earlier_refunds), ZERO))


def refunded_and_pending(order: OrderFacts) -> tuple[Counter[str], Counter[str]]:
    """Units per sku: (refunded, pending in claims on their way)."""
    refunded = Counter(sku for r in order.earlier_refunds if not r.pending for sku in r.skus)
    pending = Counter(sku for r in order.earlier_refunds if r.pending for sku in r.skus)
    return refunded, pending


def explain_units_taken(taken: UnitsTaken) -> str:
    """Why these units cannot be claimed, in words for the model; pending is never said as refunded."""
    qty, sku, ordered = taken.asked, taken.sku, taken.ordered
    if taken.pending:
        left = ordered - taken.refunded - taken.pending
        return (
            f"quantity {qty} of {sku} exceeds the {left} not yet refunded or claimed "
            f"({ordered} ordered, {taken.refunded} refunded, {taken.pending} in a refund still pending, "
            f"not refunded yet)"
        )
    if taken.refunded:
        return (
            f"quantity {qty} of {sku} exceeds the {ordered - taken.refunded} not yet refunded "
            f"({ordered} ordered, {taken.refunded} refunded)"
        )
    return f"quantity {qty} of {sku} exceeds the {ordered} ordered"
