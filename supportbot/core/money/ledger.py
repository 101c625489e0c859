"""What is claimed on an order when a refund is decided, and the policy inputs built from it.

The store reads a `Ledger` while it holds the order's lock (and its customer's), so a claim is
decided on everything claimed before it and nothing can slip in between the read and the
write: two conversations of one customer claiming the same unit at the same moment are
decided one after the other, and the second sees the first (issue 13.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from supportbot.core.money.policy import ZERO, ClaimContext, EarlierRefund, OrderFacts, OrderLine
from supportbot.core.shop.orders import Order


@dataclass(frozen=True)
class Ledger:
    """An order and its claims, read together under the order's lock.

    `claims` are the refunds paid and the claims on their way (`pending`) that came before the
    claim being decided (all of them for a new claim); the totals count every order the same
    way. `paid_after` is money paid, or being paid, under claims decided after this one: they
    were decided counting this claim, so they bring it no approval reason, but their units and
    money are gone all the same.
    """

    order: Order | None
    claims: tuple[EarlierRefund, ...] = ()
    conversation_claimed: Decimal = ZERO  # the deciding conversation, every order
    customer_claimed_today: Decimal = ZERO  # the order's customer, every conversation, since the day began
    paid_after: tuple[EarlierRefund, ...] = ()


@dataclass(frozen=True)
class ClaimReads:
    """What a check that only issues a token reads, unlocked, in one round trip: the customer's latest
    words (newest first: a claim's reason is read from them) and what is claimed on the order."""

    words: tuple[str, ...]
    claims: tuple[EarlierRefund, ...]
    here: Decimal  # claimed in this conversation, every order
    today: Decimal  # claimed by the order's customer since the day began


def shop_claims(order: Order) -> tuple[EarlierRefund, ...]:
    """The refunds the shop made itself, as claims: they took their units and money like the bot's."""
    return tuple(EarlierRefund(r.amount, r.skus, r.at, None, False) for r in order.shop_refunds)


def day_start(now: datetime) -> datetime:
    """Where "today" begins for the daily cap: midnight of the application clock's day."""
    return now.replace(hour=0, minute=0, second=0, microsecond=0)


def order_facts(order: Order, claims: tuple[EarlierRefund, ...]) -> OrderFacts:
    return OrderFacts(
        order_id=order.id, customer_id=order.customer_id, status=order.status,
        items=tuple(OrderLine(i.sku, i.name, i.qty, i.unit_price) for i in order.items),
        delivery_fee=order.delivery_fee, paid=order.paid, currency=order.currency,
        delivered_at=order.delivered_at, earlier_refunds=claims,
    )


def claim_context(ledger: Ledger, conversation_id: int) -> ClaimContext:
    return ClaimContext(str(conversation_id), ledger.conversation_claimed, ledger.customer_claimed_today)
