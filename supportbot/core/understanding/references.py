"""Which of the customer's orders and items a message means when it gives no order id or sku:
"the order with my tablet", "2 skateboards and the watch", "the cheaper one", "the whole order"
(issue 33.5). Pure: read against the orders as they are; what it cannot tell, the caller asks."""

from __future__ import annotations

from collections.abc import Sequence

from supportbot.core.shop.orders import Order
from supportbot.core.understanding.asks import whole_order
from supportbot.core.understanding.normalisation import fold, folded_pattern
from supportbot.core.understanding.slots import items, order_ids

# "The cheaper one", "el más barato", "sasta wala": one item picked by its price against the others.
_CHEAPER = folded_pattern(
    r"\b(cheaper|cheapest|less expensive|lower[- ]priced|m[aá]s barat[oa]|menos car[oa]|sast[aei]|kam (daam|keemat)"
    r" wal[aei])\b|सस्ता|सस्ती|सस्ते|மலிவான|விலை குறைந்த|সস্তা|কম দামের",
)
_DEARER = folded_pattern(
    r"\b(more expensive|most expensive|dearer|dearest|pricier|priciest|costlier|higher[- ]priced|m[aá]s car[oa]"
    r"|meh[ae]?ng[aei]|zyada (daam|keemat) wal[aei])\b|महंगा|महँगा|महंगी|महँगी|महंगे|விலை (அதிகமான|கூடிய)|அதிக விலை"
    r"|দামি|বেশি দামের",
)


def orders_referred(text: str, orders: Sequence[Order]) -> list[Order]:
    """The orders the text names by id, else those holding an item it names; none: it names none."""
    named = order_ids([text])
    if named:
        return [o for o in orders if o.id in named]
    return [o for o in orders if items(text, o)]


def items_referred(text: str, order: Order) -> tuple[tuple[str, int], ...]:
    """(sku, qty) of the order's items the text means: all of them for "the whole order", those
    named (with their counts), else the one its price sets apart ("the more expensive of the two")."""
    if whole_order(text):
        return tuple(sorted((i.sku, i.qty) for i in order.items))
    named = items(text, order)
    if named or len({i.unit_price for i in order.items}) < 2:
        return named
    folded = fold(text)
    # Cheaper first: "menos caro" holds "caro".
    if _CHEAPER.search(folded):
        return ((min(order.items, key=lambda i: i.unit_price).sku, 1),)
    if _DEARER.search(folded):
        return ((max(order.items, key=lambda i: i.unit_price).sku, 1),)
    return ()
