"""Conversation endings and their CSAT ask: recorded once per ending, with what they are scored by."""

from __future__ import annotations

from datetime import datetime

import asyncpg

from supportbot.core.telemetry.satisfaction import REASON_WITHIN, why_not_ask

# What an ending is scored by, read from the record at the moment it ended: the last finished run,
# the rung its mode step chose, its model, the router's last intent, the order named last, and the
# person who had the ticket since the previous ending.
_RECORD = r"""
WITH conv AS (SELECT id, inbound_seq, language FROM conversations WHERE id = $2),
     last_run AS (SELECT id, responder FROM runs WHERE conversation_id = $2 AND status <> 'running'
                  AND outcome IS DISTINCT FROM 'csat' ORDER BY seq DESC LIMIT 1),
     before AS (SELECT COALESCE(max(ended_at), '-infinity'::timestamptz) AS at
                FROM conversation_endings WHERE conversation_id = $2)
INSERT INTO conversation_endings (key, conversation_id, how, inbound_seq, run_id, mode, intent, version, model,
                                  staff_id, language, order_id, ended_at)
SELECT $1, conv.id, $3, COALESCE($6, conv.inbound_seq), (SELECT id FROM last_run),
       (SELECT s.result->>'mode' FROM steps s JOIN runs r ON r.id = s.run_id
        WHERE r.conversation_id = $2 AND s.kind = 'mode' ORDER BY r.seq DESC, s.step DESC LIMIT 1),
       (SELECT labels->>'intent' FROM messages WHERE conversation_id = $2 AND direction = 'in'
          AND labels IS NOT NULL ORDER BY id DESC LIMIT 1),
       (SELECT responder FROM last_run),
       (SELECT s.result->>'model' FROM steps s JOIN runs r ON r.id = s.run_id
        WHERE r.conversation_id = $2 AND s.kind = 'llm' AND s.result ? 'model'
        ORDER BY r.seq DESC, s.step DESC LIMIT 1),
       COALESCE($4, (SELECT COALESCE(h.taken_by, h.closed_by) FROM handoffs h, before
                     WHERE h.conversation_id = $2 AND h.created_at > before.at ORDER BY h.id DESC LIMIT 1)),
       conv.language,
       COALESCE((SELECT order_id FROM actions WHERE conversation_id = $2 ORDER BY id DESC LIMIT 1),
                (SELECT upper(substring(body FROM '(?i)([A-Z]{1,3}-[0-9]{3,})')) FROM messages
                 WHERE conversation_id = $2 AND direction = 'in' AND body ~* '[A-Z]{1,3}-[0-9]{3,}'
                 ORDER BY id DESC LIMIT 1)),
       $5
FROM conv
ON CONFLICT (key) DO NOTHING
RETURNING id"""


def awaiting_reason_of(conversation_id: str, since: str) -> str:
    """The ending rated bad after `since` whose reason has not come (SQL expressions in, a query out)."""
    return f"""SELECT id FROM conversation_endings WHERE conversation_id = {conversation_id} AND rating = 'bad'
                 AND reason IS NULL AND rated_at > {since} ORDER BY rated_at DESC LIMIT 1"""


def reason_since(now: datetime) -> datetime:
    return now - REASON_WITHIN


class EndingRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def record(self, key: str, conversation_id: int, how: str, at: datetime, *,
                     staff_id: str | None = None, inbound_seq: int | None = None) -> int | None:
        """The ending's id; a replayed job finds the one recorded under the same key.

        `inbound_seq` is how much the customer had written when it ended (a later message means
        they came back); None takes the conversation's count now.
        """
        found = await self._pool.fetchval(_RECORD, key, conversation_id, how, staff_id, at, inbound_seq)
        return found if found is not None else await self._pool.fetchval(
            "SELECT id FROM conversation_endings WHERE key = $1", key)

    async def decide(self, ending_id: int, now: datetime) -> str:
        """Ask or not (supportbot/core/telemetry/satisfaction.py), decided once per ending.

        The contact's conversations are locked while deciding, so two endings at once (a staff
        close racing a silence close) cannot both pass "never twice a day".
        """
        async with self._pool.acquire() as conn, conn.transaction():
            row = await conn.fetchrow(
                """SELECT e.csat, c.last_inbound_at, c.contact_key, c.inbound_seq > e.inbound_seq AS came_back,
                          ARRAY(SELECT reason FROM handoffs h WHERE h.conversation_id = e.conversation_id) AS reasons
                   FROM conversation_endings e JOIN conversations c ON c.id = e.conversation_id WHERE e.id = $1""",
                ending_id)
            if row is None:
                raise LookupError(f"no ending {ending_id}")
            if row["csat"] != "pending":
                return str(row["csat"])
            await conn.execute("SELECT 1 FROM conversations WHERE contact_key = $1 ORDER BY id FOR UPDATE",
                               row["contact_key"])
            last_asked = await conn.fetchval(
                """SELECT max(e.csat_asked_at) FROM conversation_endings e
                   JOIN conversations c ON c.id = e.conversation_id WHERE c.contact_key = $1""", row["contact_key"])
            outcome = why_not_ask(now, last_inbound_at=row["last_inbound_at"], last_asked_at=last_asked,
                                  handoff_reasons=row["reasons"], came_back=row["came_back"]) or "asked"
            await conn.execute(
                """UPDATE conversation_endings SET csat = $2,
                       csat_asked_at = CASE WHEN $2 = 'asked' THEN $3::timestamptz END WHERE id = $1""",
                ending_id, outcome, now)
            return outcome

    async def conversation_of(self, ending_id: int) -> int:
        return await self._pool.fetchval("SELECT conversation_id FROM conversation_endings WHERE id = $1", ending_id)

    async def rate(self, ending_id: int, conversation_id: int, rating: str, at: datetime) -> bool:
        """The first tap counts; a second tap (or a tap on another customer's ask) changes nothing."""
        row = await self._pool.fetchval(
            """UPDATE conversation_endings SET rating = $3, rated_at = $4
               WHERE id = $1 AND conversation_id = $2 AND csat = 'asked' AND rating IS NULL RETURNING id""",
            ending_id, conversation_id, rating, at)
        return row is not None

    async def awaiting_reason(self, conversation_id: int, now: datetime) -> int | None:
        """The ending rated bad moments ago whose reason the customer may be writing now."""
        return await self._pool.fetchval(awaiting_reason_of("$1", "$2"), conversation_id, reason_since(now))

    async def keep_reason(self, ending_id: int, masked: str, at: datetime) -> None:
        await self._pool.execute(
            "UPDATE conversation_endings SET reason = $2, reason_at = $3 WHERE id = $1 AND reason IS NULL",
            ending_id, masked, at)
