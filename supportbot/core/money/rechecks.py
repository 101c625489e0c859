"""Deciding again at the yes or at a staff approval, on what is claimed at that moment.

Whatever moves a claim to "executing" decides it again first, in the same transaction as the move
(the store runs `judge` under the order's lock, on the ledger without this action): units still
open, the amount within paid minus refunded minus in flight, the caps. No longer possible:
refused, nothing paid. Over a cap now: held for staff. Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from supportbot.core.money.actions import Action, Verdict
from supportbot.core.money.cancellations import CancelApproved, decide_cancellation
from supportbot.core.money.ledger import Ledger, claim_context, order_facts
from supportbot.core.money.order_edits import edit_of, recheck_order_edit
from supportbot.core.money.policy import OrderFacts, RefundLimits, Refused
from supportbot.core.money.refunds import NeedsApproval, recheck_refund
from supportbot.core.money.returns import ReturnSettings, recheck_return, return_fee


def judge(limits: RefundLimits, staff_approved: bool, now: datetime | None = None,
          return_settings: ReturnSettings | None = None) -> Callable[[Action, Ledger], Verdict]:
    """The re-decision the store runs under the order's lock, on the ledger without this action."""

    def decide(action: Action, ledger: Ledger) -> Verdict:
        if ledger.order is None or action.amount is None:
            return Verdict("refused", "refused again before paying: the order is gone")
        if action.kind == "exchange":  # decided on the catalogue (core/money/exchanges.py), never as a refund
            return Verdict("refused", "refused again before exchanging: no catalogue to decide it on")
        if action.kind == "cancel_order":
            return _cancel_verdict(action, ledger, now)
        if action.kind == "order_edit":
            return _edit_verdict(action, order_facts(ledger.order, ledger.claims))
        if action.kind == "return":
            return _return_verdict(action, order_facts(ledger.order, ledger.claims + ledger.paid_after),
                                   return_settings or ReturnSettings())
        decision = recheck_refund(order_facts(ledger.order, ledger.claims), action.items, action.amount,
                                  claim_context(ledger, action.conversation_id), limits, ledger.paid_after)
        if isinstance(decision, Refused):
            return Verdict("refused", f"refused again before paying: {decision.reason.removeprefix('refused: ')}")
        if isinstance(decision, NeedsApproval) and not staff_approved:
            return Verdict("awaiting_approval", "held for staff when decided again before paying",
                           decision.reasons)
        return Verdict("executing", "decided again before paying: still allowed")

    return decide


def _cancel_verdict(action: Action, ledger: Ledger, now: datetime | None) -> Verdict:
    """A cancellation goes ahead only if the order is still placed and owes what was proposed;
    the store writes "cancelled" in the same transaction, under the order's lock."""
    assert ledger.order is not None
    decision = decide_cancellation(order_facts(ledger.order, ledger.claims), now or ledger.order.placed_at)
    if isinstance(decision, Refused):
        return Verdict("refused", f"refused again before cancelling: {decision.reason.removeprefix('refused: ')}")
    assert isinstance(decision, CancelApproved)
    if decision.amount != action.amount or decision.items != action.items:
        return Verdict("refused", "refused again before cancelling: the order changed since it was proposed")
    return Verdict("executing")


def _edit_verdict(action: Action, order: OrderFacts) -> Verdict:
    """An edit goes ahead only if the order is still placed and the same edit, at the same price
    difference, still holds; the store changes the built-in shop's lines in the same transaction."""
    assert action.amount is not None and action.edit is not None
    proposed, variants = edit_of(action.edit, action.order_id, action.amount, action.currency or order.currency,
                                 action.items)
    why = recheck_order_edit(order, proposed, variants)
    if why is not None:
        return Verdict("refused", f"refused again before editing: {why.removeprefix('refused: ')}")
    return Verdict("executing", "decided again before editing: still allowed")


def _return_verdict(action: Action, order: OrderFacts, settings: ReturnSettings) -> Verdict:
    """A return goes ahead if its units are still open and its refund is the one proposed; no caps,
    no staff: the money moves only when the warehouse has the items."""
    assert action.amount is not None
    fee = return_fee(action.reason or "", settings)
    decision = recheck_return(order, action.items, action.reason or "", fee, action.amount)
    if isinstance(decision, Refused):
        return Verdict("refused", f"refused again before the label: {decision.reason.removeprefix('refused: ')}")
    return Verdict("executing", "decided again before the label: still allowed")


def next_status(action: Action, yes: bool, now: datetime) -> str:
    """Where the customer's answer takes an action awaiting confirmation."""
    if not yes:
        return "cancelled"
    if action.confirm_by <= now:
        return "expired"
    return "awaiting_approval" if action.needs_approval else "executing"
