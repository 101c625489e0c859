"""arq's worker, minus a cost that grows with the turns in flight.

A job stays in arq's queue (a sorted set) until it ends, and on every poll (every 0.1 s) arq reads
the queue's first ids and, one by one, checks whether each is already running: WATCH, EXISTS, ZSCORE,
three round trips per id. A worker holding a thousand turns checked its own thousand on every poll,
about 30,000 Redis round trips a second, and had no time left for the turns (bench/inflight.py:
none of 1,000 answered in a minute). With several workers each also re-checked the others' turns:
Redis commands per turn went 41, 348, 596 with 1, 2, 4 workers (bench/scaleout.py).

Here the ids this process runs are skipped, and the rest are asked about in one pipelined round
trip; arq's own check still runs for the ids left, so a job never starts twice. An id found running
in another worker is not asked about again for RECHECK_SECONDS: with several workers on one queue,
each poll asked about every turn the others held, so Redis commands per turn grew with the
workers (bench/scaleout.py). The price: a job whose worker died is picked up at most that much
later than its in-progress key lapses (arq's job timeout + 10 s), and the sweeper's rescue is
slower still.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from arq.constants import in_progress_key_prefix
from arq.worker import Worker

RECHECK_SECONDS = 2.0


class TurnWorker(Worker):
    def __init__(self, *args: Any, clock: Callable[[], float] = time.monotonic, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clock = clock
        self._elsewhere: dict[bytes, float] = {}  # id -> when it was last found running in another worker

    async def start_jobs(self, job_ids: list[bytes]) -> None:
        now = self._clock()
        self._elsewhere = {j: at for j, at in self._elsewhere.items() if now - at < RECHECK_SECONDS}
        others = [j for j in job_ids if j.decode() not in self.tasks and j not in self._elsewhere]
        if not others:
            return
        async with self.pool.pipeline(transaction=False) as pipe:
            for job_id in others:
                pipe.exists(in_progress_key_prefix + job_id.decode())
            running = await pipe.execute()
        self._elsewhere.update((j, now) for j, busy in zip(others, running, strict=True) if busy)
        await super().start_jobs([j for j, busy in zip(others, running, strict=True) if not busy])
