"""Recorded steps of a run: what a retried job replays instead of deciding again (invariant 6)."""

from __future__ import annotations

from typing import Any

import asyncpg

from supportbot.store.pool import LAZY

DECISIONS = frozenset({"confirm", "route", "mode", "llm", "decide", "queue"})
"""Steps that only decide (read, classify, ask the model): no effect outside Postgres happened in them."""

RECORDED_ELSEWHERE = frozenset({"send"})
"""Steps whose effect has its own durable record under the step's key: a send's outbox row (written
before the send, its wamid after). A replay that lost the step calls send_once again, which finds
the row and sends nothing; at worst a send the provider rejected is tried once more.
Other steps with an effect (tools, raise, relay) keep durable records."""


class StepRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def recorded(self, run_id: int) -> dict[int, tuple[str, Any]]:
        rows = await self._pool.fetch("SELECT step, kind, result FROM steps WHERE run_id = $1", run_id)
        return {r["step"]: (r["kind"], r["result"]) for r in rows}

    async def record(self, run_id: int, step: int, kind: str, request: Any, result: Any) -> None:
        # A step is written once; a second writer for the same step (cannot happen under the
        # lease, but costs nothing to guard) keeps the first result.
        # A decision's record commits lazily: lost in a Postgres crash, the replay decides again, and
        # whatever acts on it outside the database commits durably first, flushing it (supportbot/store/pool.py).
        lazy = f"WITH {LAZY} " if kind in DECISIONS or kind in RECORDED_ELSEWHERE else ""
        await self._pool.execute(
            lazy + """INSERT INTO steps (run_id, step, kind, request, result)
               SELECT $1::bigint, $2::integer, $3::text, $4::jsonb, $5::jsonb""" + (" FROM lazy" if lazy else "") + """
               ON CONFLICT (run_id, step) DO NOTHING""",
            run_id, step, kind, request, result,
        )
