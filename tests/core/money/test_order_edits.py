"""Editing an order before it ships: another variant, or an item removed; the price difference by code."""

from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supportbot.core.money.order_edits import (
    EditApproved,
    EditLine,
    ItemChange,
    VariantFacts,
    decide_order_edit,
    recheck_order_edit,
)
from supportbot.core.money.policy import EarlierRefund, OrderFacts, OrderLine, Refused

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
SHIRT = "shirt"
VARIANTS = {
    "SHIRT-M": VariantFacts("SHIRT-M", "Linen shirt - M", SHIRT, Decimal("30.00"), 5),
    "SHIRT-L": VariantFacts("SHIRT-L", "Linen shirt - L", SHIRT, Decimal("30.00"), 5),
    "SHIRT-XL": VariantFacts("SHIRT-XL", "Linen shirt - XL", SHIRT, Decimal("34.00"), 5),
    "SHIRT-S": VariantFacts("SHIRT-S", "Linen shirt - S", SHIRT, Decimal("26.00"), 0),
    "MUG-1": VariantFacts("MUG-1", "Mug", "mug", Decimal("12.50"), 9),
}


def placed(**changes) -> OrderFacts:
    order = OrderFacts(
        order_id="A-2001", customer_id="C-1", status="placed",
        items=(OrderLine("MUG-1", "Mug", 2, Decimal("12.50")),
               OrderLine("SHIRT-M", "Linen shirt - M", 1, Decimal("30.00"))),
        delivery_fee=Decimal("5.00"), paid=Decimal("60.00"), currency="USD")
    return replace(order, **changes)


def test_another_variant_at_the_same_price_changes_the_line_and_moves_no_money():
    decision = decide_order_edit(placed(), (ItemChange("SHIRT-M", 1, "SHIRT-L"),), VARIANTS)
    assert isinstance(decision, EditApproved)
    assert decision.refund == Decimal("0.00")
    assert decision.after == (EditLine("MUG-1", "Mug", 2, Decimal("12.50")),
                              EditLine("SHIRT-L", "Linen shirt - L", 1, Decimal("30.00")))
    assert decision.items == (("SHIRT-M", 1),)


def test_removing_an_item_refunds_its_price_and_never_the_delivery_fee():
    decision = decide_order_edit(placed(), (ItemChange("MUG-1", 1),), VARIANTS)
    assert isinstance(decision, EditApproved)
    assert decision.refund == Decimal("12.50")
    assert decision.after[0] == EditLine("MUG-1", "Mug", 1, Decimal("12.50"))


def test_a_cheaper_variant_refunds_the_difference():
    order = placed(items=(OrderLine("SHIRT-XL", "Linen shirt - XL", 1, Decimal("34.00")),), paid=Decimal("39.00"))
    decision = decide_order_edit(order, (ItemChange("SHIRT-XL", 1, "SHIRT-M"),), VARIANTS)
    assert isinstance(decision, EditApproved) and decision.refund == Decimal("4.00")


def test_a_dearer_change_is_refused_with_the_difference_said():
    decision = decide_order_edit(placed(), (ItemChange("SHIRT-M", 1, "SHIRT-XL"),), VARIANTS)
    assert isinstance(decision, Refused)
    assert "4.00 USD more" in decision.reason


def test_a_dearer_swap_paid_for_by_a_removal_in_the_same_edit_goes_ahead():
    changes = (ItemChange("SHIRT-M", 1, "SHIRT-XL"), ItemChange("MUG-1", 1))
    decision = decide_order_edit(placed(), changes, VARIANTS)
    assert isinstance(decision, EditApproved) and decision.refund == Decimal("8.50")


@pytest.mark.parametrize("status", ["shipped", "out_for_delivery", "delivered", "cancelled"])
def test_only_an_order_that_has_not_shipped_can_change(status):
    delivered = NOW if status == "delivered" else None
    decision = decide_order_edit(placed(status=status, delivered_at=delivered), (ItemChange("MUG-1", 1),), VARIANTS)
    assert isinstance(decision, Refused)
    assert ("cancelled" if status == "cancelled" else "only before it ships") in decision.reason


