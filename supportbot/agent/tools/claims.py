"""What is already claimed on an order: read for a check that only issues a token, and said back in units."""

from __future__ import annotations

from typing import Any

from supportbot.agent.tools.context import ToolContext
from supportbot.core.money.ledger import Ledger, claim_context, day_start, order_facts
from supportbot.core.money.policy import ClaimContext, OrderFacts, UnitsTaken
from supportbot.core.shop.orders import Order


async def read_facts(order: Order, ctx: ToolContext) -> tuple[OrderFacts, ClaimContext]:
    """Unlocked reads: enough for a check that only issues a token (issue_refund decides locked)."""
    store = ctx.services.store
    here, today = await store.claimed_totals(ctx.conversation_id, order.customer_id, day_start(ctx.now))
    ledger = Ledger(order, await store.claims(order.id), here, today)
    return order_facts(order, ledger.claims), claim_context(ledger, ctx.conversation_id)


def units_result(taken: UnitsTaken | None) -> dict[str, Any]:
    """Numbers a reply can word in the customer's language; pending is never counted as refunded."""
    if taken is None:
        return {}
    return {"units": {"sku": taken.sku, "asked": taken.asked, "ordered": taken.ordered,
                      "refunded": taken.refunded, "pending": taken.pending}}
