"""The next run of each cron, computed once for the many workers a lane starts, not at each start.

arq finds a cron's first run at its worker's first heartbeat (`CronJob.calculate_next`), walking the
calendar a field at a time and copying a dataclass at every step: about 7 ms of a core for our ten
crons, and every trial starts a worker. Its answer at t is the first matching second at or after
the whole second of t + 1 s (at the cron's microsecond), so an answer found at t0 <= t is the
answer at t too as long as it is not before that second: it is kept, and handed to later workers.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from arq.cron import CronJob

AHEAD = timedelta(seconds=1)  # next_cron searches from the whole second a second after its time


class NextRuns:
    """Each cron's next run after a time, kept across the workers of one process's lanes."""

    def __init__(self) -> None:
        self._known: dict[tuple[str, str], datetime] = {}

    def scheduled(self, jobs: list[CronJob], now: datetime) -> list[CronJob]:
        """Copies of `jobs` with `next_run` set as arq would set it at `now`; `jobs` are left as they are."""
        copies = []
        for job in jobs:
            key = (job.name, repr((job.month, job.day, job.weekday, job.hour, job.minute, job.second,
                                   job.microsecond)))
            known = self._known.get(key)
            if known is None or known < (now + AHEAD).replace(microsecond=0):
                fresh = replace(job)
                fresh.calculate_next(now)
                assert fresh.next_run is not None  # calculate_next always sets it
                known = self._known[key] = fresh.next_run
            copies.append(replace(job, next_run=known))
        return copies
