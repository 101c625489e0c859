"""Return rules (issue 15.2): code, not the model, decides what goes back and what is refunded.

The rules in plain words. Numbers are the `ReturnSettings` defaults; the help-centre article
"returns" is rendered from the same settings (supportbot/core/shop/helpcentre.py), so change them there.

- Only delivered orders, up to `window_days` (30) after delivery, counted like refunds: day N
  is N = (now.date() - delivered_at.date()).days in UTC, and N <= 30 is inside (delivered 1
  October: 31 October is in, 1 November is out).
- Any reason is fine. The return fee (4.95) is deducted for the customer's own reasons (a change
  of mind, a wrong size chosen, not liked, found cheaper, or anything else); nothing is deducted
  when the shop is at fault (damaged, defective, wrong item, not as described).
- The customer names items (sku, qty) or the whole order. A unit already refunded, replaced or
  in a return (any claim on its way) cannot be returned. The delivery fee is never refunded.
- The refund, paid only when the warehouse reports the items received, is unit price x quantity
  minus the fee, never below zero and never more than what is left on the order.
- A return the warehouse has not received `receive_days` (21) after the label was sent closes.
- At the yes, `recheck_return` decides again on what is claimed then (units, order status); the
  window belongs to the moment the return was asked for, as with refunds.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from supportbot.core.money.policy import (
    ZERO,
    Items,
    OrderFacts,
    Refused,
    UnitsTaken,
    explain_units_taken,
    left_to_refund,
    money,
    refunded_and_pending,
    utc_date,
)

ARTICLE_RETURNS = "returns"
SHOP_AT_FAULT = frozenset({"damaged", "defective", "wrong_item", "not_as_described"})
OWN_REASONS = frozenset({"changed_mind", "wrong_size", "not_liked", "found_cheaper"})


@dataclass(frozen=True)
class ReturnSettings:
    window_days: int = 30  # RETURN_WINDOW_DAYS
    receive_days: int = 21  # RETURN_RECEIVE_DAYS: unreceived after this, the return closes
    fee: Decimal = Decimal("4.95")  # RETURN_FEE, for the customer's own reasons

    def __post_init__(self) -> None:
        money(self.fee)


@dataclass(frozen=True)
class ReturnApproved:
    """A return that may start: the label goes out, `refund` is paid when the items arrive."""

    order_id: str
    items: Items
    value: Decimal  # unit price x quantity of the items
    fee: Decimal  # deducted from the refund
    refund: Decimal  # paid on receipt
    currency: str
    reason: str
    article: str = ARTICLE_RETURNS


def return_fee(reason: str, settings: ReturnSettings) -> Decimal:
    """Nothing when the shop is at fault; the fee for every other reason (any reason is fine)."""
    return ZERO if reason in SHOP_AT_FAULT else money(settings.fee)


def decide_return(order: OrderFacts, items: Items, reason: str, settings: ReturnSettings, now: datetime,
                  *, whole_order: bool = False) -> ReturnApproved | Refused:
    """Whether these units may go back, and what will be refunded when they arrive."""
    status = _status_refusal(order)
    if status is not None:
        return status
    assert order.delivered_at is not None  # OrderFacts guarantees it for delivered orders
    delivered = utc_date(order.delivered_at)
    if (utc_date(now) - delivered).days > settings.window_days:
        return _refuse(f"outside the {settings.window_days}-day return window (delivered {delivered})")
    lines = {line.sku: line for line in order.items}
    if whole_order:
        if items:
            return _refuse("ask for the whole order or for items, not both")
        refunded, pending = refunded_and_pending(order)
        items = tuple((sku, n) for sku, line in lines.items() if (n := line.qty - refunded[sku] - pending[sku]) > 0)
        if not items:
            return _refuse("every item on this order is already refunded, replaced or in a return")
    if not items:
        return _refuse("no items asked for")
    asked: Counter[str] = Counter()
    for sku, qty in items:
        if qty < 1:
            return _refuse(f"quantity {qty} of {sku} must be at least 1")
        if sku not in lines:
            return _refuse(f"item {sku} is not on this order")
        asked[sku] += qty
    return _priced(order, tuple(sorted(asked.items())), reason, return_fee(reason, settings))


def recheck_return(order: OrderFacts, items: Items, reason: str, fee: Decimal, refund: Decimal
                   ) -> ReturnApproved | Refused:
    """Decide a proposed return again at the yes, on what is claimed now; the window is not judged
    again. The units must still be open and the refund the one proposed (else the order changed)."""
    status = _status_refusal(order)
    if status is not None:
        return status
    if any(sku not in {line.sku for line in order.items} for sku, _ in items):
        return _refuse("an item is no longer on this order")
    decided = _priced(order, items, reason, fee)
    if isinstance(decided, Refused):
        return decided
    if decided.refund != refund:
        return _refuse("the order changed since the return was proposed")
    return decided


def receipt_overdue(label_sent_at: datetime, settings: ReturnSettings, now: datetime) -> bool:
    """True once `receive_days` have passed since the label was sent with nothing received."""
    return now > label_sent_at + timedelta(days=settings.receive_days)


def _priced(order: OrderFacts, items: Items, reason: str, fee: Decimal) -> ReturnApproved | Refused:
    lines = {line.sku: line for line in order.items}
    refunded, pending = refunded_and_pending(order)
    for sku, qty in items:
        if qty > lines[sku].qty - refunded[sku] - pending[sku]:
            taken = UnitsTaken(sku, qty, lines[sku].qty, refunded[sku], pending[sku])
            return Refused(f"refused: {explain_units_taken(taken)} (a unit refunded, replaced or in a return "
                           "cannot be returned)", ARTICLE_RETURNS, taken)
    value = money(sum((lines[sku].unit_price * qty for sku, qty in items), ZERO))
    refund = min(max(value - fee, ZERO), max(left_to_refund(order), ZERO))
    return ReturnApproved(order.order_id, items, value, fee, money(refund), order.currency, reason)


def _status_refusal(order: OrderFacts) -> Refused | None:
    if order.status == "cancelled":
        return _refuse("order was cancelled")
    if order.status != "delivered":
        return _refuse("order is not delivered yet; a return can start once it is delivered")
    return None


def _refuse(text: str) -> Refused:
    return Refused(f"refused: {text}", ARTICLE_RETURNS)
