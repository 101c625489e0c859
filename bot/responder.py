"""The templated responder: order status from live data, and honesty about the rest.

No LLM: this is what the spine answers with today, and the seed of the ladder's no-LLM rung.
Pure: it is handed the customer's orders and "now".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from bot.orders import Order
from bot.turn import Reply, Said, TurnInput
from bot.types import MEDIA_KINDS, OutboundText

VERSION = "templated-responder/1"

ORDER_ID = re.compile(r"\b([A-Z]{1,3}-\d{3,})\b", re.IGNORECASE)
_HUMAN = re.compile(r"\b(human|person|agent|someone|representative|staff)\b", re.IGNORECASE)

ONLY_TEXT = ("Sorry, I can only read text messages for now. Please type your question, "
             "or write \"person\" to reach our team.")
NO_ACCOUNT = ("I couldn't find an account for this WhatsApp number, so I can't look up orders "
              "here. Please write from the number on your account, or write \"person\" to reach our team.")
NO_ORDERS = "I can't see any orders on your account yet."
HUMAN = ("I can't hand chats to a person from here yet. Our team reads every conversation and will "
         "reply in this chat as soon as they can.")
WELCOME = "Happy to help. Ask me where an order is (for example {example}) and I'll check it."
CANNOT_YET = ("I can check where your orders are (send an order number like {example}). Refunds, "
              "address changes and other requests aren't something I can do in this chat yet; "
              "write \"person\" and our team will pick it up.")


def _day(when: datetime, now: datetime) -> str:
    delta = (when.date() - now.date()).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    if delta == -1:
        return "yesterday"
    return f"on {when.day} {when:%b}"


def _carrier(order: Order) -> str:
    if order.carrier and order.tracking:
        return f" with {order.carrier} (tracking {order.tracking})"
    return f" with {order.carrier}" if order.carrier else ""


def describe_status(order: Order, now: datetime) -> str:
    """One sentence a customer can act on, from the order as it is now."""
    items = ", ".join(f"{i.qty} × {i.name}" for i in order.items)
    match order.status:
        case "delivered" if order.delivered_at:
            return f"Order {order.id} ({items}) was delivered {_day(order.delivered_at, now)}{_carrier(order)}."
        case "out_for_delivery":
            when = f"and should arrive {_day(order.eta, now)}" if order.eta else "and should arrive soon"
            return f"Order {order.id} ({items}) is out for delivery {when}{_carrier(order)}."
        case "shipped":
            when = f", expected {_day(order.eta, now)}" if order.eta else ""
            return f"Order {order.id} ({items}) has shipped{_carrier(order)}{when}."
        case "placed":
            return f"Order {order.id} ({items}) is confirmed and being prepared; it hasn't shipped yet."
        case "cancelled":
            return f"Order {order.id} ({items}) was cancelled."
    return f"Order {order.id} is {order.status.replace('_', ' ')}."


def _asked_ids(said: Sequence[Said]) -> list[str]:
    seen: list[str] = []
    for s in said:
        for match in ORDER_ID.findall(s.text or ""):
            if match.upper() not in seen:
                seen.append(match.upper())
    return seen


def respond(turn: TurnInput, orders: Sequence[Order]) -> Reply:
    said = turn.said
    texts = " ".join(s.text or "" for s in said if s.kind not in MEDIA_KINDS)
    if said and all(s.kind in MEDIA_KINDS for s in said):
        return Reply((OutboundText(ONLY_TEXT),), outcome="media")
    if _HUMAN.search(texts):
        return Reply((OutboundText(HUMAN),), outcome="asked_for_person")
    if turn.customer is None:
        return Reply((OutboundText(NO_ACCOUNT),), outcome="unknown_sender")
    if not orders:
        return Reply((OutboundText(NO_ORDERS),), outcome="no_orders")
    by_id = {o.id: o for o in orders}
    asked = _asked_ids(said)
    if not asked and _PLEASANTRY.fullmatch(texts.strip()):
        return Reply((OutboundText(WELCOME.format(example=orders[0].id)),), outcome="pleasantry")
    if not asked and _wants_more_than_status(texts) and not _STATUS.search(texts):
        return Reply((OutboundText(CANNOT_YET.format(example=orders[0].id)),), outcome="cannot_yet")
    lines = []
    for order_id in asked:
        # Another customer's order answers exactly like a missing one (no existence leak).
        order = by_id.get(order_id)
        lines.append(describe_status(order, turn.now) if order
                     else f"I couldn't find order {order_id} on your account.")
    if not asked:
        lines.append(describe_status(orders[0], turn.now))
    if _wants_more_than_status(texts):
        lines.append(CANNOT_YET.format(example=orders[0].id))
        return Reply((OutboundText("\n".join(lines)),), outcome="partly_answered")
    return Reply((OutboundText("\n".join(lines)),), outcome="order_status")


_PLEASANTRY = re.compile(
    r"(hi|hello|hey|thanks?( you)?|thank you|ok(ay)?|cool|great|bye|good (morning|evening))[ !.]*",
    re.IGNORECASE,
)
_STATUS = re.compile(r"\b(where|when|status|track|tracking|eta|shipped|arrive|arriving)\b", re.IGNORECASE)
_OTHER_ASKS = re.compile(
    r"\b(refund|money back|return|cancel|address|broken|damaged|change|exchange|complain)", re.IGNORECASE
)


def _wants_more_than_status(text: str) -> bool:
    return bool(_OTHER_ASKS.search(text))