@pytest.mark.parametrize(("change", "why"), [
    (ItemChange("SHIRT-M", 1, "MUG-1"), "not a variant of the same product"),
    (ItemChange("SHIRT-M", 1, "SHIRT-S"), "out of stock"),
    (ItemChange("SHIRT-M", 1, "SHIRT-M"), "already that variant"),
    (ItemChange("SHIRT-M", 1, "SHIRT-NOPE"), "not in the shop's catalogue"),
    (ItemChange("HAT-1", 1), "not on this order"),
    (ItemChange("MUG-1", 3), "only 2"),
    (ItemChange("MUG-1", 0), "at least one"),
])
def test_what_policy_refuses(change, why):
    decision = decide_order_edit(placed(), (change,), VARIANTS)
    assert isinstance(decision, Refused) and why in decision.reason, decision


def test_removing_every_item_is_a_cancellation_not_an_edit():
    decision = decide_order_edit(placed(), (ItemChange("MUG-1", 2), ItemChange("SHIRT-M", 1)), VARIANTS)
    assert isinstance(decision, Refused) and "cancel_order" in decision.reason


def test_stock_is_counted_across_changes_to_the_same_variant():
    order = placed(items=(OrderLine("SHIRT-M", "Linen shirt - M", 6, Decimal("30.00")),), paid=Decimal("185.00"))
    decision = decide_order_edit(order, (ItemChange("SHIRT-M", 6, "SHIRT-L"),), VARIANTS)
    assert isinstance(decision, Refused) and "out of stock" in decision.reason


def test_units_in_a_claim_on_their_way_cannot_change():
    pending = EarlierRefund(Decimal("12.50"), ("MUG-1",), NOW, "7", pending=True)
    decision = decide_order_edit(placed(earlier_refunds=(pending,)), (ItemChange("MUG-1", 2),), VARIANTS)
    assert isinstance(decision, Refused) and "only 1" in decision.reason


def test_the_refund_never_passes_what_is_left_of_what_was_paid():
    refunded = EarlierRefund(Decimal("55.00"), (), NOW)  # the shop refunded most of it itself
    decision = decide_order_edit(placed(earlier_refunds=(refunded,)), (ItemChange("MUG-1", 1),), VARIANTS)
    assert isinstance(decision, Refused) and "left" in decision.reason


def test_the_yes_decides_again_and_refuses_an_order_that_shipped_or_changed():
    proposed = decide_order_edit(placed(), (ItemChange("MUG-1", 1),), VARIANTS)
    assert isinstance(proposed, EditApproved)
    assert recheck_order_edit(placed(), proposed, VARIANTS) is None
    assert "only before it ships" in (recheck_order_edit(placed(status="shipped"), proposed, VARIANTS) or "")
    cheaper = placed(items=(OrderLine("MUG-1", "Mug", 2, Decimal("10.00")), placed().items[1]))
    assert "changed since" in (recheck_order_edit(cheaper, proposed, VARIANTS) or "")


_SKUS = ("MUG-1", "SHIRT-M", "SHIRT-L", "SHIRT-XL", "SHIRT-S", "HAT-1")


@settings(max_examples=200, derandomize=True, deadline=None)
@given(changes=st.lists(st.tuples(st.sampled_from(_SKUS), st.integers(-1, 4),
                                  st.one_of(st.none(), st.sampled_from(_SKUS))), max_size=3),
       status=st.sampled_from(["placed", "placed", "shipped", "cancelled"]),
       refunded=st.sampled_from([Decimal("0"), Decimal("12.50"), Decimal("50.00")]))
def test_no_edit_ever_takes_money_or_changes_what_it_should_not(changes, status, refunded):
    """Whatever the model asks: never a refund above what is left or a dearer order approved, never
    a shipped order changed, the units and money after the edit always the order's minus the refund."""
    earlier = (EarlierRefund(refunded, (), NOW),) if refunded else ()
    order = placed(status=status, earlier_refunds=earlier)
    asked = tuple(ItemChange(s, q, n) for s, q, n in changes)
    decision = decide_order_edit(order, asked, VARIANTS)
    if not isinstance(decision, EditApproved):
        return
    assert status == "placed"
    before = sum((i.unit_price * i.qty for i in order.items), Decimal("0"))
    after = sum((line.unit_price * line.qty for line in decision.after), Decimal("0"))
    assert decision.refund == before - after >= 0
    assert decision.refund <= order.paid - refunded
    assert decision.after and all(line.qty > 0 for line in decision.after)
    for line in decision.after:  # a new variant is the same product's, priced as the catalogue says
        if line.sku not in {i.sku for i in order.items}:
            assert VARIANTS[line.sku].product_id == SHIRT and line.unit_price == VARIANTS[line.sku].price
