"""The built-in shop's side of an order edit: its lines rewritten, its catalogue's stock moved.

Run by `ActionRepository._move_as` inside the transaction that holds the order's claim lock and
has just decided the edit again on the order read under it: the warehouse's "shipped"
(`ShopRepository.mark_shipped`) waits on the same lock, so the order either changes while placed
or ships unchanged, never both. A remote shop (Shopify) has no rows here: its edit is made
through its own API after this transaction (supportbot/effects/editing.py).
"""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import asyncpg

from supportbot.core.money.actions import Action


class _OutOfStock(Exception):
    """Rolls the edit's savepoint back: no line changes and no stock moves when one variant ran out."""


async def edit_builtin_order(conn: asyncpg.Connection, action: Action) -> str | None:
    """Make the edit in the built-in shop's tables; None when made (or the order is not the
    built-in shop's), else why it was not (nothing written)."""
    status = await conn.fetchval("SELECT status FROM orders WHERE id = $1", action.order_id)
    if status is None:
        return None  # the order lives in a remote shop
    if status != "placed":
        return f"order already {status}"
    after = [(sku, name, qty, Decimal(price)) for sku, name, qty, price in (action.edit or {}).get("after", [])]
    before = Counter({r["sku"]: r["qty"] for r in await conn.fetch(
        "SELECT sku, qty FROM order_items WHERE order_id = $1", action.order_id)})
    moved = Counter({sku: qty for sku, _, qty, _ in after})
    moved.subtract(before)  # > 0: units the catalogue gives; < 0: units going back to stock
    try:
        async with conn.transaction():  # a savepoint inside the deciding transaction
            for sku, n in sorted(moved.items()):
                taken = await conn.fetchval(
                    "UPDATE product_variants SET available = available - $2 WHERE upper(sku) = upper($1) "
                    "AND available - $2 >= 0 RETURNING true", sku, n)
                if taken is None and n > 0 and await conn.fetchval(
                        "SELECT true FROM product_variants WHERE upper(sku) = upper($1)", sku):
                    raise _OutOfStock(sku)
            await conn.execute("DELETE FROM order_items WHERE order_id = $1", action.order_id)
            await conn.executemany(
                "INSERT INTO order_items (order_id, sku, name, qty, unit_price) VALUES ($1, $2, $3, $4, $5)",
                [(action.order_id, *line) for line in after])
    except _OutOfStock as gone:
        return f"{gone} is out of stock now"
    return None
