"""Shared counters in one Redis hash: written by every worker, read by the web process's /metrics.

Fields are `supportbot.core.telemetry.measures.field` names; values only grow (HINCRBYFLOAT), so a scrape sees the
sum over every worker process, past and present, until Redis itself is reset.

A turn's measures are summed in the worker process (`Tally`) and written on a cadence: one
HINCRBYFLOAT per field per flush, whatever the number of turns in between, instead of a dozen
commands a turn (bench/turn_cost.py). Metrics lag a scrape by at most the cadence; a worker killed
outright loses what it summed since its last flush (counters, never decisions: nothing reads them back).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from typing import Any

METRICS_KEY = "supportbot:metrics"
FLUSH_EVERY_SECONDS = 1.0

log = logging.getLogger(__name__)


async def count(redis: Any, increments: dict[str, float]) -> None:
    """Add the increments in one round trip."""
    if not increments:
        return
    pipe = redis.pipeline(transaction=False)
    for name, amount in increments.items():
        pipe.hincrbyfloat(METRICS_KEY, name, amount)
    await pipe.execute()


async def counts(redis: Any) -> dict[str, float]:
    raw = await redis.hgetall(METRICS_KEY)
    return {(k.decode() if isinstance(k, bytes) else k): float(v) for k, v in raw.items()}


class Tally:
    """One worker process's increments since its last flush."""

    def __init__(self) -> None:
        self._sums: Counter[str] = Counter()

    def add(self, increments: dict[str, float]) -> None:
        self._sums.update(increments)

    async def flush(self, redis: Any) -> None:
        # Taken before the await: what turns add meanwhile waits for the next flush, and a failed
        # write puts its sums back rather than losing them.
        sums, self._sums = self._sums, Counter()
        try:
            await count(redis, {name: amount for name, amount in sums.items() if amount})
        except BaseException:
            sums.update(self._sums)
            self._sums = sums
            raise

    def keep(self, redis: Any, every: float = FLUSH_EVERY_SECONDS) -> TallyKeeper:
        return TallyKeeper(self, redis, every)


class TallyKeeper:
    """Flushes a tally every `every` seconds, and once more when closed (a worker shutting down)."""

    def __init__(self, tally: Tally, redis: Any, every: float) -> None:
        self._tally, self._redis, self._every = tally, redis, every
        self._task = asyncio.create_task(self._beat())

    async def _beat(self) -> None:
        while True:
            # A cadence of the process, not a decision: wall time is the right clock here.
            await asyncio.sleep(self._every)
            try:
                await self._tally.flush(self._redis)
            except Exception:
                log.exception("could not write the metrics; kept for the next flush")

    async def close(self) -> None:
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        try:
            await self._tally.flush(self._redis)
        except Exception:  # a worker's shutdown goes on: metrics are never a reason to fail
            log.exception("could not write the metrics at shutdown")
