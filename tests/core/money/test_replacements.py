"""Replacements instead of a refund: the refund's eligibility and limits, and a unit gets one or the
other, never both, never twice (POLICY.md "Replacements"; issue 15.3)."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from supportbot.core.money.policy import ClaimContext, EarlierRefund, OrderFacts, OrderLine, RefundLimits, Refused
from supportbot.core.money.refunds import Approved, NeedsApproval, RefundRequest, decide_refund
from supportbot.core.money.replacements import ReplacementRequest, decide_replacement

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
LIMITS = RefundLimits()
HERE = ClaimContext("7")


def delivered(**changes) -> OrderFacts:
    order = OrderFacts(
        order_id="A-2001", customer_id="C-1", status="delivered",
        items=(OrderLine("PLATE-1", "Stoneware plate", 3, Decimal("25.00")),
               OrderLine("LAMP-1", "Lamp", 1, Decimal("80.00"))),
        delivery_fee=Decimal("5.00"), paid=Decimal("160.00"), currency="USD",
        delivered_at=NOW - timedelta(days=3))
    return replace(order, **changes)


def ask(*items: tuple[str, int], reason: str = "damaged") -> ReplacementRequest:
    return ReplacementRequest("A-2001", tuple(sorted(items)), reason)


def test_a_damaged_plate_is_replaced_automatically_at_its_value():
    decision = decide_replacement(delivered(), ask(("PLATE-1", 1)), HERE, LIMITS, NOW)
    assert isinstance(decision, Approved)
    assert decision.amount == Decimal("25.00") and decision.items == (("PLATE-1", 1),)
    assert not decision.includes_delivery_fee  # a new parcel, not money back: the fee is not a value


def test_at_the_limit_is_automatic_and_above_it_staff_approve():
    assert isinstance(decide_replacement(delivered(), ask(("PLATE-1", 2)), HERE, LIMITS, NOW), Approved)
    over = decide_replacement(delivered(), ask(("LAMP-1", 1)), HERE, LIMITS, NOW)
    assert isinstance(over, NeedsApproval) and over.amount == Decimal("80.00")
    assert any("50.00" in r for r in over.reasons)


@pytest.mark.parametrize("reason", ["changed_mind", "too_big", "late"])
def test_only_the_refund_reasons_are_covered(reason):
    decision = decide_replacement(delivered(), ask(("PLATE-1", 1), reason=reason), HERE, LIMITS, NOW)
    assert isinstance(decision, Refused) and "not covered" in decision.reason


def test_day_30_is_in_and_day_31_is_out():
    day30 = delivered(delivered_at=NOW - timedelta(days=30))
    day31 = delivered(delivered_at=NOW - timedelta(days=31))
    assert isinstance(decide_replacement(day30, ask(("PLATE-1", 1)), HERE, LIMITS, NOW), Approved)
    out = decide_replacement(day31, ask(("PLATE-1", 1)), HERE, LIMITS, NOW)
    assert isinstance(out, Refused) and "window" in out.reason


@pytest.mark.parametrize("status", ["placed", "shipped", "out_for_delivery", "cancelled"])
def test_only_a_delivered_order(status):
    decision = decide_replacement(delivered(status=status, delivered_at=None), ask(("PLATE-1", 1)), HERE,
                                  LIMITS, NOW)
    assert isinstance(decision, Refused)


def test_no_items_is_refused():
    assert isinstance(decide_replacement(delivered(), ask(), HERE, LIMITS, NOW), Refused)


def test_a_refunded_unit_is_not_replaced():
    refunded = EarlierRefund(Decimal("25.00"), ("PLATE-1",), NOW, "7")
    order = delivered(earlier_refunds=(refunded,))
    # the claim in this conversation is 25.00 + 25.00: still automatic
    assert isinstance(decide_replacement(order, ask(("PLATE-1", 1)), HERE, LIMITS, NOW), Approved)
    decision = decide_replacement(order, ask(("PLATE-1", 3)), HERE, LIMITS, NOW)
    assert isinstance(decision, Refused) and decision.units is not None


def test_a_replaced_unit_is_not_refunded_nor_replaced_again():
    # A replacement is a claim in the ledger like a refund: its units and its value are taken.
    replaced = EarlierRefund(Decimal("75.00"), ("PLATE-1",) * 3, NOW, "7")
    order = delivered(earlier_refunds=(replaced,))
    refund = decide_refund(order, RefundRequest("A-2001", (("PLATE-1", 1),), "damaged"), HERE, LIMITS, NOW)
    again = decide_replacement(order, ask(("PLATE-1", 1)), HERE, LIMITS, NOW)
    assert isinstance(refund, Refused) and isinstance(again, Refused)


def test_a_replacement_pending_elsewhere_takes_its_units():
    pending = EarlierRefund(Decimal("25.00"), ("PLATE-1",), NOW, "9", pending=True)
    order = delivered(earlier_refunds=(pending,))
    assert isinstance(decide_replacement(order, ask(("PLATE-1", 3)), HERE, LIMITS, NOW), Refused)
    # two left, but the claim elsewhere brings the history rule: a person looks
    second = decide_replacement(order, ask(("PLATE-1", 2)), HERE, LIMITS, NOW)
    assert isinstance(second, NeedsApproval)


def test_the_caps_count_a_replacement_like_a_refund():
    busy = ClaimContext("7", conversation_claimed=Decimal("140.00"))
    decision = decide_replacement(delivered(), ask(("PLATE-1", 1)), busy, LIMITS, NOW)
    assert isinstance(decision, NeedsApproval) and any("150.00" in r for r in decision.reasons)


def test_a_request_for_another_order_is_a_bug():
    with pytest.raises(ValueError):
        decide_replacement(delivered(), ReplacementRequest("B-1", (("PLATE-1", 1),), "damaged"), HERE, LIMITS,
                           NOW)
