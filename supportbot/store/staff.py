"""What staff do in Slack, as atomic state changes: decisions, take-overs, relays, settings."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg

from supportbot.store.pool import Clock

QUEUE_LENGTH = "SELECT count(*) FROM handoffs WHERE status = 'queued'"
"""Tickets waiting for a person: also read with a turn's preamble (store/conversation_state.py)."""


class StaffRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def decide(self, action_id: int, approve: bool, staff_id: str, reason: str | None
                     ) -> tuple[bool, asyncpg.Record] | None:
        """(first, action): one decision ever; a double click or a retry finds it made."""
        row = await self._pool.fetchrow(
            """UPDATE actions SET status = $2, decided_by = $3, decided_at = $5,
                   reject_reason = $4, updated_at = clock_timestamp()
               WHERE id = $1 AND status = 'awaiting_approval' RETURNING *""",
            action_id, "approved" if approve else "rejected", staff_id, reason, self._clock(),
        )
        if row is not None:
            return True, row
        row = await self._pool.fetchrow("SELECT * FROM actions WHERE id = $1", action_id)
        if row is None or row["decided_by"] is None:
            return None
        return False, row

    async def lost_work(self, min_age_seconds: float, now: datetime) -> list[tuple[str, int, float]]:
        """(job, id, age in seconds) for staff work the database says is owed and a lost job may never do: a card
        never posted, an approval never carried out, a reject never told. Younger work's job may simply not have run
        yet. Each age is read on the clock that wrote it: an action's `updated_at` is the
        database's, a handoff's `created_at` the application's (`now`)."""
        rows = await self._pool.fetch(
            """SELECT 'post_approval' AS job, id, extract(epoch FROM clock_timestamp() - updated_at) AS age
                 FROM actions
                WHERE status = 'awaiting_approval' AND slack_ts IS NULL
                  AND updated_at < clock_timestamp() - make_interval(secs => $1)
               UNION ALL
               SELECT 'resume_action', id, extract(epoch FROM clock_timestamp() - updated_at) FROM actions
                WHERE status = 'approved' AND updated_at < clock_timestamp() - make_interval(secs => $1)
               UNION ALL
               -- A reject stays 'rejected' whether or not its job ran: the job's message to the
               -- customer (keyed 'resume:<id>', supportbot/worker/staff.py) is what shows it did.
               -- A week back at most, and never a forgotten conversation's (it would send nothing).
               SELECT 'resume_action', a.id, extract(epoch FROM clock_timestamp() - a.updated_at)
                 FROM actions a JOIN conversations c ON c.id = a.conversation_id
                WHERE a.status = 'rejected' AND c.forgotten_for IS NULL
                  AND a.decided_at > $2::timestamptz - interval '7 days'
                  AND a.updated_at < clock_timestamp() - make_interval(secs => $1)
                  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.idempotency_key = 'resume:' || a.id)
               UNION ALL
               SELECT 'post_handoff', id, extract(epoch FROM $2::timestamptz - created_at) FROM handoffs
                WHERE status = 'queued' AND slack_ts IS NULL
                  AND created_at < $2::timestamptz - make_interval(secs => $1)
               ORDER BY 2 LIMIT 500""",
            min_age_seconds, now,
        )
        return [(r["job"], r["id"], float(r["age"])) for r in rows]

    async def action(self, action_id: int) -> asyncpg.Record | None:
        return await self._pool.fetchrow("SELECT * FROM actions WHERE id = $1", action_id)

    async def set_action_card(self, action_id: int, ts: str) -> None:
        await self._pool.execute("UPDATE actions SET slack_ts = $2 WHERE id = $1", action_id, ts)

    async def due_approvals(self, now: datetime) -> list[asyncpg.Record]:
        return await self._pool.fetch(
            "SELECT * FROM actions WHERE status = 'awaiting_approval' AND approval_due <= $1", now
        )

    async def expire(self, action_id: int) -> bool:
        row = await self._pool.fetchval(
            """UPDATE actions SET status = 'expired', outcome = 'no staff decision in time',
                   updated_at = clock_timestamp()
               WHERE id = $1 AND status = 'awaiting_approval' RETURNING id""", action_id)
        return row is not None

    async def handoff(self, handoff_id: int) -> asyncpg.Record | None:
        return await self._pool.fetchrow("SELECT * FROM handoffs WHERE id = $1", handoff_id)

    async def handoff_for_run(self, run_id: int) -> asyncpg.Record | None:
        return await self._pool.fetchrow("SELECT * FROM handoffs WHERE run_id = $1", run_id)

    async def open_handoff(self, conversation_id: int) -> asyncpg.Record | None:
        return await self._pool.fetchrow(
            """SELECT * FROM handoffs WHERE conversation_id = $1 AND status IN ('queued', 'taken')
               ORDER BY id DESC LIMIT 1""", conversation_id)

    async def handoff_by_thread(self, ts: str) -> asyncpg.Record | None:
        return await self._pool.fetchrow("SELECT * FROM handoffs WHERE slack_ts = $1", ts)

    async def set_handoff_thread(self, handoff_id: int, ts: str) -> None:
        await self._pool.execute("UPDATE handoffs SET slack_ts = $2 WHERE id = $1", handoff_id, ts)

    async def move_handoff(self, handoff_id: int, to: str, staff_id: str) -> asyncpg.Record | None:
        """Take over, hand back or close, with the conversation's mode in the same commit."""
        mode = {"taken": "human", "handed_back": "bot", "closed": "bot"}[to]
        async with self._pool.acquire() as conn, conn.transaction():
            row = await conn.fetchrow(
                """UPDATE handoffs SET status = $2,
                       taken_by = CASE WHEN $2 = 'taken' THEN $3 ELSE taken_by END,
                       taken_at = CASE WHEN $2 = 'taken' THEN $4 ELSE taken_at END,
                       closed_by = CASE WHEN $2 <> 'taken' THEN $3 ELSE closed_by END,
                       closed_at = CASE WHEN $2 <> 'taken' THEN $4 ELSE closed_at END
                   WHERE id = $1 AND status IN ('queued', 'taken') RETURNING *""",
                handoff_id, to, staff_id, self._clock(),
            )
            if row is not None:
                await conn.execute("UPDATE conversations SET mode = $2 WHERE id = $1", row["conversation_id"], mode)
            return row

    async def first_time(self, event_id: str) -> bool:
        """True once per Slack event id: retries of a relayed message are dropped."""
        row = await self._pool.fetchval(
            "INSERT INTO slack_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id", event_id)
        return row is not None

    async def queue(self) -> list[asyncpg.Record]:
        """Open tickets in the order people get to them: urgent, high, then by when first asked."""
        return await self._pool.fetch(
            """SELECT h.*, c.contact_key FROM handoffs h JOIN conversations c ON c.id = h.conversation_id
               WHERE h.status IN ('queued', 'taken')
               ORDER BY CASE h.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 ELSE 2 END,
                        h.first_asked_at, h.id""")

    async def queue_length(self) -> int:
        return await self._pool.fetchval(QUEUE_LENGTH)

    async def queue_position(self, conversation_id: int) -> int | None:
        """Where this conversation's open ticket stands in the queue (1 is next), if it has one."""
        return await self._pool.fetchval(
            """SELECT position FROM (
                   SELECT conversation_id, row_number() OVER (
                       ORDER BY CASE priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 ELSE 2 END,
                                first_asked_at, id) AS position
                   FROM handoffs WHERE status = 'queued') q
               WHERE conversation_id = $1""", conversation_id)

    async def stats(self, since: datetime) -> dict[str, Any]:
        """The day's work, from the bot's own rows (the same on either order system); a cancellation
        counts on the day it was asked for (`created_at`, the application's clock), once done."""
        row = await self._pool.fetchrow(
            """SELECT
                 (SELECT count(DISTINCT conversation_id) FROM runs WHERE opened_at >= $1) AS conversations,
                 (SELECT count(DISTINCT conversation_id) FROM handoffs WHERE created_at >= $1) AS handed_off,
                 (SELECT count(*) FROM handoffs WHERE created_at >= $1) AS handoffs,
                 (SELECT COALESCE(sum(amount), 0) FROM refunds WHERE source = 'bot' AND refunded_at >= $1)
                     AS refunded,
                 (SELECT count(*) FROM refunds WHERE source = 'bot' AND refunded_at >= $1) AS refunds,
                 (SELECT count(*) FROM actions WHERE status = 'awaiting_approval') AS pending_approvals,
                 (SELECT count(*) FROM actions WHERE kind = 'cancel_order' AND status = 'done'
                      AND created_at >= $1) AS cancelled,
                 (SELECT count(*) FROM returns WHERE label_sent_at >= $1) AS returns_started,
                 (SELECT count(*) FROM returns WHERE state IN ('label_sent', 'received')) AS returns_waiting,
                 (SELECT count(*) FROM replacements WHERE created_at >= $1) AS replacements,
                 (SELECT COALESCE(sum(value), 0) FROM replacements WHERE created_at >= $1) AS replaced_value""",
            since,
        )
        return dict(row)

    async def cost_by_mode(self, since: datetime) -> list[asyncpg.Record]:
        """Model spend and resolution per conversation since `since`, grouped by the mode it ran in."""
        return await self._pool.fetch(
            """WITH convs AS (
                   SELECT r.conversation_id,
                          (array_agg(s.result->>'mode' ORDER BY r.seq DESC, s.step DESC)
                               FILTER (WHERE s.kind = 'mode'))[1] AS mode,
                          COALESCE(sum((s.result->>'cost')::numeric)
                               FILTER (WHERE s.kind = 'llm' AND s.result ? 'cost'), 0) AS cost
                   FROM runs r JOIN steps s ON s.run_id = r.id
                   WHERE r.opened_at >= $1 GROUP BY r.conversation_id)
               SELECT COALESCE(c.mode, 'unknown') AS mode, count(*) AS conversations,
                      count(*) FILTER (WHERE NOT EXISTS (
                          SELECT 1 FROM handoffs h WHERE h.conversation_id = c.conversation_id
                            AND h.created_at >= $1)) AS resolved,
                      sum(c.cost) AS cost
               FROM convs c GROUP BY 1 ORDER BY 1""",
            since,
        )

    async def setting(self, name: str) -> str | None:
        return await self._pool.fetchval("SELECT value FROM operator_settings WHERE name = $1", name)

    async def set_setting(self, name: str, value: str, staff_id: str) -> str | None:
        """Set and audit (who, when, from, to); returns the previous value."""
        async with self._pool.acquire() as conn, conn.transaction():
            before = await conn.fetchval(
                "SELECT value FROM operator_settings WHERE name = $1 FOR UPDATE", name)
            await conn.execute(
                """INSERT INTO operator_settings (name, value, changed_by) VALUES ($1, $2, $3)
                   ON CONFLICT (name) DO UPDATE SET value = $2, changed_by = $3, changed_at = clock_timestamp()""",
                name, value, staff_id)
            await conn.execute(
                "INSERT INTO operator_changes (name, from_value, to_value, changed_by) VALUES ($1, $2, $3, $4)",
                name, before, value, staff_id)
            return before

    async def approval_context(self, action_id: int) -> dict[str, Any]:
        """What an approval card shows from the bot's tables: the action, the customer's last words,
        the policy article. The items' names and the customer's language are the shop's: the worker
        adds them from the order system (supportbot/worker/staff.py)."""
        action = await self.action(action_id)
        if action is None:
            raise LookupError(f"no action {action_id}")
        said = await self._pool.fetch(
            """SELECT body FROM messages WHERE conversation_id = $1 AND direction = 'in' AND body IS NOT NULL
               ORDER BY id DESC LIMIT 2""", action["conversation_id"])
        # The article version in force now, as the help centre shows it (supportbot/store/articles.py).
        article = await self._pool.fetchrow(
            """SELECT v.slug, v.version, v.body FROM article_versions v JOIN articles a ON a.slug = v.slug
               WHERE v.slug = $1 AND NOT a.retired ORDER BY v.version DESC LIMIT 1""", action["article"])
        return {"action": action, "said": [r["body"] for r in reversed(said)], "article": article}

    async def handoff_context(self, handoff_id: int) -> dict[str, Any]:
        """What a handoff card shows: the last messages, the tool calls, the effects, the orders named."""
        handoff = await self.handoff(handoff_id)
        if handoff is None:
            raise LookupError(f"no handoff {handoff_id}")
        cid = handoff["conversation_id"]
        messages = await self._pool.fetch(
            """SELECT direction, body FROM (SELECT id, direction, body FROM messages
                   WHERE conversation_id = $1 AND body IS NOT NULL ORDER BY id DESC LIMIT 8) m ORDER BY id""", cid)
        tools = await self._pool.fetch(
            """SELECT s.request, s.result FROM steps s JOIN runs r ON r.id = s.run_id
               WHERE r.conversation_id = $1 AND s.kind = 'tool' ORDER BY r.seq, s.step""", cid)
        actions = await self._pool.fetch(
            "SELECT kind, order_id, amount, currency, status FROM actions WHERE conversation_id = $1 ORDER BY id", cid)
        labels = await self._pool.fetchval(
            """SELECT labels FROM messages WHERE conversation_id = $1 AND labels IS NOT NULL
               ORDER BY id DESC LIMIT 1""", cid)
        return {"handoff": handoff, "messages": messages, "tools": tools, "actions": actions, "labels": labels}

    async def outcomes(self, conversation_id: int) -> list[dict[str, Any]]:
        """What this conversation's proposed effects came to, oldest first: the facts a closing
        summary is worded from, in the customer's language (supportbot/words/replies.py)."""
        rows = await self._pool.fetch(
            """SELECT kind, order_id, amount, currency, status FROM actions WHERE conversation_id = $1
               ORDER BY id""", conversation_id)
        return [dict(r) for r in rows]


    async def set_approval_due(self, action_id: int, due: datetime) -> None:
        await self._pool.execute(
            "UPDATE actions SET approval_due = $2 WHERE id = $1 AND approval_due IS NULL", action_id, due)
