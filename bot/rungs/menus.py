"""The menus rung: no LLM, no free-text understanding; reply buttons and lists drive the flows.

Free text brings the menu back; "Talk to a person" is always on it (invariant 7).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.rungs.responder import describe_status
from bot.shop.orders import Order
from bot.turn import Handoff, Reply, TurnInput, TurnResult
from bot.types import Button, ListRow, OutboundButtons, OutboundList, OutboundText
from bot.words import replies

STATUS, REFUND, PERSON = "menu:status", "menu:refund", "menu:person"
ORDER = "order:"
MAX_ROWS = 10
# WhatsApp caps a reply button's title at 20 characters and a list's button at 20.
WORDING = {
    "en": ("What can I help you with?", "Where's my order", "Refund or return", "Talk to a person",
           "Which order?", "Choose an order", "Your orders", "I can't see any orders on your account yet."),
    "es": ("¿En qué puedo ayudarte?", "Mi pedido", "Reembolso", "Hablar con persona",
           "¿Qué pedido?", "Elige un pedido", "Tus pedidos", "Todavía no veo pedidos en tu cuenta."),
    "hi": ("मैं आपकी क्या मदद करूँ?", "मेरा ऑर्डर कहाँ है", "रिफ़ंड या वापसी", "किसी व्यक्ति से बात",
           "कौन सा ऑर्डर?", "ऑर्डर चुनें", "आपके ऑर्डर", "आपके खाते में अभी कोई ऑर्डर नहीं दिख रहा।"),
    "hinglish": ("Main kya madad karun?", "Mera order kahan hai", "Refund ya return", "Insaan se baat",
                 "Kaunsa order?", "Order chuniye", "Aapke orders", "Aapke account mein abhi koi order nahi hai."),
}


def menu(lang: str = "en") -> OutboundButtons:
    ask, status, refund, person, *_ = WORDING.get(lang, WORDING["en"])
    return OutboundButtons(ask, (Button(STATUS, status), Button(REFUND, refund), Button(PERSON, person)))


MENU = menu("en")


def menus(turn: TurnInput, orders: Sequence[Order]) -> TurnResult:
    lang = turn.language
    *_, which, choose, yours, none_yet = WORDING.get(lang, WORDING["en"])
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
            return Reply((OutboundList(which, choose, rows, yours),), outcome="menu")
        if picked is None and orders:
            picked = orders[0]
        text = describe_status(picked, turn.now, lang) if picked else none_yet
        return Reply((OutboundText(text), menu(lang)), outcome="order_status")
    return Reply((menu(lang),), outcome="menu")
