"""arq's worker, minus a cost that grows with the turns in flight.

A job stays in arq's queue (a sorted set) until it ends, and on every poll (every 0.1 s) arq reads
the queue's first ids and, one by one, checks whether each is already running: WATCH, EXISTS, ZSCORE,
three round trips per id. A worker holding a thousand turns checked its own thousand on every poll,
about 30,000 Redis round trips a second, and had no time left for the turns (bench/inflight.py:
none of 1,000 answered in a minute). With several workers each also re-checked the others' turns:
Redis commands per turn went 41, 348, 596 with 1, 2, 4 workers (bench/scaleout.py).

Here the ids this process runs are skipped, and the rest are asked about in one pipelined round
trip; arq's own check still runs for the ids left, so a job never starts twice.
"""

from __future__ import annotations

from arq.constants import in_progress_key_prefix
from arq.worker import Worker


class TurnWorker(Worker):
    async def start_jobs(self, job_ids: list[bytes]) -> None:
        others = [j for j in job_ids if j.decode() not in self.tasks]
        if not others:
            return
        async with self.pool.pipeline(transaction=False) as pipe:
            for job_id in others:
                pipe.exists(in_progress_key_prefix + job_id.decode())
            running = await pipe.execute()
        await super().start_jobs([j for j, busy in zip(others, running, strict=True) if not busy])
