"""arq's job protocol in fewer Redis commands (supportbot/worker/queue.py, supportbot/worker/polling.py),
with arq's guarantees kept: an id is enqueued once while its job or its kept result lives, a job
runs in one worker at a time, and a finished job's id can be enqueued again."""

from __future__ import annotations

import asyncio

from arq import Worker
from arq.connections import RedisSettings, create_pool
from arq.constants import in_progress_key_prefix, job_key_prefix, result_key_prefix, retry_key_prefix
from arq.jobs import Job, JobStatus
from arq.worker import func
from redis.asyncio import Redis

from bench.fleet import private_redis
from supportbot.worker.polling import TurnWorker
from supportbot.worker.queue import create_queue
from tests.conftest import REDIS_URL

QUEUE = "arq:queue"
ran: list[int] = []


async def _job(ctx, n):
    ran.append(n)
    return n


async def commands(redis) -> int:
    stats = await redis.info("commandstats")
    return sum(int(v["calls"]) for k, v in stats.items() if k not in ("cmdstat_info", "cmdstat_config|resetstat"))


def _worker(queue, cls=TurnWorker, keep_result=0) -> Worker:
    return cls(functions=[func(_job, name="job", keep_result=keep_result)], redis_pool=queue, burst=True,
               handle_signals=False, poll_delay=0.01)


