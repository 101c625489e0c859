"""The built-in shop's exchanges: its order system swapping delivered units for other variants.

One transaction per exchange, keyed by the action's idempotency key: the exchange is written and
each new variant's stock taken (never below zero) together, so a replay, a second worker or a
retried step finds the first exchange and takes no stock twice; stock that went meanwhile refuses
the whole exchange. The built-in shop has no checkout of its own, so it cannot collect a dearer
variant's difference (`can_collect` False: policy refuses those, and says so).
"""

from __future__ import annotations

import hashlib
from decimal import Decimal

import asyncpg

from supportbot.core.ports import ExchangeMade, ExchangeOutcome, ShopWriteRefused
from supportbot.store.pool import Clock


class BuiltinExchanges:
    can_collect = False

    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def exchange(self, key: str, order_id: str, swaps: tuple[tuple[str, int, str], ...], reason: str,
                       collect: Decimal) -> ExchangeOutcome:
        if collect > 0:
            return ShopWriteRefused("the built-in shop cannot collect a price difference")
        ref = "EX-" + hashlib.sha256(key.encode()).hexdigest()[:10].upper()  # the key's own, never the key
        try:
            return await self._exchange(key, order_id, swaps, ref)
        except _OutOfStock as gone:  # the transaction rolled back: no exchange written, no stock taken
            return ShopWriteRefused(f"{gone} is out of stock")

    async def _exchange(self, key: str, order_id: str, swaps: tuple[tuple[str, int, str], ...], ref: str
                        ) -> ExchangeOutcome:
        async with self._pool.acquire() as conn, conn.transaction():
            made = await conn.fetchval(
                """INSERT INTO shop_exchanges (idempotency_key, order_id, swaps, made_at) VALUES ($1, $2, $3, $4)
                   ON CONFLICT (idempotency_key) DO NOTHING RETURNING true""",
                key, order_id, [{"sku": s, "qty": q, "new_sku": n} for s, q, n in swaps], self._clock())
            if not made:
                return ExchangeMade(ref)  # the first attempt's exchange
            for new_sku, qty in sorted(_wanted(swaps).items()):  # one order of locks: no two exchanges wait in a circle
                taken = await conn.fetchval(
                    """UPDATE product_variants SET available = available - $2
                       WHERE upper(sku) = upper($1) AND available >= $2 RETURNING true""", new_sku, qty)
                if not taken:
                    raise _OutOfStock(new_sku)
        return ExchangeMade(ref)


class _OutOfStock(Exception):
    pass


def _wanted(swaps: tuple[tuple[str, int, str], ...]) -> dict[str, int]:
    wanted: dict[str, int] = {}
    for _, qty, new_sku in swaps:
        wanted[new_sku.upper()] = wanted.get(new_sku.upper(), 0) + qty
    return wanted
