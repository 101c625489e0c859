"""The modify_order_items and change_payment_method tools: an order's items and payment before it ships.

The customer is the session's; the order must be theirs. The catalogue says which variants an
item has and what they cost; policy (supportbot/core/money/order_edits.py) decides on the order
read under its lock, as a cancellation is, and the yes decides again under the same lock.
"""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import owned_order, refused
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.ledger import Ledger, day_start, order_facts
from supportbot.core.money.order_edits import (
    ItemChange,
    VariantFacts,
    decide_order_edit,
    edit_record,
    variant_facts,
)
from supportbot.core.money.payment_methods import ARTICLE_PAYMENTS, decide_payment_change
from supportbot.core.money.policy import Refused

NO_CATALOGUE = "refused: the shop's catalogue cannot be read, so no item can change here; offer a person"


async def _variants(ctx: ToolContext, skus: set[str]) -> dict[str, VariantFacts] | None:
    """The catalogue's variants of the products these skus belong to; None with no catalogue."""
    catalogue = ctx.services.catalogue
    if catalogue is None:
        return None
    found: dict[str, VariantFacts] = {}
    for sku in sorted(skus):
        if sku.upper() not in found and (product := await catalogue.product_of_sku(sku)) is not None:
            found |= variant_facts(product)
    return found


async def modify_order_items(args: s.ModifyOrderItems, ctx: ToolContext) -> dict[str, Any]:
    """Propose another variant of an item, or units taken off, on an order not shipped; the
    customer must confirm. The price difference is code's: refunded when cheaper, refused when dearer."""
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    changes = tuple(ItemChange(c.sku.strip(), c.qty, (c.new_sku or "").strip() or None) for c in args.changes)
    variants = await _variants(ctx, {c.sku for c in changes} | {c.new_sku for c in changes if c.new_sku})
    if variants is None:
        return refused(NO_CATALOGUE)

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "refunds")
        decision = decide_order_edit(order_facts(current, ledger.claims), changes, variants)
        if isinstance(decision, Refused):
            return decision
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="order_edit", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.refund, currency=decision.currency, article=decision.article,
            edit=edit_record(decision, variants))

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return {"decision": "refused", "reason": result.reason, "article": result.article}
    assert not isinstance(result, TokenUsed)  # no token: nothing to spend twice
    return {"status": "awaiting_confirmation", "action_id": result.id, "order_id": result.order_id,
            "refund": str(result.amount),
            "currency": result.currency,
            "order_after": [{"sku": sku, "name": name, "qty": qty, "unit_price": price}
                            for sku, name, qty, price in (result.edit or {}).get("after", [])],
            "next": "the customer has been asked to confirm the change; nothing changes until they do"}


async def change_payment_method(args: s.ChangePaymentMethod, ctx: ToolContext) -> dict[str, Any]:
    """Propose switching a placed order to another payment method saved on the customer's account;
    the customer must confirm. Which label, and whether at all, is code's (core/money/payment_methods.py)."""
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer_id, order = owned
    customer = await ctx.services.store.customer(customer_id)
    decision = decide_payment_change(order.id, order.status, order.payment_method,
                                     customer.payment_methods if customer else (), args.method,
                                     shop_allows=ctx.services.can_change_payment)
    if isinstance(decision, Refused):
        verdict = "not_supported" if decision.reason.startswith("not supported") else "refused"
        return {"decision": verdict, "reason": decision.reason, "paid_with": order.payment_method}
    result = await ctx.services.store.propose(ProposedAction(
        idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer_id,
        kind="payment_method", order_id=order.id, confirm_by=ctx.now + CONFIRM_TTL,
        edit={"payment_method": decision.method}, article=ARTICLE_PAYMENTS))
    assert not isinstance(result, TokenUsed)
    return {"status": "awaiting_confirmation", "action_id": result.id, "method": decision.method,
            "next": "the customer has been asked to confirm the new payment method; nothing changes until they do"}
