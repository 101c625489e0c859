"""Returns (issue 15.2): delivered orders inside the return window, any reason, a fee for the
customer's own reasons, never a unit already refunded, replaced or in a return."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from supportbot.core.money.policy import EarlierRefund, OrderFacts, OrderLine, Refused
from supportbot.core.money.returns import (
    ReturnApproved,
    ReturnSettings,
    decide_return,
    receipt_overdue,
    recheck_return,
    return_fee,
)

DELIVERED = datetime(2026, 10, 1, 18, 0, tzinfo=UTC)
SETTINGS = ReturnSettings()


def delivered(**changes) -> OrderFacts:
    order = OrderFacts(
        order_id="A-3001", customer_id="C-1", status="delivered",
        items=(OrderLine("PLATE-1", "Stoneware plate", 3, Decimal("25.00")),
               OrderLine("MUG-1", "Mug", 1, Decimal("12.50"))),
        delivery_fee=Decimal("5.00"), paid=Decimal("92.50"), currency="USD", delivered_at=DELIVERED)
    return replace(order, **changes)


def day(n: int, hour: int = 23) -> datetime:
    """Day n after delivery (delivered 1 October: day 30 is 31 October)."""
    return datetime(2026, 10, 1, hour, 0, tzinfo=UTC) + timedelta(days=n)


@pytest.mark.clock
def test_a_change_of_mind_is_returned_less_the_fee_and_without_the_delivery_fee():
    decision = decide_return(delivered(), (("PLATE-1", 2),), "changed_mind", SETTINGS, day(3))
    assert decision == ReturnApproved("A-3001", (("PLATE-1", 2),), Decimal("50.00"), Decimal("4.95"),
                                      Decimal("45.05"), "USD", "changed_mind")


@pytest.mark.clock
@pytest.mark.parametrize("reason", ["damaged", "defective", "wrong_item", "not_as_described"])
def test_the_shops_fault_costs_the_customer_nothing(reason):
    decision = decide_return(delivered(), (("MUG-1", 1),), reason, SETTINGS, day(3))
    assert isinstance(decision, ReturnApproved)
    assert decision.fee == Decimal("0.00") and decision.refund == Decimal("12.50")


@pytest.mark.parametrize("reason", ["changed_mind", "wrong_size", "not_liked", "found_cheaper", "other"])
def test_the_customers_own_reasons_pay_the_fee(reason):
    assert return_fee(reason, SETTINGS) == Decimal("4.95")


@pytest.mark.clock
def test_the_whole_order_is_every_unit_not_yet_taken_but_never_the_delivery_fee():
    decision = decide_return(delivered(), (), "not_liked", SETTINGS, day(3), whole_order=True)
    assert isinstance(decision, ReturnApproved)
    assert decision.items == (("MUG-1", 1), ("PLATE-1", 3))
    assert decision.value == Decimal("87.50") and decision.refund == Decimal("82.55")


@pytest.mark.clock
def test_day_30_is_inside_and_day_31_outside():
    assert isinstance(decide_return(delivered(), (("MUG-1", 1),), "not_liked", SETTINGS, day(30)), ReturnApproved)
    late = decide_return(delivered(), (("MUG-1", 1),), "not_liked", SETTINGS, day(31, hour=0))
    assert isinstance(late, Refused) and "30-day return window" in late.reason
    assert late.article == "returns"


@pytest.mark.clock
def test_the_window_is_its_own_setting():
    longer = ReturnSettings(window_days=45)
    assert isinstance(decide_return(delivered(), (("MUG-1", 1),), "not_liked", longer, day(40)), ReturnApproved)


@pytest.mark.clock
@pytest.mark.parametrize("status", ["placed", "shipped", "out_for_delivery", "cancelled"])
def test_only_delivered_orders_are_returned(status):
    decision = decide_return(delivered(status=status, delivered_at=None), (("MUG-1", 1),), "not_liked",
                             SETTINGS, day(3))
    assert isinstance(decision, Refused)
    assert "delivered" in decision.reason or "cancelled" in decision.reason


@pytest.mark.clock
def test_a_refunded_unit_cannot_be_returned():
    refunded = EarlierRefund(Decimal("12.50"), ("MUG-1",), day(1))
    decision = decide_return(delivered(earlier_refunds=(refunded,)), (("MUG-1", 1),), "not_liked", SETTINGS, day(3))
    assert isinstance(decision, Refused) and decision.units is not None
    assert "MUG-1" in decision.reason


@pytest.mark.clock
def test_a_unit_already_in_a_return_cannot_be_returned_again():
    in_return = EarlierRefund(Decimal("45.05"), ("PLATE-1", "PLATE-1"), day(1), pending=True)
    order = delivered(earlier_refunds=(in_return,))
    assert isinstance(decide_return(order, (("PLATE-1", 2),), "not_liked", SETTINGS, day(3)), Refused)
    assert isinstance(decide_return(order, (("PLATE-1", 1),), "not_liked", SETTINGS, day(3)), ReturnApproved)


@pytest.mark.clock
def test_items_not_on_the_order_or_nothing_asked_are_refused():
    assert isinstance(decide_return(delivered(), (("SOFA-9", 1),), "not_liked", SETTINGS, day(3)), Refused)
    assert isinstance(decide_return(delivered(), (), "not_liked", SETTINGS, day(3)), Refused)
    assert isinstance(decide_return(delivered(), (("MUG-1", 0),), "not_liked", SETTINGS, day(3)), Refused)


@pytest.mark.clock
def test_a_cheap_item_returned_for_change_of_mind_costs_nothing_and_pays_nothing_below_zero():
    order = delivered(items=(OrderLine("PIN-1", "Pin", 1, Decimal("3.00")),), paid=Decimal("8.00"))
    decision = decide_return(order, (("PIN-1", 1),), "changed_mind", SETTINGS, day(3))
    assert isinstance(decision, ReturnApproved) and decision.refund == Decimal("0.00")


@pytest.mark.clock
def test_the_refund_never_passes_what_is_left_on_the_order():
    refunded = EarlierRefund(Decimal("80.00"), ("PLATE-1",), day(1))  # refunded outside, generously
    decision = decide_return(delivered(earlier_refunds=(refunded,)), (("MUG-1", 1),), "damaged", SETTINGS, day(3))
    assert isinstance(decision, ReturnApproved) and decision.refund == Decimal("12.50")
    more = EarlierRefund(Decimal("85.00"), ("PLATE-1",), day(1))
    decision = decide_return(delivered(earlier_refunds=(more,)), (("MUG-1", 1),), "damaged", SETTINGS, day(3))
    assert isinstance(decision, ReturnApproved) and decision.refund == Decimal("7.50")


@pytest.mark.clock
def test_recheck_refuses_units_taken_since_the_proposal_but_not_the_window():
    proposed = decide_return(delivered(), (("MUG-1", 1),), "damaged", SETTINGS, day(30))
    assert isinstance(proposed, ReturnApproved)
    args = (proposed.items, proposed.reason, proposed.fee, proposed.refund)
    assert recheck_return(delivered(), *args) == proposed  # the yes on day 31 still stands
    taken = EarlierRefund(Decimal("12.50"), ("MUG-1",), day(30))
    assert isinstance(recheck_return(delivered(earlier_refunds=(taken,)), *args), Refused)
    assert isinstance(recheck_return(delivered(status="cancelled", delivered_at=None), *args), Refused)
    assert isinstance(recheck_return(delivered(), proposed.items, "damaged", Decimal("0.00"), Decimal("1.00")),
                      Refused)


@pytest.mark.clock
def test_a_return_closes_unreceived_after_the_receive_days():
    sent = day(3, hour=9)
    assert not receipt_overdue(sent, SETTINGS, sent + timedelta(days=21))
    assert receipt_overdue(sent, SETTINGS, sent + timedelta(days=21, seconds=1))
    assert receipt_overdue(sent, ReturnSettings(receive_days=7), sent + timedelta(days=8))


def test_settings_hold_money_as_cents():
    with pytest.raises(TypeError):
        ReturnSettings(fee=4.95)  # type: ignore[arg-type]
