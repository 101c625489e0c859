"""Suggested replies in Postgres: the draft offered in a handoff thread, the one decision on it
(sent as drafted, edited, dismissed), and the acceptance figures /metrics and the report share."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import asyncpg

OUTCOMES = ("sent", "edited", "dismissed", "held")
"""How an offered draft ended: sent as drafted, sent after an edit, dismissed, or clicked after
WhatsApp's 24-hour window (nothing sent). 'superseded' drafts were never decided on."""


def _parsed(row: asyncpg.Record | None) -> dict[str, Any] | None:
    """A row as a dict, its citations read from their JSON text."""
    if row is None:
        return None
    found = dict(row)
    found["citations"] = json.loads(found["citations"]) if isinstance(found["citations"], str) else found["citations"]
    return found


class SuggestionRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def grounds(self, conversation_id: int, limit: int = 12) -> dict[str, Any]:
        """What a draft may rest on: the last messages (oldest first), the conversation's actions,
        who is verified, and the language the bot speaks with them."""
        async with self._pool.acquire() as conn:
            messages = await conn.fetch(
                """SELECT direction, body FROM (
                       SELECT id, direction, body FROM messages
                       WHERE conversation_id = $1 AND body IS NOT NULL AND body <> ''
                       ORDER BY id DESC LIMIT $2) m ORDER BY id""", conversation_id, limit)
            actions = await conn.fetch(
                "SELECT kind, status, order_id, amount FROM actions WHERE conversation_id = $1 ORDER BY id",
                conversation_id)
            conversation = await conn.fetchrow(
                "SELECT verified_customer_id FROM conversations WHERE id = $1", conversation_id)
        return {"messages": [(m["direction"], m["body"]) for m in messages],
                "actions": [dict(a) for a in actions],
                "verified": conversation["verified_customer_id"] if conversation else None}

    async def offer(self, key: str, conversation_id: int, handoff_id: int, language: str, draft: str,
                    drafted_by: str, citations: Sequence[dict[str, Any]], replaced: str | None,
                    now: datetime) -> dict[str, Any] | None:
        """The draft for `key`, new or as a first attempt stored it; a new one supersedes the drafts
        still offered in the thread, so only the newest can be sent."""
        async with self._pool.acquire() as conn, conn.transaction():
            found = await conn.fetchrow("SELECT * FROM suggestions WHERE key = $1", key)
            if found is not None:
                return _parsed(found)
            await conn.execute("UPDATE suggestions SET status = 'superseded' WHERE handoff_id = $1 "
                               "AND status = 'offered'", handoff_id)
            row = await conn.fetchrow(
                """INSERT INTO suggestions (key, conversation_id, handoff_id, language, draft, drafted_by,
                                            citations, replaced, created_at)
                   VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
                   ON CONFLICT (key) DO NOTHING RETURNING *""",
                key, conversation_id, handoff_id, language, draft, drafted_by, json.dumps(list(citations)),
                replaced, now)
            # A concurrent attempt inserted it first: theirs is the draft.
            return _parsed(row or await conn.fetchrow("SELECT * FROM suggestions WHERE key = $1", key))

    async def by_key(self, key: str) -> dict[str, Any] | None:
        return _parsed(await self._pool.fetchrow("SELECT * FROM suggestions WHERE key = $1", key))

    async def reopen(self, suggestion_id: int) -> None:
        """An edit the output guard refused: nothing was sent, and the draft may be decided on again."""
        await self._pool.execute(
            """UPDATE suggestions SET status = 'offered', decided_by = NULL, decided_at = NULL, sent_text = NULL
               WHERE id = $1 AND status = 'edited'""", suggestion_id)

    async def set_card(self, suggestion_id: int, ts: str) -> None:
        await self._pool.execute("UPDATE suggestions SET slack_ts = $2 WHERE id = $1", suggestion_id, ts)

    async def get(self, suggestion_id: int) -> dict[str, Any] | None:
        return _parsed(await self._pool.fetchrow("SELECT * FROM suggestions WHERE id = $1", suggestion_id))

    async def decide(self, suggestion_id: int, status: str, staff_id: str, text: str | None,
                     now: datetime) -> tuple[bool, dict[str, Any]] | None:
        """One decision per draft, and only while its ticket is still taken over: (first, row), the
        row as the first decision left it for every later click; None for no such draft."""
        row = await self._pool.fetchrow(
            """UPDATE suggestions s SET status = $2, decided_by = $3, decided_at = $5,
                      sent_text = CASE WHEN $2 = 'dismissed' THEN NULL ELSE coalesce($4, s.draft) END
               FROM handoffs h
               WHERE s.id = $1 AND s.status = 'offered' AND h.id = s.handoff_id AND h.status = 'taken'
               RETURNING s.*""", suggestion_id, status, staff_id, text, now)
        if row is not None:
            return True, dict(row)
        found = await self.get(suggestion_id)
        return None if found is None else (False, found)

    async def hold(self, suggestion_id: int) -> None:
        """Clicked after the 24-hour window: nothing was sent."""
        await self._pool.execute("UPDATE suggestions SET status = 'held' WHERE id = $1 AND status IN "
                                 "('sent', 'edited')", suggestion_id)

    async def outcomes(self, since: datetime | None = None, until: datetime | None = None) -> dict[str, int]:
        """Decided drafts by how they ended, for drafts offered in [since, until) (all when unbounded)."""
        rows = await self._pool.fetch(
            """SELECT status, count(*) AS n FROM suggestions
               WHERE status = ANY($3::text[]) AND ($1::timestamptz IS NULL OR created_at >= $1)
                 AND ($2::timestamptz IS NULL OR created_at < $2)
               GROUP BY status""", since, until, list(OUTCOMES))
        return {r["status"]: r["n"] for r in rows}
