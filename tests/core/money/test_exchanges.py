"""Exchanges (issue 33 item 1): delivered units for another variant of the same product, in stock,
inside the return window, the price difference decided by code either way."""

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supportbot.core.money.actions import Action
from supportbot.core.money.exchanges import ExchangeApproved, Swap, decide_exchange, judge_exchange, recheck_exchange
from supportbot.core.money.ledger import Ledger
from supportbot.core.money.policy import EarlierRefund, OrderFacts, OrderLine, RefundLimits, Refused
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.shop.catalogue import Product, Variant
from supportbot.core.shop.orders import Order, OrderItem

pytestmark = pytest.mark.clock  # delivery dates and the return window come from the application clock

DELIVERED = datetime(2026, 10, 1, 18, 0, tzinfo=UTC)
SETTINGS, LIMITS = ReturnSettings(), RefundLimits()


def shirt(small: str = "30.00", medium: str = "30.00", large: str = "38.00", medium_stock: int = 4) -> Product:
    def v(sku: str, size: str, price: str, stock: int) -> Variant:
        return Variant(sku, f"Linen shirt / {size}", (("Size", size),), Decimal(price), stock)
    return Product("P-SHIRT", "Linen shirt", "", ("Size",), (
        v("SHIRT-S", "S", small, 3), v("SHIRT-M", "M", medium, medium_stock), v("SHIRT-L", "L", large, 1)))


MUG = Product("P-MUG", "Mug", "", ("Colour",), (Variant("MUG-1", "Mug / White", (("Colour", "White"),),
                                                         Decimal("12.50"), 9),))


def delivered(**changes) -> OrderFacts:
    order = OrderFacts(
        order_id="A-3001", customer_id="C-1", status="delivered",
        items=(OrderLine("SHIRT-S", "Linen shirt / S", 2, Decimal("30.00")),
               OrderLine("MUG-1", "Mug", 1, Decimal("12.50"))),
        delivery_fee=Decimal("5.00"), paid=Decimal("77.50"), currency="USD", delivered_at=DELIVERED)
    return replace(order, **changes)


def day(n: int) -> datetime:
    return DELIVERED.replace(hour=23) + timedelta(days=n)


def decide(swaps, products=None, reason="wrong_size", order=None, now=None, can_collect=True):
    return decide_exchange(order or delivered(), tuple(swaps), products or {"SHIRT-S": shirt(), "MUG-1": MUG},
                           reason, SETTINGS, LIMITS, now or day(3), can_collect=can_collect)


def test_a_size_swap_at_the_same_price_for_the_customers_own_reason_costs_nothing():
    # POLICY.md, Exchanges: "No return shipping fee on an exchange", whoever's reason it is.
    decision = decide([Swap("SHIRT-S", 1, "SHIRT-M")], can_collect=False)
    assert decision == ExchangeApproved("A-3001", (Swap("SHIRT-S", 1, "SHIRT-M"),), Decimal("30.00"),
                                        Decimal("30.00"), Decimal("0.00"), Decimal("0.00"), "USD", "wrong_size")
    assert decision.items == (("SHIRT-S", 1),)


@pytest.mark.parametrize("reason", ["defective", "wrong_size", "changed_mind", "not_liked", "found_cheaper"])
def test_no_reason_makes_a_same_price_swap_cost_anything(reason):
    decision = decide([Swap("SHIRT-S", 1, "SHIRT-M")], reason=reason, can_collect=False)
    assert isinstance(decision, ExchangeApproved)
    assert (decision.refund, decision.collect) == (Decimal("0.00"),) * 2


def test_a_cheaper_variant_is_refunded_the_whole_difference():
    decision = decide([Swap("SHIRT-S", 2, "SHIRT-M")], products={"SHIRT-S": shirt(medium="20.00")})
    assert isinstance(decision, ExchangeApproved)
    assert (decision.refund, decision.collect) == (Decimal("20.00"), Decimal("0.00"))  # 60 - 40, no fee


def test_a_dearer_variant_is_collected_or_refused_when_the_shop_cannot_collect():
    decision = decide([Swap("SHIRT-S", 1, "SHIRT-L")], reason="damaged")
    assert isinstance(decision, ExchangeApproved) and decision.collect == Decimal("8.00")
    refused = decide([Swap("SHIRT-S", 1, "SHIRT-L")], reason="damaged", can_collect=False)
    assert isinstance(refused, Refused) and "cannot take a payment" in refused.reason


@pytest.mark.parametrize(("swaps", "products", "said"), [
    ([Swap("SHIRT-S", 1, "MUG-1")], None, "not another variant"),
    ([Swap("SHIRT-S", 1, "SHIRT-S")], None, "already on the order"),
    ([Swap("SHIRT-S", 1, "SHIRT-M")], {"SHIRT-S": shirt(medium_stock=0)}, "out of stock"),
    ([Swap("SHIRT-S", 1, "SHIRT-L"), Swap("SHIRT-S", 1, "SHIRT-L")], None, "out of stock"),
    ([Swap("SHIRT-S", 3, "SHIRT-M")], None, "exceeds"),
    ([Swap("HAT-1", 1, "SHIRT-M")], None, "not on this order"),
    ([Swap("SHIRT-S", 0, "SHIRT-M")], None, "at least 1"),
    ([Swap("SHIRT-S", 1, "SHIRT-M")], {"SHIRT-S": None}, "not another variant"),
    ([], None, "name the items"),
])
def test_what_cannot_be_exchanged(swaps, products, said):
    refused = decide(swaps, products=products)
    assert isinstance(refused, Refused) and said in refused.reason


