"""One object for everything the tools read and write; each parent is one aggregate's repository."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any, TypeVar

import asyncpg

from supportbot.core.money.actions import LIVE, Action
from supportbot.core.money.ledger import ClaimReads, shop_claims
from supportbot.core.money.policy import EarlierRefund
from supportbot.core.ports import OrderSystem
from supportbot.core.shop.orders import Customer, Order
from supportbot.store.actions import ActionRepository
from supportbot.store.claims import EVERYTHING, LEDGER, ledger_rows
from supportbot.store.identity import IdentityRepository
from supportbot.store.pool import Clock

WORDS_READ = 10  # the customer's messages a claim's reason is read from
# The customer's latest messages in a conversation, newest first.
_WORDS = """SELECT body FROM messages WHERE conversation_id = {conversation} AND direction = 'in'
                AND body IS NOT NULL ORDER BY id DESC LIMIT {limit}"""
# The unlocked ledger (supportbot/store/claims.py, its $1-$6) with the customer's words on each row.
_LEDGER_AND_WORDS = f"SELECT l.*, ARRAY({_WORDS.format(conversation='$4', limit='$7')}) AS words FROM ({LEDGER}) AS l"
SNAPSHOT_SECONDS = 30.0
SNAPSHOT_ENTRIES = 10_000
T = TypeVar("T")


class AgentRepository(IdentityRepository, ActionRepository):
    """The bot's tables and the shop's order system behind one `ToolStore`.

    Customers and orders are the order system's (`orders`: Shopify's, or by default the built-in
    shop in this database), read through snapshots kept 30 s: a turn reads the same order several
    times (scoping, policy facts, the confirmation), and a conversation's next turn usually asks
    about it again, while the order system is the shop's and busy. Money never rests on a
    snapshot alone: claims are decided on the order read fresh under the claim lock
    (supportbot/store/actions.py), and refunds already paid or on their way come from `claims`,
    read fresh every time.
    """

    def __init__(self, pool: asyncpg.Pool, *, clock: Clock, ticks: Callable[[], float] = time.monotonic,
                 ttl: float = SNAPSHOT_SECONDS, orders: OrderSystem | None = None,
                 committed: dict[int, Action] | None = None) -> None:
        # The pool, the application's clock (dates actions and codes), the order system, and the
        # proposals this process committed (IdentityRepository needs only the pool and the clock).
        ActionRepository.__init__(self, pool, clock=clock, orders=orders, committed=committed)
        self._ticks = ticks  # snapshot ages, immune to a pinned application clock
        self._ttl = ttl
        self._snapshots: OrderedDict[tuple[str, str], tuple[float, Any]] = OrderedDict()

    async def customer_words(self, conversation_id: int, limit: int = WORDS_READ) -> tuple[str, ...]:
        """The customer's latest messages here, newest first: what a claim's reason is read from
        (supportbot/core/money/reasons.py), never the model's arguments. One indexed read per money tool."""
        rows = await self._pool.fetch(_WORDS.format(conversation="$1", limit="$2"), conversation_id, limit)
        return tuple(r["body"] for r in rows)

    async def claim_reads(self, order_id: str, conversation_id: int, customer_id: str, since: datetime
                          ) -> ClaimReads:
        """`customer_words`, `claims` and `claimed_totals` in one round trip: what a check reads (unlocked)."""
        order = await self.order(order_id)
        rows = await self._pool.fetch(_LEDGER_AND_WORDS, order_id, list(LIVE), EVERYTHING, conversation_id,
                                      customer_id, since, WORDS_READ)
        earlier, _, here, today = ledger_rows(rows)
        return ClaimReads(tuple(rows[0]["words"]), (shop_claims(order) if order else ()) + earlier, here, today)

    async def claims(self, order_id: str) -> tuple[EarlierRefund, ...]:
        """The bot's claims on the order, read fresh, and the refunds the shop made itself (on the
        order's snapshot): unlocked, for a check that only issues a token."""
        order = await self.order(order_id)
        return (shop_claims(order) if order else ()) + await super().claims(order_id)

    async def order(self, order_id: str) -> Order | None:
        return await self._snapshot(("order", order_id), lambda: self._order_system.order(order_id))

    async def orders_of(self, customer_id: str) -> list[Order]:
        orders: list[Order] = await self._snapshot(("orders_of", customer_id),
                                                   lambda: self._order_system.orders_of(customer_id))
        for order in orders:  # read together: a turn's next look at one of them costs no round trip
            self._keep(("order", order.id), order)
        return orders

    async def customer(self, customer_id: str) -> Customer | None:
        return await self._snapshot(("customer", customer_id), lambda: self._order_system.customer(customer_id))

    async def customer_by_phone(self, phone: str) -> Customer | None:
        return await self._snapshot(("phone", phone), lambda: self._order_system.customer_by_phone(phone))

    async def customer_by_email(self, email: str) -> Customer | None:
        return await self._snapshot(("email", email.lower()), lambda: self._order_system.customer_by_email(email))

    async def _snapshot(self, key: tuple[str, str], read: Callable[[], Awaitable[T]]) -> T:
        cached = self._snapshots.get(key)
        if cached is not None and self._ticks() - cached[0] < self._ttl:
            return cached[1]
        value = await read()
        self._keep(key, value)
        return value

    def _keep(self, key: tuple[str, str], value: Any) -> None:
        self._snapshots[key] = (self._ticks(), value)
        self._snapshots.move_to_end(key)
        while len(self._snapshots) > SNAPSHOT_ENTRIES:
            self._snapshots.popitem(last=False)
