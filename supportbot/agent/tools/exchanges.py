"""The exchange_items tool: delivered units swapped for another variant of the same product."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import owned_order, refused
from supportbot.agent.tools.claims import claim_reason, proposed, units_result
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.exchanges import ExchangeApproved, Swap, decide_exchange
from supportbot.core.money.ledger import Ledger, day_start, order_facts
from supportbot.core.money.policy import Refused
from supportbot.core.shop.catalogue import Product


async def exchange_items(args: s.ExchangeItems, ctx: ToolContext) -> dict[str, Any]:
    """Propose swapping delivered units for other variants; the customer must confirm.

    The catalogue is read now (the same product? in stock? at what price?) and the exchange decided
    under the order's lock on what is claimed (supportbot/core/money/exchanges.py); at the yes it is
    decided again on the catalogue and claims as they are then. The reason that sets the fee is read
    from the customer's words, not taken from the model.
    """
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    catalogue = ctx.services.catalogue
    if catalogue is None:
        return refused("this shop's catalogue is not connected, so an exchange goes to a person (request_human)")
    swaps = tuple(Swap(i.sku.strip().upper(), i.qty, i.new_variant.strip().upper()) for i in args.items)
    products: dict[str, Product | None] = {}
    for swap in swaps:
        if swap.sku not in products:
            products[swap.sku] = await catalogue.product_of_sku(swap.sku)
    reason = await claim_reason(order, args.reason, ctx)  # it sets the fee: the customer's words, not the model's
    if isinstance(reason, dict):
        return reason

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "returns")
        decision = decide_exchange(order_facts(current, ledger.claims), swaps, products, reason,
                                   ctx.services.returns, ctx.services.limits, ctx.now,
                                   can_collect=ctx.services.can_collect)
        if isinstance(decision, Refused):
            return decision
        assert isinstance(decision, ExchangeApproved)
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="exchange", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.refund, currency=decision.currency, needs_approval=decision.needs_approval,
            approval_reasons=decision.approval_reasons, article=decision.article, reason=reason,
            swaps=tuple((w.sku, w.qty, w.new_sku) for w in decision.swaps), collect=decision.collect)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return refused(result.reason) | units_result(result.units)
    assert not isinstance(result, TokenUsed)  # no token: decided and proposed in one call
    return {"status": "awaiting_confirmation", "action_id": result.id, "refund_difference": str(result.amount),
            "customer_pays": str(result.collect), "currency": result.currency,
            "needs_staff_approval": result.needs_approval,
            "next": "the customer has been asked to confirm the exchange; nothing changes until they do"
            } | proposed(result)
