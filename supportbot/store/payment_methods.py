"""The built-in shop switching a placed order to another payment method saved on the account.

One statement decides and changes: the order is still `placed`, still the customer's, and the
label is still one of the account's saved methods at that moment (a method removed from the
account, or a shipment, between the question and the yes refuses it). The action is closed in the
same transaction, only from `executing`, so a replayed step or a second worker changes nothing twice.
"""

from __future__ import annotations

import asyncpg

from supportbot.core.money.actions import Action
from supportbot.store.claim_locks import lock_order


async def apply_payment_method(pool: asyncpg.Pool, action: Action) -> bool:
    """Switch the order's payment method once; False when the order shipped or the method left the account."""
    method = (action.edit or {}).get("payment_method")
    async with pool.acquire() as conn, conn.transaction():
        await lock_order(conn, action.order_id)  # the lock cancellations, edits and "shipped" take
        status = await conn.fetchval("SELECT status FROM actions WHERE id = $1 FOR UPDATE", action.id)
        if status == "done":  # an earlier attempt changed it and closed the action
            return True
        if status != "executing":
            return False
        changed = await conn.fetchval(
            """UPDATE orders o SET payment_method = $2
               FROM customers c
               WHERE o.id = $1 AND o.status = 'placed' AND o.customer_id = $3
                 AND c.id = o.customer_id AND $2 = ANY (c.payment_methods)
               RETURNING o.id""", action.order_id, method, action.customer_id)
        await conn.execute(
            """UPDATE actions SET status = $2, outcome = $3, updated_at = clock_timestamp()
               WHERE id = $1 AND status = 'executing'""",
            action.id, "done" if changed else "failed",
            "payment method changed" if changed else "the order shipped or the method is no longer saved")
        return changed is not None
