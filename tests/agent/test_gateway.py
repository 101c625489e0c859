"""LLMGateway against the sandbox's scripted OpenAI-compatible model; the breaker on a fake clock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.agent.breaker import BreakerLimits, CircuitBreaker
from supportbot.agent.gateway import (
    InvalidOutput,
    LLMGateway,
    ModelSpec,
    RetryPolicy,
    ToolCall,
    parse_answer,
    retry_after,
)
from supportbot.core.errors import ProviderError

FAST = RetryPolicy(attempts=3, base_delay_s=0.01, max_delay_s=0.5)
HELLO = [{"role": "user", "content": "Where is my order?"}]
GET_ORDER = {"type": "function", "function": {"name": "get_order", "parameters": {
    "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}}}
TOOL_NAMES = frozenset({"get_order"})


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Sleeps(list):
    """Records requested delays instead of sleeping; `then` runs after each (e.g. to lift a fault)."""

    def __init__(self, then=None) -> None:
        super().__init__()
        self.then = then

    async def __call__(self, seconds: float) -> None:
        self.append(seconds)
        if self.then:
            await self.then()


async def start_sandbox() -> TestClient:
    client = TestClient(TestServer(build_app(SandboxConfig())))
    await client.start_server()
    return client


@pytest.fixture
async def sandbox() -> AsyncIterator[TestClient]:
    client = await start_sandbox()
    yield client
    await client.close()


@pytest.fixture
async def backup() -> AsyncIterator[TestClient]:
    """A second sandbox: the fallback provider."""
    client = await start_sandbox()
    yield client
    await client.close()


def spec(server: TestClient, name: str = "primary", **changes: Any) -> ModelSpec:
    values: dict[str, Any] = dict(
        name=name, base_url=str(server.make_url("/v1")), api_key="test-key", model=f"{name}-large",
        input_price_per_mtok=Decimal("3"), output_price_per_mtok=Decimal("15"), timeout_s=2.0,
    )
    return ModelSpec(**(values | changes))


async def script(server: TestClient, *responses: dict[str, Any]) -> None:
    assert (await server.post("/_sandbox/llm/script", json={"responses": list(responses)})).status == 200


async def faults(server: TestClient, **rates: Any) -> None:
    assert (await server.post("/_sandbox/llm/faults", json=rates)).status == 200


async def calls(server: TestClient) -> list[dict[str, Any]]:
    return await (await server.get("/_sandbox/llm/calls")).json()


def call(name: str, arguments: str) -> dict[str, Any]:
    return {"tool_calls": [{"type": "function", "function": {"name": name, "arguments": arguments}}]}


async def test_text_answer(sandbox: TestClient) -> None:
    await script(sandbox, {"content": "It arrives today."})
    async with LLMGateway(spec(sandbox), retry=FAST) as llm:
        turn = await llm.complete(HELLO)
    assert (turn.text, turn.tool_calls, turn.model, turn.provider) == (
        "It arrives today.", (), "primary-large", "primary")
    [sent] = await calls(sandbox)
    assert sent["messages"] == HELLO and sent["model"] == "primary-large" and "tools" not in sent


async def test_small_model_by_name(sandbox: TestClient) -> None:
    await script(sandbox, {"content": "refund"})
    async with LLMGateway(spec(sandbox), small=spec(sandbox, model="tiny"), retry=FAST) as llm:
        turn = await llm.complete(HELLO, size="small")
    assert turn.model == "tiny" and (await calls(sandbox))[0]["model"] == "tiny"


async def test_tool_call_with_json_arguments(sandbox: TestClient) -> None:
    await script(sandbox, call("get_order", '{"order_id": "A-1042"}'))
    async with LLMGateway(spec(sandbox), retry=FAST) as llm:
        turn = await llm.complete(HELLO, [GET_ORDER])
    [tool_call] = turn.tool_calls
    assert (tool_call.name, tool_call.arguments, turn.text) == ("get_order", {"order_id": "A-1042"}, None)
    assert tool_call.id.startswith("call_")
    assert (await calls(sandbox))[0]["tools"] == [GET_ORDER]
    assert turn.to_message()["tool_calls"][0]["function"] == {
        "name": "get_order", "arguments": '{"order_id": "A-1042"}'}


@pytest.mark.parametrize("bad", [
    call("get_order", "order A-1042"),
    call("get_order", '["A-1042"]'),
    call("issue_refund", '{"token": "t"}'),
    {"content": "  "},
])
async def test_invalid_output_is_retried_once_then_provider_error(sandbox: TestClient, bad) -> None:
    await script(sandbox, bad, bad, {"content": "never asked for"})
    async with LLMGateway(spec(sandbox), retry=FAST) as llm:
        with pytest.raises(ProviderError, match="invalid output twice") as raised:
            await llm.complete(HELLO, [GET_ORDER], conversation_id=1)
    assert (raised.value.retryable, raised.value.provider) == (False, "primary")
    assert len(await calls(sandbox)) == 2


async def test_invalid_output_then_valid_answer(sandbox: TestClient) -> None:
    await script(sandbox, call("get_order", "{oops"), call("get_order", '{"order_id": "A-1043"}'))
    async with LLMGateway(spec(sandbox), retry=FAST) as llm:
        turn = await llm.complete(HELLO, [GET_ORDER])
    assert turn.tool_calls[0].arguments == {"order_id": "A-1043"}


@pytest.mark.parametrize(("body", "problem"), [
    (None, "no choices"),
    ({"choices": []}, "no choices"),
    ({"choices": [{"message": None}]}, "without a message"),
    ({"choices": [{"message": {"content": ["part"]}}]}, "not text"),
    ({"choices": [{"message": {"content": None, "tool_calls": None}}]}, "neither"),
    ({"choices": [{"message": {"tool_calls": [{"function": {"name": "get_order"}}]}}]}, "without an id"),
    ({"choices": [{"message": {"tool_calls": [{"id": "c", "type": "custom", "function": {}}]}}]},
     "not a function"),
])
def test_parse_answer_refuses(body, problem) -> None:
    with pytest.raises(InvalidOutput, match=problem):
        parse_answer(body, TOOL_NAMES)


def test_parse_answer_accepts_bare_arguments_for_a_tool_without_parameters() -> None:
    body = {"choices": [{"message": {"tool_calls": [
        {"id": "c1", "function": {"name": "list_orders", "arguments": ""}}]}}]}
    assert parse_answer(body, frozenset({"list_orders"})) == (None, (ToolCall("c1", "list_orders", {}),))


async def test_server_errors_are_retried_then_the_fallback_answers(sandbox, backup) -> None:
    await faults(sandbox, error_500=1.0)
    await script(backup, {"content": "from the fallback"})
    sleeps = Sleeps()
    async with LLMGateway(spec(sandbox), fallback=spec(backup, "fallback"), retry=FAST, sleep=sleeps) as llm:
        turn = await llm.complete(HELLO)
    assert (turn.text, turn.provider, turn.model) == ("from the fallback", "fallback", "fallback-large")
    assert len(await calls(sandbox)) == 3
    assert sleeps == [0.01, 0.02]


async def test_everything_failing_is_one_retryable_provider_error(sandbox, backup) -> None:
    await faults(sandbox, error_500=1.0)
    await faults(backup, error_500=1.0)
    gateway = LLMGateway(spec(sandbox), fallback=spec(backup, "fallback"), retry=FAST, sleep=Sleeps())
    async with gateway as llm:
        with pytest.raises(ProviderError, match="primary: .*; fallback: ") as raised:
            await llm.complete(HELLO)
    assert raised.value.retryable and raised.value.provider == "fallback"


async def test_an_error_the_server_marks_final_is_not_retried(sandbox: TestClient) -> None:
    sleeps = Sleeps()  # the sandbox answers "script exhausted" with x-should-retry: false
    async with LLMGateway(spec(sandbox), retry=FAST, sleep=sleeps) as llm:
        with pytest.raises(ProviderError, match="script exhausted") as raised:
            await llm.complete(HELLO)
    assert not raised.value.retryable and sleeps == [] and len(await calls(sandbox)) == 1


async def test_rate_limit_waits_as_long_as_retry_after_says(sandbox: TestClient) -> None:
    await faults(sandbox, error_429=1.0)
    await script(sandbox, {"content": "ok"})
    sleeps = Sleeps(then=lambda: faults(sandbox))
    # Backoff alone would wait 0.3 s; the sandbox's Retry-After says 0.
    async with LLMGateway(spec(sandbox), retry=RetryPolicy(base_delay_s=0.3), sleep=sleeps) as llm:
        turn = await llm.complete(HELLO)
    assert turn.text == "ok" and sleeps == [0.0]


def throttling_app(retry_after_header: str, hits: list[web.Request]) -> web.Application:
    """An endpoint that always answers 429 with the given Retry-After."""
    async def complete(request: web.Request) -> web.Response:
        hits.append(request)
        return web.json_response({"error": {"message": "slow down", "type": "requests", "code": None}},
                                 status=429, headers={"Retry-After": retry_after_header})
    app = web.Application()
    app.router.add_post("/v1/chat/completions", complete)
    return app


@pytest.mark.parametrize(("header", "expected_sleeps", "hits"), [
    ("1.5", [1.5, 1.5], 3),  # honoured, up to the attempts
    ("30", [], 1),  # beyond the 2 s cap: give up on this provider now rather than retry early
])
async def test_retry_after_is_honoured_up_to_the_cap(header, expected_sleeps, hits) -> None:
    sleeps, requests = Sleeps(), []
    async with TestClient(TestServer(throttling_app(header, requests))) as throttled:
        retry = RetryPolicy(attempts=3, base_delay_s=0.01, max_delay_s=2.0)
        async with LLMGateway(spec(throttled), retry=retry, sleep=sleeps) as llm:
            with pytest.raises(ProviderError, match="RateLimitError") as raised:
                await llm.complete(HELLO)
    assert raised.value.retryable and sleeps == expected_sleeps and len(requests) == hits


@pytest.mark.parametrize(("headers", "seconds"), [
    ({"retry-after": "2"}, 2.0),
    ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),
    ({"retry-after": "Wed, 21 Oct 2026 07:28:00 GMT"}, None),
    ({"retry-after": "-1"}, None),
    ({}, None),
])
def test_retry_after_header(headers, seconds) -> None:
    assert retry_after(headers) == seconds


async def test_timeout_is_a_retryable_provider_error(sandbox: TestClient) -> None:
    # Generous margins both ways: on a loaded machine a 0.1 s budget may not even deliver the request.
    await faults(sandbox, latency_ms=1500)
    await script(sandbox, {"content": "too late"}, {"content": "too late"})
    sleeps = Sleeps()
    retry = RetryPolicy(attempts=2, base_delay_s=0.01)
    async with LLMGateway(spec(sandbox, timeout_s=0.5), retry=retry, sleep=sleeps) as llm:
        with pytest.raises(ProviderError, match="(?i)timeout|timed out") as raised:
            await llm.complete(HELLO, deadline_s=5.0)  # room for a second wait: asked twice
    assert raised.value.retryable and sleeps == [0.01] and len(await calls(sandbox)) == 2


def trickling_app(sent: list[str]) -> web.Application:
    """Sends its headers at once, then a byte every 50 ms for 10 s: no single read is slow, the
    whole call is. `sent` gets "all" once the answer is out."""
    async def complete(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "application/json"})
        await response.prepare(request)
        for _ in range(200):
            await response.write(b" ")
            await asyncio.sleep(0.05)
        await response.write(b'{"choices": [{"message": {"content": "late"}}]}')
        sent.append("all")
        return response
    app = web.Application()
    app.router.add_post("/v1/chat/completions", complete)
    return app


async def test_timeout_bounds_the_whole_call_not_each_read() -> None:
    # The event, not a stopwatch: a timeout per read (each comes within 50 ms) would wait out the
    # whole trickle and get its answer; the call's 0.2 s deadline gives up while it is still coming.
    sent: list[str] = []
    async with TestClient(TestServer(trickling_app(sent))) as slow:
        retry = RetryPolicy(attempts=1)
        async with LLMGateway(spec(slow, timeout_s=0.2), retry=retry) as llm:
            with pytest.raises(ProviderError) as raised:
                await llm.complete(HELLO)
            assert sent == []
    assert raised.value.retryable


async def test_breaker_opens_on_failures_and_half_opens_after_the_cool_down(sandbox: TestClient) -> None:
    clock = FakeClock()
    limits = BreakerLimits(min_calls=3, max_error_rate=0.5, cool_down_s=30)
    await faults(sandbox, error_500=1.0)
    retry = RetryPolicy(attempts=5, base_delay_s=0.01)
    async with LLMGateway(spec(sandbox), retry=retry, breaker=limits, clock=clock, sleep=Sleeps()) as llm:
        breaker = llm.breakers["primary"]
        # The third failure opens it, which ends the retries early.
        with pytest.raises(ProviderError, match="circuit open after primary: InternalServerError"):
            await llm.complete(HELLO)
        assert breaker.state == "open" and breaker.snapshot().error_rate == 1.0
        with pytest.raises(ProviderError, match="circuit open") as raised:
            await llm.complete(HELLO)
        assert raised.value.retryable and len(await calls(sandbox)) == 3  # refused without a call

        clock.now += 30
        assert breaker.state == "half_open"
        await faults(sandbox)
        await script(sandbox, {"content": "back"})
        assert (await llm.complete(HELLO)).text == "back"
        assert breaker.state == "closed"


async def test_open_breaker_sends_calls_to_the_fallback(sandbox: TestClient, backup: TestClient) -> None:
    await script(backup, {"content": "fallback"})
    async with LLMGateway(spec(sandbox), fallback=spec(backup, "fallback"), retry=FAST) as llm:
        for _ in range(5):
            llm.breakers["primary"].record(0.1, ok=False)
        assert (await llm.complete(HELLO)).provider == "fallback"
    assert await calls(sandbox) == []


async def test_cost_from_usage_and_prices_summed_per_conversation(sandbox: TestClient) -> None:
    # The sandbox counts a token per 4 characters: 100 prompt and 20 completion tokens per call.
    asked = [{"role": "user", "content": "x" * 400}]
    answer = {"content": "y" * 80}
    await script(sandbox, answer, answer, answer)
    async with LLMGateway(spec(sandbox), retry=FAST) as llm:
        first = await llm.complete(asked, conversation_id=7)
        await llm.complete(asked, conversation_id=7)
        await llm.complete(asked, conversation_id=8)
    assert (first.usage.prompt_tokens, first.usage.completion_tokens) == (100, 20)
    assert first.cost == Decimal("0.0006")  # 100 * 3 / 1e6 + 20 * 15 / 1e6
    assert llm.costs == {7: Decimal("0.0012"), 8: Decimal("0.0006")}


async def test_a_discarded_invalid_answer_is_still_paid_for(sandbox: TestClient) -> None:
    await script(sandbox, {"content": "y" * 80, "tool_calls": [
        {"function": {"name": "get_order", "arguments": "nope"}}]}, {"content": "y" * 80})
    async with LLMGateway(spec(sandbox), retry=FAST) as llm:
        turn = await llm.complete([{"role": "user", "content": "x" * 400}], [GET_ORDER], conversation_id=3)
    assert turn.usage.prompt_tokens == 200 and turn.cost > Decimal("0.0012") and llm.costs[3] == turn.cost


# -- the breaker on its own -------------------------------------------------------------------------

LIMITS = BreakerLimits(window_s=60, min_calls=5, max_error_rate=0.5, max_p95_latency_s=2.0,
                       max_rate_limited=3, cool_down_s=30)
OK, FAIL, SLOW, LIMITED = (0.1, True, False), (0.1, False, False), (5.0, True, False), (0.1, False, True)


@pytest.mark.parametrize(("outcomes", "state", "reason"), [
    ([FAIL] * 4, "closed", None),  # too few calls to judge
    ([FAIL] * 5, "open", "error rate 100%"),
    ([OK] * 3 + [FAIL] * 2, "closed", None),
    ([OK] * 2 + [FAIL] * 3, "open", "error rate 60%"),
    ([SLOW] * 5, "open", "p95 latency 5.0s"),
    ([OK] * 19 + [SLOW], "closed", None),  # one slow call in twenty is the 95th percentile's margin
    ([LIMITED] * 3, "open", "3 rate-limited calls"),  # 429s count before min_calls
])
def test_breaker_trips(outcomes, state, reason) -> None:
    breaker = CircuitBreaker(LIMITS, FakeClock())
    for latency, ok, limited in outcomes:
        breaker.record(latency, ok=ok, rate_limited=limited)
    assert (breaker.state, breaker.snapshot().reason) == (state, reason)


def test_breaker_forgets_outcomes_older_than_the_window() -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(LIMITS, clock)
    for _ in range(4):
        breaker.record(0.1, ok=False)
    clock.now += 61
    breaker.record(0.1, ok=False)
    assert breaker.state == "closed" and breaker.snapshot().calls == 1


@pytest.mark.parametrize(("probe_ok", "after"), [(True, "closed"), (False, "open")])
def test_half_open_lets_one_probe_through(probe_ok, after) -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(LIMITS, clock)
    for _ in range(5):
        breaker.record(0.1, ok=False)
    assert breaker.state == "open" and not breaker.allow()
    clock.now += 29.9
    assert breaker.state == "open"
    clock.now += 0.1
    assert breaker.state == "half_open"
    assert breaker.allow() and not breaker.allow()  # one probe at a time
    breaker.record(0.1, ok=probe_ok)
    assert breaker.state == after
    assert breaker.allow() is probe_ok
    if probe_ok:  # a closed breaker starts afresh: the failures that opened it are forgotten
        breaker.record(0.1, ok=False)
        assert breaker.state == "closed" and breaker.snapshot().calls == 1


def test_a_probe_that_never_reports_does_not_wedge_the_breaker() -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(LIMITS, clock)
    for _ in range(3):
        breaker.record(0.1, ok=False, rate_limited=True)
    clock.now += 30
    assert breaker.allow() and not breaker.allow()
    clock.now += 30
    assert breaker.allow()


async def test_a_versions_models_replace_the_configured_names_per_size(sandbox, backup) -> None:
    # Model choice as data (supportbot/core/prompt_version.py): the version names the model per size,
    # the provider stays the deployment's; a named model is priced by its own name.
    await script(sandbox, {"content": "large"}, {"content": "small"}, {"content": "kept"})
    await script(backup, {"content": "fallback"})
    version = {"large": "candidate-large", "small": "candidate-small", "fallback": "candidate-fallback"}
    prices = {"candidate-large": (Decimal("1"), Decimal("2"))}
    async with LLMGateway(spec(sandbox), small=spec(sandbox, model="tiny"), fallback=spec(backup, "fallback"),
                          retry=FAST, prices=prices) as llm:
        large = await llm.complete(HELLO, models=version)
        small = await llm.complete(HELLO, size="small", models=version)
        kept = await llm.complete(HELLO, models={"small": "only-small"})
        fallback = await llm.complete(HELLO, size="fallback", models=version)
    assert [c["model"] for c in await calls(sandbox)] == ["candidate-large", "candidate-small", "primary-large"]
    assert [c["model"] for c in await calls(backup)] == ["candidate-fallback"]
    assert (large.model, small.model, kept.model, fallback.model) == (
        "candidate-large", "candidate-small", "primary-large", "candidate-fallback")
    assert large.cost > 0 and small.cost == 0  # the spec's prices belong to its model, not to another name
