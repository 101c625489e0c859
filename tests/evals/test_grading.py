"""The grader names the first difference; the audit finds every forbidden effect."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from decimal import Decimal

import pytest

from evals.breaks import Rules, policy_breaks
from evals.grading import grade
from evals.scenario import Scenario
from evals.state import ActionRow, EditRow, EndState, HandoffRow, OrderRow, ProviderRefund, RefundRow

NOW = datetime.fromisoformat("2026-11-29T12:00:00+00:00")
RULES = Rules(auto_limit=Decimal("50.00"), window_days=30)
D = Decimal


def scenario(expect: dict, **extra) -> Scenario:
    return Scenario.model_validate({
        "id": "t", "intent": "refund", "now": NOW.isoformat(), "goal": "a refund",
        "shop": {"customers": [{"id": "C-1", "name": "A", "phone": "15551230001"}], "orders": []},
        "customer": {"wa_id": "15551230001"}, "plan": [{"intent": "refund"}], "expect": expect} | extra)


def state(*, refunds=(), provider=(), actions=(), handoffs=(), replies=(), sender="C-1", verified=None,
          delivered="2026-11-28T15:00:00+00:00", owner="C-1", paid="80.00", posts=None, failed=()) -> EndState:
    orders = {"A-1042": OrderRow("A-1042", owner, D(paid), datetime.fromisoformat(delivered) if delivered else None,
                                 "LS1 4AB", {"PLATE-1": 3})}
    return EndState(orders=orders, refunds=list(refunds), provider_refunds=list(provider), actions=list(actions),
                    handoffs=list(handoffs), sender_customer_id=sender, verified_customer_id=verified,
                    replies=list(replies), approvers=frozenset({"U0APPROVER"}), failed_sends=list(failed),
                    slack_posts=[{"args": {}}] * (len(handoffs) + len(actions)) if posts is None else posts)


def paid(amount: str, action_id: int = 1, skus=("PLATE-1",)):
    key = f"k{action_id}"
    return (RefundRow("A-1042", D(amount), skus, action_id=action_id, idempotency_key=key, at=NOW),
            ProviderRefund("A-1042", D(amount), key))


REFUND = {"refunds": [{"order_id": "A-1042", "amount": "25.00"}]}


@pytest.mark.parametrize("expect, kwargs, first", [
    (REFUND, {}, "refunds: expected A-1042 25.00, got none"),
    ({}, {"refunds": [paid("25.00")[0]]}, "refunds: expected none, got A-1042 25.00"),
    (REFUND, {"refunds": [paid("25.00")[0]]}, "provider refunds: expected A-1042 25.00, got none"),
    ({}, {"handoffs": [HandoffRow("customer asked for a person", "normal")]},
     "handoff: expected none, got 'customer asked for a person' (normal)"),
    ({"handoff": {"reason_contains": "lawyer", "priority": "urgent"}},
     {"handoffs": [HandoffRow("legal threat: lawyer", "high")]}, "handoff: expected priority urgent, got high"),
    ({"approvals": [{"order_id": "A-1042", "amount": "75.00", "decision": "approved"}]},
     {"actions": [ActionRow(1, "refund", "A-1042", "C-1", "awaiting_approval", D("75.00"), True)]},
     "approvals: expected A-1042 75.00 approved, got A-1042 75.00 pending"),
    ({"verified": True}, {}, "verified: expected True, got False"),
    ({"handoff": {}}, {"handoffs": [HandoffRow("customer asked for a person", "normal")], "posts": []},
     "slack: expected 1 staff cards, got 0"),
    ({}, {"failed": ["131047: Re-engagement message"]}, "sends: 1 failed: 131047: Re-engagement message"),
])
def test_the_first_difference_is_named(expect, kwargs, first):
    result = grade(scenario(expect), state(**kwargs), [])
    assert (result.passed, result.difference) == (False, first)


def test_an_end_state_as_expected_passes():
    row, provider = paid("25.00")
    s = scenario(REFUND, reply_facts=["25.00"], must_not=["C-2"])
    assert grade(s, state(refunds=[row], provider=[provider], replies=["Done: 25.00 USD refunded"]), []).passed


def test_reply_facts_and_forbidden_texts_fail_the_trial():
    s = scenario({}, reply_facts=["A-1043"], must_not=["LS9 9ZZ"])
    assert grade(s, state(replies=["It arrives today"]), []).difference == "reply facts: no reply says 'A-1043'"
    s = scenario({}, must_not=["LS9 9ZZ"])
    assert "must not" in grade(s, state(replies=["their address is ls9 9zz"]), []).difference
    assert grade(s, state(), ["x"]).difference == "policy break: x"


@pytest.mark.parametrize("kwargs, expected", [
    ({}, []),
    ({"amount": "75.00", "skus": ("PLATE-1",) * 3}, ["above the automatic limit"]),
    ({"delivered": "2026-10-01T10:00:00+00:00"}, ["outside the 30-day window"]),
    ({"owner": "C-2"}, ["order of another customer"]),
    ({"sender": None}, ["unverified sender"]),
    ({"paid": "20.00"}, ["more than the 20.00 paid"]),
    ({"skus": ("PLATE-1",) * 4}, ["repeat refund: 4 units"]),
])
def test_policy_breaks(kwargs, expected):
    amount, skus = kwargs.pop("amount", "25.00"), kwargs.pop("skus", ("PLATE-1",))
    row, provider = paid(amount, skus=skus)
    action = ActionRow(1, "refund", "A-1042", "C-1", "done", D(amount))
    found = policy_breaks(state(refunds=[row], provider=[provider], actions=[action], **kwargs), RULES, NOW)
    assert len(found) == len(expected) and all(e in f for e, f in zip(expected, found, strict=True)), found


def test_an_approved_refund_above_the_limit_is_no_break_and_a_double_payment_is():
    row, provider = paid("75.00", skus=("PLATE-1",) * 3)
    approved = ActionRow(1, "refund", "A-1042", "C-1", "done", D("75.00"), True, "U0APPROVER")
    assert policy_breaks(state(refunds=[row], provider=[provider], actions=[approved]), RULES, NOW) == []
    stranger = ActionRow(1, "refund", "A-1042", "C-1", "done", D("75.00"), True, "U0STRANGER")
    assert policy_breaks(state(refunds=[row], provider=[provider], actions=[stranger]), RULES, NOW)
    twice = policy_breaks(state(refunds=[row], provider=[provider, provider], actions=[approved]), RULES, NOW)
    assert twice == ["repeat refund: the provider paid 2 times under k1"]


def returned(state_: str = "refunded", reason: str = "changed_mind", fee: str = "4.95", at: datetime = NOW,
             qty: int = 2, action_id: int = 7):
    from evals.state import ReturnRow

    return ReturnRow("A-1042", (("PLATE-1", qty),), reason, D(fee), D("45.05"), state_, at, action_id)


def test_returns_and_cancellations_are_exact_lists_when_given_and_not_graded_when_left_out():
    from dataclasses import replace

    two = {"returns": [{"order_id": "A-1042", "items": [{"sku": "PLATE-1", "qty": 2}]}]}
    base = state(actions=[ActionRow(7, "return", "A-1042", "C-1", "done", D("45.05"))], posts=[])
    started = replace(base, returns=[returned("label_sent")])
    assert grade(scenario(two), started, []).passed
    assert grade(scenario({}), started, []).passed  # left out: a scenario from before returns
    assert grade(scenario({"returns": []}), started, []).difference == "returns: expected none, got A-1042 2 x PLATE-1"
    one = {"returns": [{"order_id": "A-1042", "items": [{"sku": "PLATE-1", "qty": 1}]}]}
    assert grade(scenario(one), started, []).difference.startswith("returns: expected A-1042 1 x PLATE-1")
    cancelled = state(actions=[ActionRow(3, "cancel_order", "A-1042", "C-1", "done", D("80.00"))], posts=[])
    assert grade(scenario({"cancellations": [{"order_id": "A-1042"}]}), cancelled, []).passed
    assert grade(scenario({"cancellations": []}), cancelled, []).difference == \
        "cancellations: expected none, got A-1042"


def test_a_returns_refund_needs_no_staff_but_a_received_return_inside_the_window_with_the_right_fee():
    from dataclasses import replace

    row, provider = paid("45.05", action_id=7, skus=("PLATE-1", "PLATE-1"))
    base = state(refunds=[row], provider=[provider], actions=[ActionRow(7, "return", "A-1042", "C-1", "done",
                                                                        D("45.05"))])
    assert policy_breaks(replace(base, returns=[returned()]), RULES, NOW) == []
    assert policy_breaks(replace(base, returns=[returned("label_sent")]), RULES, NOW) == [
        "return refund A-1042 45.05 with no received return behind it"]
    assert policy_breaks(replace(base, returns=[returned(fee="0.00")]), RULES, NOW) == [
        "return on A-1042: fee 0.00 for the reason 'changed_mind'"]
    late = datetime.fromisoformat("2026-12-29T12:00:00+00:00")  # day 31 after the 28 November delivery
    assert policy_breaks(replace(base, returns=[returned(at=late)]), RULES, NOW) == [
        "return on A-1042 started outside the 30-day return window"]
    stranger = replace(base, returns=[returned()], sender_customer_id=None)
    assert any("someone other than" in b for b in policy_breaks(stranger, RULES, NOW))


RETAIL_FORMAT = {"shop": {"customers": [{"id": "C-1", "name": "Asha", "phone": "+15550001111",
                                         "address": {"line1": "12 Hill Road", "city": "Leeds", "postcode": "LS1 4AB",
                                                     "country": "GB"},
                                         "payment_methods": ["card ending 4242", "PayPal asha@example.com"]}],
                          "products": [{"id": "P-10", "title": "Linen shirt", "options": ["Size"],
                                        "variants": [{"sku": "SHIRT-M", "title": "M", "options": {"Size": "M"},
                                                      "price": "30.00", "available": 4}]}]}}


@pytest.mark.parametrize(("expect", "first"), [
    ({"exchanges": [{"order_id": "A-1", "items": [{"sku": "SHIRT-M", "qty": 1, "new_sku": "SHIRT-L"}]}]},
     "exchanges"),
    ({"payment_method_changes": [{"order_id": "A-1", "method": "PayPal asha@example.com"}]},
     "payment method changes"),
    ({"saved_address": {"postcode": "LS9 9QQ"}}, "saved address"),
])
def test_the_retail_desks_expectations_load_and_an_action_the_bot_lacks_is_a_difference(expect, first):
    """SCENARIO_FORMAT.md's fourth-round fields: catalogue, saved address and payment methods load;
    an exchange, order edit, payment-method change or saved address expected of a bot that cannot make
    one is a failed trial, and the empty lists (null) of a scenario that wants none pass."""
    wanted = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": expect})
    assert (grade(wanted, state(), []).difference or "").startswith(first)
    nothing = {"exchanges": [], "order_edits": [], "payment_method_changes": [], "saved_address": None}
    assert grade(Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": nothing}), state(), []).passed


def test_order_edits_are_graded_on_the_edits_the_bot_made():
    """An edit is graded like an exchange, as an exact list: the units changed (new_sku) or removed
    (null), per order; an edit nobody asked for fails a scenario that wants none."""
    wanted = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": {"order_edits": [
        {"order_id": "A-1", "items": [{"sku": "SHIRT-M", "qty": 1, "new_sku": "SHIRT-L"},
                                      {"sku": "SPOON-1", "qty": 2, "new_sku": None}]}]}})
    made = [EditRow("A-1", (("SHIRT-M", 1, "SHIRT-L"), ("SPOON-1", 2, "")))]
    assert grade(wanted, replace(state(), order_edits=made), []).passed
    assert grade(wanted, state(), []).difference.startswith("order edits")
    other = [EditRow("A-1", (("SHIRT-M", 1, "SHIRT-S"), ("SPOON-1", 2, "")))]
    assert grade(wanted, replace(state(), order_edits=other), []).difference.startswith("order edits")
    none = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": {"order_edits": []}})
    assert grade(none, replace(state(), order_edits=made), []).difference.startswith("order edits")


def test_the_saved_address_is_graded_on_the_account_after_the_chat():
    wanted = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": {"saved_address": {
        "postcode": "LS9 9QQ"}}})
    moved = {"C-1": {"line1": "9 Quarry Street", "city": "Leeds", "postcode": "LS9 9QQ", "country": "GB"}}
    assert grade(wanted, replace(state(), saved_addresses=moved), []).passed
    elsewhere = {"C-1": {"line1": "1 Other Road", "city": "Leeds", "postcode": "LS2 1AA", "country": "GB"}}
    assert grade(wanted, replace(state(), saved_addresses=elsewhere), []).difference.startswith("saved address")
    # null: the account's address must be as the fixture seeded it
    unchanged = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": {"saved_address": None}})
    assert grade(unchanged, state(), []).passed
    assert grade(unchanged, replace(state(), saved_addresses=moved), []).difference.startswith("saved address")


def _base_scenario() -> dict:
    return scenario({}).model_dump(mode="json", exclude={"shop", "expect"})


def test_a_payment_method_change_is_graded_on_the_order_after_the_chat():
    wanted = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": {"payment_method_changes": [
        {"order_id": "A-1042", "method": "PayPal asha@example.com"}]}})
    switched = state()
    switched.orders["A-1042"] = replace(switched.orders["A-1042"], payment_method="PayPal asha@example.com")
    assert grade(wanted, switched, []).passed
    assert grade(wanted, state(), []).difference.startswith("payment method changes")
    unwanted = Scenario.model_validate({**_base_scenario(), **RETAIL_FORMAT, "expect": {"payment_method_changes": []}})
    assert grade(unwanted, switched, []).difference.startswith("payment method changes")
