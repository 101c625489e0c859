"""Where the mode in force comes from: the operator's floor (Redis, backed by Postgres) and the
providers' circuit breakers in this worker. Automatic changes are audited and announced."""

from __future__ import annotations

import logging
from typing import Any

from arq.connections import ArqRedis

from supportbot.agent.breaker import CircuitBreaker
from supportbot.rungs.ladder import Mode, automatic, in_force
from supportbot.store.staff import StaffRepository
from supportbot.worker.alerts import BRAKE_KEY, BRAKE_SETTING

log = logging.getLogger(__name__)
FLOOR_KEY = "supportbot:mode:floor"
AUTO_KEY = "supportbot:mode:auto"
INTENTS_KEY = "supportbot:agent:intents"


async def set_floor(redis: ArqRedis, staff: StaffRepository, mode: str, who: str) -> str | None:
    """Set the operator's floor: audited in Postgres, then published where turns read it."""
    before = await staff.set_setting("mode", mode, who)
    await redis.set(FLOOR_KEY, mode)
    return before


async def set_intents(redis: ArqRedis, staff: StaffRepository, intents: str, who: str) -> str | None:
    """Set which intents the LLM agent handles ("all" or a comma-separated list), audited."""
    before = await staff.set_setting("agent_intents", intents, who)
    await redis.set(INTENTS_KEY, intents)
    return before


class ModeSource:
    def __init__(self, redis: ArqRedis, staff: StaffRepository, breakers: dict[str, CircuitBreaker],
                 default_intents: str = "all") -> None:
        self._redis = redis
        self._staff = staff
        self._breakers = breakers
        self._default_intents = default_intents

    async def _setting(self, key: str, name: str, default: str) -> str:
        return await self._known(key, name, default, await self._redis.get(key))

    async def _known(self, key: str, name: str, default: str, value: bytes | str | None) -> str:
        if value is not None:
            return value.decode() if isinstance(value, bytes) else str(value)
        # Redis lost it (flushed, restarted): Postgres has the audited value.
        value = await self._staff.setting(name) or default
        await self._redis.set(key, value)
        return value

    async def rung(self, with_model: bool) -> dict[str, Any]:
        """What a turn past the gates answers with: the mode in force, the intents the agent takes
        (None: all) and the refund brake, read in one MGET where three GETs read them one by one."""
        floor, intents, brake = await self._redis.mget(FLOOR_KEY, INTENTS_KEY, BRAKE_KEY)
        taken = await self._known(INTENTS_KEY, "agent_intents", self._default_intents, intents)
        mode: Mode = "templated"  # no model configured: the no-LLM rung is the top of this ladder
        if with_model:
            mode = in_force(await self._known(FLOOR_KEY, "mode", "full", floor), await self._automatic_now())
        return {"mode": mode, "intents": None if taken == "all" else sorted(set(taken.split(","))),
                "brake": await self._known(BRAKE_KEY, BRAKE_SETTING, "off", brake) == "on"}

    async def floor(self) -> str:
        return await self._setting(FLOOR_KEY, "mode", "full")

    async def brake(self) -> bool:
        """The refund brake (supportbot/worker/alerts.py): on until an operator clears it."""
        return await self._setting(BRAKE_KEY, BRAKE_SETTING, "off") == "on"

    def automatic(self) -> Mode:
        primary = self._breakers.get("primary")
        fallback = self._breakers.get("fallback")
        return automatic(primary.state if primary else "open", fallback.state if fallback else None)

    async def current(self) -> Mode:
        return in_force(await self.floor(), await self._automatic_now())

    async def _automatic_now(self) -> Mode:
        auto = self.automatic()
        before = await self._redis.getset(AUTO_KEY, auto)
        before = before.decode() if isinstance(before, bytes) else before
        if before is not None and before != auto:
            # One worker notices first and tells everyone; the others see the same value already.
            await self._staff.set_setting("auto_mode", auto, "circuit breaker")
            await self._redis.enqueue_job("announce", f"Automatic mode changed from {before} to {auto} "
                                          "(model provider health).")
            log.warning("automatic mode %s -> %s", before, auto)
        return auto
