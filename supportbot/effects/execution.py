"""Carrying out a confirmed action, once: the customer's yes moves it, code pays.

Control flow follows journaled values only (the recorded answer, the recheck, the recorded
payment), so a replay walks the same steps in the same order; database writes after them are
conditional updates that a replay finds already done. The payment goes out under the action's
own idempotency key (the conversation:run:step of the proposing tool call), so a replayed
payment is the same payment at the provider (invariant 2).

Whatever moves a refund to "executing" (the customer's yes, a staff approval) decides it again
first, on what is claimed at that moment and in the same transaction as the move (issue 13.1):
units still open, the amount within paid minus refunded minus in flight, the caps. No longer
possible: refused, nothing paid, the customer told. Over a cap now: held for staff.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar

from supportbot.core.errors import PolicyViolation
from supportbot.core.journal import HeldSteps, Journal, carrying
from supportbot.core.money.actions import Action, ProposedAction, TokenUsed, Verdict
from supportbot.core.money.ledger import Ledger, claim_context, day_start, order_facts
from supportbot.core.money.policy import RefundLimits, Refused
from supportbot.core.money.rechecks import judge
from supportbot.core.money.refunds import NeedsApproval
from supportbot.core.money.replacements import ReplacementRequest, decide_replacement
from supportbot.core.ports import (
    OrderWriter,
    Payments,
    RefundFailed,
    RefundSucceeded,
    RefundUnknown,
    ShopOrders,
    ShopWriteDone,
    ShopWriteOutcome,
    ShopWriteRefused,
    ShopWriteUnknown,
)
from supportbot.core.shop.orders import Order
from supportbot.core.turn import AwaitApproval, Handoff, Reply, TurnResult
from supportbot.core.types import OutboundText
from supportbot.effects.editing import edit_in_shop
from supportbot.effects.exchanging import ExchangeDesk, carry_out, exchange_judge
from supportbot.effects.replacing import REASON_OF_ARTICLE, send
from supportbot.effects.returning import ReturnDesk, start_return
from supportbot.effects.settling import settle
from supportbot.words import replies
from supportbot.words.edits import order_edited

T = TypeVar("T")


class ActionStore(Protocol):
    async def get(self, action_id: int) -> Action | None: ...
    async def proposed(self, action_id: int) -> Action | None: ...
    async def awaiting_confirmation(self, conversation_id: int) -> Action | None: ...
    async def move(self, action_id: int, from_status: str, to_status: str, *, outcome: str | None = None,
                   decided_by: str | None = None) -> Action | None: ...
    async def refunded(self, action: Action, provider_ref: str, at: datetime) -> None: ...
    async def apply_address(self, action: Action) -> bool: ...
    async def apply_payment_method(self, action: Action) -> bool: ...
    async def change_saved_address(self, action: Action,
                                   remote: Callable[[], Awaitable[ShopWriteOutcome]] | None = None) -> bool: ...
    async def pending_refunds(self) -> list[Action]: ...
    async def orphan_executing(self, min_age_seconds: float) -> list[int]: ...
    async def start(self, action_id: int, from_status: str, since: datetime,
                    judge: Callable[[Action, Ledger], Verdict], *, order_id: str | None = None,
                    held: HeldSteps | None = None) -> Action | None: ...
    async def replaced(self, action: Action, shop_order_ref: str, at: datetime) -> None: ...
    async def holding_order(self, order_id: str, work: Callable[[], Awaitable[T]]) -> T: ...
    async def exchanged(self, action: Action, shop_ref: str, payment_url: str | None, at: datetime) -> None: ...
    async def propose_refund(self, key: str, nonce: str, order_id: str, conversation_id: int, since: datetime,
                             decide: Callable[[Ledger], ProposedAction | Refused],
                             then: Callable[[Action, Ledger], Verdict] | None = None
                             ) -> Action | TokenUsed | Refused: ...


@dataclass(frozen=True)
class Execution:
    actions: ActionStore
    payments: Payments
    limits: RefundLimits  # the same limits the tools decided with: a recheck must agree with them
    shop: ShopOrders | None = None  # creates replacement orders; None where none are offered
    returns: ReturnDesk | None = None  # the warehouse, for returns; None: a confirmed return fails to a person
    # A remote shop's writes (Shopify's orderCancel); None: the built-in shop, which the store
    # cancels under the order's lock in the same transaction that decides the cancellation.
    writer: OrderWriter | None = None
    exchanges: ExchangeDesk | None = None  # the shop's exchanges and its catalogue; None: none are offered


# Where a replay finds an action an earlier attempt already moved on from, as a verdict.
# A failed payment is not tried again; a pending one is asked again under its own key.
_MOVED_ON = {"executing": "executing", "pending": "executing", "done": "executing",
             "approved": "awaiting_approval", "rejected": "awaiting_approval", "expired": "awaiting_approval"}


async def recheck(ex: Execution, action: Action, from_status: str, now: datetime, *,
                  staff_approved: bool, held: HeldSteps | None = None) -> dict[str, Any]:
    """Move a refund from `from_status` as the re-decision says; {"to": status} to journal (the
    reason is on the action's outcome), and moved on to executing, the payment the order read under
    the claim's lock names (`payment_ref`: the built-in shop's never changes, Shopify's comes with the
    order's transactions), so the payment reads no order of its own. A replay finding the action moved
    carries none: the payment's adapter reads it. `held`: the decisions it rests on, written by the move."""
    decide = judge(ex.limits, staff_approved, now, ex.returns.settings if ex.returns else None)
    if action.kind == "exchange" and ex.exchanges is not None:  # stock and prices read now, then decided locked
        decide = await exchange_judge(ex.exchanges, action, ex.limits, staff_approved=staff_approved)
    read: list[Order | None] = []  # the order the re-decision read, under the order's claim lock
    def deciding(action: Action, ledger: Ledger) -> Verdict:
        read.append(ledger.order)
        return decide(action, ledger)

    moved = await ex.actions.start(action.id, from_status, day_start(now), deciding, order_id=action.order_id,
                                   held=held)
    if moved is None:  # an earlier attempt moved it: follow where it went
        current = await ex.actions.get(action.id)
        status = current.status if current else "refused"
        return {"to": _MOVED_ON.get(status, status)}
    ref = read[-1].payment_ref if read and read[-1] is not None and moved.status == "executing" else None
    return {"to": moved.status} | ({"payment_ref": ref} if ref else {})


async def answer(ex: Execution, decided: dict[str, Any], order: Order | None, now: datetime,
                 journal: Journal, lang: str = "en", action: Action | None = None) -> TurnResult:
    """Act on a recorded answer `{"action_id", "to"}` to a confirmation prompt; `action`: that
    action as the caller has just read it (what moves it is re-decided on the row, under its lock)."""
    action = action if action is not None and action.id == decided["action_id"] else \
        await ex.actions.get(decided["action_id"])
    assert action is not None
    to = decided["to"]
    if to == "replace":
        return await choose_replacement(ex, action, order, now, journal, lang)
    if to == "executing" and action.kind in ("refund", "cancel_order", "return", "replacement", "order_edit",
                                             "exchange"):
        # The customer said yes: decide again on what is claimed now before any money moves.
        moved = await carrying(journal, "recheck", lambda held: recheck(ex, action, "awaiting_confirmation", now,
                                                                         staff_approved=False, held=held))
        return await _after_recheck(ex, action, moved, order, now, journal, lang)
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


async def approved(ex: Execution, action: Action, order: Order | None, now: datetime, journal: Journal,
                   lang: str = "en") -> TurnResult | None:
    """A staff member approved: decide again on what is claimed now, then pay once.

    Staff weighed the approval reasons; what is no longer possible is refused all the same.
    None when there is nothing for this approval to do (the action went elsewhere).
    """
    moved = await journal.step("recheck", lambda: recheck(ex, action, "approved", now, staff_approved=True))
    if moved["to"] not in ("executing", "refused"):
        return None
    return await _after_recheck(ex, action, moved, order, now, journal, lang)


async def _after_recheck(ex: Execution, action: Action, moved: dict[str, Any], order: Order | None, now: datetime,
                         journal: Journal, lang: str) -> TurnResult:
    """Where the recheck's record `moved` ({"to", "payment_ref"?}) leads."""
    match moved["to"]:
        case "executing":
            return await execute(ex, action, order, now, journal, lang, moved.get("payment_ref"))
        case "awaiting_approval":
            return AwaitApproval(action.id, (replies.waiting_for_approval(action, lang),))
        case "refused" if action.kind == "replacement":
            return Reply((replies.replacement_stopped(action, order, lang),), outcome="replacement_refused")
        case "refused" if action.kind == "cancel_order":
            return Reply((replies.fixed("cancel_too_late", lang, order=action.order_id),), outcome="cancel_refused")
        case "refused" if action.kind == "order_edit":
            return Reply((replies.fixed("edit_too_late", lang, order=action.order_id),), outcome="edit_refused")
        case "refused" if action.kind == "exchange":
            return Reply((replies.exchange_stopped(action, lang),), outcome="exchange_refused")
        case "refused" if action.kind == "return":
            return Reply((replies.fixed("return_stopped", lang, order=action.order_id),), outcome="return_refused")
        case "refused":
            return Reply((replies.refund_stopped(action, lang),), outcome="refund_refused")
        case "cancelled":
            return Reply((replies.fixed("cancelled", lang),), outcome="cancelled")
    return Reply((replies.fixed("expired", lang),), outcome="expired")


async def execute(ex: Execution, action: Action, order: Order | None, now: datetime,
                  journal: Journal, lang: str = "en", payment_ref: str | None = None) -> TurnResult:
    """Pay, change or replace, once; the outcome is a templated reply. `payment_ref`: the payment
    the recheck's order read names (None: the provider's adapter reads it)."""
    if action.kind == "replacement":
        return await send(ex.shop, ex.actions, action, order, now, journal, lang)
    if action.kind == "exchange":
        if ex.exchanges is None:  # decided with a catalogue, carried out with none: a person finishes it
            await ex.actions.move(action.id, "executing", "failed", outcome="no shop exchange configured")
            return Handoff("no shop exchange configured", (replies.handoff_message("bound", lang),), "normal")
        return await carry_out(ex.exchanges, ex.actions, ex.payments, action, order, now, journal, lang)
    if action.kind == "address_change":
        changed = await journal.step("change_address", lambda: _apply_address(ex, action))
        if changed is True or changed == "done":  # a bool where journaled before "unknown" existed
            return Reply((replies.fixed("address_changed", lang),), outcome="address_changed")
        if changed == "unknown":  # it may have changed: neither "done" nor "too late" is true
            return Handoff(f"the shop did not answer the address change of {action.order_id} "
                           f"(key {action.idempotency_key})", (replies.handoff_message("bound", lang),), "high")
        return Reply((replies.fixed("address_too_late", lang),), outcome="address_too_late")
    if action.kind == "payment_method":  # the built-in shop's (the tool proposes it nowhere else)
        changed = await journal.step("change_payment_method", lambda: ex.actions.apply_payment_method(action),
                                     request={"key": action.idempotency_key})
        key = "payment_method_changed" if changed else "payment_method_too_late"
        return Reply((replies.fixed(key, lang, order=action.order_id,
                                    method=(action.edit or {}).get("payment_method", "")),), outcome=key)
    if action.kind == "saved_address":
        saved = await journal.step("change_saved_address", lambda: _save_address(ex, action),
                                   request={"key": action.idempotency_key})
        if saved:
            return Reply((replies.fixed("saved_address_changed", lang),), outcome="saved_address_changed")
        return Handoff("the shop did not change the saved address", (replies.handoff_message("bound", lang),),
                       "normal")
    if action.kind == "return":
        return await _label(ex, action, journal, lang)
    amount = action.amount
    if amount is None:  # policy always prices a refund: a refund without an amount is a bug
        raise PolicyViolation(f"refund action {action.id} has no amount")
    if action.kind == "cancel_order" and ex.writer is not None:
        stopped = await _cancel_in_shop(ex, ex.writer, action, journal, lang)
        if stopped is not None:
            return stopped
    if action.kind == "order_edit":
        stopped = await edit_in_shop(ex.writer, ex.actions, action, journal, lang) if ex.writer else None
        if stopped is not None:
            return stopped
        if amount == 0:  # another variant at the same price: the lines changed, no money moves
            await ex.actions.move(action.id, "executing", "done", outcome="order edited, same price")
            return Reply((OutboundText(order_edited(action, order, lang, arrival_days=0)),), outcome="order_edited")
    if action.kind == "cancel_order" and amount == 0:  # cancelled under the lock; nothing was paid
        await ex.actions.move(action.id, "executing", "done", outcome="cancelled, nothing paid")
        return Reply((replies.order_cancelled(action, order, lang, arrival_days=ex.limits.refund_arrival_days),),
                     outcome="order_cancelled")

    async def pay() -> dict[str, str]:
        # The provider answers a repeated key with its first result, so this is safe to repeat.
        outcome = await ex.payments.refund(action.idempotency_key, action.order_id, amount,
                                           action.currency or "USD", payment_ref)
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
        if action.kind == "order_edit":
            return Reply((OutboundText(order_edited(action, order, lang, arrival_days=ex.limits.refund_arrival_days)),),
                         outcome="order_edited")
        said = replies.order_cancelled if action.kind == "cancel_order" else replies.refunded
        return Reply((said(action, order, lang, arrival_days=ex.limits.refund_arrival_days),),
                     outcome="order_cancelled" if action.kind == "cancel_order" else "refunded")
    if paid["outcome"] == "unknown":
        # It may have gone through: never pay again under a new key; reconcile by this one.
        await ex.actions.move(action.id, "executing", "pending", outcome=paid["reason"])
        return Reply((replies.refund_processing(action, lang),), outcome="refund_pending")
    await ex.actions.move(action.id, "executing", "failed", outcome=paid["reason"])
    return Handoff("payment failed", (replies.handoff_message("bound", lang),), "high")


async def _cancel_in_shop(ex: Execution, writer: OrderWriter, action: Action, journal: Journal, lang: str
                          ) -> TurnResult | None:
    """Cancel the order in the remote shop before any money moves; None when it is cancelled.

    The re-decision read the order placed a moment ago, but the shop is not under our lock: the
    merchant may fulfil it in between, and then Shopify refuses the cancel and nothing is paid.
    An unanswered cancel may have happened: it is asked again under its key (which reads the order
    back first) before anything is decided; still no answer, a person looks, by the key in the staff note.
    """
    async def cancel() -> dict[str, str]:
        match await settle(lambda: writer.cancel(action.idempotency_key, action.order_id)):
            case ShopWriteDone(shop_ref=ref):
                return {"outcome": "done", "ref": ref}
            case ShopWriteRefused(reason=reason):
                return {"outcome": "refused", "reason": reason}
            case outcome:
                return {"outcome": "unknown", "reason": outcome.reason}

    done = await journal.step("cancel_in_shop", cancel, request={"key": action.idempotency_key})
    if done["outcome"] == "done":
        return None
    # Unknown even after the read-back: "failed" here means only that nothing was paid; the order may
    # be cancelled in the shop, so the outcome staff read says so, with the key to settle it by.
    said = (f"the shop did not cancel: {done['reason']}" if done["outcome"] == "refused" else
            f"unknown at the shop (key {action.idempotency_key}), nothing paid: {done['reason']}")
    await ex.actions.move(action.id, "executing", "failed", outcome=said[:300])
    if done["outcome"] == "refused":
        return Reply((replies.fixed("cancel_too_late", lang, order=action.order_id),), outcome="cancel_refused")
    return Handoff(f"the shop did not answer the cancellation of {action.order_id}",
                   (replies.handoff_message("bound", lang),), "high")


async def _label(ex: Execution, action: Action, journal: Journal, lang: str) -> TurnResult:
    """The yes to a return: the label is made and emailed; the refund waits for the warehouse."""
    desk = ex.returns
    made = await start_return(desk, action, journal) if desk else None
    if desk is None or made is None:
        await ex.actions.move(action.id, "executing", "failed", outcome="the warehouse issued no label")
        return Handoff("return label failed", (replies.handoff_message("bound", lang),), "normal")
    return Reply((replies.return_started(action, lang, returns=desk.settings),), outcome="return_started")


async def _apply_address(ex: Execution, action: Action) -> str:
    """"done", "refused" (shipped first) or "unknown" (the shop answered neither write nor read-back)."""
    current = await ex.actions.get(action.id)
    if current is not None and current.status == "done":
        return "done"
    if ex.writer is None:  # the built-in shop: changed under the order's lock where the order lives
        return "done" if await ex.actions.apply_address(action) else "refused"
    # A remote shop: written there under the action's key (a replay finds its marker), refused
    # there when the order was fulfilled meanwhile. An unanswered write is read back before
    # anything is said; still no answer: the action stays executing (it may have changed), a person looks.
    writer = ex.writer
    outcome = await settle(lambda: writer.change_address(action.idempotency_key, action.order_id,
                                                         action.address or {}))
    if isinstance(outcome, ShopWriteUnknown):
        return "unknown"
    changed = isinstance(outcome, ShopWriteDone)
    await ex.actions.move(action.id, "executing", "done" if changed else "failed",
                          outcome="address changed" if changed else f"the shop did not change it: {outcome}"[:300])
    return "done" if changed else "refused"


async def _save_address(ex: Execution, action: Action) -> bool:
    """The customer's saved address, once: in the built-in shop's customer row, or through the shop's
    own write (Shopify's default address) under the action's key; either way under the customer's lock."""
    writer, address = ex.writer, action.address or {}
    remote = (lambda: settle(lambda: writer.change_saved_address(action.idempotency_key, action.customer_id,
                                                                 address))) if writer is not None else None
    return await ex.actions.change_saved_address(action, remote)


async def choose_replacement(ex: Execution, action: Action, order: Order | None, now: datetime,
                             journal: Journal, lang: str = "en") -> TurnResult:
    """The customer answered a refund's question with "replacement": the same units, sent new.

    The refund's question is withdrawn first (its claim would hold the very units), then the
    replacement is decided under the order's lock as any claim is, and the choice counts as the
    customer's yes: decided again, then sent, or held for staff above the limit. Each step is
    idempotent under the refund's key, so a replay lands on the same replacement. Proposal and
    re-decision share one transaction under the order's lock: one read of the order, not two.
    """
    async def swap() -> dict[str, Any]:
        await ex.actions.move(action.id, "awaiting_confirmation", "cancelled",
                              outcome="customer chose a replacement instead")

        def decide(ledger: Ledger) -> ProposedAction | Refused:
            if ledger.order is None:
                return Refused("refused: no such order on this account", "refunds")
            reason = REASON_OF_ARTICLE.get(action.article or "", "wrong_item")
            decision = decide_replacement(order_facts(ledger.order, ledger.claims),
                                          ReplacementRequest(action.order_id, action.items, reason),
                                          claim_context(ledger, action.conversation_id), ex.limits, now)
            if isinstance(decision, Refused):
                return decision
            return ProposedAction(
                idempotency_key=f"{action.idempotency_key}:replacement", conversation_id=action.conversation_id,
                customer_id=action.customer_id, kind="replacement", order_id=action.order_id,
                confirm_by=action.confirm_by, items=decision.items, amount=decision.amount,
                currency=decision.currency, needs_approval=isinstance(decision, NeedsApproval),
                approval_reasons=decision.reasons if isinstance(decision, NeedsApproval) else (),
                article=decision.article)

        # The choice is the customer's yes: re-decided on the same ledger as it is proposed, so
        # the order is read once for both (an earlier attempt's replacement is where it went).
        made = await ex.actions.propose_refund(f"{action.idempotency_key}:replacement", "", action.order_id,
                                               action.conversation_id, day_start(now), decide,
                                               then=judge(ex.limits, False, now,
                                                          ex.returns.settings if ex.returns else None))
        if isinstance(made, Refused):
            return {"refused": made.reason}
        assert not isinstance(made, TokenUsed)  # no token: nothing to spend twice
        return {"action_id": made.id, "to": _MOVED_ON.get(made.status, made.status)}

    swapped = await journal.step("swap", swap)
    if "refused" in swapped:
        why = replies.refusal_reason(swapped["refused"], lang)
        return Reply((replies.fixed("cannot_replace", lang, why=why),), outcome="replacement_refused")
    replacement = await ex.actions.get(swapped["action_id"])
    assert replacement is not None
    moved = {"to": swapped.get("to", "awaiting_confirmation")}
    if moved["to"] == "awaiting_confirmation":  # a swap journaled before it carried the yes: decided again here
        moved = await journal.step("recheck", lambda: recheck(ex, replacement, "awaiting_confirmation", now,
                                                               staff_approved=False))
    return await _after_recheck(ex, replacement, moved, order, now, journal, lang)
