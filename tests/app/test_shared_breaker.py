"""Providers' health shared through Redis: what one worker learns, the others (and the next
short-lived eval worker) know without paying for it again."""

from __future__ import annotations

from decimal import Decimal

from aiohttp.test_utils import TestClient, TestServer
from redis.asyncio import Redis

from sandbox.app import SandboxConfig, build_app
from sandbox.local.stack import free_port
from supportbot.agent.breaker import BreakerLimits, CircuitBreaker, SharedOutcome, SharedView
from supportbot.agent.gateway import LLMGateway, ModelSpec, RetryPolicy
from supportbot.core.errors import ProviderError
from supportbot.ops.shared_breaker import RedisBreakerLink

HELLO = [{"role": "user", "content": "Where is my order?"}]
LIMITS = BreakerLimits(min_calls=4, max_error_rate=0.5, cool_down_s=30)
ONCE = RetryPolicy(attempts=1)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def test_calls_seen_elsewhere_can_open_the_breaker_here() -> None:
    breaker = CircuitBreaker(LIMITS, Clock())
    breaker.record(0.1, ok=False)
    breaker.absorb(SharedView(tuple(SharedOutcome(1.0, 0.1, ok=False) for _ in range(3))))
    assert breaker.state == "open" and "error rate" in (breaker.snapshot().reason or "")


def test_an_opening_decided_elsewhere_is_adopted_for_what_is_left_of_its_cool_down() -> None:
    clock = Clock()
    breaker = CircuitBreaker(LIMITS, clock)
    breaker.absorb(SharedView((), "error rate 100%", open_age_s=20))
    assert breaker.state == "open" and "another worker" in (breaker.snapshot().reason or "")
    clock.now += 10
    assert breaker.state == "half_open"


def test_old_calls_absorbed_late_still_leave_the_window() -> None:
    clock = Clock()
    breaker = CircuitBreaker(LIMITS, clock)
    breaker.record(0.1, ok=True)
    breaker.absorb(SharedView((SharedOutcome(50.0, 0.1, ok=False),)))
    clock.now += 15  # the absorbed call is now 65 s old, past the 60 s window; ours is 15 s old
    assert breaker.snapshot().calls == 1


def spec(sandbox: TestClient) -> ModelSpec:
    return ModelSpec(name="primary", base_url=str(sandbox.make_url("/v1")), api_key="k", model="m",
                     input_price_per_mtok=Decimal(0), output_price_per_mtok=Decimal(0), timeout_s=2.0)


async def test_two_workers_learn_together_and_a_new_one_knows_at_once(redis: Redis) -> None:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as sandbox:
        await sandbox.post("/_sandbox/llm/faults", json={"error_500": 1.0})
        first = LLMGateway(spec(sandbox), retry=ONCE, breaker=LIMITS, link=RedisBreakerLink(redis, 60))
        second = LLMGateway(spec(sandbox), retry=ONCE, breaker=LIMITS, link=RedisBreakerLink(redis, 60))
        async with first, second:
            for gateway in (first, second, first):
                try:
                    await gateway.complete(HELLO)
                except ProviderError:
                    pass
            # Two failures each side of the link: neither saw four alone, together they did.
            assert first.breakers["primary"].state == "closed"
            try:
                await second.complete(HELLO)
            except ProviderError:
                pass
            assert second.breakers["primary"].state == "open"
            calls = len(await (await sandbox.get("/_sandbox/llm/calls")).json())
            # A worker started now (an eval's next trial) refuses without calling the provider.
            late = LLMGateway(spec(sandbox), retry=ONCE, breaker=LIMITS, link=RedisBreakerLink(redis, 60))
            async with late:
                try:
                    await late.complete(HELLO)
                    raise AssertionError("the open provider was called")
                except ProviderError as err:
                    assert "circuit open" in str(err)
            assert len(await (await sandbox.get("/_sandbox/llm/calls")).json()) == calls
            assert late.breakers["primary"].state == "open"


async def test_a_lost_link_leaves_each_breaker_on_its_own() -> None:
    gone = Redis.from_url(f"redis://127.0.0.1:{free_port()}/0", socket_connect_timeout=0.2)
    async with TestClient(TestServer(build_app(SandboxConfig()))) as sandbox:
        await sandbox.post("/_sandbox/llm/script", json={"responses": [{"content": "fine"}]})
        async with LLMGateway(spec(sandbox), retry=ONCE, link=RedisBreakerLink(gone, 60)) as llm:
            assert (await llm.complete(HELLO)).text == "fine"
    await gone.aclose()
