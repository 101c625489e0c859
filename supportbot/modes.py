"""Where the mode in force comes from: the operator's floor (Redis, backed by Postgres) and the
providers' circuit breakers in this worker. Automatic changes are audited and announced."""

from __future__ import annotations

import logging

from arq.connections import ArqRedis

from bot.breaker import CircuitBreaker
from bot.ladder import Mode, automatic, in_force
from store.staff import StaffRepository

log = logging.getLogger(__name__)
FLOOR_KEY = "supportbot:mode:floor"
AUTO_KEY = "supportbot:mode:auto"


async def set_floor(redis: ArqRedis, staff: StaffRepository, mode: str, who: str) -> str | None:
    """Set the operator's floor: audited in Postgres, then published where turns read it."""
    before = await staff.set_setting("mode", mode, who)
    await redis.set(FLOOR_KEY, mode)
    return before


class ModeSource:
    def __init__(self, redis: ArqRedis, staff: StaffRepository, breakers: dict[str, CircuitBreaker]) -> None:
        self._redis = redis
        self._staff = staff
        self._breakers = breakers

    async def floor(self) -> str:
        value = await self._redis.get(FLOOR_KEY)
        if value is not None:
            return value.decode() if isinstance(value, bytes) else str(value)
        # Redis lost it (flushed, restarted): Postgres has the audited value.
        floor = await self._staff.setting("mode") or "full"
        await self._redis.set(FLOOR_KEY, floor)
        return floor

    def automatic(self) -> Mode:
        primary = self._breakers.get("primary")
        fallback = self._breakers.get("fallback")
        return automatic(primary.state if primary else "open", fallback.state if fallback else None)

    async def current(self) -> Mode:
        auto = self.automatic()
        before = await self._redis.getset(AUTO_KEY, auto)
        before = before.decode() if isinstance(before, bytes) else before
        if before is not None and before != auto:
            # One worker notices first and tells everyone; the others see the same value already.
            await self._staff.set_setting("auto_mode", auto, "circuit breaker")
            await self._redis.enqueue_job("announce", f"Automatic mode changed from {before} to {auto} "
                                          "(model provider health).")
            log.warning("automatic mode %s -> %s", before, auto)
        return in_force(await self.floor(), auto)
