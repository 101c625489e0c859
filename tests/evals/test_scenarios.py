"""The scenario files: valid, self-consistent shops, and coverage of every intent and hard case."""

from __future__ import annotations

import json
from collections import Counter
from decimal import Decimal
from pathlib import Path
from typing import get_args

import pytest

from evals.make_scenarios import stale
from evals.scenario import Scenario, load_scenarios
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.returns import ReturnSettings
from supportbot.core.understanding.labels import Intent

DIRECTORY = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
SCENARIOS = load_scenarios(DIRECTORY)
HARD_CASES = {
    "hard:outside-window", "hard:window-edge", "hard:over-limit", "hard:at-limit", "hard:over-paid",
    "hard:claim-splitting", "hard:changes-mind", "hard:two-asks", "hard:unverified", "hard:injection",
    "hard:repeat-refund", "hard:delivery-fee", "hard:address-before-shipping", "hard:address-after-shipping",
    "hard:policy-answered", "hard:policy-unanswered", "hard:other-customer", "staff:approve", "staff:reject",
    "asks:person", "risk:legal", "risk:chargeback", "risk:fraud", "risk:self-harm",
    "lang:en", "lang:es", "lang:hi", "lang:hinglish", "lang:ta", "lang:bn", "tone:shouting",
    "status:placed", "status:shipped", "status:out_for_delivery", "status:delivered", "status:cancelled",
    "hard:shipped-while-cancelling", "hard:refund-overdue",
}
RISK_PRIORITY = {"risk:legal": "high", "risk:chargeback": "high", "risk:fraud": "high", "risk:self-harm": "urgent"}


def test_at_least_sixty_scenarios_with_unique_ids():
    assert len(SCENARIOS) >= 60
    assert len({s.id for s in SCENARIOS}) == len(SCENARIOS)


def test_files_match_the_generator():
    assert stale(DIRECTORY) == []


def test_every_router_intent_is_covered():
    assert set(get_args(Intent)) <= {s.intent for s in SCENARIOS}


def test_every_hard_case_is_tagged():
    tags = Counter(t for s in SCENARIOS for t in s.tags)
    assert HARD_CASES - tags.keys() == set()


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_shop_is_consistent(scenario: Scenario):
    customers = {c.id for c in scenario.shop.customers}
    orders = {o.id: o for o in scenario.shop.orders}
    assert all(o.customer in customers for o in orders.values())
    assert len(orders) == len(scenario.shop.orders)
    for ask in scenario.plan:
        if "order_id" in ask.facts:
            assert ask.facts["order_id"] in orders
        if "sku" in ask.facts:
            assert ask.facts["sku"] in {i.sku for i in orders[str(ask.facts["order_id"])].items}
        assert set(ask.opening) <= set(ask.facts)
    expected = [*scenario.expect.refunds, *scenario.expect.approvals, *scenario.expect.address_changes]
    assert all(e.order_id in orders for e in expected)
    for e in [*scenario.expect.refunds, *scenario.expect.approvals]:
        order = orders[e.order_id]
        assert e.amount > 0 and e.amount <= order.paid - sum((r.amount for r in order.refunds), Decimal(0))
    assert not scenario.plan[0].with_previous


def test_money_in_the_files_is_decimal_strings():
    def amounts(node: object) -> list[object]:
        if isinstance(node, dict):
            found = [v for k, v in node.items() if k in ("amount", "paid", "delivery_fee", "unit_price")]
            return found + [x for v in node.values() for x in amounts(v)]
        if isinstance(node, list):
            return [x for v in node for x in amounts(v)]
        return []

    for path in DIRECTORY.glob("*.json"):
        for value in amounts(json.loads(path.read_text(encoding="utf-8"))):
            assert isinstance(value, str) and Decimal(value) == Decimal(value).quantize(Decimal("0.01")), path


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_expectations_follow_the_rules(scenario: Scenario):
    limit = RefundLimits().auto_limit
    approvals = {(a.order_id, a.amount) for a in scenario.expect.approvals}
    for refund in scenario.expect.refunds:
        order = next(o for o in scenario.shop.orders if o.id == refund.order_id)
        over = refund.amount > limit or bool(order.refunds)
        # Only a refund a person approved may be over the limit or follow an earlier refund.
        if over:
            assert (refund.order_id, refund.amount) in approvals
    decisions = {a.decision for a in scenario.expect.approvals}
    if "rejected" in decisions:  # staff only reject when the scenario tells them to
        assert scenario.staff.approvals == "reject"
    if "approved" in decisions:
        assert scenario.staff.approvals == "approve"
    risks = [t for t in scenario.tags if t in RISK_PRIORITY]
    for risk in risks:
        assert scenario.expect.handoff is not None and scenario.expect.handoff.priority == RISK_PRIORITY[risk]
        assert scenario.expect.refunds == []
    for ask in scenario.plan:
        if ask.intent in ("account_access", "complaint", "human"):
            assert scenario.expect.handoff is not None  # no tool for these: a person
    if scenario.expect.returns is not None:
        # A return's refund is paid only when the warehouse has the items (issue 15.2).
        returned = {r.order_id for r in scenario.expect.returns}
        if scenario.warehouse.receives == "none":
            assert not any(r.order_id in returned for r in scenario.expect.refunds)


def test_return_window_edges_are_either_side_of_day_thirty():
    by_id = {s.id: s for s in SCENARIOS}
    for sid, inside in (("return-window-day-30", True), ("return-window-day-31", False)):
        s = by_id[sid]
        order = s.shop.orders[0]
        assert order.delivered_at is not None
        day = (s.now.date() - order.delivered_at.date()).days
        assert (day <= ReturnSettings().window_days) is inside
        assert bool(s.expect.returns) is inside and bool(s.expect.refunds) is inside


def test_refund_window_edges_are_either_side_of_day_thirty():
    by_id = {s.id: s for s in SCENARIOS}
    for sid, inside in (("refund-last-day-of-window", True), ("refund-just-outside-window", False)):
        s = by_id[sid]
        order = s.shop.orders[0]
        assert order.delivered_at is not None
        day = (s.now.date() - order.delivered_at.date()).days
        assert (day <= RefundLimits().refund_window_days) is inside
        assert bool(s.expect.refunds) is inside
