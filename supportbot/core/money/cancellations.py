"""Cancellation rules: an order is cancelled only before it ships, with everything paid refunded.

- An order can be cancelled only while it is placed. Cancelling refunds everything paid that
  was not refunded already (delivery fee included) and takes every unit not yet refunded:
  nothing has left the warehouse, so there is no cap and no staff approval. Once it shipped the
  answer is a refusal that offers the return route. The warehouse's "shipped" and the move to
  cancelled both lock the order's row (supportbot/store/), so exactly one of them happens.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from supportbot.core.money.policy import (
    ARTICLE_REFUNDS,
    ZERO,
    Items,
    OrderFacts,
    Refused,
    left_to_refund,
    refunded_and_pending,
)


@dataclass(frozen=True)
class CancelApproved:
    """The order may be cancelled; `amount` (everything paid and not refunded) goes back."""

    order_id: str
    amount: Decimal
    currency: str
    items: Items  # every unit not yet refunded: they become refunded with the cancellation
    article: str = ARTICLE_REFUNDS


def decide_cancellation(order: OrderFacts, now: datetime) -> CancelApproved | Refused:
    """Cancel while placed, with a full refund of what is left; refused with the return route after.

    Decided on the order read under its lock both when proposing and when the customer says yes,
    so a "shipped" that arrived in between turns the yes into a refusal, nothing paid.
    `now` is taken so a cut-off time can join the rule without changing callers.
    """
    if order.status == "cancelled":
        return Refused("refused: order was cancelled", ARTICLE_REFUNDS)
    if order.status != "placed":
        state = order.status.replace("_", " ")
        return Refused(
            f"refused: order already {state}; it can no longer be cancelled, but it can be returned "
            "once delivered (start_return)",
            ARTICLE_REFUNDS,
        )
    refunded, pending = refunded_and_pending(order)
    items = tuple(sorted((line.sku, n) for line in order.items
                         if (n := line.qty - refunded[line.sku] - pending[line.sku]) > 0))
    return CancelApproved(order.order_id, max(left_to_refund(order), ZERO), order.currency, items)
