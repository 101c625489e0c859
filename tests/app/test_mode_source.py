"""What operators set, read for a turn in one Redis command (supportbot/ops/modes.py `ModeSource.rung`)."""

from __future__ import annotations

from redis.asyncio import Redis

from bench.fleet import private_redis
from supportbot.agent.breaker import CircuitBreaker
from supportbot.ops.modes import AUTO_KEY, BRAKE_KEY, FLOOR_KEY, INTENTS_KEY, ModeSource
from supportbot.worker.alerts import BRAKE_SETTING


class AuditedSettings:
    """The staff repository's audited settings: where a value Redis lost is read again."""

    def __init__(self, **values: str) -> None:
        self.values = values
        self.read: list[str] = []

    async def setting(self, name: str) -> str | None:
        self.read.append(name)
        return self.values.get(name)

    async def set_setting(self, name: str, value: str, who: str) -> str | None:
        before, self.values[name] = self.values.get(name), value
        return before


async def commands(redis: Redis) -> dict[str, int]:
    stats = await redis.info("commandstats")
    return {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in stats.items() if k != "cmdstat_info"}


def _closed_breaker() -> CircuitBreaker:
    return CircuitBreaker()


async def test_the_rung_the_intents_and_the_brake_are_one_mget():
    async with private_redis() as url:
        redis = Redis.from_url(url)
        try:
            await redis.mset({FLOOR_KEY: "small", INTENTS_KEY: "refund,order_status", BRAKE_KEY: "on",
                              AUTO_KEY: "full"})
            source = ModeSource(redis, AuditedSettings(), {"primary": _closed_breaker()})
            before = await commands(redis)
            rung = await source.rung(with_model=True)
            spent = {k: n - before.get(k, 0) for k, n in (await commands(redis)).items() if n != before.get(k, 0)}
            assert rung == {"mode": "small", "intents": ["order_status", "refund"], "brake": True}
            assert spent == {"mget": 1, "getset": 1}, spent  # the automatic mode, swapped as before
            before = await commands(redis)
            assert await source.rung(with_model=False) == {"mode": "templated", "intents": ["order_status", "refund"],
                                                           "brake": True}
            assert sum((await commands(redis)).values()) - sum(before.values()) == 1
        finally:
            await redis.aclose()


async def test_a_setting_redis_lost_is_read_from_postgres_and_published_again():
    async with private_redis() as url:
        redis = Redis.from_url(url)
        try:
            audited = AuditedSettings(mode="templated", agent_intents="all", **{BRAKE_SETTING: "off"})
            source = ModeSource(redis, audited, {"primary": _closed_breaker()})
            assert await source.rung(with_model=True) == {"mode": "templated", "intents": None, "brake": False}
            assert sorted(audited.read) == sorted(["mode", "agent_intents", BRAKE_SETTING])
            assert await redis.mget(FLOOR_KEY, INTENTS_KEY, BRAKE_KEY) == [b"templated", b"all", b"off"]
        finally:
            await redis.aclose()
