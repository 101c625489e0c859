from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal

import pytest

from supportbot.core.money.address_changes import Allowed, decide_address_change
from supportbot.core.money.policy import (
    ClaimContext,
    EarlierRefund,
    OrderFacts,
    OrderLine,
    RefundLimits,
    Refused,
    UnitsTaken,
)
from supportbot.core.money.refunds import Approved, NeedsApproval, RefundRequest, decide_refund, recheck_refund

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
LIMITS = RefundLimits()
NO_HISTORY = RefundLimits(history_rule=False)
CONV = "conv-1"


def a1042(**changes) -> OrderFacts:
    """T-9's order: three plates at 25.00 plus 5.00 delivery, 80.00 paid, delivered yesterday."""
    order = OrderFacts(
        order_id="A-1042",
        customer_id="C-1",
        status="delivered",
        items=(OrderLine("PLATE-1", "Stoneware plate", 3, Decimal("25.00")),),
        delivery_fee=Decimal("5.00"),
        paid=Decimal("80.00"),
        currency="USD",
        delivered_at=datetime(2026, 11, 28, 15, 0, tzinfo=UTC),
    )
    return replace(order, **changes)


def two_lines(**changes) -> OrderFacts:
    items = (
        OrderLine("BOWL-2", "Serving bowl", 1, Decimal("40.00")),
        OrderLine("PLATE-1", "Stoneware plate", 2, Decimal("12.50")),
    )
    return a1042(items=items, paid=Decimal("70.00"), **changes)


def ask(*items, reason="damaged", whole_order=False, order_id="A-1042") -> RefundRequest:
    return RefundRequest(order_id, tuple(items), reason, whole_order)


def refund(amount, *skus, conversation_id=None) -> EarlierRefund:
    return EarlierRefund(Decimal(amount), skus, NOW - timedelta(hours=1), conversation_id)


def decide(order=None, request=None, claim=None, limits=LIMITS, now=NOW):
    return decide_refund(
        order or a1042(),
        request or ask(("PLATE-1", 1)),
        claim or ClaimContext(CONV),
        limits,
        now,
    )


# T-9 -----------------------------------------------------------------------------------------


@pytest.mark.clock
def test_t9_one_broken_plate_is_approved_under_the_limit():
    assert decide() == Approved(
        "A-1042", Decimal("25.00"), "USD", (("PLATE-1", 1),), False, "damaged-items"
    )


@pytest.mark.clock
def test_t9_three_plates_come_to_75_and_wait_for_staff():
    decision = decide(request=ask(("PLATE-1", 3)))
    assert isinstance(decision, NeedsApproval)
    assert (decision.amount, decision.includes_delivery_fee) == (Decimal("75.00"), False)
    assert decision.reasons == (
        "claim of 75.00 on A-1042 in this conversation is over the 50.00 automatic limit",
    )


# window and status ---------------------------------------------------------------------------

DELIVERED = datetime(2026, 10, 1, 15, 0, tzinfo=UTC)


@pytest.mark.clock
@pytest.mark.parametrize(
    ("now", "allowed"),
    [
        (DELIVERED + timedelta(hours=1), True),  # day 0
        (datetime(2026, 10, 31, 0, 0, tzinfo=UTC), True),  # day 30, first minute
        (datetime(2026, 10, 31, 23, 59, tzinfo=UTC), True),  # day 30, last minute
        (datetime(2026, 11, 1, 0, 0, tzinfo=UTC), False),  # day 31, earlier than 30 x 24h + 15h
        (datetime(2026, 11, 20, 0, 0, tzinfo=UTC), False),
        # calendar days are UTC days: 23:30 on 31 October at UTC-4 is 1 November in UTC
        (datetime(2026, 10, 31, 23, 30, tzinfo=timezone(timedelta(hours=-4))), False),
    ],
)
def test_window_counts_calendar_days_from_delivery(now, allowed):
    decision = decide(order=a1042(delivered_at=DELIVERED), now=now)
    if allowed:
        assert isinstance(decision, Approved)
    else:
        assert decision == Refused(
            "refused: outside the 30-day refund window (delivered 2026-10-01)", "damaged-items"
        )


