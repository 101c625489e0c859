"""`run_turn`: the seam every responder fills. Today the templated responder; the LLM agent next."""

from __future__ import annotations

from bot.ports import ShopReader
from bot.responder import VERSION, respond
from bot.turn import TurnInput, TurnResult

RESPONDER_VERSION = VERSION


async def run_turn(turn: TurnInput, shop: ShopReader) -> TurnResult:
    """Decide the reply to the customer's latest messages from live data."""
    orders = await shop.orders_of(turn.customer.id) if turn.customer else []
    return respond(turn, orders)
