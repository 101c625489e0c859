"""Refund and address-change rules: code, not the model, decides money (DESIGN invariant 1).

The rules in plain words. Numbers are the `RefundLimits` defaults; the help-centre articles
are rendered from the same `RefundLimits` (invariant 8), so change them there, not here.

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
- An address can change only while the order is placed, before it ships.
- Where's my refund: a refund paid on day D should show by D + 10 days (`refund_arrival_days`,
  UTC dates). The day after, it is overdue and goes to a person with the facts; so does one the
  provider reversed (the money went back to the shop) at once.
- An order can be cancelled only while it is placed. Cancelling refunds everything paid that
  was not refunded already (delivery fee included) and takes every unit not yet refunded:
  nothing has left the warehouse, so there is no cap and no staff approval. Once it shipped the
  answer is a refusal that offers the return route. The warehouse's "shipped" and the move to
  cancelled both lock the order's row (supportbot/store/), so exactly one of them happens.
- When money is about to move (the customer's yes, a staff approval), `recheck_refund` decides
  again on what is claimed at that moment: units still open, the amount within paid minus
  refunded minus in flight, the caps. The window is not judged again: it belongs to the moment
  the claim was made.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
ZERO = Decimal("0.00")
STATUSES = frozenset({"placed", "shipped", "out_for_delivery", "delivered", "cancelled"})
REASONS = frozenset({"damaged", "defective", "wrong_item", "missing_item", "not_as_described"})

ARTICLE_REFUNDS = "refunds"
ARTICLE_DAMAGED = "damaged-items"
ARTICLE_ADDRESS = "address-changes"
_REASON_ARTICLES = {"damaged": ARTICLE_DAMAGED, "defective": ARTICLE_DAMAGED}

Items = tuple[tuple[str, int], ...]  # (sku, qty), sorted by sku, one entry per sku


def money(value: Decimal) -> Decimal:
    """Quantise to cents; a float here is a bug, not a rounding question."""
    if not isinstance(value, Decimal):
        raise TypeError(f"money must be Decimal, not {type(value).__name__}")
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def _utc_date(moment: datetime) -> date:
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
class RefundRequest:
    order_id: str
    items: Items
    reason: str
    whole_order: bool = False  # every unit not yet refunded, plus the delivery fee


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


@dataclass(frozen=True)
class Allowed:
    order_id: str
    article: str = ARTICLE_ADDRESS


@dataclass(frozen=True)
class CancelApproved:
    """The order may be cancelled; `amount` (everything paid and not refunded) goes back."""

    order_id: str
    amount: Decimal
    currency: str
    items: Items  # every unit not yet refunded: they become refunded with the cancellation
    article: str = ARTICLE_REFUNDS


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
    delivered = _utc_date(order.delivered_at)
    if (_utc_date(now) - delivered).days > limits.refund_window_days:
        return refuse(
            f"outside the {limits.refund_window_days}-day refund window (delivered {delivered})"
        )
    left = _left(order)
    if left <= 0 and request.whole_order:
        return refuse(_nothing_left(order))

    lines = {line.sku: line for line in order.items}
    refunded, pending = _taken(order)
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
                return Refused(f"refused: {_too_many(taken)}", article, taken)
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
    refunded, pending = _taken(order)
    for sku, qty in items:
        if sku not in lines:
            return Refused(f"refused: item {sku} is not on this order", ARTICLE_REFUNDS)
        if qty > lines[sku].qty - refunded[sku] - pending[sku]:
            taken = UnitsTaken(sku, qty, lines[sku].qty, refunded[sku], pending[sku])
            return Refused(f"refused: {_too_many(taken)}", ARTICLE_REFUNDS, taken)
    left = _left(order)
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


def _left(order: OrderFacts) -> Decimal:
    """Paid, minus refunded, minus what is on its way."""
    return money(order.paid - sum((r.amount for r in order.earlier_refunds), ZERO))


def _taken(order: OrderFacts) -> tuple[Counter[str], Counter[str]]:
    """Units per sku: (refunded, pending in claims on their way)."""
    refunded = Counter(sku for r in order.earlier_refunds if not r.pending for sku in r.skus)
    pending = Counter(sku for r in order.earlier_refunds if r.pending for sku in r.skus)
    return refunded, pending


def _nothing_left(order: OrderFacts) -> str:
    waiting = money(sum((r.amount for r in order.earlier_refunds if r.pending), ZERO))
    if waiting > 0:
        return f"nothing left to refund on this order ({waiting} is in a refund still pending, not refunded yet)"
    return "nothing left to refund on this order"


def _too_many(taken: UnitsTaken) -> str:
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
                f"since {_utc_date(first.at)})"
            )
        else:
            reasons.append(
                f"order {order.order_id} was refunded before ({first.amount} on {_utc_date(first.at)})"
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
    expected = _utc_date(refunded_at) + timedelta(days=limits.refund_arrival_days)
    return RefundArrival(expected, provider_status == "reversed" or _utc_date(now) > expected)


def decide_cancellation(order: OrderFacts, now: datetime) -> CancelApproved | Refused:
    """Cancel while placed, with a full refund of what is left; refused with the return route after.

    Decided on the order read under its lock both when proposing and when the customer says yes,
    so a "shipped" that arrived in between turns the yes into a refusal, nothing paid.
    `now` is taken so a cut-off time can join the rule without changing callers.
    """
    if order.status == "cancelled":
        return Refused("refused: order was cancelled", ARTICLE_REFUNDS)
    if order.status != "placed":
        state = order.status.replace("_", " ")
        return Refused(
            f"refused: order already {state}; it can no longer be cancelled, but it can be returned "
            "once delivered (start_return)",
            ARTICLE_REFUNDS,
        )
    refunded, pending = _taken(order)
    items = tuple(sorted((line.sku, n) for line in order.items
                         if (n := line.qty - refunded[line.sku] - pending[line.sku]) > 0))
    return CancelApproved(order.order_id, max(_left(order), ZERO), order.currency, items)


def decide_address_change(order: OrderFacts, now: datetime) -> Allowed | Refused:
    """An address changes only before the order ships.

    `now` is taken so a same-day cut-off can join the rule without changing callers.
    """
    if order.status == "placed":
        return Allowed(order.order_id)
    if order.status == "cancelled":
        return Refused("refused: order was cancelled", ARTICLE_ADDRESS)
    state = order.status.replace("_", " ")
    return Refused(
        f"refused: order already {state}; an address can change only before shipping",
        ARTICLE_ADDRESS,
    )
