"""The templated responder: order status from live data, and honesty about the rest.

No LLM: this is what the spine answers with today, and the seed of the ladder's no-LLM rung.
Pure: it is handed the customer's orders and "now".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnInput
from supportbot.core.types import MEDIA_KINDS, OutboundText
from supportbot.core.understanding.intent_rules import is_pleasantry
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.references import orders_referred
from supportbot.core.understanding.slots import order_ids
from supportbot.words.replies import fixed, handoff_message
from supportbot.words.wording import date, say

VERSION = "templated-responder/1"

_HUMAN = re.compile(r"\b(human|person|agent|someone|representative|staff)\b", re.IGNORECASE)


def _day(when: datetime, now: datetime, lang: str) -> str:
    delta = (when.date() - now.date()).days
    if delta in (0, 1, -1):
        return say({0: "status:today", 1: "status:tomorrow", -1: "status:yesterday"}[delta], lang)
    return say("status:on", lang, date=date(when.day, when.month, lang))


def _carrier(order: Order, lang: str) -> str:
    if not order.carrier:
        return ""
    tracking = say("status:tracking", lang, tracking=order.tracking) if order.tracking else ""
    return say("status:with", lang, carrier=order.carrier) + tracking


def describe_status(order: Order, now: datetime, lang: str = "en") -> str:
    """One sentence a customer can act on, from the order as it is now, in their language."""
    items = ", ".join(f"{i.qty} × {i.name}" for i in order.items)
    fields = {"order": order.id, "items": items, "carrier": _carrier(order, lang), "day": "", "when": ""}
    match order.status:
        case "delivered" if order.delivered_at:
            fields["day"] = _day(order.delivered_at, now, lang)
        case "out_for_delivery":
            fields["when"] = _day(order.eta, now, lang) if order.eta else say("status:soon", lang)
        case "shipped":
            fields["when"] = say("status:expected", lang, day=_day(order.eta, now, lang)) if order.eta else ""
        case "placed" | "cancelled":
            pass
        case _:
            return say("status:unknown", lang, order=order.id)
    return say(f"status:{order.status}", lang, **fields)


def respond(turn: TurnInput, orders: Sequence[Order], lang: str | None = None) -> Reply | Handoff:
    lang = lang or turn.language
    said = turn.said
    texts = " ".join(s.text or "" for s in said if s.kind not in MEDIA_KINDS)
    if said and all(s.kind in MEDIA_KINDS for s in said):
        return Reply((fixed("only_text", lang),), outcome="media")
    if _HUMAN.search(texts):  # the router's rules catch this first; without a router, here
        return Handoff("customer asked for a person", (handoff_message("asked", lang),))
    if turn.customer is None:
        return Reply((fixed("no_account", lang),), outcome="unknown_sender")
    if not orders:
        return Reply((fixed("no_orders", lang),), outcome="no_orders")
    by_id = {o.id: o for o in orders}
    asked = order_ids([s.text or "" for s in said])
    # The router's test, so "hi there" and "thanks, that's all!" are small talk here too.
    if not asked and texts.strip() and is_pleasantry(normalise(texts)):
        return Reply((fixed("welcome", lang, example=orders[0].id),), outcome="pleasantry")
    if not asked and _wants_more_than_status(texts) and not _STATUS.search(texts):
        return Reply((fixed("cannot_yet", lang, example=orders[0].id),), outcome="cannot_yet")
    lines = []
    for order_id in asked:
        # Another customer's order answers exactly like a missing one (no existence leak).
        order = by_id.get(order_id)
        lines.append(describe_status(order, turn.now, lang) if order
                     else say("no_such_order", lang, order=order_id))
    if not asked:
        # "Where is the order with my tablet?": the order holding it, else the latest.
        lines.extend(describe_status(o, turn.now, lang) for o in orders_referred(texts, orders) or orders[:1])
    if _wants_more_than_status(texts):
        lines.append(say("cannot_yet", lang, example=orders[0].id))
        return Reply((OutboundText("\n".join(lines)),), outcome="partly_answered")
    return Reply((OutboundText("\n".join(lines)),), outcome="order_status")


_STATUS = re.compile(r"\b(where|when|status|track|tracking|eta|shipped|arrive|arriving)\b", re.IGNORECASE)
_OTHER_ASKS = re.compile(
    r"\b(refund|money back|return|cancel|address|broken|damaged|change|exchange|complain)", re.IGNORECASE
)


def _wants_more_than_status(text: str) -> bool:
    return bool(_OTHER_ASKS.search(text))
