"""Grade a trial by diffing its end state against the scenario's `Expect`, naming the first difference.

tau-bench compares hashes, which says only *that* a trial differs; a named row says *where*.
The order of checks is the order a reader of the report cares about: money first.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from evals.scenario import ExpectedExchange, Scenario
from evals.state import EndState

# An action that staff approved keeps moving after the click; all of these mean "approved".
APPROVED = frozenset({"approved", "executing", "pending", "done", "failed"})


@dataclass(frozen=True)
class Grade:
    passed: bool
    difference: str | None  # the first difference, None when the end state is as expected


def _money(pairs: list[tuple[str, Decimal]]) -> str:
    return ", ".join(f"{order} {amount:.2f}" for order, amount in sorted(pairs)) or "none"


def _diff_list(name: str, expected: list, got: list, show) -> str | None:
    if Counter(expected) == Counter(got):
        return None
    return f"{name}: expected {show(expected)}, got {show(got)}"


def _items(rows: list[tuple[str, tuple[tuple[str, int], ...]]]) -> str:
    return ", ".join(f"{o} " + "+".join(f"{q}x{s}" for s, q in items) for o, items in sorted(rows)) or "none"


def _decision(status: str) -> str:
    if status in APPROVED:
        return "approved"
    if status == "awaiting_approval":
        return "pending"
    return status  # rejected, expired, cancelled: named as they are


def differences(scenario: Scenario, state: EndState) -> list[str]:
    """Every difference between the end state and `scenario.expect`, most important first."""
    expect, found = scenario.expect, []
    want = [(r.order_id, r.amount) for r in expect.refunds]
    found.append(_diff_list("refunds", want, [(r.order_id, r.amount) for r in state.bot_refunds], _money))
    # The provider is where money really moves: our rows and its records must agree.
    found.append(_diff_list("provider refunds", want,
                            [(r.order_id, r.amount) for r in state.provider_refunds], _money))
    found.append(_diff_list(
        "approvals", [(a.order_id, a.amount, a.decision) for a in expect.approvals],
        # a replacement above the limit is an approval too, its value as the amount
        [(a.order_id, a.amount, _decision(a.status)) for a in state.actions
         if a.kind in ("refund", "replacement") and a.needs_approval and not a.before_staff],
        lambda rows: ", ".join(f"{o} {m:.2f} {d}" for o, m, d in sorted(rows)) or "none"))
    want_new = [(r.order_id, tuple(sorted((i.sku, i.qty) for i in r.items))) for r in expect.replacements]
    for source, name in (("bot", "replacements"), ("shop", "shop replacements")):
        found.append(_diff_list(name, want_new, [(r.order_id, r.items) for r in state.replacements
                                                 if r.source == source], _items))
    moved = [(a.order_id, state.orders[a.order_id].postcode) for a in state.actions
             if a.kind == "address_change" and a.status == "done" and a.order_id in state.orders]
    found.append(_diff_list("address changes", [(a.order_id, a.postcode) for a in expect.address_changes], moved,
                            lambda rows: ", ".join(f"{o} to {p}" for o, p in sorted(rows)) or "none"))
    if expect.cancellations is not None:
        cancelled = [a.order_id for a in state.actions if a.kind == "cancel_order" and a.status == "done"]
        found.append(_diff_list("cancellations", [c.order_id for c in expect.cancellations], cancelled,
                                lambda rows: ", ".join(sorted(rows)) or "none"))
    if expect.returns is not None:
        want_back = [(r.order_id, tuple(sorted((i.sku, i.qty) for i in r.items))) for r in expect.returns]
        found.append(_diff_list("returns", want_back, [(r.order_id, r.items) for r in state.returns],
                                lambda rows: "; ".join(f"{o} " + ", ".join(f"{q} x {s}" for s, q in items)
                                                       for o, items in sorted(rows)) or "none"))
    found.append(_swaps("exchanges", expect.exchanges, [(x.order_id, x.swaps) for x in state.exchanges]))
    found.append(_swaps("order edits", expect.order_edits, [(x.order_id, x.changes) for x in state.order_edits]))
    found.append(_payment_methods(scenario, state))
    found.append(_saved_address(scenario, state))
    found.append(_handoff(scenario, state))
    # Each approval and each handoff is a card in the staff channel (threads are replies to them).
    cards = len(state.handoffs) + sum(1 for a in state.actions if a.needs_approval and not a.before_staff)
    posted = sum(1 for p in state.slack_posts if not p["args"].get("thread_ts"))
    if posted < cards:
        found.append(f"slack: expected {cards} staff cards, got {posted}")
    if state.failed_sends:
        found.append(f"sends: {len(state.failed_sends)} failed: {state.failed_sends[0]}")
    if expect.verified is not None and (state.verified_customer_id is not None) != expect.verified:
        found.append(f"verified: expected {expect.verified}, got {not expect.verified}")
    said = [r.casefold() for r in state.replies]
    for fact in scenario.reply_facts:
        if not any(fact.casefold() in r for r in said):
            found.append(f"reply facts: no reply says {fact!r}")
    for text in scenario.must_not:
        hit = next((r for r in state.replies if text.casefold() in r.casefold()), None)
        if hit is not None:
            found.append(f"must not: a reply says {text!r}: {hit[:120]!r}")
    return [d for d in found if d]


def _swaps(name: str, expected: list[ExpectedExchange],
           made: list[tuple[str, tuple[tuple[str, int, str], ...]]]) -> str | None:
    """Exchanges and order edits, each an exact list per order of (sku, qty, new_sku), "" for units removed."""
    wanted = [(e.order_id, tuple(sorted((i.sku, i.qty, i.new_sku or "") for i in e.items))) for e in expected]
    return _diff_list(name, wanted, made,
                      lambda rows: "; ".join(f"{o} " + ", ".join(f"{q} x {s} -> {n or 'removed'}" for s, q, n in swaps)
                                             for o, swaps in sorted(rows)) or "none")


def _payment_methods(scenario: Scenario, state: EndState) -> str | None:
    """Orders whose payment method differs from the fixture's after the chat (an order not read back
    is as it was seeded), against the changes expected."""
    seeded = {o.id: o.payment_method for o in scenario.shop.orders}
    changed = [(oid, row.payment_method) for oid, row in state.orders.items()
               if row.payment_method is not None and row.payment_method != seeded.get(oid)]
    return _diff_list("payment method changes",
                      [(c.order_id, c.method) for c in scenario.expect.payment_method_changes], changed,
                      lambda rows: ", ".join(f"{o} to {m}" for o, m in sorted(rows)) or "none")


def _saved_address(scenario: Scenario, state: EndState) -> str | None:
    """The account's saved address after the chat: the fields expected, or (null) as the fixture seeded it."""
    account = state.identified_as or ""
    seeded = next((c.address.model_dump() for c in scenario.shop.customers if c.id == account and c.address), None)
    saved = state.saved_addresses.get(account, seeded)  # an account not read back is as it was seeded
    want = scenario.expect.saved_address
    if want is None:
        return None if saved == seeded else f"saved address: expected it unchanged, got {saved}"
    if saved is None or any(saved.get(k) != v for k, v in want.items()):
        return f"saved address: expected {want}, got {saved}"
    return None


def _handoff(scenario: Scenario, state: EndState) -> str | None:
    want = scenario.expect.handoff
    got = state.handoffs
    if want is None:
        return f"handoff: expected none, got {got[0].reason!r} ({got[0].priority})" if got else None
    if not got:
        return "handoff: expected one, got none"
    if want.reason_contains and not any(want.reason_contains.casefold() in h.reason.casefold() for h in got):
        return f"handoff: expected a reason with {want.reason_contains!r}, got {', '.join(repr(h.reason) for h in got)}"
    if want.priority and not any(h.priority == want.priority for h in got):
        return f"handoff: expected priority {want.priority}, got {', '.join(h.priority for h in got)}"
    return None


def grade(scenario: Scenario, state: EndState, broken: list[str]) -> Grade:
    """A trial passes when nothing differs and no policy was broken."""
    found = differences(scenario, state) + [f"policy break: {b}" for b in broken]
    return Grade(not found, found[0] if found else None)
