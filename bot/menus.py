"""The menus rung: no LLM, no free-text understanding; reply buttons and lists drive the flows.

Free text brings the menu back; "Talk to a person" is always on it (invariant 7).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot import replies
from bot.orders import Order
from bot.responder import describe_status
from bot.turn import Handoff, Reply, TurnInput, TurnResult
from bot.types import Button, ListRow, OutboundButtons, OutboundList, OutboundText

STATUS, REFUND, PERSON = "menu:status", "menu:refund", "menu:person"
ORDER = "order:"
MENU = OutboundButtons("What can I help you with?", (
    Button(STATUS, "Where's my order"), Button(REFUND, "Refund or return"), Button(PERSON, "Talk to a person")))
MAX_ROWS = 10


def menus(turn: TurnInput, orders: Sequence[Order]) -> TurnResult:
    choice = turn.said[-1].choice_id if turn.said else None
    if choice == PERSON:
        return Handoff("customer asked for a person", (replies.handoff_message("asked"),))
    if choice == REFUND:
        return Handoff("refund asked in menus mode", (replies.handoff_message("menus"),))
    if choice == STATUS or (choice or "").startswith(ORDER):
        if turn.customer is None:
            return Reply((OutboundText(replies.NO_ACCOUNT_MENU), MENU), outcome="unknown_sender")
        by_id = {o.id: o for o in orders}
        picked = by_id.get((choice or "").removeprefix(ORDER))
        if picked is None and len(orders) > 1:
            rows = tuple(ListRow(f"{ORDER}{o.id}", o.id, describe_status(o, turn.now)[:72]) for o in orders[:MAX_ROWS])
            return Reply((OutboundList("Which order?", "Choose an order", rows, "Your orders"),), outcome="menu")
        if picked is None and orders:
            picked = orders[0]
        text = describe_status(picked, turn.now) if picked else "I can't see any orders on your account yet."
        return Reply((OutboundText(text), MENU), outcome="order_status")
    return Reply((MENU,), outcome="menu")
