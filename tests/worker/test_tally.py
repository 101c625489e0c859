"""The worker's metrics: summed in the process, written to Redis on a cadence, never once a turn.

A turn's trace adds a dozen measures; one HINCRBYFLOAT each was a dozen Redis commands a turn
(bench/turn_cost.py). Summed here and written once per flush, they cost Redis per second, not per turn.
"""

from __future__ import annotations

import asyncio

from redis.asyncio import Redis

from bench.counting import redis_commands
from bench.fleet import private_redis
from supportbot.worker.tally import METRICS_KEY, Tally, counts


async def _commands(redis) -> int:
    """Commands that write the hash (the test's own reads and the client's handshake aside)."""
    return (await redis_commands(redis)).get("hincrbyfloat", 0)


async def test_turns_measures_are_summed_and_written_in_one_flush():
    async with private_redis() as url:  # a Redis of its own: nobody else's commands in its counters
        redis = Redis.from_url(url)
        try:
            await _summed(redis)
        finally:
            await redis.aclose()


async def _summed(redis) -> None:
    tally = Tally()
    before = await _commands(redis)
    for _ in range(5):  # five turns' traces
        tally.add({"turns_total|full|done": 1, "turn_seconds_sum": 0.5})
    assert await _commands(redis) == before, "adding is in the process: no Redis command a turn"
    await tally.flush(redis)
    assert await counts(redis) == {"turns_total|full|done": 5, "turn_seconds_sum": 2.5}
    # One increment a field for the five turns (a pipeline), not one a field a turn.
    assert await _commands(redis) - before == 2
    await tally.flush(redis)
    assert await _commands(redis) - before == 2, "nothing new: the flush sends nothing"


async def test_a_flush_that_fails_keeps_its_sums_for_the_next(redis):
    tally = Tally()
    tally.add({"refunds_total|paid": 1})

    class Down:
        def pipeline(self, transaction: bool = False):
            raise ConnectionError("redis is down")

    try:
        await tally.flush(Down())
    except ConnectionError:
        pass
    tally.add({"refunds_total|paid": 1})
    await tally.flush(redis)
    assert await counts(redis) == {"refunds_total|paid": 2}


async def test_the_keeper_flushes_on_its_cadence_and_when_it_closes(redis):
    tally = Tally()
    keeper = tally.keep(redis, every=0.05)
    tally.add({"handoffs_total|asked|normal": 1})
    for _ in range(100):
        if await redis.hget(METRICS_KEY, "handoffs_total|asked|normal"):
            break
        await asyncio.sleep(0.01)
    assert await counts(redis) == {"handoffs_total|asked|normal": 1}
    tally.add({"handoffs_total|asked|normal": 1})
    await keeper.close()  # a worker shutting down writes what it summed since the last flush
    assert await counts(redis) == {"handoffs_total|asked|normal": 2}
