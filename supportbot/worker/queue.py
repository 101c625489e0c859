"""arq's enqueue in one round trip: what every turn's message and most turns' follow-ups cost.

arq enqueues with WATCH on the job's key, EXISTS of it and of its result, then MULTI, PSETEX, ZADD,
EXEC: six commands in three round trips, for every inbound message (the web) and again for a turn's
follow-up (its CSAT question, its nudge). A script does the same check and the same writes
atomically: EVALSHA and, inside it, EXISTS, PSETEX, ZADD (Redis counts a script's commands too),
four commands in one round trip. What it writes is arq's, byte for byte, so any arq worker runs it,
and an id is still refused while its job or its kept result lives: staff jobs rely on that to
dedupe a late retry of the same click, and turns' follow-ups to enqueue nothing twice on a replay.

With QUEUE_SHARDS above 1 a conversation's jobs go on its shard's queue (`queue_for`), which one
worker reads (supportbot/worker/shards.py); the rest stay on the base queue, shard 0's.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any
from uuid import uuid4

from arq.connections import ArqRedis, RedisSettings, create_pool
from arq.constants import job_key_prefix, result_key_prefix
from arq.jobs import Job, serialize_job
from arq.utils import timestamp_ms, to_ms, to_unix_ms

from supportbot.core.shards import shard_of, shard_queue

# KEYS: the job, its result, the queue. ARGV: the job's expiry (ms), the job, its score, its id.
_ENQUEUE = """
if redis.call('EXISTS', KEYS[1], KEYS[2]) > 0 then return 0 end
redis.call('PSETEX', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[4])
return 1
"""


class OneTripQueue(ArqRedis):
    """An arq connection whose `enqueue_job` is one script call; everything else is arq's."""

    def __init__(self, *args: Any, shards: int = 1, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._enqueue = self.register_script(_ENQUEUE)
        self.shards = shards

    def queue_for(self, conversation_id: int) -> str:
        """The queue of the conversation's shard: every job of one conversation goes on the same one."""
        return shard_queue(self.default_queue_name, shard_of(conversation_id, self.shards))

    async def enqueue_job(self, function: str, *args: Any, _job_id: str | None = None,
                          _queue_name: str | None = None, _defer_until: datetime | None = None,
                          _defer_by: None | int | float | timedelta = None,
                          _expires: None | int | float | timedelta = None, _job_try: int | None = None,
                          **kwargs: Any) -> Job | None:
        """arq's `enqueue_job`, same arguments and answer: None when the id is taken."""
        queue_name = _queue_name or self.default_queue_name
        job_id = _job_id or uuid4().hex
        if _defer_until and _defer_by:
            raise RuntimeError("use either 'defer_until' or 'defer_by' or neither, not both")
        now_ms = timestamp_ms()
        if _defer_until is not None:
            score = to_unix_ms(_defer_until)
        else:
            score = now_ms + (to_ms(_defer_by) or 0)
        expires_ms = to_ms(_expires) or score - now_ms + self.expires_extra_ms
        job = serialize_job(function, args, kwargs, _job_try, now_ms, serializer=self.job_serializer)
        added = await self._enqueue(keys=[job_key_prefix + job_id, result_key_prefix + job_id, queue_name],
                                    args=[expires_ms, job, score, job_id])
        if not added:
            return None
        return Job(job_id, redis=self, _queue_name=queue_name, _deserializer=self.job_deserializer)


def conversation_queue(queue: ArqRedis, conversation_id: int) -> str:
    """The queue a conversation's jobs go on. A pool not made here (a stock arq worker's: the evals'
    in-process worker, an old worker in a rolling deploy) knows one queue, its default."""
    return queue.queue_for(conversation_id) if isinstance(queue, OneTripQueue) else queue.default_queue_name


async def create_queue(settings: RedisSettings, queue_name: str, shards: int = 1) -> OneTripQueue:
    """arq's pool (its connection retries, its server check), with the one-trip enqueue.

    It shares the pool's connections: close it with `close(close_connection_pool=True)`."""
    made = await create_pool(settings, default_queue_name=queue_name)
    return OneTripQueue(made.connection_pool, job_serializer=made.job_serializer,
                        job_deserializer=made.job_deserializer, default_queue_name=queue_name,
                        expires_extra_ms=made.expires_extra_ms, shards=shards)
