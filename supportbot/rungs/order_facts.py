"""An order's facts told from live data: what was paid and how, each item's price, its tracking
number, where it is going (issue 33.5). The order is the one named, else the one holding the item
named ("the order with my tablet"), else the customer's only order, else each of the latest three."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from supportbot.core.shop.orders import Order
from supportbot.core.understanding.fact_asks import fact_asks
from supportbot.core.understanding.references import orders_referred
from supportbot.core.understanding.slots import order_ids
from supportbot.words.wording import say

_LISTED = 3  # orders told when the message names none: the latest, as the shop lists them


def _money(amount: Decimal) -> str:
    return f"{amount:.2f}"


def _lines(order: Order, lang: str) -> str:
    return ", ".join(say("facts:line", lang, qty=i.qty, name=i.name, price=_money(i.unit_price)) for i in order.items)


def _fact(fact: str, order: Order, lang: str, told: Sequence[str]) -> str | None:
    match fact:
        case "paid":
            method = say("facts:by", lang, method=order.payment_method) if order.payment_method else ""
            fee = say("facts:fee", lang, fee=_money(order.delivery_fee)) if order.delivery_fee else ""
            text = say("facts:paid", lang, order=order.id, paid=_money(order.paid), currency=order.currency,
                       method=method, lines=_lines(order, lang), fee=fee)
            if order.refunded:
                text += say("facts:refunded", lang, amount=_money(order.refunded), currency=order.currency)
            return text
        case "method" if "paid" in told and order.payment_method:
            return None  # the paid line says how already
        case "method":
            return (say("facts:method", lang, order=order.id, method=order.payment_method) if order.payment_method
                    else say("facts:method_unknown", lang, order=order.id))
        case "prices" if "paid" in told:
            return None  # the paid line lists each item's price
        case "prices":
            return say("facts:prices", lang, order=order.id, lines=_lines(order, lang))
        case "tracking" if order.tracking:
            carrier = say("facts:carrier", lang, carrier=order.carrier) if order.carrier else ""
            return say("facts:tracking", lang, order=order.id, tracking=order.tracking, carrier=carrier)
        case "tracking":
            return say("facts:no_tracking", lang, order=order.id)
        case "address" if order.address and order.address.get("postcode"):
            return say("facts:address", lang, order=order.id, postcode=order.address["postcode"])
    return None


def fact_lines(said: str, earlier: Sequence[str], orders: Sequence[Order], lang: str) -> list[str]:
    """One line per order and fact asked in `said`; empty when it asks none (or names no order of theirs
    and they have none). An order id that is not theirs answers as a missing one (no existence leak)."""
    asked = fact_asks(said)
    if not asked or not orders:
        return []
    named = order_ids([said])
    missing = [say("no_such_order", lang, order=i) for i in named if all(o.id != i for o in orders)]
    targets = (orders_referred(said, orders) or (orders_referred(" ".join(earlier[-3:]), orders) if not named else [])
               or ([] if named else list(orders[:_LISTED])))
    lines = [line for order in targets for fact in asked if (line := _fact(fact, order, lang, asked))]
    return [*lines, *missing]
