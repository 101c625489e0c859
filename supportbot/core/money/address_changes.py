"""Address-change rules: a new delivery address is allowed only while the order is placed."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from supportbot.core.money.policy import ARTICLE_ADDRESS, OrderFacts, Refused


@dataclass(frozen=True)
class Allowed:
    order_id: str
    article: str = ARTICLE_ADDRESS


def decide_address_change(order: OrderFacts, now: datetime) -> Allowed | Refused:
    """An address changes only before the order ships.

    `now` is taken so a same-day cut-off can join the rule without changing callers.
    """
    if order.status == "placed":
        return Allowed(order.order_id)
    if order.status == "cancelled":
        return Refused("refused: order was cancelled", ARTICLE_ADDRESS)
    state = order.status.replace("_", " ")
    return Refused(
        f"refused: order already {state}; an address can change only before shipping",
        ARTICLE_ADDRESS,
    )
