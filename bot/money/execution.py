"""Carrying out a confirmed action, once: the customer's yes moves it, code pays.

Control flow follows journaled values only (the recorded answer, the recorded payment), so a
replay walks the same steps in the same order; database writes after them are conditional
updates that a replay finds already done. The payment goes out under the action's own
idempotency key (the conversation:run:step of the proposing tool call), so a replayed payment
is the same payment at the provider (invariant 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from bot.errors import PolicyViolation
from bot.journal import Journal
from bot.money.actions import Action
from bot.ports import Payments, RefundFailed, RefundSucceeded, RefundUnknown
from bot.shop.orders import Order
from bot.turn import AwaitApproval, Handoff, Reply, TurnResult
from bot.words import replies


class ActionStore(Protocol):
    async def get(self, action_id: int) -> Action | None: ...
    async def awaiting_confirmation(self, conversation_id: int) -> Action | None: ...
    async def move(self, action_id: int, from_status: str, to_status: str, *, outcome: str | None = None,
                   decided_by: str | None = None) -> Action | None: ...
    async def refunded(self, action: Action, provider_ref: str, at: datetime) -> None: ...
    async def apply_address(self, action: Action) -> bool: ...
    async def pending_refunds(self) -> list[Action]: ...


@dataclass(frozen=True)
class Execution:
    actions: ActionStore
    payments: Payments


def next_status(action: Action, yes: bool, now: datetime) -> str:
    """Where the customer's answer takes an action awaiting confirmation."""
    if not yes:
        return "cancelled"
    if action.confirm_by <= now:
        return "expired"
    return "awaiting_approval" if action.needs_approval else "executing"


async def answer(ex: Execution, decided: dict[str, Any], order: Order | None, now: datetime,
                 journal: Journal, lang: str = "en") -> TurnResult:
    """Act on a recorded answer `{"action_id", "to"}` to a confirmation prompt."""
    action = await ex.actions.get(decided["action_id"])
    assert action is not None
    to = decided["to"]
    # Already moved when this is a replay; the recorded `to` decides what follows either way.
    await ex.actions.move(action.id, "awaiting_confirmation", to, outcome=f"customer answered: {to}")
    match to:
        case "cancelled":
            return Reply((replies.fixed("cancelled", lang),), outcome="cancelled")
        case "expired":
            return Reply((replies.fixed("expired", lang),), outcome="expired")
        case "awaiting_approval":
            return AwaitApproval(action.id, (replies.waiting_for_approval(action, lang),))
    return await execute(ex, action, order, now, journal, lang)


async def execute(ex: Execution, action: Action, order: Order | None, now: datetime,
                  journal: Journal, lang: str = "en") -> TurnResult:
    """Pay or change, once; the outcome is a templated reply."""
    if action.kind == "address_change":
        changed = await journal.step("change_address", lambda: _apply_address(ex, action))
        if changed:
            return Reply((replies.fixed("address_changed", lang),), outcome="address_changed")
        return Reply((replies.fixed("address_too_late", lang),), outcome="address_too_late")
    amount = action.amount
    if amount is None:  # policy always prices a refund: a refund without an amount is a bug
        raise PolicyViolation(f"refund action {action.id} has no amount")

    async def pay() -> dict[str, str]:
        # The provider answers a repeated key with its first result, so this is safe to repeat.
        outcome = await ex.payments.refund(action.idempotency_key, action.order_id, amount,
                                           action.currency or "USD")
        match outcome:
            case RefundSucceeded(provider_ref=ref):
                return {"outcome": "succeeded", "ref": ref}
            case RefundFailed(reason=reason):
                return {"outcome": "failed", "reason": reason}
            case RefundUnknown(reason=reason):
                return {"outcome": "unknown", "reason": reason}
        raise AssertionError(outcome)

    paid = await journal.step("pay", pay, request={"key": action.idempotency_key,
                                                   "amount": str(action.amount)})
    if paid["outcome"] == "succeeded":
        await ex.actions.refunded(action, paid["ref"], now)
        return Reply((replies.refunded(action, order, lang),), outcome="refunded")
    if paid["outcome"] == "unknown":
        # It may have gone through: never pay again under a new key; reconcile by this one.
        await ex.actions.move(action.id, "executing", "pending", outcome=paid["reason"])
        return Reply((replies.refund_processing(action, lang),), outcome="refund_pending")
    await ex.actions.move(action.id, "executing", "failed", outcome=paid["reason"])
    return Handoff("payment failed", (replies.handoff_message("bound", lang),), "high")


async def _apply_address(ex: Execution, action: Action) -> bool:
    current = await ex.actions.get(action.id)
    if current is not None and current.status == "done":
        return True
    return await ex.actions.apply_address(action)
