"""The menus rung: no LLM, no free-text understanding; reply buttons and lists drive the flows.

Free text brings the menu back; "Talk to a person" is always on it (invariant 7).
"""

from __future__ import annotations

from collections.abc import Sequence

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import Button, ListRow, OutboundButtons, OutboundList, OutboundText
from supportbot.rungs.responder import describe_status
from supportbot.words import replies
from supportbot.words.wording import say

STATUS, REFUND, PERSON = "menu:status", "menu:refund", "menu:person"
ORDER = "order:"
MAX_ROWS = 10


def menu(lang: str = "en") -> OutboundButtons:
    """The three ways on, worded in the turn's language (titles fit WhatsApp's 20 characters)."""
    return OutboundButtons(say("menu:ask", lang), (Button(STATUS, say("menu:status", lang)),
                                                   Button(REFUND, say("menu:refund", lang)),
                                                   Button(PERSON, say("menu:person", lang))))


MENU = menu("en")


def menus(turn: TurnInput, orders: Sequence[Order]) -> TurnResult:
    lang = turn.language
    choice = turn.said[-1].choice_id if turn.said else None
    if choice == PERSON:
        return Handoff("customer asked for a person", (replies.handoff_message("asked", lang),))
    if choice == REFUND:
        return Handoff("refund asked in menus mode", (replies.handoff_message("menus", lang),))
    if choice == STATUS or (choice or "").startswith(ORDER):
        if turn.customer is None:
            return Reply((replies.fixed("no_account_menu", lang), menu(lang)), outcome="unknown_sender")
        by_id = {o.id: o for o in orders}
        picked = by_id.get((choice or "").removeprefix(ORDER))
        if picked is None and len(orders) > 1:
            rows = tuple(ListRow(f"{ORDER}{o.id}", o.id, describe_status(o, turn.now, lang)[:72])
                         for o in orders[:MAX_ROWS])
            return Reply((OutboundList(say("menu:which", lang), say("menu:choose", lang), rows,
                                       say("menu:yours", lang)),), outcome="menu")
        if picked is None and orders:
            picked = orders[0]
        text = describe_status(picked, turn.now, lang) if picked else say("no_orders", lang)
        return Reply((OutboundText(text), menu(lang)), outcome="order_status")
    return Reply((menu(lang),), outcome="menu")
