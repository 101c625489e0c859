"""A queue per shard (supportbot/worker/shards.py, supportbot/worker/polling.py): a turn is seen by the
one worker that owns its conversation's shard, so its Redis commands do not grow with the workers;
a worker that stops beating has its shards taken over; a conversation's jobs stay on one queue."""

from __future__ import annotations

import asyncio

import pytest
from arq.connections import RedisSettings, create_pool
from arq.jobs import Job, JobStatus
from arq.worker import func
from redis.asyncio import Redis

from bench.fleet import private_redis
from supportbot.core.shards import shard_of
from supportbot.worker.polling import TurnWorker
from supportbot.worker.queue import conversation_queue, create_queue
from supportbot.worker.shards import members_key
from tests.conftest import REDIS_URL

QUEUE = "arq:queue"
TURNS = 24
ran: list[int] = []
turns_may_end = asyncio.Event()  # a turn outlasts the polls: every worker reads it while it runs


async def _turn(ctx, conversation_id):
    await turns_may_end.wait()
    ran.append(conversation_id)


async def commands(redis) -> int:
    stats = await redis.info("commandstats")
    return sum(int(v["calls"]) for k, v in stats.items() if k not in ("cmdstat_info", "cmdstat_config|resetstat"))


def _workers(queue, count: int, shards: int) -> list[TurnWorker]:
    return [TurnWorker(functions=[func(_turn, name="run_conversation", keep_result=0)], redis_pool=queue,
                       burst=True, handle_signals=False, max_jobs=TURNS, shards=shards, worker_id=f"w{i}")
            for i in range(count)]


async def _per_turn(workers: int, shards: int) -> float:
    """Redis commands per turn, from enqueue to finish, with `workers` workers each reading its shards once."""
    async with private_redis() as url:  # INFO counts every client: a Redis of the test's own
        redis = Redis.from_url(url)
        queue = await create_queue(RedisSettings.from_dsn(url), QUEUE, shards=shards)
        fleet = _workers(queue, workers, shards)
        try:
            turns_may_end.set()
            await queue.enqueue_job("run_conversation", 0, _job_id="warm")  # loads the enqueue script
            for worker in fleet * 2:  # twice: the first to beat saw only itself
                await worker.take_shards()
            for worker in fleet:  # the warm-up job out of the way
                await worker.take_due_jobs()
            await asyncio.gather(*(t for w in fleet for t in w.tasks.values()))
            reads = sum(len(w.owned_queues) for w in fleet)
            before = await commands(redis)
            for conversation in range(1, TURNS + 1):
                await queue.enqueue_job("run_conversation", conversation, _job_id=f"turn:{conversation}:1",
                                        _queue_name=queue.queue_for(conversation))
            ran.clear()
            turns_may_end.clear()
            for worker in fleet:
                await worker.take_due_jobs()
            turns_may_end.set()
            await asyncio.gather(*(t for w in fleet for t in w.tasks.values()))
            assert sorted(ran) == list(range(1, TURNS + 1)), "every turn ran once"
            return (await commands(redis) - before - reads) / TURNS
        finally:
            for worker in fleet:
                await worker.close()
            await redis.aclose()


async def test_a_turn_s_redis_commands_do_not_grow_with_workers_on_their_own_shards():
    # Enqueue 4 (EVALSHA, EXISTS, PSETEX, ZADD), take 2 (SET NX, ZSCORE), arq's start 5, finish 2.
    counted = {workers: await _per_turn(workers, shards=workers) for workers in (1, 2, 4)}
    assert counted == {1: 13, 2: 13, 4: 13}, counted


async def test_on_one_shared_queue_each_more_worker_costs_every_turn_two_commands():
    # What the shards remove: every worker that sees a new turn tries to take it (SET NX, ZSCORE).
    assert await _per_turn(4, shards=1) == 13 + 3 * 2


async def test_a_worker_that_stops_beating_has_its_shards_taken_over(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE, shards=4)
    alive, dead = _workers(queue, 2, shards=4)
    try:
        for worker in (alive, dead, alive, dead):
            await worker.take_shards()
        assert sorted(alive.owned_queues + dead.owned_queues) == sorted(queue.queue_for(s) for s in range(4))
        assert not set(alive.owned_queues) & set(dead.owned_queues)
        # The dead worker beats no more: its membership is as good as lapsed.
        await redis.zadd(members_key(QUEUE), {dead.worker_id: 0})
        await alive.take_shards()
        assert sorted(alive.owned_queues) == sorted(queue.queue_for(s) for s in range(4))
        await queue.enqueue_job("run_conversation", 3, _job_id="turn:3:1", _queue_name=queue.queue_for(3))
        ran.clear()
        turns_may_end.set()
        await alive.take_due_jobs()
        await asyncio.gather(*alive.tasks.values())
        assert ran == [3], "the dead worker's shard's turn ran"
    finally:
        await alive.close()
        await dead.close()


async def test_a_worker_that_stops_leaves_and_the_others_take_its_shards_at_their_next_beat(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE, shards=2)
    first, second = _workers(queue, 2, shards=2)
    try:
        for worker in (first, second, first):
            await worker.take_shards()
        assert len(first.owned_queues) == 1
        await second.close()  # a shutdown (SIGTERM) says it is leaving; nobody waits for it to lapse
        await first.take_shards()
        assert len(first.owned_queues) == 2
    finally:
        await first.close()


async def test_a_turn_waiting_on_its_shard_is_seen_as_waiting(redis):
    # The sweeper asks arq for the job's status: asked on the base queue, a turn on shard 1 looked
    # lost and was rescued (a second job for the same conversation).
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE, shards=2)
    try:
        conversation = 5
        assert shard_of(conversation, 2) == 1
        await queue.enqueue_job("run_conversation", conversation, _job_id="turn:5:1",
                                _queue_name=queue.queue_for(conversation))
        job = Job("turn:5:1", queue, _queue_name=queue.queue_for(conversation))
        assert await job.status() is JobStatus.queued
    finally:
        await queue.aclose(close_connection_pool=True)


@pytest.mark.parametrize("shards", [1, 3])
async def test_one_shard_is_the_single_queue_as_it_was(redis, shards):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE, shards=shards)
    try:
        assert queue.queue_for(0) == QUEUE
        assert queue.queue_for(7) == (QUEUE if shards == 1 else f"{QUEUE}:1")
    finally:
        await queue.aclose(close_connection_pool=True)


async def test_a_stock_arq_pool_has_one_queue_for_every_conversation(redis):
    # The evals' in-process worker and an old worker in a rolling deploy hand their jobs a plain
    # ArqRedis: the timers and the sweeper still find the conversation's queue, its only one.
    stock = await create_pool(RedisSettings.from_dsn(REDIS_URL), default_queue_name=QUEUE)
    try:
        assert conversation_queue(stock, 7) == QUEUE
    finally:
        await stock.aclose(close_connection_pool=True)
