"""The bot's own lock rows for deciding claims: one per order and per customer ever claimed on.

Whatever system holds the orders (the built-in shop here, or Shopify's), a claim is decided under
the bot's lock: `lock_order` first, then the order's customer's (`lock_customer`), always in that
order, so two deciders never wait on each other in a circle. Both hold until the transaction
ends. The order's lock serialises claims on one order; the customer's the caps that span orders.
"""

from __future__ import annotations

import asyncpg

# One round trip: an upsert that updates takes the row's lock whether it inserted it or found it,
# and a second decider arriving for a row not yet committed waits on the first's insert.
_LOCK = """INSERT INTO claim_locks (kind, id) VALUES ($1, $2)
           ON CONFLICT (kind, id) DO UPDATE SET kind = EXCLUDED.kind"""


async def lock_order(conn: asyncpg.Connection, order_id: str) -> None:
    """Hold the order's claim lock until `conn`'s transaction ends; take it before the customer's."""
    await conn.execute(_LOCK, "order", order_id)


async def lock_customer(conn: asyncpg.Connection, customer_id: str) -> None:
    """Hold the customer's claim lock until `conn`'s transaction ends; after the order's, never before."""
    await conn.execute(_LOCK, "customer", customer_id)