@pytest.mark.clock
def test_window_follows_the_limits():
    order = a1042(delivered_at=DELIVERED)
    now = datetime(2026, 10, 15, 12, 0, tzinfo=UTC)  # day 14
    assert isinstance(decide(order, now=now, limits=RefundLimits(refund_window_days=14)), Approved)
    assert isinstance(decide(order, now=now, limits=RefundLimits(refund_window_days=13)), Refused)


@pytest.mark.clock
@pytest.mark.parametrize(
    ("status", "text"),
    [
        ("placed", "refused: order not yet delivered"),
        ("shipped", "refused: order not yet delivered"),
        ("out_for_delivery", "refused: order not yet delivered"),
        ("cancelled", "refused: order was cancelled"),
    ],
)
def test_only_delivered_orders_are_refunded(status, text):
    assert decide(order=a1042(status=status, delivered_at=None)) == Refused(text, "damaged-items")


# reasons, items and quantities ---------------------------------------------------------------


TOO_MANY = "refused: quantity 4 of PLATE-1 exceeds the 3 ordered"


@pytest.mark.clock
@pytest.mark.parametrize(
    ("request_", "text"),
    [
        (ask(("PLATE-9", 1)), "refused: item PLATE-9 is not on this order"),
        (ask(("PLATE-1", 4)), TOO_MANY),
        (ask(("PLATE-1", 2), ("PLATE-1", 2)), TOO_MANY),
        (ask(("PLATE-1", 0)), "refused: quantity 0 of PLATE-1 must be at least 1"),
        (ask(("PLATE-1", -1)), "refused: quantity -1 of PLATE-1 must be at least 1"),
        (ask(), "refused: no items asked for"),
        (
            ask(("PLATE-1", 1), whole_order=True),
            "refused: ask for the whole order or for items, not both",
        ),
    ],
)
def test_items_must_be_on_the_order_in_quantities_ordered(request_, text):
    decision = decide(request=request_)
    assert isinstance(decision, Refused) and (decision.reason, decision.article) == (text, "damaged-items")


@pytest.mark.clock
@pytest.mark.parametrize(
    ("reason", "article"),
    [
        ("damaged", "damaged-items"),
        ("defective", "damaged-items"),
        ("wrong_item", "refunds"),
        ("missing_item", "refunds"),
        ("not_as_described", "refunds"),
    ],
)
def test_covered_reasons_and_their_articles(reason, article):
    decision = decide(request=ask(("PLATE-1", 1), reason=reason))
    assert isinstance(decision, Approved)
    assert decision.article == article


@pytest.mark.clock
@pytest.mark.parametrize("reason", ["changed_mind", "", "DAMAGED", "ignore previous instructions"])
def test_uncovered_reasons_are_refused(reason):
    decision = decide(request=ask(("PLATE-1", 1), reason=reason))
    assert isinstance(decision, Refused)
    covered = "damaged, defective, missing_item, not_as_described, wrong_item"
    assert decision.reason == f"refused: reason {reason!r} is not covered (covered: {covered})"
    assert decision.article == "refunds"


@pytest.mark.clock
def test_amount_is_price_times_quantity_per_line_in_cents():
    decision = decide(order=two_lines(), request=ask(("PLATE-1", 1), ("BOWL-2", 1)))
    assert isinstance(decision, NeedsApproval)
    assert decision.amount == Decimal("52.50")
    assert decision.amount.as_tuple().exponent == -2
    assert decision.items == (("BOWL-2", 1), ("PLATE-1", 1))


@pytest.mark.clock
def test_amounts_are_quantised_to_cents():
    order = a1042(items=(OrderLine("CUP-1", "Cup", 3, Decimal("12.345")),), paid=Decimal("42.5"))
    decision = decide(order, ask(("CUP-1", 1)))
    assert str(decision.amount) == "12.35"  # half up, as a till would


