"""The cancel_order tool: cancelling an order that has not shipped, decided under the order's lock."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import owned_order
from supportbot.agent.tools.claims import proposed
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.cancellations import decide_cancellation
from supportbot.core.money.ledger import Ledger, day_start, order_facts
from supportbot.core.money.policy import Refused


async def cancel_order(args: s.CancelOrder, ctx: ToolContext) -> dict[str, Any]:
    """Propose cancelling a placed order with everything paid refunded; the customer must confirm.

    Decided on the order read under its lock (as a refund claim is): the yes decides again, so
    an order the warehouse ships in between is refused then, nothing paid.
    """
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "refunds")
        decision = decide_cancellation(order_facts(current, ledger.claims), ctx.now)
        if isinstance(decision, Refused):
            return decision
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="cancel_order", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.amount, currency=decision.currency, article=decision.article)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return {"decision": "refused", "reason": result.reason, "article": result.article}
    assert not isinstance(result, TokenUsed)  # no token: nothing to spend twice
    return {"status": "awaiting_confirmation", "action_id": result.id, "amount": str(result.amount),
            "currency": result.currency,
            "next": "the customer has been asked to confirm the cancellation; nothing changes until they do"
            } | proposed(result)
