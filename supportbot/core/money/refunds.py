"""Refund rules: whether a refund is allowed, for how much, who approves it, and when it arrives.

The rules in plain words. Numbers are the `RefundLimits` defaults (supportbot/core/money/policy.py).

- Only a delivered order can be refunded. Placed, shipped or out-for-delivery orders are
  refused as "not yet delivered"; cancelled orders are refused.
- Window: day N after delivery is N = (now.date() - delivered_at.date()).days, both dates in
  UTC. A refund is allowed while N <= 30: delivered 1 October, 31 October (day 30) is in,
  1 November (day 31) is out, whatever the time of day.
- Covered reasons: damaged, defective, wrong_item, missing_item, not_as_described. Anything
  else, a change of mind included, is refused: returns are not handled by the bot.
- The amount is unit price x quantity, in cents, computed here and never taken from the
  request. Only items on the order, in quantities not already refunded, can be claimed.
- The delivery fee is refunded only when the request asks for the whole order
  (`whole_order`); that refunds every unit not yet refunded plus the fee. Naming every item
  by sku is still a partial claim: three plates at 25.00 come to 75.00, not 80.00.
- Never more than paid minus earlier refunds; when nothing is left the request is refused.
  Claims still on their way (awaiting the customer, staff or the provider) count as taken, so
  two conversations cannot claim the same unit; they are worded as pending, never as refunded.
- Automatic approval up to and including 50.00 per claim. A claim is everything asked for
  on one order in one conversation, so splitting 75.00 into 25 + 25 + 25 approves the first
  two and sends the third to staff: the claim is then 75.00.
- A named staff member must also approve when the order was refunded before, outside this
  conversation (history rule); when this conversation's refunds would pass 150.00; or when
  the customer's refunds today would pass 200.00. Caps send a claim to staff rather than
  refuse it, so a large legitimate refund still reaches a person.
- Where's my refund: a refund paid on day D should show by D + 10 days (`refund_arrival_days`,
  UTC dates). The day after, it is overdue and goes to a person with the facts; so does one the
  provider reversed (the money went back to the shop) at once.
- When money is about to move (the customer's yes, a staff approval), `recheck_refund` decides
  again on what is claimed at that moment: units still open, the amount within paid minus
  refunded minus in flight, the caps. The window is not judged again: it belongs to the moment
  the claim was made.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from decimal import Decimal

from supportbot.core.money.policy import (
    ARTICLE_DAMAGED,
    ARTICLE_REFUNDS,
    ZERO,
    ClaimContext,
    EarlierRefund,
    Items,
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

_REASON_ARTICLES = {"damaged": ARTICLE_DAMAGED, "defective": ARTICLE_DAMAGED}


@dataclass(frozen=True)
class RefundRequest:
    order_id: str
    items: Items
    reason: str
    whole_order: bool = False  # every unit not yet refunded, plus the delivery fee


@dataclass(frozen=True)
class Approved:
    order_id: str
    amount: Decimal
    currency: str
    items: Items
    includes_delivery_fee: bool
    article: str


@dataclass(frozen=True)
class NeedsApproval:
    order_id: str
    amount: Decimal
    currency: str
    items: Items
    includes_delivery_fee: bool
    article: str
    reasons: tuple[str, ...]  # why a person must approve, for the staff message


RefundDecision = Approved | NeedsApproval | Refused


def decide_refund(
    order: OrderFacts,
    request: RefundRequest,
    claim: ClaimContext,
    limits: RefundLimits,
    now: datetime,
) -> RefundDecision:
    """Decide eligibility and amount of a refund; the model only proposes the request."""
    if request.order_id != order.order_id:
        raise ValueError(f"request for {request.order_id} checked against {order.order_id}")
    article = _REASON_ARTICLES.get(request.reason, ARTICLE_REFUNDS)

    def refuse(text: str) -> Refused:
        return Refused(f"refused: {text}", article)

    if request.reason not in limits.allowed_reasons:
        covered = ", ".join(sorted(limits.allowed_reasons))
        return refuse(f"reason {request.reason!r} is not covered (covered: {covered})")
    if order.status == "cancelled":
        return refuse("order was cancelled")
    if order.status != "delivered":
        return refuse("order not yet delivered")
    assert order.delivered_at is not None  # OrderFacts guarantees it for delivered orders
    delivered = utc_date(order.delivered_at)
    if (utc_date(now) - delivered).days > limits.refund_window_days:
        return refuse(
            f"outside the {limits.refund_window_days}-day refund window (delivered {delivered})"
        )
    left = left_to_refund(order)
    if left <= 0 and request.whole_order:
        return refuse(_nothing_left(order))

    lines = {line.sku: line for line in order.items}
    refunded, pending = refunded_and_pending(order)
    open_units = {sku: line.qty - refunded[sku] - pending[sku] for sku, line in lines.items()}
    if request.whole_order:
        if request.items:
            return refuse("ask for the whole order or for items, not both")
        asked = Counter({sku: n for sku, n in open_units.items() if n > 0})
    else:
        if not request.items:
            return refuse("no items asked for")
        asked = Counter()
        for sku, qty in request.items:
            if qty < 1:
                return refuse(f"quantity {qty} of {sku} must be at least 1")
            if sku not in lines:
                return refuse(f"item {sku} is not on this order")
            asked[sku] += qty
        for sku, qty in asked.items():
            if qty > open_units[sku]:
                taken = UnitsTaken(sku, qty, lines[sku].qty, refunded[sku], pending[sku])
                return Refused(f"refused: {explain_units_taken(taken)}", article, taken)
    if left <= 0:  # after the units: "that mug is in a pending refund" says more than "nothing left"
        return refuse(_nothing_left(order))

    fee = order.delivery_fee if request.whole_order else ZERO
    value = sum((lines[sku].unit_price * qty for sku, qty in asked.items()), fee)
    amount = min(money(value), left)
    if amount <= 0:
        return refuse("nothing to refund for these items")
    items = tuple(sorted(asked.items()))

    reasons = _approval_reasons(order, claim, limits, amount)
    if reasons:
        return NeedsApproval(
            order.order_id, amount, order.currency, items, fee > 0, article, reasons
        )
    return Approved(order.order_id, amount, order.currency, items, fee > 0, article)


def recheck_refund(
    order: OrderFacts,
    items: Items,
    amount: Decimal,
    claim: ClaimContext,
    limits: RefundLimits,
    paid_after: tuple[EarlierRefund, ...] = (),
) -> RefundDecision:
    """Decide a proposed refund again when its money is about to move.

    `order.earlier_refunds` and `claim` are read at that moment: what came before this claim.
    `paid_after` are refunds paid under claims made after it: they take units and money, but
    bring no approval reason (they were decided counting this claim). The units and the amount
    were fixed by `decide_refund` when the claim was made; here they must still fit what is
    open now, and the caps are counted again. An answer of NeedsApproval for a claim staff
    already approved is theirs to have weighed; a Refused stands whoever asked.
    """
    for_approval = order
    order = replace(order, earlier_refunds=order.earlier_refunds + paid_after)
    if order.status == "cancelled":
        return Refused("refused: order was cancelled", ARTICLE_REFUNDS)
    if order.status != "delivered":
        return Refused("refused: order not yet delivered", ARTICLE_REFUNDS)
    lines = {line.sku: line for line in order.items}
    refunded, pending = refunded_and_pending(order)
    for sku, qty in items:
        if sku not in lines:
            return Refused(f"refused: item {sku} is not on this order", ARTICLE_REFUNDS)
        if qty > lines[sku].qty - refunded[sku] - pending[sku]:
            taken = UnitsTaken(sku, qty, lines[sku].qty, refunded[sku], pending[sku])
            return Refused(f"refused: {explain_units_taken(taken)}", ARTICLE_REFUNDS, taken)
    left = left_to_refund(order)
    if left <= 0:
        return Refused(f"refused: {_nothing_left(order)}", ARTICLE_REFUNDS)
    if amount > left:
        return Refused(f"refused: {amount} asked but only {left} is left to refund on this order",
                       ARTICLE_REFUNDS)
    ceiling = money(sum((lines[sku].unit_price * qty for sku, qty in items), order.delivery_fee))
    if amount <= 0 or amount > ceiling:  # policy priced it from these items: anything else is a bug
        return Refused(f"refused: {amount} does not match the items claimed", ARTICLE_REFUNDS)
    reasons = _approval_reasons(for_approval, claim, limits, amount)
    if reasons:
        return NeedsApproval(order.order_id, amount, order.currency, items, False, ARTICLE_REFUNDS, reasons)
    return Approved(order.order_id, amount, order.currency, items, False, ARTICLE_REFUNDS)


def _nothing_left(order: OrderFacts) -> str:
    waiting = money(sum((r.amount for r in order.earlier_refunds if r.pending), ZERO))
    if waiting > 0:
        return f"nothing left to refund on this order ({waiting} is in a refund still pending, not refunded yet)"
    return "nothing left to refund on this order"


def _approval_reasons(
    order: OrderFacts, claim: ClaimContext, limits: RefundLimits, amount: Decimal
) -> tuple[str, ...]:
    here = [r for r in order.earlier_refunds if r.conversation_id == claim.conversation_id]
    before = [r for r in order.earlier_refunds if r.conversation_id != claim.conversation_id]
    # The limit applies to the whole claim, so splitting it into pieces gains nothing.
    claim_total = money(sum((r.amount for r in here), amount))
    conversation = money(claim.conversation_claimed + amount)
    today = money(claim.customer_claimed_today + amount)
    reasons = []
    if claim_total > limits.auto_limit:
        reasons.append(
            f"claim of {claim_total} on {order.order_id} in this conversation is over "
            f"the {limits.auto_limit} automatic limit"
        )
    if limits.history_rule and before:
        paid = [r for r in before if not r.pending]
        first = (paid or before)[0]
        if first.pending:  # staff read these reasons: a claim on its way is not a refund
            reasons.append(
                f"order {order.order_id} has another refund claim pending ({first.amount} "
                f"since {utc_date(first.at)})"
            )
        else:
            reasons.append(
                f"order {order.order_id} was refunded before ({first.amount} on {utc_date(first.at)})"
            )
    if conversation > limits.per_conversation_cap:
        reasons.append(
            f"refunds in this conversation would reach {conversation}, over the "
            f"{limits.per_conversation_cap} cap"
        )
    if today > limits.per_customer_daily_cap:
        reasons.append(
            f"refunds to customer {order.customer_id} today would reach {today}, over the "
            f"{limits.per_customer_daily_cap} daily cap"
        )
    return tuple(reasons)


@dataclass(frozen=True)
class RefundArrival:
    expected_by: date
    overdue: bool  # a person must look: late, or reversed by the provider


def refund_arrival(refunded_at: datetime, provider_status: str, limits: RefundLimits,
                   now: datetime) -> RefundArrival:
    """When a refund should reach the customer; `provider_status` is paid, processing or reversed."""
    expected = utc_date(refunded_at) + timedelta(days=limits.refund_arrival_days)
    return RefundArrival(expected, provider_status == "reversed" or utc_date(now) > expected)