def test_float_money_is_a_bug():
    with pytest.raises(TypeError):
        OrderLine("PLATE-1", "Stoneware plate", 1, 25.0)


# delivery fee --------------------------------------------------------------------------------


@pytest.mark.clock
@pytest.mark.parametrize(
    ("request_", "refunds", "amount", "fee"),
    [
        (ask(("PLATE-1", 3)), (), "75.00", False),  # every item by sku is still partial
        (ask(whole_order=True), (), "80.00", True),
        (ask(whole_order=True), (refund("25.00", "PLATE-1"),), "55.00", True),
    ],
)
def test_fee_only_with_the_whole_order(request_, refunds, amount, fee):
    decision = decide(a1042(earlier_refunds=refunds), request_, limits=NO_HISTORY)
    assert isinstance(decision, NeedsApproval)
    assert (decision.amount, decision.includes_delivery_fee) == (Decimal(amount), fee)
    assert decision.items == (("PLATE-1", 3 - len(refunds)),)


# earlier refunds -----------------------------------------------------------------------------


@pytest.mark.clock
@pytest.mark.parametrize(
    ("refunds", "request_", "expected"),
    [
        (
            (refund("25.00", "PLATE-1"),),
            ask(("PLATE-1", 3)),
            "refused: quantity 3 of PLATE-1 exceeds the 2 not yet refunded (3 ordered, 1 refunded)",
        ),
        ((refund("25.00", "PLATE-1"),), ask(("PLATE-1", 2)), Decimal("50.00")),
        (
            (refund("75.00", "PLATE-1", "PLATE-1", "PLATE-1"),),
            ask(("PLATE-1", 1)),
            "refused: quantity 1 of PLATE-1 exceeds the 0 not yet refunded (3 ordered, 3 refunded)",
        ),
        # a goodwill refund without items leaves the plates but caps the amount: 80 - 70 = 10
        ((refund("70.00"),), ask(("PLATE-1", 1)), Decimal("10.00")),
        ((refund("80.00"),), ask(("PLATE-1", 1)), "refused: nothing left to refund on this order"),
        (
            (refund("80.00", "PLATE-1", "PLATE-1", "PLATE-1"),),
            ask(whole_order=True),
            "refused: nothing left to refund on this order",
        ),
    ],
)
def test_earlier_refunds_reduce_what_can_be_claimed(refunds, request_, expected):
    decision = decide(a1042(earlier_refunds=refunds), request_, limits=NO_HISTORY)
    if isinstance(expected, str):
        assert isinstance(decision, Refused) and (decision.reason, decision.article) == (expected, "damaged-items")
    else:
        assert isinstance(decision, Approved)
        assert decision.amount == expected


@pytest.mark.clock
@pytest.mark.parametrize(
    ("conversation_id", "limits", "expected"),
    [
        (None, LIMITS, NeedsApproval),  # refunded outside any conversation
        ("conv-0", LIMITS, NeedsApproval),  # refunded in an earlier conversation
        ("conv-0", NO_HISTORY, Approved),
        (CONV, LIMITS, Approved),  # this conversation's own claim is the claim, not history
    ],
)
def test_history_rule(conversation_id, limits, expected):
    order = a1042(earlier_refunds=(refund("25.00", "PLATE-1", conversation_id=conversation_id),))
    decision = decide(order, limits=limits)
    assert type(decision) is expected
    if expected is NeedsApproval:
        assert decision.reasons == ("order A-1042 was refunded before (25.00 on 2026-11-29)",)


# the claim and the caps ----------------------------------------------------------------------


@pytest.mark.clock
def test_splitting_a_claim_does_not_dodge_the_limit():
    """25 + 25 + 25 on one order in one conversation: the third makes the claim 75.00."""
    order, outcomes = a1042(), []
    for _ in range(3):
        decision = decide(order)
        outcomes.append(type(decision))
        # the store records every claim that was not refused; the next check sees it
        claimed = refund(decision.amount, "PLATE-1", conversation_id=CONV)
        order = replace(order, earlier_refunds=(*order.earlier_refunds, claimed))
    assert outcomes == [Approved, Approved, NeedsApproval]
    assert decision.amount == Decimal("25.00")
    assert decision.reasons == (
        "claim of 75.00 on A-1042 in this conversation is over the 50.00 automatic limit",
    )


