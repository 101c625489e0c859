"""What a turn reads about its conversation (history, labels, bounds) and the handoff queue."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg

from supportbot.store.pool import LAZY, Clock

# Ticket priorities in order, as SQL: a CASE over the column or parameter named.
_RANK = "(CASE {0} WHEN 'urgent' THEN 2 WHEN 'high' THEN 1 ELSE 0 END)"

HISTORY_LENGTH = 12


def history_of(before_message_id: str, limit: str) -> str:
    """The conversation $1's last messages before a message, oldest first (SQL expressions in):
    also read with a turn's preamble (store/conversation_state.py)."""
    return f"""SELECT direction, body FROM (
                   SELECT id, direction, body FROM messages
                   WHERE conversation_id = $1 AND id < {before_message_id} AND body IS NOT NULL
                     AND (direction = 'out' OR needs_turn)
                   ORDER BY id DESC LIMIT {limit}) recent
               ORDER BY id"""


class ConversationRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def history(self, conversation_id: int, before_message_id: int, limit: int = HISTORY_LENGTH
                      ) -> list[tuple[str, str]]:
        """The last messages before this turn's, oldest first, as (direction, text)."""
        rows = await self._pool.fetch(history_of("$2", "$3"), conversation_id, before_message_id, limit)
        return [(r["direction"], r["body"]) for r in rows]

    async def llm_calls_elsewhere(self, conversation_id: int, run_id: int) -> int:
        """Model calls of the conversation's other runs: stable while this run replays."""
        return await self._pool.fetchval(
            """SELECT count(*) FROM steps s JOIN runs r ON r.id = s.run_id
               WHERE r.conversation_id = $1 AND r.id <> $2 AND s.kind = 'llm'""",
            conversation_id, run_id,
        )

    async def earlier_tool_results(self, conversation_id: int, run_id: int, limit: int = 6
                                   ) -> list[dict[str, Any]]:
        """The latest tool calls of this conversation's earlier turns, oldest first."""
        rows = await self._pool.fetch(
            """SELECT request, result FROM (
                   SELECT r.seq, s.step, s.request, s.result FROM steps s JOIN runs r ON r.id = s.run_id
                   WHERE r.conversation_id = $1 AND r.id <> $2 AND s.kind = 'tool'
                   ORDER BY r.seq DESC, s.step DESC LIMIT $3) recent
               ORDER BY seq, step""",
            conversation_id, run_id, limit,
        )
        return [{"call": r["request"], "result": r["result"]} for r in rows]

    async def remember_language(self, conversation_id: int, language: str) -> None:
        # Lazily (supportbot/store/pool.py): the turn's decision, redone by a replay; the outbox row
        # written before the reply in it commits durably and flushes it.
        await self._pool.execute(
            f"""WITH {LAZY} UPDATE conversations SET language = $2 FROM lazy
                WHERE id = $1 AND language IS DISTINCT FROM $2""",
            conversation_id, language)

    async def label(self, labels: dict[int, dict[str, Any]], conversation_id: int, language: str) -> None:
        """The router's labels and the turn's language, in one statement, lazily: both are redone by a
        replay's route step, and the outbox row written before the reply commits durably and flushes them
        (supportbot/store/pool.py)."""
        await self._pool.execute(
            f"""WITH {LAZY},
                   labelled AS (UPDATE messages m SET labels = l.labels
                                FROM lazy, jsonb_each($1::jsonb) AS l(id, labels) WHERE m.id = l.id::bigint)
                UPDATE conversations SET language = $3 FROM lazy WHERE id = $2 AND language IS DISTINCT FROM $3""",
            {str(message_id): label for message_id, label in labels.items()}, conversation_id, language)

    async def hand_off(self, conversation_id: int, run_id: int | None, reason: str, priority: str,
                       summary: dict[str, Any], first_asked_at: datetime) -> int | None:
        """Queue the ticket for a person (once per run) and stop the bot; the ticket's id, if new.

        A conversation already waiting keeps its place: no second ticket while one is open.
        """
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE", conversation_id)
            if await conn.fetchval(
                    "SELECT 1 FROM handoffs WHERE conversation_id = $1 AND status IN ('queued', 'taken')",
                    conversation_id):
                return None
            handoff_id = await conn.fetchval(
                """INSERT INTO handoffs (conversation_id, run_id, reason, priority, summary, first_asked_at,
                                         created_at)
                   VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (run_id) DO NOTHING RETURNING id""",
                conversation_id, run_id, reason, priority, summary, first_asked_at, self._clock(),
            )
            await conn.execute("UPDATE conversations SET mode = 'handoff' WHERE id = $1", conversation_id)
            return handoff_id

    async def raise_priority(self, conversation_id: int, priority: str, reason: str) -> dict[str, Any] | None:
        """The open ticket raised to `priority` when that is higher (a risk said while it waits or
        while a person has it), its reason extended; the ticket (id, slack_ts) if it was raised."""
        row = await self._pool.fetchrow(
            f"""UPDATE handoffs SET priority = $2, reason = reason || '; then ' || $3
                WHERE conversation_id = $1 AND status IN ('queued', 'taken') AND {_RANK.format('priority')}
                      < {_RANK.format('$2')}
                RETURNING id, slack_ts""", conversation_id, priority, reason)
        return dict(row) if row else None