@pytest.mark.parametrize(("status", "said"), [("shipped", "not delivered"), ("cancelled", "cancelled")])
def test_only_delivered_orders(status, said):
    refused = decide([Swap("SHIRT-S", 1, "SHIRT-M")], order=delivered(status=status))
    assert isinstance(refused, Refused) and said in refused.reason


def test_the_return_window_is_inclusive_of_its_last_day():
    assert isinstance(decide([Swap("SHIRT-S", 1, "SHIRT-M")], now=day(30)), ExchangeApproved)
    assert "outside the 30-day" in decide([Swap("SHIRT-S", 1, "SHIRT-M")], now=day(31)).reason


def test_a_unit_claimed_elsewhere_cannot_be_swapped():
    pending = EarlierRefund(Decimal("30.00"), ("SHIRT-S",), DELIVERED, "9", pending=True)
    order = delivered(earlier_refunds=(pending,))
    assert isinstance(decide([Swap("SHIRT-S", 1, "SHIRT-M")], order=order), ExchangeApproved)
    refused = decide([Swap("SHIRT-S", 2, "SHIRT-M")], order=order)
    assert isinstance(refused, Refused) and refused.units is not None and refused.units.pending == 1


def test_staff_approve_above_the_automatic_limit():
    decision = decide([Swap("SHIRT-S", 2, "SHIRT-M")], reason="defective")  # 60.00 of shirts handed over
    assert isinstance(decision, ExchangeApproved) and decision.needs_approval
    assert "automatic limit" in decision.approval_reasons[0]
    assert not decide([Swap("SHIRT-S", 1, "SHIRT-M")]).needs_approval


def test_the_refund_never_passes_what_is_left_on_the_order():
    order = delivered(earlier_refunds=(EarlierRefund(Decimal("70.00"), ("MUG-1",), DELIVERED),))
    decision = decide([Swap("SHIRT-S", 2, "SHIRT-M")], products={"SHIRT-S": shirt(medium="1.00")}, order=order)
    assert isinstance(decision, ExchangeApproved) and decision.refund == Decimal("7.50")


def test_the_recheck_refuses_a_price_that_moved_and_stock_that_went():
    proposed = decide([Swap("SHIRT-S", 1, "SHIRT-M")])
    assert isinstance(proposed, ExchangeApproved)

    def again(product):
        return recheck_exchange(delivered(), proposed.swaps, {"SHIRT-S": product}, "wrong_size", LIMITS,
                                proposed.refund, proposed.collect, can_collect=True)
    assert again(shirt()) == proposed
    assert "prices changed" in again(shirt(medium="31.00")).reason
    assert "out of stock" in again(shirt(medium_stock=0)).reason


prices = st.decimals(min_value=Decimal("0.00"), max_value=Decimal("200.00"), places=2)


@given(old=prices, new=prices, qty=st.integers(1, 2), fault=st.booleans(), refunded_before=prices)
def test_money_either_way_is_the_difference_and_never_both(old, new, qty, fault, refunded_before):
    order = delivered(items=(OrderLine("SHIRT-S", "Linen shirt / S", 2, old),), paid=old * 2 + Decimal("5.00"),
                      earlier_refunds=(EarlierRefund(refunded_before, (), DELIVERED),))
    decision = decide([Swap("SHIRT-S", qty, "SHIRT-M")], products={"SHIRT-S": shirt(medium=str(new))},
                      reason="defective" if fault else "wrong_size", order=order)
    assert isinstance(decision, ExchangeApproved)
    assert decision.refund == 0 or decision.collect == 0
    assert decision.refund <= max(order.paid - refunded_before, Decimal("0"))
    balance = new * qty - old * qty  # no return fee on an exchange
    assert decision.collect == max(balance, 0)
    if decision.refund < order.paid - refunded_before:  # not capped: exactly the difference
        assert decision.refund == max(-balance, 0)


def _action(decision: ExchangeApproved):
    return Action(1, "k", 1, "C-1", "exchange", "A-3001", "awaiting_confirmation", DELIVERED, items=decision.items,
                  amount=decision.refund, currency="USD", reason=decision.reason,
                  swaps=tuple((w.sku, w.qty, w.new_sku) for w in decision.swaps), collect=decision.collect)


def test_the_re_decision_holds_for_staff_above_the_limit_unless_they_approved():
    proposed = decide([Swap("SHIRT-S", 2, "SHIRT-M")], reason="defective")
    assert isinstance(proposed, ExchangeApproved) and proposed.needs_approval
    ledger = Ledger(_order())
    products = {"SHIRT-S": shirt()}
    held = judge_exchange(products, LIMITS, can_collect=True, staff_approved=False)(_action(proposed), ledger)
    assert held.to == "awaiting_approval" and "automatic limit" in held.reasons[0]
    assert judge_exchange(products, LIMITS, can_collect=True, staff_approved=True)(
        _action(proposed), ledger).to == "executing"
    claimed = Ledger(_order(), (EarlierRefund(Decimal("30.00"), ("SHIRT-S",), DELIVERED, "9", pending=True),))
    assert judge_exchange(products, LIMITS, can_collect=True, staff_approved=True)(
        _action(proposed), claimed).to == "refused"


def _order() -> Order:
    return Order("A-3001", "C-1", "delivered", (OrderItem("SHIRT-S", "Linen shirt / S", 2, Decimal("30.00")),
                                                 OrderItem("MUG-1", "Mug", 1, Decimal("12.50"))),
                 Decimal("5.00"), Decimal("77.50"), Decimal("0.00"), "USD", "card", DELIVERED - timedelta(days=3),
                 DELIVERED - timedelta(days=2), DELIVERED, None, None, None)
