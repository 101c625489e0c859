"""Actions found wrong after they were taken: reversed by the payment provider, or judged wrong by a
reviewer. One row per action and source, so a redelivered event or a second verdict counts once."""

from __future__ import annotations

from datetime import datetime

import asyncpg


async def provider_reversed(pool: asyncpg.Pool, refund_id: str, idempotency_key: str | None, event_id: str,
                            at: datetime) -> int | None:
    """The reversed refund's action id; None when the refund is not one the bot made."""
    return await pool.fetchval(
        """WITH found AS (SELECT action_id FROM refunds WHERE action_id IS NOT NULL
                              AND (provider_ref = $1 OR ($2::text IS NOT NULL AND idempotency_key = $2)) LIMIT 1),
                kept AS (INSERT INTO action_reversals (action_id, source, ref, at)
                         SELECT action_id, 'provider', $3, $4 FROM found ON CONFLICT DO NOTHING)
           SELECT action_id FROM found""", refund_id, idempotency_key, event_id, at)


async def review_reversed(pool: asyncpg.Pool, action_id: int, review_id: int, at: datetime) -> None:
    await pool.execute(
        """INSERT INTO action_reversals (action_id, source, ref, at) VALUES ($1, 'review', $2, $3)
           ON CONFLICT DO NOTHING""", action_id, str(review_id), at)
