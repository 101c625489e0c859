"""Waiting on the shop's systems without leaving the customer in silence (DESIGN.md: reads of the
order system carry a timeout and a "checking, one moment").

The work's own timeout bounds it (the adapter's, e.g. SHOPIFY_TIMEOUT); past `patience_s` the
customer is told once that we are on it, and the wait goes on for the answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from supportbot.agent.dependencies import AgentDeps
    from supportbot.core.shop.orders import Order
    from supportbot.core.turn import TurnInput

T = TypeVar("T")


def shop_read_key(conversation_id: int, run_id: int) -> str:
    """One key for a turn's reads of the shop outside tools: however many are slow, one note."""
    return f"{conversation_id}:{run_id}:shop"


async def patiently(work: Awaitable[T], patience_s: float, hold_on: Callable[[], Awaitable[None]] | None) -> T:
    """`work`'s result; `hold_on` is awaited first if it takes longer than `patience_s`."""
    running = asyncio.ensure_future(work)
    try:
        # Shielded: running out of patience must not cancel the read itself.
        return await asyncio.wait_for(asyncio.shield(running), patience_s)
    except TimeoutError:
        if hold_on is not None:
            await hold_on()
        return await running


async def customer_orders(turn: TurnInput, deps: AgentDeps) -> list[Order]:
    """The turn's customer's orders from the shop's order system (none without a customer)."""
    if turn.customer is None:
        return []
    hold_on = deps.hold_on
    return await patiently(deps.tools.store.orders_of(turn.customer.id), deps.tool_patience_s,
                           (lambda: hold_on(turn.conversation_id, shop_read_key(turn.conversation_id, turn.run_id)))
                           if hold_on is not None else None)
