"""Outbound messages, each under an idempotency key made of conversation, run and step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import asyncpg

from supportbot.core.ports import NOT_STORED_FORGOTTEN
from supportbot.core.types import Outbound, outbound_preview, outbound_to_json
from supportbot.store.journal import insert_steps
from supportbot.store.pool import Clock


def sent_record(key: str, wamid: str) -> str:
    """The send's record under its key (SQL expressions in): its wamid, and its status. Meta's status
    callbacks can beat us here; the furthest one already received is folded in. Committed durably:
    lost, the replay would find the row unsent and send again. Also the close's (run_close.py)."""
    return f"""UPDATE messages SET wamid = {wamid}, status_at = clock_timestamp(),
                   status = COALESCE((SELECT d.status FROM delivery_statuses d WHERE d.wamid = {wamid}
                                      ORDER BY status_rank(d.status) DESC NULLS LAST LIMIT 1), 'accepted')
               WHERE idempotency_key = {key}"""


class OutboxRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def prepare(self, conversation_id: int, run_id: int | None, key: str, message: Outbound,
                      steps: Sequence[dict[str, Any]] = ()) -> str | None:
        """The row before the send, durably; with it, in the same statement, the run's held journal
        steps the send rests on (supportbot/core/journal.py): one commit for the decision and its effect."""
        body = outbound_to_json(message)
        args = [conversation_id, body["type"], outbound_preview(message), body, key, run_id, self._clock()]
        journal = ""
        if steps and run_id is not None:
            journal = f"WITH journal AS ({insert_steps('$6', '$8')}) "
            args.append(list(steps))
        async with self._pool.acquire() as conn:
            inserted = await conn.fetchval(
                journal + """INSERT INTO messages (conversation_id, direction, kind, body, payload, trusted,
                                         idempotency_key, run_id, status, created_at)
                   VALUES ($1, 'out', $2, $3, $4, true, $5, $6, 'pending', $7)
                   ON CONFLICT (idempotency_key) DO NOTHING RETURNING id""", *args)
            if inserted:
                return None  # new: nothing was sent under this key yet
            row = await conn.fetchrow("SELECT wamid FROM messages WHERE idempotency_key = $1", key)
            # No row under the key: the insert was dropped, the conversation forgotten (migrations/0035).
            return NOT_STORED_FORGOTTEN if row is None else row["wamid"]

    async def sent(self, key: str, message_id: str) -> None:
        await self._pool.execute(sent_record("$1", "$2"), key, message_id)

    async def failed(self, key: str, detail: str) -> None:
        await self._pool.execute(
            """UPDATE messages SET status = 'failed', status_at = clock_timestamp(),
                   errors = jsonb_build_array(jsonb_build_object('detail', $2::text))
               WHERE idempotency_key = $1""",
            key, detail,
        )