@pytest.mark.clock
@pytest.mark.parametrize(
    ("claimed_here", "qty", "expected"),
    [
        ((), 2, Approved),  # 50.00 is at the limit, not over it
        (("25.00",), 1, Approved),  # 50.00
        (("25.00",), 2, NeedsApproval),  # 75.00
        (("10.00", "10.00", "10.00", "10.00"), 1, NeedsApproval),  # goodwill pieces count too
    ],
)
def test_the_claim_sum_is_what_counts(claimed_here, qty, expected):
    refunds = tuple(refund(amount, conversation_id=CONV) for amount in claimed_here)
    order = a1042(paid=Decimal("200.00"), earlier_refunds=refunds)
    assert type(decide(order, ask(("PLATE-1", qty)))) is expected


@pytest.mark.clock
@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        (ClaimContext(CONV, conversation_claimed=Decimal("125.00")), None),
        (
            ClaimContext(CONV, conversation_claimed=Decimal("125.01")),
            "refunds in this conversation would reach 150.01, over the 150.00 cap",
        ),
        (ClaimContext(CONV, customer_claimed_today=Decimal("175.00")), None),
        (
            ClaimContext(CONV, customer_claimed_today=Decimal("180.00")),
            "refunds to customer C-1 today would reach 205.00, over the 200.00 daily cap",
        ),
    ],
)
def test_caps_send_the_claim_to_staff(claim, reason):
    decision = decide(claim=claim)
    if reason is None:
        assert isinstance(decision, Approved)
    else:
        assert isinstance(decision, NeedsApproval)
        assert decision.reasons == (reason,)
        assert decision.amount == Decimal("25.00")


@pytest.mark.clock
def test_every_reason_for_approval_is_listed():
    order = a1042(earlier_refunds=(refund("5.00"),))
    claim = ClaimContext(CONV, Decimal("140.00"), Decimal("190.00"))
    decision = decide(order, ask(("PLATE-1", 3)), claim)
    assert isinstance(decision, NeedsApproval)
    assert [r.split()[0] for r in decision.reasons] == ["claim", "order", "refunds", "refunds"]


# bugs are exceptions -------------------------------------------------------------------------


@pytest.mark.clock
@pytest.mark.parametrize(
    "make",
    [
        lambda: decide(request=ask(("PLATE-1", 1), order_id="A-1043")),
        lambda: decide(now=datetime(2026, 11, 29, 12, 0)),
        lambda: a1042(status="lost"),
        lambda: a1042(delivered_at=None),
    ],
)
def test_inconsistent_inputs_raise(make):
    with pytest.raises(ValueError):
        make()


# address changes -----------------------------------------------------------------------------


ONLY_BEFORE_SHIPPING = "; an address can change only before shipping"


@pytest.mark.parametrize(
    ("status", "refusal"),
    [
        ("placed", None),
        ("shipped", "refused: order already shipped" + ONLY_BEFORE_SHIPPING),
        ("out_for_delivery", "refused: order already out for delivery" + ONLY_BEFORE_SHIPPING),
        ("delivered", "refused: order already delivered" + ONLY_BEFORE_SHIPPING),
        ("cancelled", "refused: order was cancelled"),
    ],
)
def test_address_changes_only_before_shipping(status, refusal):
    expected = Allowed("A-1042") if refusal is None else Refused(refusal, "address-changes")
    assert decide_address_change(a1042(status=status), NOW) == expected


# Issue 13.2: a claim on its way (awaiting the customer, staff or the provider) takes its units,
# but it is not a refund, and no text may say it was refunded.
def pending(amount, *skus, conversation_id="conv-2") -> EarlierRefund:
    return EarlierRefund(Decimal(amount), skus, NOW - timedelta(minutes=5), conversation_id, pending=True)


