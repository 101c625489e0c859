"""What is already claimed on an order: read for a check that only issues a token, and said back in units."""

from __future__ import annotations

from typing import Any

from supportbot.agent.tools.context import ToolContext
from supportbot.core.money.actions import Action
from supportbot.core.money.ledger import ClaimReads, Ledger, claim_context, day_start, order_facts
from supportbot.core.money.policy import ClaimContext, OrderFacts, UnitsTaken
from supportbot.core.money.reasons import delivered_not_received, reason_from_words
from supportbot.core.shop.not_received import not_received
from supportbot.core.shop.orders import Order


async def claim_reason(order: Order, model_reason: str, ctx: ToolContext, words: tuple[str, ...] | None = None
                       ) -> str | dict[str, Any]:
    """The reason policy decides on, read from the customer's own words (the model's only when they name
    none); or the refusal that sends a parcel marked delivered that never came to staff, on every route.
    `words`: the customer's, already read with the ledger (`check_reads`)."""
    if words is None:
        words = await ctx.services.store.customer_words(ctx.conversation_id)
    reason = reason_from_words(words, model_reason.strip().lower().replace(" ", "_") or "other")
    if not delivered_not_received(order.status, words, reason):
        return reason
    case = not_received(order, ctx.now, ctx.services.limits.dnr_wait_days)
    return {"decision": "refused",
            "reason": "refused: the carrier marks this parcel delivered; a parcel delivered but not received "
                      "is decided by staff, never by the assistant",
            "next": f"tell the customer a person will look into it, then call request_human with: {case.reason()}"}


async def check_reads(order: Order, ctx: ToolContext) -> ClaimReads:
    """Unlocked reads, the customer's words with them, in one round trip: enough for a check that only
    issues a token (issue_refund decides locked)."""
    return await ctx.services.store.claim_reads(order.id, ctx.conversation_id, order.customer_id, day_start(ctx.now))


def facts_of(order: Order, reads: ClaimReads, ctx: ToolContext) -> tuple[OrderFacts, ClaimContext]:
    """Policy's facts and context from what `check_reads` read."""
    ledger = Ledger(order, reads.claims, reads.here, reads.today)
    return order_facts(order, ledger.claims), claim_context(ledger, ctx.conversation_id)


async def read_facts(order: Order, ctx: ToolContext) -> tuple[OrderFacts, ClaimContext]:
    """Unlocked reads: enough for a check that only issues a token (issue_refund decides locked)."""
    return facts_of(order, await check_reads(order, ctx), ctx)


def units_result(taken: UnitsTaken | None) -> dict[str, Any]:
    """Numbers a reply can word in the customer's language; pending is never counted as refunded."""
    if taken is None:
        return {}
    return {"units": {"sku": taken.sku, "asked": taken.asked, "ordered": taken.ordered,
                      "refunded": taken.refunded, "pending": taken.pending}}


def proposed(action: Action) -> dict[str, Any]:
    """The order and items a proposal is for, said back: the output guard holds the reply's claims to them
    (supportbot/agent/grounds.py), so "I'll refund A-1043" or "all three plates" is not said of one plate of A-1042."""
    return {"order_id": action.order_id, "items": [{"sku": sku, "qty": qty} for sku, qty in action.items]}
