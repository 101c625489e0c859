"""Traces: one masked row per finished run, later staff decisions appended, expired by age.

The journal (steps) is what replays read; a trace is what people read. It is built from the
journal once, when the run finishes (supportbot/core/telemetry/trace.py masks it), so reading it never needs the
unmasked rows, and purging it never touches what a retried job depends on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import asyncpg

from supportbot.core.telemetry.trace import build_trace, clean
from supportbot.store.pool import LAZY, Clock

# Journal steps whose payloads carry what people wrote or were told (customer text, model text,
# tool arguments and results). Labels, the rung, queue places and payment outcomes carry none.
TEXT_STEP_KINDS = ("llm", "tool", "decide", "send", "relay")


@dataclass(frozen=True)
class Purged:
    traces: int
    steps: int


_MESSAGE_FIELDS = ("id", "direction", "kind", "body", "labels", "idempotency_key", "status")
_STEP_FIELDS = ("step", "kind", "request", "result", "created_at")
_JSON_FIELDS = frozenset({"labels", "request", "result"})


def _fields(names: tuple[str, ...], record: Any) -> dict[str, Any]:
    return {name: json.loads(value) if name in _JSON_FIELDS and value is not None else value
            for name, value in zip(names, record, strict=True)}


class TraceRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def write(self, run_id: int) -> dict[str, Any] | None:
        """Build the run's trace from its rows and store it (again, if a retry finished it twice)."""
        async with self._pool.acquire() as conn:
            # One read for the run, its messages and its steps (rows as anonymous records, by position;
            # jsonb as text inside them: the pool's jsonb codec does not reach into a record).
            run = await conn.fetchrow(
                """SELECT r.*, COALESCE(c.verified_customer_id,
                                        (SELECT id FROM customers WHERE phone = c.wa_id),
                                        c.claimed_customer_id) AS customer_id,
                          ARRAY(SELECT ROW(m.id, m.direction, m.kind, m.body, m.labels::text, m.idempotency_key,
                                           m.status)
                                FROM messages m
                                WHERE m.id = ANY(r.message_ids) OR (m.run_id = r.id AND m.direction = 'out')
                                ORDER BY m.id) AS trace_messages,
                          ARRAY(SELECT ROW(s.step, s.kind, s.request::text, s.result::text, s.created_at)
                                FROM steps s WHERE s.run_id = r.id ORDER BY s.step) AS trace_steps
                   FROM runs r JOIN conversations c ON c.id = r.conversation_id WHERE r.id = $1""", run_id)
            if run is None:
                return None
            messages = [_fields(_MESSAGE_FIELDS, m) for m in run["trace_messages"]]
            steps = [_fields(_STEP_FIELDS, st) for st in run["trace_steps"]]
            body = build_trace(dict(run), [m for m in messages if m["direction"] == "in"], steps,
                               [m for m in messages if m["direction"] == "out"])
            # Lazily (supportbot/store/pool.py): a trace lost in a Postgres crash costs only itself.
            await conn.execute(
                f"""WITH {LAZY} INSERT INTO traces (run_id, conversation_id, customer_id, outcome, mode, cost,
                                       started_at, finished_at, body, created_at)
                   SELECT $1, $2, $3, $4, $5, $6::numeric, $7, $8, $9, $10 FROM lazy
                   ON CONFLICT (run_id) DO UPDATE SET body = EXCLUDED.body, outcome = EXCLUDED.outcome,
                       finished_at = EXCLUDED.finished_at, cost = EXCLUDED.cost, mode = EXCLUDED.mode""",
                run_id, run["conversation_id"], run["customer_id"], run["outcome"], body["mode"], Decimal(body["cost"]),
                run["started_at"], run["finished_at"], body, self._clock())
        return body

    async def add_event(self, run_id: int, event: dict[str, Any], at: datetime) -> bool:
        """Append later news (a staff decision, a payment) to the trace of the run it concerns.

        Once: a retried job that reports the same event again (same fields but the time) adds nothing.
        """
        row = await self._pool.fetchval(
            """UPDATE traces SET events = events || jsonb_build_array($2::jsonb || jsonb_build_object('at', $3::text))
               WHERE run_id = $1 AND NOT events @> jsonb_build_array($2::jsonb) RETURNING run_id""",
            run_id, clean(event), at.isoformat())
        return row is not None

    async def add_action_event(self, action_id: int, event: dict[str, Any], at: datetime) -> bool:
        """The same, for the run that proposed the action: its key is conversation:run:step."""
        key = await self._pool.fetchval("SELECT idempotency_key FROM actions WHERE id = $1", action_id)
        parts = (key or "").split(":")
        if len(parts) != 3 or not parts[1].isdigit():
            return False
        return await self.add_event(int(parts[1]), {"action_id": action_id} | event, at)

    async def purge(self, now: datetime, retention_days: int) -> Purged:
        return await purge_expired(self._pool, now, retention_days)


async def read_trace(conn: asyncpg.Connection | asyncpg.Pool, run_id: int) -> dict[str, Any] | None:
    """The stored (masked) trace with its later events; None for a run that has none."""
    row = await conn.fetchrow("SELECT body, events, customer_id FROM traces WHERE run_id = $1", run_id)
    if row is None:
        return None
    return row["body"] | {"events": row["events"], "customer_id": row["customer_id"]}


async def latest_traced_run(conn: asyncpg.Connection | asyncpg.Pool) -> int | None:
    """The run whose trace was written last (the sandbox console shows it)."""
    return await conn.fetchval("SELECT run_id FROM traces ORDER BY created_at DESC, run_id DESC LIMIT 1")


async def purge_expired(conn: asyncpg.Connection | asyncpg.Pool, now: datetime, retention_days: int) -> Purged:
    """Delete traces older than the retention, and strip the text from old finished runs' journals.

    Only finished runs lose their payloads: a running run may still be replayed (invariant 6).
    Model steps keep model, provider, cost and tokens, which hold no text and feed the cost figures.
    """
    cutoff = now - timedelta(days=retention_days)
    traces = await conn.execute("DELETE FROM traces WHERE created_at < $1", cutoff)
    steps = await conn.execute(
        """UPDATE steps s SET
               request = CASE WHEN s.kind = 'tool' THEN jsonb_build_object('name', s.request->'name') END,
               result = CASE WHEN s.kind = 'llm' THEN jsonb_build_object(
                                 'purged', true, 'text', NULL, 'tool_calls', '[]'::jsonb,
                                 'model', s.result->'model', 'provider', s.result->'provider',
                                 'cost', s.result->'cost', 'usage', s.result->'usage')
                             ELSE '{"purged": true}'::jsonb END
           FROM runs r
           WHERE r.id = s.run_id AND r.status <> 'running' AND r.opened_at < $1
             AND s.kind = ANY($2) AND NOT COALESCE(s.result @> '{"purged": true}', false)""",
        cutoff, list(TEXT_STEP_KINDS))
    return Purged(traces=int(traces.split()[-1]), steps=int(steps.split()[-1]))