async def test_an_id_is_enqueued_once_while_its_job_waits_and_again_after_it_ran(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    try:
        assert await queue.enqueue_job("job", 1, _job_id="once") is not None
        assert await queue.enqueue_job("job", 2, _job_id="once") is None, "a second enqueue of a waiting id"
        assert await Job("once", queue).status() is JobStatus.queued
        ran.clear()
        await _worker(queue).main()
        assert ran == [1]
        assert await queue.enqueue_job("job", 3, _job_id="once") is not None, "no result kept: the id is free"
    finally:
        await queue.aclose(close_connection_pool=True)


async def test_a_kept_result_blocks_the_id_as_arq_does(redis):
    # Staff jobs rely on it: their ids dedupe a late retry of the same click for a day.
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    try:
        await redis.set(result_key_prefix + "done", b"x")
        assert await queue.enqueue_job("job", 1, _job_id="done") is None
        assert not await redis.exists(job_key_prefix + "done")
        assert await redis.zscore(QUEUE, "done") is None
    finally:
        await queue.aclose(close_connection_pool=True)


async def test_a_job_enqueued_in_one_trip_is_run_by_arq_s_own_worker_with_its_defer(redis):
    # The wire format is arq's: a stock worker (a rolling deploy's old one) reads what we write.
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    stock = await create_pool(RedisSettings.from_dsn(REDIS_URL), default_queue_name=QUEUE)
    try:
        job = await queue.enqueue_job("job", 7, _job_id="later", _defer_by=60)
        assert job is not None and await job.status() is JobStatus.deferred
        score = await redis.zscore(QUEUE, "later")
        await redis.zadd(QUEUE, {"later": score - 61_000})  # brought forward, as the sweeper's due_now does
        ran.clear()
        await _worker(stock, cls=Worker, keep_result=60).main()
        assert ran == [7]
        assert await job.result(timeout=1) == 7
    finally:
        await stock.aclose(close_connection_pool=True)
        await queue.aclose(close_connection_pool=True)


async def test_a_job_s_life_costs_thirteen_commands_where_arq_s_costs_twenty_two():
    # Counted on a Redis of the test's own: the suite's is shared, and INFO counts every client.
    async with private_redis() as url:
        redis = Redis.from_url(url)
        queue = await create_queue(RedisSettings.from_dsn(url), QUEUE)
        worker = _worker(queue)
        try:
            await queue.enqueue_job("job", 0, _job_id="warm")  # loads the script
            await worker.main()
            before = await commands(redis)
            await queue.enqueue_job("job", 1, _job_id="counted")
            # EVALSHA, and inside it EXISTS, PSETEX, ZADD (Redis counts a script's commands); arq's: 6.
            assert await commands(redis) - before == 4
            await worker.start_jobs([b"counted"])  # SET NX, ZSCORE; arq's: 7 with the pre-check
            assert await commands(redis) - before == 6
            await asyncio.gather(*worker.tasks.values())  # arq's start (MULTI GET INCR EXPIRE EXEC), then
            # the finish: ZREM, DEL; arq's: MULTI ZREM ZREM DEL EXEC
            assert await commands(redis) - before == 13
        finally:
            await worker.close()
            await redis.aclose()


async def test_a_job_held_by_another_worker_is_not_started(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    worker = _worker(queue)
    try:
        await queue.enqueue_job("job", 1, _job_id="held")
        await redis.set(in_progress_key_prefix + "held", b"1")
        await worker.start_jobs([b"held"])
        assert not worker.tasks and worker.job_counter == 0
        assert await redis.get(in_progress_key_prefix + "held") == b"1", "the other worker's claim stands"
    finally:
        await worker.close()


async def test_a_job_finished_or_deferred_since_the_poll_is_not_started_and_its_claim_let_go(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    worker = _worker(queue)
    try:
        await queue.enqueue_job("job", 1, _job_id="gone")
        await redis.zrem(QUEUE, "gone")  # another worker finished it after this one read the queue
        await queue.enqueue_job("job", 2, _job_id="retried")
        score = await redis.zscore(QUEUE, "retried")
        await redis.zadd(QUEUE, {"retried": score + 60_000})  # arq deferred its retry
        await worker.start_jobs([b"gone", b"retried"])
        assert not worker.tasks and worker.job_counter == 0
        assert not await redis.exists(in_progress_key_prefix + "gone", in_progress_key_prefix + "retried")
    finally:
        await worker.close()


async def test_a_free_slot_goes_to_the_next_job_when_the_first_is_held_elsewhere(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    worker = TurnWorker(functions=[func(_job, name="job", keep_result=0)], redis_pool=queue, burst=True,
                        handle_signals=False, max_jobs=1)
    try:
        await queue.enqueue_job("job", 1, _job_id="held")
        await queue.enqueue_job("job", 2, _job_id="free")
        await redis.set(in_progress_key_prefix + "held", b"1")
        await worker.start_jobs([b"held", b"free"])
        assert list(worker.tasks) == ["free"], "the slot waited for the next poll"
        assert worker.job_counter == 1
        await asyncio.gather(*worker.tasks.values())
    finally:
        await worker.close()


async def test_two_workers_polling_the_same_job_start_it_once(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    first, second = _worker(queue), _worker(queue)
    try:
        await queue.enqueue_job("job", 1, _job_id="contested")
        ran.clear()
        await asyncio.gather(first.start_jobs([b"contested"]), second.start_jobs([b"contested"]))
        assert len(first.tasks) + len(second.tasks) == 1
        await asyncio.gather(*first.tasks.values(), *second.tasks.values())
        assert ran == [1]
    finally:
        await first.close()
        await second.close()


async def test_a_finished_job_leaves_no_keys_and_no_queue_entry(redis):
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    try:
        await queue.enqueue_job("job", 1, _job_id="tidy")
        await _worker(queue).main()
        keys = [k + "tidy" for k in (job_key_prefix, in_progress_key_prefix, retry_key_prefix, result_key_prefix)]
        assert not await redis.exists(*keys)
        assert await redis.zscore(QUEUE, "tidy") is None
    finally:
        await queue.aclose(close_connection_pool=True)


async def _held(ctx, *args):
    await asyncio.sleep(0.5)  # long enough for its claim to be read


async def test_a_claim_lapses_with_its_own_job_s_timeout_not_the_longest_job_s(redis):
    """A worker killed between taking a job and running it leaves the in-progress key behind; arq
    lets it lapse at the longest job's timeout + 10 s (310 s with the 300 s crons), past the
    sweeper's and the chaos run's patience. A turn's claim lapses at the turn job's own timeout."""
    queue = await create_queue(RedisSettings.from_dsn(REDIS_URL), QUEUE)
    worker = TurnWorker(functions=[func(_held, name="job", keep_result=0, timeout=5),
                                   func(_held, name="slow", keep_result=0, timeout=300)],
                        redis_pool=queue, burst=True, handle_signals=False, poll_delay=0.01,
                        lapse_by_prefix={"turn:": 15.0})
    try:
        await queue.enqueue_job("job", 1, _job_id="turn:7:1")
        await queue.enqueue_job("slow", _job_id="other:1")
        await worker.start_jobs([b"turn:7:1", b"other:1"])
        assert 0 < await redis.pttl(in_progress_key_prefix + "turn:7:1") <= 15_000
        assert await redis.pttl(in_progress_key_prefix + "other:1") > 300_000
        await asyncio.gather(*worker.tasks.values())
    finally:
        await worker.close()
