"""The request_replacement tool: damaged, defective, wrong or missing items sent again instead of a refund."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import owned_order, refused
from supportbot.agent.tools.claims import claim_reason, proposed, units_result
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.ledger import Ledger, claim_context, day_start, order_facts
from supportbot.core.money.policy import Refused
from supportbot.core.money.refunds import NeedsApproval
from supportbot.core.money.replacements import ReplacementRequest, decide_replacement


async def request_replacement(args: s.RequestReplacement, ctx: ToolContext) -> dict[str, Any]:
    """Propose a no-charge replacement of these units instead of a refund; the customer must confirm.

    Decided under the order's lock on refunds and replacements together (supportbot/core/money/replacements.py):
    a unit refunded, replaced or claimed elsewhere is refused; above the limit staff approve.
    """
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    items = tuple(sorted((i.sku.strip().upper(), i.qty) for i in args.items))
    reason = await claim_reason(order, args.reason, ctx)
    if isinstance(reason, dict):
        return reason

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "refunds")
        decision = decide_replacement(order_facts(current, ledger.claims),
                                      ReplacementRequest(current.id, items, reason),
                                      claim_context(ledger, ctx.conversation_id), ctx.services.limits, ctx.now)
        if isinstance(decision, Refused):
            return decision
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="replacement", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.amount, currency=decision.currency,
            needs_approval=isinstance(decision, NeedsApproval),
            approval_reasons=decision.reasons if isinstance(decision, NeedsApproval) else (),
            article=decision.article, reason=reason)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return refused(result.reason) | units_result(result.units)
    assert not isinstance(result, TokenUsed)  # no token: decided and proposed in one call
    return {"status": "awaiting_confirmation", "action_id": result.id, "value": str(result.amount),
            "needs_staff_approval": result.needs_approval,
            "next": "the customer has been asked to confirm the replacement; nothing is sent until they do"
            } | proposed(result)
