"""Cancelling an order: only while it is placed, and the whole amount paid comes back (issue 15.1)."""

from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from supportbot.core.money.cancellations import CancelApproved, decide_cancellation
from supportbot.core.money.policy import EarlierRefund, OrderFacts, OrderLine, Refused

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def placed(**changes) -> OrderFacts:
    order = OrderFacts(
        order_id="A-2001", customer_id="C-1", status="placed",
        items=(OrderLine("PLATE-1", "Stoneware plate", 3, Decimal("25.00")),
               OrderLine("MUG-1", "Mug", 1, Decimal("12.50"))),
        delivery_fee=Decimal("5.00"), paid=Decimal("92.50"), currency="USD")
    return replace(order, **changes)


def test_a_placed_order_is_cancelled_with_everything_paid_refunded():
    decision = decide_cancellation(placed(), NOW)
    assert decision == CancelApproved("A-2001", Decimal("92.50"), "USD",
                                      (("MUG-1", 1), ("PLATE-1", 3)))


def test_what_was_already_refunded_outside_the_bot_is_not_paid_twice():
    earlier = EarlierRefund(Decimal("12.50"), ("MUG-1",), NOW)
    decision = decide_cancellation(placed(earlier_refunds=(earlier,)), NOW)
    assert isinstance(decision, CancelApproved)
    assert decision.amount == Decimal("80.00")
    assert decision.items == (("PLATE-1", 3),)


@pytest.mark.parametrize("status", ["shipped", "out_for_delivery", "delivered"])
def test_once_shipped_it_is_refused_with_the_return_route(status):
    delivered = NOW if status == "delivered" else None
    decision = decide_cancellation(placed(status=status, delivered_at=delivered), NOW)
    assert isinstance(decision, Refused)
    assert "already" in decision.reason and "return" in decision.reason
    assert decision.article == "refunds"


def test_a_cancelled_order_is_not_cancelled_again():
    decision = decide_cancellation(placed(status="cancelled"), NOW)
    assert decision == Refused("refused: order was cancelled", "refunds")


def test_an_order_paid_nothing_is_cancelled_without_a_refund():
    decision = decide_cancellation(placed(paid=Decimal("0.00")), NOW)
    assert isinstance(decision, CancelApproved) and decision.amount == Decimal("0.00")
