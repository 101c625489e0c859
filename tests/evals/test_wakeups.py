"""A lane's waits end on the lane's own events (a job ended, the web app answered), not on a poll.

The fallback in these tests is an hour: if a wake-up were lost, the test would sit at wait_for's
guard and fail, so each passes only through the event it is about.
"""

from __future__ import annotations

import asyncio
import contextlib

from arq import create_pool, func
from redis.asyncio import Redis

from evals.wakeups import Activity, WakingWorker
from tests.conftest import REDIS_URL

HOUR = 3600.0
GUARD = 20.0  # far beyond a job's milliseconds; reached only when a wake-up is lost


async def test_a_waiter_that_saw_the_state_before_the_event_is_woken_even_if_it_fired_first() -> None:
    activity = Activity()
    seen = activity.mark()
    activity.fire()  # fired while the waiter was still reading the database
    assert await asyncio.wait_for(activity.wait(seen, HOUR), GUARD) is True


async def test_a_wait_with_no_event_ends_at_its_fallback_and_says_so() -> None:
    activity = Activity()
    assert await activity.wait(activity.mark(), 0.01) is False


async def test_the_worker_takes_a_job_when_told_and_a_follow_up_when_the_job_ends(redis: Redis) -> None:
    queue, done = "arq:test:wakeups", asyncio.Event()

    async def second(ctx: dict) -> None:
        done.set()

    async def first(ctx: dict) -> None:
        await ctx["redis"].enqueue_job("second", _queue_name=queue)  # picked up because `first` ended

    activity = Activity()
    worker = WakingWorker(activity, fallback=HOUR, functions=[func(first, name="first"), func(second, name="second")],
                          redis_settings=_settings(), queue_name=queue, handle_signals=False)
    task = asyncio.create_task(worker.async_run())
    try:
        await asyncio.sleep(0.2)  # started, first look done, into its hour-long wait (or not: still passes)
        web_app = await create_pool(_settings(), default_queue_name=queue)  # as the web app enqueues
        await web_app.enqueue_job("first")
        await web_app.aclose()
        activity.fire()  # what the web app's answer does in a trial
        await asyncio.wait_for(done.wait(), GUARD)
    finally:
        if worker.tasks:  # `second` still recording its end: let it, as a trial's stack does
            await asyncio.wait(list(worker.tasks.values()), timeout=GUARD)
        await worker.close()
        with contextlib.suppress(asyncio.CancelledError):  # arq's run task ends cancelled
            await task


def _settings():
    from arq.connections import RedisSettings

    return RedisSettings.from_dsn(REDIS_URL)
