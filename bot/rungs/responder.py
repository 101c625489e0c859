"""The templated responder: order status from live data, and honesty about the rest.

No LLM: this is what the spine answers with today, and the seed of the ladder's no-LLM rung.
Pure: it is handed the customer's orders and "now".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from bot.shop.orders import Order
from bot.turn import Handoff, Reply, TurnInput
from bot.types import MEDIA_KINDS, OutboundText
from bot.understanding.router import is_pleasantry, normalise
from bot.understanding.slots import order_ids

VERSION = "templated-responder/1"

_HUMAN = re.compile(r"\b(human|person|agent|someone|representative|staff)\b", re.IGNORECASE)

ONLY_TEXT = ("Sorry, I can only read text messages for now. Please type your question, "
             "or write \"person\" to reach our team.")
NO_ACCOUNT = ("I couldn't find an account for this WhatsApp number, so I can't look up orders "
              "here. Please write from the number on your account, or write \"person\" to reach our team.")
NO_ORDERS = "I can't see any orders on your account yet."

TO_A_PERSON = "I'm passing you to a person on our team; they'll reply in this chat. You won't need to repeat yourself."
WELCOME = "Happy to help. Ask me where an order is (for example {example}) and I'll check it."
CANNOT_YET = ("I can check where your orders are (send an order number like {example}). For anything "
              "else, write \"person\" and our team will pick it up here.")


# Status sentences per language: {o} order id, {i} items, {d} day, {c} carrier, {w} when.
STATUS = {
    "en": {"delivered": "Order {o} ({i}) was delivered {d}{c}.",
           "out_for_delivery": "Order {o} ({i}) is out for delivery and should arrive {w}{c}.",
           "shipped": "Order {o} ({i}) has shipped{c}{w}.",
           "placed": "Order {o} ({i}) is confirmed and being prepared; it hasn't shipped yet.",
           "cancelled": "Order {o} ({i}) was cancelled.",
           "today": "today", "tomorrow": "tomorrow", "yesterday": "yesterday", "on": "on {day}",
           "soon": "soon", "expected": ", expected {day}", "with": " with {carrier}", "tracking": " (tracking {t})"},
    "es": {"delivered": "El pedido {o} ({i}) se entregó {d}{c}.",
           "out_for_delivery": "El pedido {o} ({i}) está en reparto y debería llegar {w}{c}.",
           "shipped": "El pedido {o} ({i}) ya se envió{c}{w}.",
           "placed": "El pedido {o} ({i}) está confirmado y en preparación; aún no se ha enviado.",
           "cancelled": "El pedido {o} ({i}) se canceló.",
           "today": "hoy", "tomorrow": "mañana", "yesterday": "ayer", "on": "el {day}",
           "soon": "pronto", "expected": ", previsto {day}", "with": " con {carrier}",
           "tracking": " (seguimiento {t})"},
    "hi": {"delivered": "ऑर्डर {o} ({i}) {d} डिलीवर हो गया{c}।",
           "out_for_delivery": "ऑर्डर {o} ({i}) डिलीवरी के लिए निकल चुका है और {w} पहुँचना चाहिए{c}।",
           "shipped": "ऑर्डर {o} ({i}) भेज दिया गया है{c}{w}।",
           "placed": "ऑर्डर {o} ({i}) कन्फ़र्म है और तैयार हो रहा है; अभी भेजा नहीं गया।",
           "cancelled": "ऑर्डर {o} ({i}) रद्द कर दिया गया।",
           "today": "आज", "tomorrow": "कल", "yesterday": "कल", "on": "{day} को",
           "soon": "जल्द", "expected": ", अनुमानित {day}", "with": " ({carrier} से)", "tracking": " (ट्रैकिंग {t})"},
    "hinglish": {"delivered": "Order {o} ({i}) {d} deliver ho gaya{c}.",
                 "out_for_delivery": "Order {o} ({i}) delivery ke liye nikal gaya hai, {w} pahunch jaana chahiye{c}.",
                 "shipped": "Order {o} ({i}) ship ho gaya hai{c}{w}.",
                 "placed": "Order {o} ({i}) confirm hai aur tayyar ho raha hai; abhi ship nahi hua.",
                 "cancelled": "Order {o} ({i}) cancel ho gaya.",
                 "today": "aaj", "tomorrow": "kal", "yesterday": "kal", "on": "{day} ko",
                 "soon": "jaldi", "expected": ", expected {day}", "with": " ({carrier} se)",
                 "tracking": " (tracking {t})"},
}


def _day(when: datetime, now: datetime, t: dict[str, str]) -> str:
    delta = (when.date() - now.date()).days
    if delta in (0, 1, -1):
        return t[{0: "today", 1: "tomorrow", -1: "yesterday"}[delta]]
    return t["on"].format(day=f"{when.day} {when:%b}")


def _carrier(order: Order, t: dict[str, str]) -> str:
    if not order.carrier:
        return ""
    tracking = t["tracking"].format(t=order.tracking) if order.tracking else ""
    return t["with"].format(carrier=order.carrier) + tracking


def describe_status(order: Order, now: datetime, lang: str = "en") -> str:
    """One sentence a customer can act on, from the order as it is now, in their language."""
    t = STATUS.get(lang, STATUS["en"])
    items = ", ".join(f"{i.qty} × {i.name}" for i in order.items)
    fields = {"o": order.id, "i": items, "c": _carrier(order, t), "d": "", "w": ""}
    match order.status:
        case "delivered" if order.delivered_at:
            fields["d"] = _day(order.delivered_at, now, t)
        case "out_for_delivery":
            fields["w"] = _day(order.eta, now, t) if order.eta else t["soon"]
        case "shipped":
            fields["w"] = t["expected"].format(day=_day(order.eta, now, t)) if order.eta else ""
        case "placed" | "cancelled":
            pass
        case _:
            return f"Order {order.id} is {order.status.replace('_', ' ')}."
    return t[order.status].format(**fields)


def respond(turn: TurnInput, orders: Sequence[Order], lang: str = "en") -> Reply | Handoff:
    said = turn.said
    texts = " ".join(s.text or "" for s in said if s.kind not in MEDIA_KINDS)
    if said and all(s.kind in MEDIA_KINDS for s in said):
        return Reply((OutboundText(ONLY_TEXT),), outcome="media")
    if _HUMAN.search(texts):  # the router's rules catch this first; without a router, here
        return Handoff("customer asked for a person", (OutboundText(TO_A_PERSON),))
    if turn.customer is None:
        return Reply((OutboundText(NO_ACCOUNT),), outcome="unknown_sender")
    if not orders:
        return Reply((OutboundText(NO_ORDERS),), outcome="no_orders")
    by_id = {o.id: o for o in orders}
    asked = order_ids([s.text or "" for s in said])
    # The router's test, so "hi there" and "thanks, that's all!" are small talk here too.
    if not asked and texts.strip() and is_pleasantry(normalise(texts)):
        return Reply((OutboundText(WELCOME.format(example=orders[0].id)),), outcome="pleasantry")
    if not asked and _wants_more_than_status(texts) and not _STATUS.search(texts):
        return Reply((OutboundText(CANNOT_YET.format(example=orders[0].id)),), outcome="cannot_yet")
    lines = []
    for order_id in asked:
        # Another customer's order answers exactly like a missing one (no existence leak).
        order = by_id.get(order_id)
        lines.append(describe_status(order, turn.now, lang) if order
                     else f"I couldn't find order {order_id} on your account.")
    if not asked:
        lines.append(describe_status(orders[0], turn.now, lang))
    if _wants_more_than_status(texts):
        lines.append(CANNOT_YET.format(example=orders[0].id))
        return Reply((OutboundText("\n".join(lines)),), outcome="partly_answered")
    return Reply((OutboundText("\n".join(lines)),), outcome="order_status")


_STATUS = re.compile(r"\b(where|when|status|track|tracking|eta|shipped|arrive|arriving)\b", re.IGNORECASE)
_OTHER_ASKS = re.compile(
    r"\b(refund|money back|return|cancel|address|broken|damaged|change|exchange|complain)", re.IGNORECASE
)


def _wants_more_than_status(text: str) -> bool:
    return bool(_OTHER_ASKS.search(text))
