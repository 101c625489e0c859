"""Exchange rules (issue 33 item 1): delivered units swapped for another variant of the same product.

Code, not the model, decides what may be swapped and what money moves either way. Numbers are the
`ReturnSettings` and `RefundLimits` defaults: an exchange is a return whose refund is paid in goods.

- Only delivered orders, inside the return window (day N after delivery, N <= `window_days`,
  counted as for returns). The window belongs to the moment the exchange was asked for.
- Each swap names a unit on the order (sku, qty) and a new variant (sku) of the same catalogue
  product, not the variant already owned, in stock for every unit asked (counted over all swaps).
- A unit refunded, replaced, returned or in any claim on its way cannot be swapped, and a swapped
  unit cannot be claimed again: the exchange takes its units as a return does.
- The price difference is code's: new variants' price x qty minus the old units' price x qty.
  No return shipping fee on an exchange, whoever's reason it is (POLICY.md, Exchanges): the reason
  is kept on record, it moves no money. Below zero: refunded through the payment path, never more
  than what is left on the order. Above zero: collected through the shop's own payment link; a
  shop that cannot take it is refused (honestly: a person arranges it), never given away.
- Staff approve when the value handed over before anything comes back (the new variants plus
  any refund) is over the automatic limit.
- At the yes, `recheck_exchange` decides again on current figures (units claimed, stock, prices);
  a different refund or payment than the one proposed means the order changed: refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from supportbot.core.money.actions import Action, Verdict
from supportbot.core.money.ledger import Ledger, order_facts
from supportbot.core.money.policy import (
    ZERO,
    OrderFacts,
    RefundLimits,
    Refused,
    UnitsTaken,
    explain_units_taken,
    left_to_refund,
    money,
    refunded_and_pending,
    utc_date,
)
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.shop.catalogue import Product

ARTICLE_EXCHANGES = "returns"  # exchanges follow the returns policy's article


@dataclass(frozen=True)
class Swap:
    sku: str  # the unit on the order
    qty: int
    new_sku: str  # the variant it becomes


Swaps = tuple[Swap, ...]


@dataclass(frozen=True)
class ExchangeApproved:
    order_id: str
    swaps: Swaps
    old_value: Decimal  # the units going back, at what was paid for them
    new_value: Decimal  # the variants going out, at today's catalogue price
    refund: Decimal  # paid back through the payment path (zero when the customer owes)
    collect: Decimal  # owed by the customer, through the shop's payment link (zero when refunded)
    currency: str
    reason: str
    needs_approval: bool = False
    approval_reasons: tuple[str, ...] = ()
    article: str = ARTICLE_EXCHANGES

    @property
    def items(self) -> tuple[tuple[str, int], ...]:
        """The units taken from the order, as every other claim names them."""
        taken: Counter[str] = Counter()
        for swap in self.swaps:
            taken[swap.sku] += swap.qty
        return tuple(sorted(taken.items()))


def decide_exchange(order: OrderFacts, swaps: Swaps, products: Mapping[str, Product | None], reason: str,
                    settings: ReturnSettings, limits: RefundLimits, now: datetime, *, can_collect: bool
                    ) -> ExchangeApproved | Refused:
    """Whether these units may be swapped, and the money either way. `products` maps each old sku
    to its catalogue product (None: not in the catalogue)."""
    status = _status_refusal(order)
    if status is not None:
        return status
    assert order.delivered_at is not None  # OrderFacts guarantees it for delivered orders
    delivered = utc_date(order.delivered_at)
    if (utc_date(now) - delivered).days > settings.window_days:
        return _refuse(f"outside the {settings.window_days}-day return window (delivered {delivered})")
    return _priced(order, swaps, products, reason, limits, can_collect)


def recheck_exchange(order: OrderFacts, swaps: Swaps, products: Mapping[str, Product | None], reason: str,
                     limits: RefundLimits, refund: Decimal, collect: Decimal, *, can_collect: bool
                     ) -> ExchangeApproved | Refused:
    """Decide a proposed exchange again at the yes, on what is claimed, stocked and priced now; the
    window is not judged again. The money must be what was proposed, or the order changed."""
    status = _status_refusal(order)
    if status is not None:
        return status
    decided = _priced(order, swaps, products, reason, limits, can_collect)
    if isinstance(decided, Refused):
        return decided
    if (decided.refund, decided.collect) != (refund, collect):
        return _refuse("the order or the prices changed since the exchange was proposed")
    return decided


def _priced(order: OrderFacts, swaps: Swaps, products: Mapping[str, Product | None], reason: str,
            limits: RefundLimits, can_collect: bool) -> ExchangeApproved | Refused:
    if not swaps:
        return _refuse("name the items to exchange and the variant each becomes")
    lines = {line.sku: line for line in order.items}
    asked: Counter[str] = Counter()
    wanted: Counter[str] = Counter()
    new_value = ZERO
    for swap in swaps:
        if swap.qty < 1:
            return _refuse(f"quantity {swap.qty} of {swap.sku} must be at least 1")
        if swap.sku not in lines:
            return _refuse(f"item {swap.sku} is not on this order")
        product = products.get(swap.sku)
        variant = product.variant(swap.new_sku) if product else None
        if product is None or variant is None:
            return _refuse(f"{swap.new_sku} is not another variant of the product {swap.sku} belongs to")
        if variant.sku.upper() == swap.sku.upper():
            return _refuse(f"{swap.new_sku} is the variant already on the order")
        wanted[variant.sku] += swap.qty
        if not variant.for_sale or (variant.available is not None and variant.available < wanted[variant.sku]):
            return _refuse(f"{variant.sku} is out of stock for {wanted[variant.sku]} unit(s)")
        asked[swap.sku] += swap.qty
        new_value += variant.price * swap.qty
    refunded, pending = refunded_and_pending(order)
    for sku, qty in sorted(asked.items()):
        if qty > lines[sku].qty - refunded[sku] - pending[sku]:
            taken = UnitsTaken(sku, qty, lines[sku].qty, refunded[sku], pending[sku])
            return Refused(f"refused: {explain_units_taken(taken)} (a unit refunded, replaced, returned or "
                           "exchanged cannot be exchanged)", ARTICLE_EXCHANGES, taken)
    old_value = money(sum((lines[sku].unit_price * qty for sku, qty in asked.items()), ZERO))
    new_value = money(new_value)
    balance = new_value - old_value  # no return fee on an exchange (POLICY.md, Exchanges)
    refund = money(min(max(-balance, ZERO), max(left_to_refund(order), ZERO)))
    collect = money(max(balance, ZERO))
    if collect > ZERO and not can_collect:
        return _refuse(f"the new variants cost {collect} {order.currency} more and this shop cannot take a "
                       "payment for the difference here; a person can arrange it")
    handed_over = money(new_value + refund)
    reasons = ((f"exchange hands over {handed_over} on {order.order_id} before anything comes back, over the "
                f"{limits.auto_limit} automatic limit"),) if handed_over > limits.auto_limit else ()
    return ExchangeApproved(order.order_id, tuple(sorted(swaps, key=lambda s: (s.sku, s.new_sku))), old_value,
                            new_value, refund, collect, order.currency, reason, bool(reasons), reasons)


def _status_refusal(order: OrderFacts) -> Refused | None:
    if order.status == "cancelled":
        return _refuse("order was cancelled")
    if order.status != "delivered":
        return _refuse("order is not delivered yet; an exchange can start once it is delivered")
    return None


def _refuse(text: str) -> Refused:
    return Refused(f"refused: {text}", ARTICLE_EXCHANGES)


def judge_exchange(products: Mapping[str, Product | None], limits: RefundLimits, *,
                   can_collect: bool, staff_approved: bool) -> Callable[[Action, Ledger], Verdict]:
    """The re-decision the store runs under the order's lock at the yes or a staff approval, on the
    ledger without this action and the catalogue as read just before (the shop's own write refuses
    stock that went in between)."""

    def decide(action: Action, ledger: Ledger) -> Verdict:
        if ledger.order is None or action.amount is None:
            return Verdict("refused", "refused again before exchanging: the order is gone")
        swaps = tuple(Swap(sku, qty, new) for sku, qty, new in action.swaps)
        decided = recheck_exchange(order_facts(ledger.order, ledger.claims + ledger.paid_after), swaps, products,
                                   action.reason or "", limits, action.amount, action.collect or ZERO,
                                   can_collect=can_collect)
        if isinstance(decided, Refused):
            return Verdict("refused", f"refused again before exchanging: {decided.reason.removeprefix('refused: ')}")
        if decided.needs_approval and not staff_approved:
            return Verdict("awaiting_approval", "held for staff when decided again", decided.approval_reasons)
        return Verdict("executing", "decided again before exchanging: still allowed")

    return decide
