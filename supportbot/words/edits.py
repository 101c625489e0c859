"""The words of an order edit: the question the customer confirms and what they are told after.

The order as it will be (every line, not only what changes) and the money, which code priced:
what comes back, or that the price stays the same (supportbot/core/money/order_edits.py).
"""

from __future__ import annotations

from supportbot.core.money.actions import Action
from supportbot.core.shop.orders import Order
from supportbot.words.wording import say


def lines_after(action: Action) -> str:
    """The order's lines once edited, as the customer reads them: "2 × Mug, 1 × Linen shirt - L"."""
    return ", ".join(f"{qty} × {name}" for _, name, qty, _ in (action.edit or {}).get("after", []))


def _to(order: Order | None, lang: str) -> str:
    return say("refund_to", lang, method=order.payment_method) if order and order.payment_method else ""


def confirm_edit(action: Action, order: Order | None, lang: str) -> str:
    difference = (say("edit_refund", lang, amount=action.amount, currency=action.currency, to=_to(order, lang))
                  if action.amount else say("edit_same_price", lang))
    return say("confirm_order_edit", lang, order=action.order_id, items=lines_after(action), difference=difference)


def order_edited(action: Action, order: Order | None, lang: str, *, arrival_days: int) -> str:
    if not action.amount:
        return say("order_edited", lang, order=action.order_id, items=lines_after(action))
    return say("order_edited_refund", lang, order=action.order_id, items=lines_after(action), amount=action.amount,
               currency=action.currency, to=_to(order, lang), soonest=(arrival_days + 1) // 2, days=arrival_days)
