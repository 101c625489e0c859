"""The worker's poll does not keep asking about turns another worker holds (supportbot/worker/polling.py)."""

from __future__ import annotations

import asyncio

from arq.connections import RedisSettings, create_pool
from arq.constants import in_progress_key_prefix
from arq.worker import func

from supportbot.worker.polling import RECHECK_SECONDS, TurnWorker
from tests.conftest import REDIS_URL


async def _job(ctx, n):
    return n


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_a_turn_running_elsewhere_is_asked_about_again_only_after_a_while(redis):
    clock = Clock()
    worker = TurnWorker(functions=[func(_job, name="job")], redis_settings=RedisSettings.from_dsn(REDIS_URL),
                        burst=True, handle_signals=False, clock=clock)
    worker._pool = await create_pool(worker.redis_settings)
    asked = []
    pipeline = worker.pool.pipeline

    def counting_pipeline(*args, **kwargs):
        asked.append(clock.now)
        return pipeline(*args, **kwargs)

    worker.pool.pipeline = counting_pipeline
    try:
        await worker.pool.enqueue_job("job", 1, _job_id="held")
        await redis.set(in_progress_key_prefix + "held", b"1")  # another worker runs it
        asked.clear()
        await worker.start_jobs([b"held"])
        assert len(asked) == 1 and not worker.tasks
        clock.now += RECHECK_SECONDS / 2
        await worker.start_jobs([b"held"])
        assert len(asked) == 1, "asked again while it was just found running elsewhere"
        await redis.delete(in_progress_key_prefix + "held")  # its worker died and the key lapsed
        clock.now += RECHECK_SECONDS
        await worker.start_jobs([b"held"])
        assert "held" in worker.tasks, "picked up once the recheck came"
        assert await asyncio.wait_for(worker.tasks["held"], 10) is None
    finally:
        await worker.close()
