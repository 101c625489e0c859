"""Jobs between the bot and its staff: cards to Slack, decisions back to the customer.

Each job is safe to run twice: cards are posted once per action or handoff (their ts is
stored), payments go out under the action's own key, and messages to the customer under keys
made of the action, handoff or Slack event (invariant 2).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from supportbot.core.language import spoken
from supportbot.core.telemetry.measures import handoff_measures
from supportbot.core.turn import Handoff
from supportbot.core.types import OutboundText
from supportbot.effects.execution import approved
from supportbot.words import replies
from supportbot.words.cards import Decision
from supportbot.worker.cards import approval_card, handoff_card
from supportbot.worker.delivery import tell
from supportbot.worker.deps import Deps
from supportbot.worker.promises import responded
from supportbot.worker.tally import count
from supportbot.worker.templates import window_closed


class Unjournaled:
    """Outside a run nothing is replayed: steps simply run (their effects carry their own keys)."""

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None) -> Any:
        return await action()


async def approval_context(deps: Deps, action_id: int) -> dict[str, Any]:
    """The card's facts: the bot's rows, with the items' names and the customer's language read from
    the shop's order system (through the snapshots), whichever system that is."""
    ctx = await deps.staff.approval_context(action_id)
    store = deps.agent.tools.store
    order = await store.order(ctx["action"]["order_id"])
    customer = await store.customer(ctx["action"]["customer_id"])
    return ctx | {"names": {i.sku: i.name for i in order.items} if order else {},
                  "language": customer.language if customer else "en"}


async def post_approval(ctx: dict[str, Any], action_id: int) -> str:
    deps: Deps = ctx["deps"]
    action = await deps.staff.action(action_id)
    if action is None or action["slack_ts"]:
        return "posted already"
    await deps.staff.set_approval_due(action_id, deps.now() + timedelta(seconds=deps.approval_timeout))
    card = approval_card(await approval_context(deps, action_id), deps.agent.tools.limits)
    await deps.staff.set_action_card(action_id, await deps.poster.post_approval(card))
    return "posted"


async def post_handoff(ctx: dict[str, Any], handoff_id: int) -> str:
    deps: Deps = ctx["deps"]
    handoff = await deps.staff.handoff(handoff_id)
    if handoff is None or handoff["slack_ts"]:
        return "posted already"
    card = handoff_card(await deps.staff.handoff_context(handoff_id), deps.order_url_template, deps.oncall_group)
    await deps.staff.set_handoff_thread(handoff_id, await deps.poster.post_handoff(card))
    return "posted"


async def resume_action(ctx: dict[str, Any], action_id: int) -> str:
    """After a staff decision: pay once (approved) or explain (rejected), tell the customer, show it."""
    deps: Deps = ctx["deps"]
    row = await deps.staff.action(action_id)
    action = await deps.agent.actions.get(action_id)
    if row is None or action is None:
        return "no such action"
    order = await deps.agent.tools.store.order(action.order_id)
    not_paid = ""
    if row["status"] == "rejected":
        await tell(deps, action.conversation_id, f"resume:{action_id}",
                   partial(replies.refund_rejected, action, row["reject_reason"]), deps.update_template)
    else:
        # Decided again on what is claimed now before paying (supportbot/effects/execution.py): a second
        # run of this job finds the action moved on and follows it, so two clicks pay once.
        lang = spoken((await deps.runs.recipient(action.conversation_id)).language)
        result = await approved(deps.agent.execution, action, order, deps.now(), Unjournaled(), lang)
        if result is not None:
            for message in result.messages:
                if not isinstance(message, OutboundText):
                    raise TypeError(f"an outcome told outside a turn must be text, not {type(message).__name__}")
                await tell(deps, action.conversation_id, f"resume:{action_id}", message, deps.update_template)
            if isinstance(result, Handoff):
                # Outside a turn nothing else opens the ticket: an approved action the shop did not
                # carry out (its outcome unknown, its units still claimed) goes to a person by its key.
                await hand_over(ctx, action.conversation_id, result.reason, result.priority,
                                {"action_id": action_id}, deps.now())
            if result.outcome == "refund_refused":
                # Approved, yet nothing moved: the card and the channel both say why.
                after = await deps.staff.action(action_id)
                not_paid = (after["outcome"] if after else None) or "no longer possible"
                await deps.poster.announce(
                    f"Refund #{action_id} on {action.order_id} was approved but not paid: "
                    f"{not_paid}. The customer was told.")
    await _trace_decision(deps, action_id, row)
    if row["slack_ts"]:
        card = approval_card(await approval_context(deps, action_id), deps.agent.tools.limits)
        decision = Decision(action_id, row["status"], row["decided_by"], row["decided_at"], True, not_paid)
        await deps.poster.show_decision(row["slack_ts"], card, decision)
    return row["status"]


