"""arq's worker, minus a cost that grows with the turns it holds.

A job stays in arq's queue (a sorted set) until it ends, and on every poll (every 0.1 s) arq reads
the queue's first ids and, one by one, checks whether each is already running: WATCH, EXISTS, ZSCORE,
three round trips per id. A worker holding a thousand turns checked its own thousand on every poll,
about 30,000 Redis round trips a second, and had no time left for the turns (bench/inflight.py:
none answered in a minute). The ids this process runs itself need no checking.
"""

from __future__ import annotations

from arq.worker import Worker


class TurnWorker(Worker):
    async def start_jobs(self, job_ids: list[bytes]) -> None:
        await super().start_jobs([j for j in job_ids if j.decode() not in self.tasks])
