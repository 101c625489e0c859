"""Whose orders a tool call may see (a verified session's own), and the refusal when it may not."""

from __future__ import annotations

from typing import Any

from supportbot.agent.tools.context import ToolContext
from supportbot.core.shop.orders import Order

NOT_VERIFIED = ("refused: identity not verified. Ask for the order number if you have none, then call "
                "send_code to email a one-time code to the email address on file, then verify_code.")


def refused(text: str) -> dict[str, Any]:
    return {"refused": text if text.startswith("refused") else f"refused: {text}"}


async def _scoped_order(order_id: str, ctx: ToolContext) -> tuple[str | None, Order | None]:
    """(customer, order) for a verified session; the order only when it is theirs."""
    customer = await ctx.verified_customer()
    order = await ctx.services.store.order(order_id.strip().upper())
    if customer is None:
        if order is not None:  # remember whose account to send a code to; reveal nothing
            await ctx.services.store.claim(ctx.conversation_id, order.customer_id)
        return None, None
    return customer, order if order and order.customer_id == customer else None


async def owned_order(order_id: str, ctx: ToolContext) -> tuple[str, Order] | dict[str, Any]:
    """(customer, order) when the session is verified and the order is theirs; else the refusal."""
    customer, order = await _scoped_order(order_id, ctx)
    if customer is None:
        return refused(NOT_VERIFIED)
    if order is None:
        return refused(f"no order {order_id} on this account")
    return customer, order