async def _trace_decision(deps: Deps, action_id: int, row: Any) -> None:
    """Staff decide after the run that proposed the action: its trace gets the decision late."""
    if deps.traces is None:
        return
    after = await deps.agent.actions.get(action_id)
    await deps.traces.add_action_event(action_id, {
        "event": "staff decision", "decision": row["status"], "decided_by": row["decided_by"],
        "decided_at": row["decided_at"], "reason": row["reject_reason"],
        "action_status": after.status if after else None}, deps.now())


async def relay_staff_reply(ctx: dict[str, Any], conversation_id: int, text: str, event_id: str) -> str:
    deps: Deps = ctx["deps"]
    if await window_closed(deps, conversation_id, event_id):
        # Staff's own words are never dressed up as the update template: after 24 hours only an
        # approved template the business chose may reach the customer (supportbot/worker/templates.py).
        return "not sent: window closed"
    await tell(deps, conversation_id, f"slack:{event_id}", OutboundText(text), deps.update_template)
    await responded(deps, conversation_id)
    return "relayed"


async def send_saved_reply(ctx: dict[str, Any], conversation_id: int, name: str, event_id: str) -> str:
    """A saved reply staff named in the thread, in the customer's language (supportbot/ops/saved_replies.py)."""
    deps: Deps = ctx["deps"]
    if await window_closed(deps, conversation_id, event_id):
        # Staff's words from the catalogue are still free text: after 24 hours only a template may go.
        return "not sent: window closed"
    await tell(deps, conversation_id, f"slack:{event_id}", partial(replies.saved_reply, name), deps.update_template)
    await responded(deps, conversation_id)
    return "sent"


async def announce(ctx: dict[str, Any], text: str) -> None:
    await ctx["deps"].poster.announce(text)


async def announce_hand_back(ctx: dict[str, Any], conversation_id: int) -> None:
    deps: Deps = ctx["deps"]
    handoff = await deps.staff.open_handoff(conversation_id)
    key = f"handback:{conversation_id}:{handoff['id'] if handoff else 'last'}"
    await tell(deps, conversation_id, key, partial(replies.fixed, "back_with_bot"), deps.update_template)


async def hand_over(ctx: dict[str, Any], conversation_id: int, reason: str, priority: str,
                    summary: dict[str, Any], first_asked_at: datetime) -> None:
    """A ticket opened outside a turn (no run to hang it on), counted, and its card posted by its own job."""
    deps: Deps = ctx["deps"]
    handoff_id = await deps.handoffs.hand_off(conversation_id, None, reason, priority, summary, first_asked_at)
    await count(ctx["redis"], handoff_measures(reason, priority))
    if handoff_id:
        await ctx["redis"].enqueue_job("post_handoff", handoff_id, _job_id=f"handoff:{handoff_id}")


async def expire_approvals(ctx: dict[str, Any]) -> int:
    """Unanswered approvals past APPROVAL_TIMEOUT: expired, the customer told, a person takes it."""
    deps: Deps = ctx["deps"]
    expired = 0
    for row in await deps.staff.due_approvals(deps.now()):
        if not await deps.staff.expire(row["id"]):
            continue
        await tell(deps, row["conversation_id"], f"expired:{row['id']}", partial(replies.fixed, "approval_expired"),
                   deps.update_template)
        await hand_over(ctx, row["conversation_id"], "approval expired", "high", {"action_id": row["id"]},
                        row["created_at"])
        if deps.traces is not None:
            await deps.traces.add_action_event(row["id"], {"event": "approval expired"}, deps.now())
        expired += 1
    return expired
