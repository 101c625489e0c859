"""A circuit breaker over a rolling window of calls: error rate, p95 latency and 429s.

Pure (the clock is injected), so the degradation ladder can read provider health without
importing an HTTP client.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, Protocol

BreakerState = Literal["closed", "open", "half_open"]


@dataclass(frozen=True)
class BreakerLimits:
    window_s: float = 60.0
    min_calls: int = 5
    """Error rate and p95 are judged only on at least this many calls in the window."""
    max_error_rate: float = 0.5
    max_p95_latency_s: float = 8.0
    max_rate_limited: int = 5
    """429s in the window that open the breaker whatever the error rate."""
    cool_down_s: float = 30.0


@dataclass(frozen=True)
class BreakerSnapshot:
    """What the degradation ladder reads."""

    state: BreakerState
    calls: int
    error_rate: float
    p95_latency_s: float
    rate_limited: int
    reason: str | None


@dataclass(frozen=True)
class _Outcome:
    at: float
    latency_s: float
    ok: bool
    rate_limited: bool


@dataclass(frozen=True)
class SharedOutcome:
    """A call another process made, as it stands now: how long ago, how long it took, how it ended."""

    age_s: float
    latency_s: float
    ok: bool
    rate_limited: bool = False


@dataclass(frozen=True)
class SharedView:
    """What the other processes saw since the last look: their calls, and whether one of them opened
    the breaker (with its reason and how long ago)."""

    outcomes: tuple[SharedOutcome, ...] = ()
    open_reason: str | None = None
    open_age_s: float = 0.0


class BreakerLink(Protocol):
    """One provider's health shared between processes (a fleet of workers, an eval's many short-lived
    ones), so they learn together. Adapters never raise: a lost link leaves each breaker on its own."""

    async def pull(self, provider: str) -> SharedView: ...

    async def push(self, provider: str, latency_s: float, *, ok: bool, rate_limited: bool) -> None: ...

    async def opened(self, provider: str, reason: str, cool_down_s: float) -> None: ...


@dataclass
class CircuitBreaker:
    """Rolling-window health of one provider. Open: calls are refused; after `cool_down_s` it is
    half-open and lets one probe through, whose success closes it and whose failure re-opens it."""

    limits: BreakerLimits = field(default_factory=BreakerLimits)
    clock: Callable[[], float] = time.monotonic
    _outcomes: deque[_Outcome] = field(default_factory=deque, init=False)
    _opened_at: float | None = field(default=None, init=False)
    _probe_at: float | None = field(default=None, init=False)
    _reason: str | None = field(default=None, init=False)

    @property
    def state(self) -> BreakerState:
        if self._opened_at is None:
            return "closed"
        return "half_open" if self.clock() - self._opened_at >= self.limits.cool_down_s else "open"

    def allow(self) -> bool:
        """May a call go out now? In half-open state this hands out the single probe."""
        state = self.state
        if state != "half_open":
            return state == "closed"
        now = self.clock()
        # A probe that never reported (its caller was cancelled) must not wedge the breaker.
        if self._probe_at is not None and now - self._probe_at < self.limits.cool_down_s:
            return False
        self._probe_at = now
        return True

    def record(self, latency_s: float, *, ok: bool, rate_limited: bool = False) -> None:
        now = self.clock()
        if self._opened_at is not None:
            if self._probe_at is None:
                return  # a call that started before the breaker opened
            self._probe_at = None
            if ok:
                self._opened_at, self._reason = None, None
                self._outcomes.clear()  # the failures that opened it would re-open it at once
            else:
                self._opened_at, self._reason = now, "probe failed"
            return
        self._outcomes.append(_Outcome(now, latency_s, ok, rate_limited))
        reason = self._trip_reason(self.snapshot())
        if reason:
            self._opened_at, self._reason = now, reason

    def absorb(self, view: SharedView) -> None:
        """Take in what other processes saw: their calls join the window, and an opening one of them
        decided opens this breaker too (for what is left of its cool-down)."""
        now = self.clock()
        if view.outcomes:
            self._outcomes.extend(_Outcome(now - o.age_s, o.latency_s, o.ok, o.rate_limited) for o in view.outcomes)
            self._outcomes = deque(sorted(self._outcomes, key=lambda o: o.at))  # trimming reads the oldest first
        if self._opened_at is None:
            if view.open_reason is not None:
                self._opened_at, self._reason = now - view.open_age_s, f"{view.open_reason} (seen by another worker)"
            elif reason := self._trip_reason(self.snapshot()):
                self._opened_at, self._reason = now, reason

    def snapshot(self) -> BreakerSnapshot:
        cutoff = self.clock() - self.limits.window_s
        while self._outcomes and self._outcomes[0].at < cutoff:
            self._outcomes.popleft()
        calls = len(self._outcomes)
        latencies = sorted(o.latency_s for o in self._outcomes)
        return BreakerSnapshot(
            state=self.state,
            calls=calls,
            error_rate=sum(not o.ok for o in self._outcomes) / calls if calls else 0.0,
            p95_latency_s=latencies[math.ceil(0.95 * calls) - 1] if calls else 0.0,
            rate_limited=sum(o.rate_limited for o in self._outcomes),
            reason=self._reason,
        )

    def _trip_reason(self, s: BreakerSnapshot) -> str | None:
        if s.rate_limited >= self.limits.max_rate_limited:
            return f"{s.rate_limited} rate-limited calls"
        if s.calls < self.limits.min_calls:
            return None
        if s.error_rate >= self.limits.max_error_rate:
            return f"error rate {s.error_rate:.0%}"
        if s.p95_latency_s > self.limits.max_p95_latency_s:
            return f"p95 latency {s.p95_latency_s:.1f}s"
        return None


# -- response checks (the client does not validate what the endpoint sends) -------------------------
