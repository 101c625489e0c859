"""One object for everything the tools read and write; each parent is one aggregate's repository."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

import asyncpg

from supportbot.core.ports import OrderSystem
from supportbot.core.shop.orders import Order
from supportbot.store.actions import ActionRepository
from supportbot.store.identity import IdentityRepository
from supportbot.store.pool import Clock
from supportbot.store.shop import ShopRepository

SNAPSHOT_SECONDS = 30.0
SNAPSHOT_ENTRIES = 10_000


class AgentRepository(ShopRepository, IdentityRepository, ActionRepository):
    """All three take the same pool; the tool layer sees one `ToolStore`.

    Order snapshots are kept for 30 s: a turn reads the same order several times (scoping, policy
    facts, the confirmation), and a conversation's next turn usually asks about it again. Money
    never rests on a snapshot alone: refunds already paid or on their way come from `claims`,
    read fresh every time. The snapshot sits in front of whichever order system the shop uses
    (`orders`); without one, the built-in shop in this database.
    """

    def __init__(self, pool: asyncpg.Pool, *, clock: Clock, ticks: Callable[[], float] = time.monotonic,
                 ttl: float = SNAPSHOT_SECONDS, orders: OrderSystem | None = None) -> None:
        self._pool = pool
        # The shop's order system: the snapshot sits in front of it; claims read it fresh (actions.py).
        self._order_system: OrderSystem = orders or ShopRepository(pool)
        self._clock = clock  # the application's: dates actions and codes
        self._ticks = ticks  # snapshot ages, immune to a pinned application clock
        self._ttl = ttl
        self._snapshots: OrderedDict[str, tuple[float, Order | None]] = OrderedDict()

    async def customer_words(self, conversation_id: int, limit: int = 10) -> tuple[str, ...]:
        """The customer's latest messages here, newest first: what a claim's reason is read from
        (supportbot/core/money/reasons.py), never the model's arguments. One indexed read per money tool."""
        rows = await self._pool.fetch(
            """SELECT body FROM messages WHERE conversation_id = $1 AND direction = 'in' AND body IS NOT NULL
               ORDER BY id DESC LIMIT $2""", conversation_id, limit)
        return tuple(r["body"] for r in rows)

    async def order(self, order_id: str) -> Order | None:
        now = self._ticks()
        cached = self._snapshots.get(order_id)
        if cached is not None and now - cached[0] < self._ttl:
            return cached[1]
        order = await self._order_system.order(order_id)
        self._snapshots[order_id] = (now, order)
        self._snapshots.move_to_end(order_id)
        while len(self._snapshots) > SNAPSHOT_ENTRIES:
            self._snapshots.popitem(last=False)
        return order
