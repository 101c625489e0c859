"""Recorded steps of a run: what a retried job replays instead of deciding again (invariant 6)."""

from __future__ import annotations

from typing import Any

import asyncpg


class StepRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def recorded(self, run_id: int) -> dict[int, tuple[str, Any]]:
        rows = await self._pool.fetch("SELECT step, kind, result FROM steps WHERE run_id = $1", run_id)
        return {r["step"]: (r["kind"], r["result"]) for r in rows}

    async def record(self, run_id: int, step: int, kind: str, request: Any, result: Any) -> None:
        # A step is written once; a second writer for the same step (cannot happen under the
        # lease, but costs nothing to guard) keeps the first result.
        await self._pool.execute(
            """INSERT INTO steps (run_id, step, kind, request, result) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (run_id, step) DO NOTHING""",
            run_id, step, kind, request, result,
        )
