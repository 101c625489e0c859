"""The start_return tool: a delivered order's items proposed for return, inside the return window."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import owned_order
from supportbot.agent.tools.claims import claim_reason, proposed
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.ledger import Ledger, day_start, order_facts
from supportbot.core.money.policy import Refused
from supportbot.core.money.returns import ReturnApproved, decide_return


async def start_return(args: s.StartReturn, ctx: ToolContext) -> dict[str, Any]:
    """Propose a return of a delivered order's items; the customer must confirm. Decided under the
    order's lock on what is claimed now (as cancel_order), and again at the yes."""
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    items = tuple((i.sku, i.qty) for i in args.items)
    reason = await claim_reason(order, args.reason, ctx)  # it sets the fee: the customer's words, not the model's
    if isinstance(reason, dict):
        return reason

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "returns")
        decision = decide_return(order_facts(current, ledger.claims), items, reason, ctx.services.returns, ctx.now,
                                 whole_order=args.whole_order)
        if isinstance(decision, Refused):
            return decision
        assert isinstance(decision, ReturnApproved)
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="return", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.refund, currency=decision.currency, article=decision.article, reason=reason)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return {"decision": "refused", "reason": result.reason, "article": result.article}
    assert not isinstance(result, TokenUsed)  # no token: nothing to spend twice
    return {"status": "awaiting_confirmation", "action_id": result.id, "refund_on_receipt": str(result.amount),
            "currency": result.currency,
            "next": "the customer has been asked to confirm the return; the label is emailed after their yes"
            } | proposed(result)
