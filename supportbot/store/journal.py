"""Recorded steps of a run: what a retried job replays instead of deciding again (invariant 6)."""

from __future__ import annotations

from typing import Any

import asyncpg

from supportbot.store.pool import LAZY


def insert_steps(run_id: str, steps: str) -> str:
    """An INSERT of a batch of steps (a jsonb array of {step, kind, request, result}) for a run,
    given as SQL placeholders: to write on its own, or as a CTE of the statement that acts on them."""
    return f"""INSERT INTO steps (run_id, step, kind, request, result)
               SELECT {run_id}::bigint, x.step, x.kind, x.request, x.result
               FROM jsonb_to_recordset({steps}::jsonb) AS x(step integer, kind text, request jsonb, result jsonb)
               ON CONFLICT (run_id, step) DO NOTHING"""


class StepRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def recorded(self, run_id: int) -> dict[int, tuple[str, Any]]:
        rows = await self._pool.fetch("SELECT step, kind, result FROM steps WHERE run_id = $1", run_id)
        return {r["step"]: (r["kind"], r["result"]) for r in rows}

    async def record(self, run_id: int, step: int, kind: str, request: Any, result: Any) -> None:
        """A step with an effect (a tool, a recheck, a relay): its record commits durably.

        A step is written once; a second writer for the same step (cannot happen under the
        lease, but costs nothing to guard) keeps the first result."""
        await self._pool.execute(insert_steps("$1", "$2"), run_id,
                                 [{"step": step, "kind": kind, "request": request, "result": result}])

    async def record_many(self, run_id: int, steps: list[dict[str, Any]]) -> None:
        """Held decisions (supportbot/core/journal.py) in one statement, committed lazily: lost in a
        Postgres crash, the replay decides again, and whatever acts on them outside the database
        commits durably first, flushing them (supportbot/store/pool.py)."""
        if steps:
            await self._pool.execute(f"WITH {LAZY}, s AS ({insert_steps('$1', '$2')}) SELECT 1 FROM lazy",
                                     run_id, steps)
