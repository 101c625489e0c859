"""Who a conversation is: the account it names, the account code verified, one-time codes."""

from __future__ import annotations

from datetime import datetime

import asyncpg

from bot.money.actions import Identity
from store.pool import Clock


class IdentityRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def identity(self, conversation_id: int) -> Identity:
        row = await self._pool.fetchrow(
            """SELECT c.verified_customer_id, c.claimed_customer_id, c.mode,
                      (SELECT count(*) FROM code_attempts a
                       WHERE a.conversation_id = c.id AND NOT a.ok) AS failures
               FROM conversations c WHERE c.id = $1""",
            conversation_id,
        )
        return Identity(row["verified_customer_id"], row["claimed_customer_id"], row["failures"], row["mode"])

    async def claim(self, conversation_id: int, customer_id: str) -> None:
        await self._pool.execute(
            "UPDATE conversations SET claimed_customer_id = $2 WHERE id = $1", conversation_id, customer_id
        )

    async def save_code(self, conversation_id: int, customer_id: str, code_hash: str, step_key: str,
                        expires_at: datetime) -> bool:
        """Store a new code; False when this step already stored one (a replay sends nothing)."""
        row = await self._pool.fetchval(
            """INSERT INTO verification_codes (conversation_id, customer_id, code_hash, step_key, expires_at,
                                             created_at)
               VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (step_key) DO NOTHING RETURNING id""",
            conversation_id, customer_id, code_hash, step_key, expires_at, self._clock(),
        )
        return row is not None

    async def latest_code(self, conversation_id: int) -> asyncpg.Record | None:
        return await self._pool.fetchrow(
            """SELECT * FROM verification_codes WHERE conversation_id = $1 AND used_at IS NULL
               ORDER BY id DESC LIMIT 1""",
            conversation_id,
        )

    async def record_attempt(self, conversation_id: int, step_key: str, *, code_id: int | None,
                             customer_id: str | None) -> None:
        """Count one verify_code call; on success mark the code used and the conversation verified."""
        now = self._clock()
        async with self._pool.acquire() as conn, conn.transaction():
            inserted = await conn.fetchval(
                """INSERT INTO code_attempts (step_key, conversation_id, ok, created_at) VALUES ($1, $2, $3, $4)
                   ON CONFLICT (step_key) DO NOTHING RETURNING step_key""",
                step_key, conversation_id, customer_id is not None, now,
            )
            if inserted and customer_id is not None:
                await conn.execute("UPDATE verification_codes SET used_at = $2 WHERE id = $1", code_id, now)
                await conn.execute("UPDATE conversations SET verified_customer_id = $2 WHERE id = $1",
                                   conversation_id, customer_id)

    async def forget_verification(self, conversation_id: int) -> None:
        """A number change must not carry verification over (invariant 3)."""
        await self._pool.execute(
            "UPDATE conversations SET verified_customer_id = NULL, claimed_customer_id = NULL WHERE id = $1",
            conversation_id,
        )
