"""Model providers' health shared through Redis: every worker process (and every short-lived eval
worker) sees the calls the others made and an opening one of them decided, so a provider that is
down is found out once for the fleet, not once per process.

Per provider: a sorted set of recent calls (score: wall-clock time of the call) trimmed to the
breaker's window, and a key that exists while some process holds the breaker open (its TTL is the
cool-down). Wall-clock time, not the application's clock: a pinned SUPPORTBOT_CLOCK (evals, demos)
never advances, and a breaker measured on it would never cool down.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import socket
import time
from collections.abc import Callable

from redis.asyncio import Redis
from redis.exceptions import RedisError

from supportbot.agent.breaker import SharedOutcome, SharedView

log = logging.getLogger(__name__)
PREFIX = "supportbot:breaker"


class RedisBreakerLink:
    """`supportbot.agent.breaker.BreakerLink` on Redis. Never raises: with Redis away each process's
    breaker goes on alone, which is what it did before it was shared."""

    def __init__(self, redis: Redis, window_s: float, *, wall_clock: Callable[[], float] = time.time,
                 me: str | None = None) -> None:
        self._redis = redis
        self._window_s = window_s
        self._now = wall_clock
        self._me = me or f"{socket.gethostname()}:{os.getpid()}:{id(self)}"
        self._seq = itertools.count()
        self._seen: dict[str, float] = {}  # per provider: the newest call time already taken in
        self._pulling: set[str] = set()  # providers with a look under way

    async def pull(self, provider: str) -> SharedView:
        """One look at a time per provider. The breaker is the process's, so the calls seen go to it
        once, whichever turn looked: a turn that asks while a look is under way gets nothing new,
        and the next look brings it. Looks at the same `since` would each hand the breaker the same
        calls, and with a thousand turns in flight each would read and parse all of them."""
        if provider in self._pulling:
            return SharedView()
        self._pulling.add(provider)
        try:
            return await self._look(provider)
        finally:
            self._pulling.discard(provider)

    async def _look(self, provider: str) -> SharedView:
        now = self._now()
        since = self._seen.get(provider, now - self._window_s)
        try:
            rows = await self._redis.zrangebyscore(_calls(provider), f"({since}", "+inf", withscores=True)
            opened = await self._redis.get(_open(provider))
        except RedisError as err:
            log.warning("breaker link: %s", err)
            return SharedView()
        outcomes = []
        for member, at in rows:
            self._seen[provider] = max(self._seen.get(provider, since), at)
            call = json.loads(member)
            if call["by"] != self._me:  # our own calls are in our breaker already
                outcomes.append(SharedOutcome(max(now - at, 0.0), call["latency_s"], call["ok"], call["rate_limited"]))
        if opened is None:
            return SharedView(tuple(outcomes))
        held = json.loads(opened)
        if held["by"] == self._me:
            return SharedView(tuple(outcomes))
        return SharedView(tuple(outcomes), held["reason"], max(now - held["at"], 0.0))

    async def push(self, provider: str, latency_s: float, *, ok: bool, rate_limited: bool) -> None:
        now = self._now()
        member = json.dumps({"by": self._me, "n": next(self._seq), "latency_s": round(latency_s, 4), "ok": ok,
                             "rate_limited": rate_limited})
        try:
            async with self._redis.pipeline(transaction=False) as pipe:
                pipe.zadd(_calls(provider), {member: now})
                pipe.zremrangebyscore(_calls(provider), "-inf", now - self._window_s)
                pipe.expire(_calls(provider), max(int(self._window_s) + 1, 1))
                await pipe.execute()
        except RedisError as err:
            log.warning("breaker link: %s", err)

    async def opened(self, provider: str, reason: str, cool_down_s: float) -> None:
        held = json.dumps({"by": self._me, "reason": reason, "at": self._now()})
        try:
            await self._redis.set(_open(provider), held, px=max(int(cool_down_s * 1000), 1), nx=True)
        except RedisError as err:
            log.warning("breaker link: %s", err)


def _calls(provider: str) -> str:
    return f"{PREFIX}:{provider}:calls"


def _open(provider: str) -> str:
    return f"{PREFIX}:{provider}:open"
