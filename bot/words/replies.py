"""Fixed replies the bot sends without a model: confirmations, outcomes, handoffs, crisis help.

The words are in bot/words/wording.py, in every language we speak; these functions fill them in.
"""

from __future__ import annotations

from bot.money.actions import Action
from bot.shop.orders import Order
from bot.types import Button, OutboundButtons, OutboundText
from bot.words.wording import say

# A caring first reply names a crisis line for the customer's country, chosen by dialling code
# and worded in their language (the catalogue's "crisis:<code>" texts).
CRISIS_LINES = ("44", "1", "91", "34")


def crisis_line(wa_id: str | None, lang: str = "en") -> str:
    for prefix in sorted(CRISIS_LINES, key=len, reverse=True):
        if wa_id and wa_id.startswith(prefix):
            return say(f"crisis:{prefix}", lang)
    return say("crisis:default", lang)


def caring_reply(wa_id: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("caring", lang, line=crisis_line(wa_id, lang)))


HANDOFF_KINDS = ("asked", "risk", "bound", "provider", "menus", "humans")


def handoff_message(kind: str, lang: str = "en") -> OutboundText:
    return OutboundText(say(f"handoff:{kind}", lang) + " " + say("no_repeat", lang))


def in_queue(lang: str = "en") -> OutboundText:
    return OutboundText(say("in_queue", lang))


def _items(action: Action, order: Order | None) -> str:
    names = {i.sku: i.name for i in order.items} if order else {}
    return ", ".join(f"{qty} × {names.get(sku, sku)}" for sku, qty in action.items)


def _to(order: Order | None, lang: str) -> str:
    return say("refund_to", lang, method=order.payment_method) if order and order.payment_method else ""


def _money(action: Action, order: Order | None = None, lang: str = "en") -> dict[str, object]:
    return {"amount": action.amount, "currency": action.currency, "order": action.order_id,
            "items": _items(action, order), "to": _to(order, lang)}


def confirmation(action: Action, order: Order | None, lang: str = "en") -> OutboundButtons:
    if action.kind == "refund":
        text = say("confirm_refund", lang, **_money(action, order, lang))
    else:
        postcode = (action.address or {}).get("postcode", "?")
        text = say("confirm_address", lang, order=action.order_id, postcode=postcode)
    return OutboundButtons(text, (Button(f"confirm:{action.id}:yes", say("yes", lang)),
                                  Button(f"confirm:{action.id}:no", say("no", lang))))


def refunded(action: Action, order: Order | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("refunded", lang, **_money(action, order, lang)))


def refund_processing(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_processing", lang, **_money(action)))


def waiting_for_approval(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("waiting_for_approval", lang, **_money(action)))


def refund_rejected(action: Action, reason: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_rejected", lang, **_money(action), why=f" ({reason})" if reason else ""))


def refund_not_made(action: Action, lang: str = "en") -> OutboundText:
    return OutboundText(say("refund_not_made", lang, **_money(action)))


def fixed(key: str, lang: str = "en", **fields: object) -> OutboundText:
    """A catalogue text as a message: cancelled, expired, which_order (with its example), ..."""
    return OutboundText(say(key, lang, **fields))


def close_message(summary: str | None, lang: str = "en") -> OutboundText:
    return OutboundText(say("close", lang, summary=say("so_far", lang, summary=summary) if summary else ""))
