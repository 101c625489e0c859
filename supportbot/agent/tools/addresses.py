"""The address tools: a new delivery address for an order that has not shipped (change_address), and
the address saved on the customer's account for orders to come (change_saved_address)."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import NOT_VERIFIED, owned_order, refused
from supportbot.agent.tools.claims import read_facts
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.address_changes import decide_address_change
from supportbot.core.money.policy import Refused


async def change_address(args: s.ChangeAddress, ctx: ToolContext) -> dict[str, Any]:
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    facts, _ = await read_facts(order, ctx)
    decision = decide_address_change(facts, ctx.now)
    if isinstance(decision, Refused):
        return {"decision": "refused", "reason": decision.reason, "article": decision.article}
    result = await ctx.services.store.propose(ProposedAction(
        idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
        kind="address_change", order_id=order.id, confirm_by=ctx.now + CONFIRM_TTL,
        address=args.address.model_dump(), article=decision.article))
    assert not isinstance(result, TokenUsed)
    return {"status": "awaiting_confirmation", "action_id": result.id,
            "next": "the customer has been asked to confirm the new address"}


async def change_saved_address(args: s.ChangeSavedAddress, ctx: ToolContext) -> dict[str, Any]:
    """Propose the account's new saved address; the customer confirms it read in full. Only a verified
    session's own account, never one named in the arguments; no order's address changes with it."""
    customer = await ctx.verified_customer()
    if customer is None:
        return refused(NOT_VERIFIED)
    result = await ctx.services.store.propose(ProposedAction(
        idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
        kind="saved_address", order_id="", confirm_by=ctx.now + CONFIRM_TTL, address=args.address.model_dump()))
    assert not isinstance(result, TokenUsed)
    return {"status": "awaiting_confirmation", "action_id": result.id,
            "next": "the customer has been asked to confirm the whole new saved address; orders keep theirs"}
