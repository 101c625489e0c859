"""Who a conversation is: the account it names, the account code verified, one-time codes."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg

from supportbot.core.codes import WINDOW, CodeSent, CodeWait, wait_before_code
from supportbot.core.money.actions import Identity
from supportbot.store.pool import Clock

# Who the conversation `c` is: also read with the rest of a turn's preamble (store/conversation_state.py).
IDENTITY_COLUMNS = """c.verified_customer_id, c.claimed_customer_id, c.mode,
                      (SELECT count(*) FROM code_attempts a WHERE a.conversation_id = c.id AND NOT a.ok) AS failures"""


def identity_of(row: Any) -> Identity:
    return Identity(row["verified_customer_id"], row["claimed_customer_id"], row["failures"], row["mode"])


class IdentityRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def identity(self, conversation_id: int) -> Identity:
        row = await self._pool.fetchrow(f"SELECT {IDENTITY_COLUMNS} FROM conversations c WHERE c.id = $1",
                                        conversation_id)
        return identity_of(row)

    async def claim(self, conversation_id: int, customer_id: str) -> None:
        await self._pool.execute(
            "UPDATE conversations SET claimed_customer_id = $2 WHERE id = $1", conversation_id, customer_id
        )

    async def save_code(self, conversation_id: int, customer_id: str, code_hash: str, step_key: str,
                        expires_at: datetime, now: datetime) -> bool | CodeWait:
        """Store a new code unless the limits say wait (supportbot/core/codes.py): True when stored,
        False when this step already stored one (a replay sends nothing), else how long to wait.
        One account's codes are decided one at a time, so two conversations cannot both pass."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock(hashtext('code:' || $1::text))", customer_id)
            if await conn.fetchval("SELECT 1 FROM verification_codes WHERE step_key = $1", step_key):
                return False
            rows = await conn.fetch(
                """SELECT conversation_id, customer_id, created_at FROM verification_codes
                   WHERE (conversation_id = $1 OR customer_id = $2) AND created_at > $3""",
                conversation_id, customer_id, now - WINDOW)
            wait = wait_before_code([CodeSent(r["conversation_id"], r["customer_id"], r["created_at"]) for r in rows],
                                    conversation_id, customer_id, now)
            if wait is not None:
                return CodeWait(wait)
            await conn.execute(
                """INSERT INTO verification_codes (conversation_id, customer_id, code_hash, step_key, expires_at,
                                                 created_at) VALUES ($1, $2, $3, $4, $5, $6)""",
                conversation_id, customer_id, code_hash, step_key, expires_at, now)
            return True

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
