"""Which queue shards this worker takes: the live workers on a list in Redis, each taking its share.

Each worker beats into a sorted set of the workers that take this base queue's shards (member: its
id, score: when it lapses, in Redis's own clock, so no two machines' clocks are compared), drops
the lapsed ones and reads who is left; every worker then computes the same partition from the same
list (supportbot/core/shards.py). A worker killed without a word stays on the list until it lapses
(LAPSE_MS, a few beats), then the others' next beats split its shards among them; one that shuts
down leaves the list at once. While they disagree (between one's beat and the next's) a shard may
be read by two workers or by none for at most a beat: two cost a few commands and never a second
run (a job's claim is SET NX, a conversation's turn holds its lease), none waits a beat.
One beat is one script call: EVALSHA, TIME, ZADD, ZREMRANGEBYSCORE, ZRANGE.
"""

from __future__ import annotations

from redis.asyncio import Redis

from supportbot.core.shards import owned_shards, shard_queue

BEAT_SECONDS = 2.0
LAPSE_MS = 7_000  # three beats and a margin: a worker busy for a moment is not taken for dead

# KEYS: the members' set. ARGV: this worker's id, how long its beat holds (ms).
_BEAT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZRANGE', KEYS[1], 0, -1)
"""


def members_key(base_queue: str) -> str:
    return f"{base_queue}:shard-workers"


class ShardRoster:
    """This worker's place on the list, and the shards' queues it takes."""

    def __init__(self, redis: Redis, base_queue: str, shards: int, worker_id: str) -> None:
        self._redis = redis
        self._base = base_queue
        self._shards = shards
        self.worker_id = worker_id
        self._beat = redis.register_script(_BEAT)

    async def beat(self) -> list[str]:
        """Say this worker is alive; the queues it takes until the next beat."""
        members = await self._beat(keys=[members_key(self._base)], args=[self.worker_id, LAPSE_MS])
        live = [m.decode() if isinstance(m, bytes) else str(m) for m in members]
        return [shard_queue(self._base, shard) for shard in owned_shards(self._shards, live, self.worker_id)]

    async def leave(self) -> None:
        """Off the list at once: the others take its shards at their next beat, not after a lapse."""
        await self._redis.zrem(members_key(self._base), self.worker_id)
