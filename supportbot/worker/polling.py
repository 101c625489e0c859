"""arq's worker, minus a cost that grows with the turns in flight.

A job stays in arq's queue (a sorted set) until it ends, and on every poll (every 0.1 s) arq reads
the queue's first ids and, one by one, checks whether each is already running: WATCH, EXISTS, ZSCORE,
three round trips per id. A worker holding a thousand turns checked its own thousand on every poll,
about 30,000 Redis round trips a second, and had no time left for the turns (bench/inflight.py:
none of 1,000 answered in a minute). With several workers each also re-checked the others' turns:
Redis commands per turn went 41, 348, 596 with 1, 2, 4 workers (bench/scaleout.py).

Here the ids this process runs are skipped, and the rest are claimed (below) in one pipelined
round trip for as many as it has free slots; an id another worker holds gives its slot back and
the next ids are tried in the same poll. An id found running in another worker is not tried again
for RECHECK_SECONDS: with several workers on one queue, each poll asked about every turn the others
held, so Redis commands per turn grew with the workers (bench/scaleout.py: 22, 32, 52 net of idle
with 1, 2, 4 workers at 2 s). The price: a job whose worker died is picked up at most that much
later than its in-progress key lapses (arq's job timeout + 10 s, 130 s for a turn), and the
sweeper's rescue is slower still.

Taking a job and finishing one are also cheaper than arq's (tests/worker/test_queue_protocol.py):
arq takes a job with WATCH, EXISTS, ZSCORE, MULTI, PSETEX, EXEC; here it is SET NX on the same
in-progress key with the ZSCORE beside it, one round trip of two commands, and the claim is let
go (DEL) when the job turns out finished or deferred meanwhile. A SET NX and arq's WATCHed PSETEX
exclude each other, so this worker and a stock arq one (a rolling deploy) never run a job twice.
A finished job without a kept result is ZREM then DEL, without arq's MULTI, EXEC and ZREM of
the abort set (nothing aborts jobs here): the id leaves the queue before its in-progress key
goes, so no poll in between can take it again.

With more than one shard (QUEUE_SHARDS) a worker reads only the queues of the shards it takes
(supportbot/worker/shards.py), all in one pipelined round trip a poll, so a turn is seen, claimed
and asked about by one worker whatever the fleet's size (tests/worker/test_shards.py). A job runs
against the queue it came from: arq's own code reads `self.queue_name` while it runs and finishes
a job (a retry, a failure), so that name is the job's queue inside its task (a context variable)
and the base queue everywhere else (crons, health, the staff jobs that belong to no conversation).
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping
from contextvars import ContextVar
from typing import Any

from arq.connections import RedisSettings
from arq.constants import in_progress_key_prefix, job_key_prefix, retry_key_prefix
from arq.utils import timestamp_ms
from arq.worker import Worker, logger

from supportbot.worker.queue import create_queue
from supportbot.worker.shards import BEAT_SECONDS, ShardRoster

RECHECK_SECONDS = 10.0
_job_queue: ContextVar[str | None] = ContextVar("job_queue", default=None)  # the running job's queue


class TurnWorker(Worker):
    def __init__(self, *args: Any, clock: Callable[[], float] = time.monotonic,
                 lapse_by_prefix: Mapping[str, float] | None = None, shards: int = 1,
                 worker_id: str | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._clock = clock
        self._shards = shards
        self.worker_id = worker_id or uuid.uuid4().hex
        self._roster: ShardRoster | None = None
        self._next_beat = 0.0
        # One shard: every worker reads the one queue, as before shards. More: those it takes.
        self.owned_queues: list[str] = [self._base_queue] if shards == 1 else []
        # A claim whose worker died lapses at its own job's timeout + 10 s where the id says which job
        # it is ("turn:..."), not at arq's one figure for every job, the longest's (310 s with the
        # 300 s crons): a turn taken by a killed worker runs again within the sweeper's patience.
        self._lapse_by_prefix = dict(lapse_by_prefix or {})
        self._elsewhere: dict[bytes, float] = {}  # id -> when it was last found running in another worker

    @property
    def queue_name(self) -> str:
        """The running job's queue inside its task; the base queue anywhere else."""
        return _job_queue.get() or self._base_queue

    @queue_name.setter
    def queue_name(self, name: str) -> None:  # arq's __init__ sets it
        self._base_queue = name

    async def main(self) -> None:
        if self._pool is None:  # arq would make a plain ArqRedis: ours enqueues in one round trip
            self._pool = await create_queue(self.redis_settings or RedisSettings(), self.queue_name,
                                            shards=self._shards)
        await super().main()

    async def take_shards(self) -> list[str]:
        """Beat on the shards' list and take this worker's share of them (supportbot/worker/shards.py)."""
        if self._shards > 1:
            if self._roster is None:
                self._roster = ShardRoster(self.pool, self._base_queue, self._shards, self.worker_id)
            taken = await self._roster.beat()
            if set(taken) != set(self.owned_queues):
                logger.info("worker %s takes shards %s", self.worker_id, ", ".join(taken) or "none")
            self.owned_queues = taken
        self._next_beat = self._clock() + BEAT_SECONDS
        return self.owned_queues

    async def _poll_iteration(self) -> None:
        if self._shards == 1:  # the one queue: arq's poll, with the claims below
            await super()._poll_iteration()
            return
        if self._clock() >= self._next_beat:
            await self.take_shards()
        await self.take_due_jobs()
        for job_id, task in list(self.tasks.items()):
            if task.done():
                del self.tasks[job_id]
                task.result()  # arq's way of surfacing an error in run_job
        await self.heart_beat()  # health and crons, on the base queue

    async def take_due_jobs(self) -> None:
        """Read every owned shard's due ids in one round trip and start what the free slots allow."""
        if self.job_counter >= self.max_jobs or not self.owned_queues:
            return
        queues = list(self.owned_queues)
        now = timestamp_ms()
        async with self.pool.pipeline(transaction=False) as pipe:
            for queue in queues:
                pipe.zrangebyscore(queue, min=float("-inf"), max=now, start=0, num=self.queue_read_limit)
            due = await pipe.execute()
        # The next poll starts from the next shard: a busy one does not keep the others' slots.
        self.owned_queues = queues[1:] + queues[:1]
        for queue, job_ids in zip(queues, due, strict=True):
            await self._start_from(queue, job_ids)

    async def start_jobs(self, job_ids: list[bytes]) -> None:
        await self._start_from(self._base_queue, job_ids)

    async def _start_from(self, queue: str, job_ids: list[bytes]) -> None:
        now = self._clock()
        self._elsewhere = {j: at for j, at in self._elsewhere.items() if now - at < RECHECK_SECONDS}
        candidates = [j.decode() for j in job_ids if j.decode() not in self.tasks and j not in self._elsewhere]
        while candidates:
            # A slot each, as arq takes them; ids another worker holds give theirs back, and the next
            # ids are tried in the same poll instead of waiting for the next one.
            wanted: list[str] = []
            while candidates and self.job_counter < self.max_jobs:
                await self.sem.acquire()
                self.job_counter += 1
                wanted.append(candidates.pop(0))
            if not wanted:
                return
            await self._claim(queue, wanted, now)

    async def _claim(self, queue: str, wanted: list[str], now: float) -> None:
        async with self.pool.pipeline(transaction=False) as pipe:
            for job_id in wanted:
                pipe.set(in_progress_key_prefix + job_id, b"1", px=int(self._lapse(job_id) * 1000), nx=True)
                pipe.zscore(queue, job_id)
            answers = await pipe.execute()
        let_go = []
        for job_id, taken, score in zip(wanted, answers[::2], answers[1::2], strict=True):
            if taken and score and score <= timestamp_ms():
                running_on = _job_queue.set(queue)  # the task copies the context: its queue_name
                try:
                    task = self.loop.create_task(self.run_job(job_id, int(score)))
                finally:
                    _job_queue.reset(running_on)
                task.add_done_callback(lambda _: self._release_sem_dec_counter_on_complete())
                self.tasks[job_id] = task
                continue
            if taken:  # finished since the poll read it, or deferred again (a retry): not ours to run
                let_go.append(in_progress_key_prefix + job_id)
            else:
                self._elsewhere[job_id.encode()] = now
            self.job_counter -= 1
            self.sem.release()
        if let_go:
            await self.pool.delete(*let_go)

    async def close(self) -> None:
        if self._roster is not None and self._pool is not None:
            try:
                await self._roster.leave()
            except Exception:  # noqa: BLE001 - it lapses off the list anyway (supportbot/worker/shards.py)
                logger.warning("could not leave the shards' list; it lapses")
            self._roster = None
        await super().close()

    def _lapse(self, job_id: str) -> float:
        return next((s for prefix, s in self._lapse_by_prefix.items() if job_id.startswith(prefix)),
                    self.in_progress_timeout_s)

    async def finish_job(self, job_id: str, finish: bool, result_data: bytes | None, result_timeout_s: float | None,
                         keep_result_forever: bool, incr_score: int | None, keep_in_progress: float | None) -> None:
        if not (finish and result_data is None and keep_in_progress is None and not self.allow_abort_jobs):
            # A kept result, a retry, a cron job's in-progress key, or aborts in use: arq's way.
            await super().finish_job(job_id, finish, result_data, result_timeout_s, keep_result_forever,
                                     incr_score, keep_in_progress)
            return
        async with self.pool.pipeline(transaction=False) as pipe:
            pipe.zrem(self.queue_name, job_id)  # first: once out of the queue no poll can take it again
            pipe.delete(in_progress_key_prefix + job_id, retry_key_prefix + job_id, job_key_prefix + job_id)
            await pipe.execute()
