"""The day's figures staff read (`supportbot stats`) count what the bot did, from its own rows: the
same on either order system (on Shopify the built-in shop's orders table is empty)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.store.staff import StaffRepository

pytestmark = pytest.mark.clock  # the rows are dated from the application's clock


async def cancellation(db, now, key: str, status: str, at) -> None:
    conversation_id = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) VALUES ('1', $1, $1, $2) "
        "RETURNING id", key, now)
    await db.execute(
        """INSERT INTO actions (idempotency_key, conversation_id, customer_id, kind, order_id, status,
                                confirm_by, created_at)
           VALUES ($1, $2, 'gid://shopify/Customer/1', 'cancel_order', 'A-2001', $3, $4, $4)""",
        key, conversation_id, status, at)


async def test_orders_cancelled_today_are_the_bots_cancellations_done_today(db, now) -> None:
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    await cancellation(db, now, "1:1:1", "done", midnight + timedelta(minutes=1))
    await cancellation(db, now, "2:1:1", "done", midnight - timedelta(minutes=1))  # yesterday's
    await cancellation(db, now, "3:1:1", "failed", midnight + timedelta(minutes=2))  # the shop refused it
    assert await db.fetchval("SELECT count(*) FROM orders") == 0  # as on Shopify
    assert (await StaffRepository(db, clock=lambda: now).stats(midnight))["cancelled"] == 1
