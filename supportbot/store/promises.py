"""Response-time promises in Postgres: tickets still waiting for a first response, the one-time
miss, the first response itself, and the figures per priority (time to first response and to
resolution) that /metrics and `supportbot report` both read, so they show the same numbers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import asyncpg

# The priority whose promise applied: the missed one once missed (the ticket has risen since).
PROMISED = "coalesce(missed_priority, priority)"


@dataclass(frozen=True)
class Durations:
    """Seconds from a ticket's first ask, per priority promised."""

    first_response: dict[str, list[float]]
    resolution: dict[str, list[float]]
    missed: dict[str, int]  # tickets whose promise was missed


class PromiseRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def awaiting(self) -> list[asyncpg.Record]:
        """Open tickets nobody has answered yet whose promise has not been missed (a partial index)."""
        return await self._pool.fetch(
            """SELECT id, priority, first_asked_at FROM handoffs
               WHERE first_response_at IS NULL AND missed_at IS NULL AND status IN ('queued', 'taken')
               ORDER BY first_asked_at""")

    async def miss(self, handoff_id: int, promised: str, raised_to: str, now: datetime) -> asyncpg.Record | None:
        """Mark the promise of `promised` missed and raise the ticket, once: of two workers only one gets
        the row. None too when the ticket was answered, closed or re-prioritised since it was read (a
        risk raised it meanwhile: the next check decides again on what the row says then, and a
        raise from the stale priority never lowers it)."""
        return await self._pool.fetchrow(
            """UPDATE handoffs SET missed_at = $4, missed_priority = priority, priority = $3
               WHERE id = $1 AND priority = $2 AND missed_at IS NULL AND first_response_at IS NULL
                     AND status IN ('queued', 'taken')
               RETURNING id, conversation_id, slack_ts, missed_priority, priority, first_asked_at""",
            handoff_id, promised, raised_to, now)

    async def responded(self, conversation_id: int, at: datetime) -> None:
        """Staff reached the customer: the open ticket's first response, if it had none."""
        await self._pool.execute(
            """UPDATE handoffs SET first_response_at = $2
               WHERE conversation_id = $1 AND status IN ('queued', 'taken') AND first_response_at IS NULL""",
            conversation_id, at)

    async def durations(self, since: datetime | None = None, until: datetime | None = None) -> Durations:
        """Time to first response and to resolution (closed) per promised priority, for tickets
        first asked in [since, until) (every ticket when unbounded)."""
        rows = await self._pool.fetch(
            f"""SELECT {PROMISED} AS priority,
                       extract(epoch FROM first_response_at - first_asked_at)::float8 AS first_response,
                       extract(epoch FROM closed_at - first_asked_at)::float8 AS resolution,
                       missed_at IS NOT NULL AS missed
                FROM handoffs
                WHERE ($1::timestamptz IS NULL OR first_asked_at >= $1)
                  AND ($2::timestamptz IS NULL OR first_asked_at < $2)
                  AND (first_response_at IS NOT NULL OR closed_at IS NOT NULL OR missed_at IS NOT NULL)
                ORDER BY id""", since, until)
        first: dict[str, list[float]] = {}
        resolved: dict[str, list[float]] = {}
        missed: dict[str, int] = {}
        for r in rows:
            if r["missed"]:
                missed[r["priority"]] = missed.get(r["priority"], 0) + 1
            if r["first_response"] is not None:
                first.setdefault(r["priority"], []).append(r["first_response"])
            if r["resolution"] is not None:
                resolved.setdefault(r["priority"], []).append(r["resolution"])
        return Durations(first, resolved, missed)