@pytest.mark.clock
def test_a_pending_claim_is_worded_as_pending_not_refunded():
    decision = decide(a1042(earlier_refunds=(pending("75.00", "PLATE-1", "PLATE-1", "PLATE-1"),)),
                      ask(("PLATE-1", 1)), limits=NO_HISTORY)
    assert isinstance(decision, Refused)
    assert decision.reason == ("refused: quantity 1 of PLATE-1 exceeds the 0 not yet refunded or claimed "
                               "(3 ordered, 0 refunded, 3 in a refund still pending, not refunded yet)")
    assert decision.units == UnitsTaken("PLATE-1", 1, 3, 0, 3)


@pytest.mark.clock
def test_refunded_and_pending_units_are_counted_apart():
    decision = decide(a1042(earlier_refunds=(refund("25.00", "PLATE-1"), pending("25.00", "PLATE-1"))),
                      ask(("PLATE-1", 2)), limits=NO_HISTORY)
    assert isinstance(decision, Refused)
    assert "(3 ordered, 1 refunded, 1 in a refund still pending, not refunded yet)" in decision.reason
    assert decision.units == UnitsTaken("PLATE-1", 2, 3, 1, 1)


@pytest.mark.clock
def test_nothing_left_because_of_a_pending_claim_says_so():
    decision = decide(a1042(earlier_refunds=(pending("80.00", "PLATE-1", "PLATE-1", "PLATE-1"),)),
                      ask(whole_order=True), limits=NO_HISTORY)
    assert isinstance(decision, Refused)
    assert "80.00 is in a refund still pending, not refunded yet" in decision.reason


@pytest.mark.clock
def test_staff_are_told_a_pending_claim_elsewhere_is_pending():
    decision = decide(a1042(earlier_refunds=(pending("25.00", "PLATE-1"),)), ask(("PLATE-1", 1)))
    assert isinstance(decision, NeedsApproval)
    assert decision.reasons == ("order A-1042 has another refund claim pending (25.00 since 2026-11-29)",)


# Issue 13.1: when money is about to move, the claim is decided again on what is claimed now.
def recheck(order, items=(("PLATE-1", 1),), amount="25.00", claim=None, limits=NO_HISTORY):
    return recheck_refund(order, tuple(items), Decimal(amount), claim or ClaimContext(CONV), limits)


@pytest.mark.clock
def test_recheck_lets_a_claim_that_still_fits_go():
    assert isinstance(recheck(a1042(earlier_refunds=(refund("25.00", "PLATE-1"),))), Approved)


@pytest.mark.clock
@pytest.mark.parametrize(("earlier", "text"), [
    ((refund("75.00", "PLATE-1", "PLATE-1", "PLATE-1"),), "exceeds the 0 not yet refunded (3 ordered, 3 refunded)"),
    ((pending("75.00", "PLATE-1", "PLATE-1", "PLATE-1"),), "3 in a refund still pending"),
    ((refund("70.00"),), "25.00 asked but only 10.00 is left to refund"),
    ((refund("80.00"),), "nothing left to refund on this order"),
])
def test_recheck_refuses_what_was_taken_since_the_claim(earlier, text):
    decision = recheck(a1042(earlier_refunds=earlier))
    assert isinstance(decision, Refused) and text in decision.reason


def test_recheck_refuses_a_cancelled_order_and_an_amount_its_items_do_not_make():
    assert isinstance(recheck(a1042(status="cancelled")), Refused)
    assert isinstance(recheck(a1042(), amount="31.00"), Refused)  # one plate plus the fee is 30.00
    assert not isinstance(recheck(a1042(), items=(("PLATE-1", 3),), amount="80.00"), Refused)  # whole order


def test_recheck_counts_the_caps_again():
    today = ClaimContext(CONV, customer_claimed_today=Decimal("190.00"))
    decision = recheck(a1042(), claim=today)
    assert isinstance(decision, NeedsApproval) and "daily cap" in decision.reasons[0]
