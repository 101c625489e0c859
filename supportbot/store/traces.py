"""Traces: one masked row per finished run, later staff decisions appended, expired by age.

The journal (steps) is what replays read; a trace is what people read. It is built from the
journal once, when the run finishes (supportbot/core/telemetry/trace.py masks it), so reading it never needs the
unmasked rows, and purging it never touches what a retried job depends on.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import asyncpg

from supportbot.core.telemetry.trace import clean
from supportbot.store.pool import Clock

# Journal steps whose payloads carry what people wrote or were told (customer text, model text,
# tool arguments and results). Labels, the rung, queue places and payment outcomes carry none.
TEXT_STEP_KINDS = ("llm", "tool", "decide", "send", "relay")


@dataclass(frozen=True)
class Purged:
    traces: int
    steps: int


class TraceRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

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
