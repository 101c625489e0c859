"""LLM gateway: any OpenAI-compatible endpoint behind retries, a circuit breaker and cost accounting.

The only module that imports `openai`. Callers send OpenAI-format message and tool dicts and get
back our own `ModelTurn`; every failure becomes a `ProviderError`. The client's own retries are off
(`max_retries=0`) so that backoff, fallback and the breaker see every attempt. What a server
answered is read and checked by `supportbot.agent.answers`.
"""

from __future__ import annotations

import asyncio
import json
import math
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from types import TracebackType
from typing import Any, Literal, Protocol

import openai
from openai import AsyncOpenAI

from supportbot.agent.answers import InvalidOutput, ToolCall, Usage, parse_answer, usage_of
from supportbot.agent.breaker import BreakerLimits, BreakerLink, CircuitBreaker
from supportbot.core.errors import ProviderError

Size = Literal["large", "small", "fallback"]
Message = Mapping[str, Any]
Tool = Mapping[str, Any]
MTOK = Decimal(1_000_000)


@dataclass(frozen=True)
class ModelTurn:
    """What the model answered. `usage`, `cost` and `latency_s` cover the whole `complete` call,
    including a discarded invalid answer and retries: that is what the turn was billed and waited."""

    text: str | None
    tool_calls: tuple[ToolCall, ...]
    model: str
    provider: str
    usage: Usage = Usage()
    cost: Decimal = Decimal(0)
    latency_s: float = 0.0

    def to_message(self) -> dict[str, Any]:
        """The assistant message to append to the conversation before the tool results. Beside tool
        calls the text is "" rather than null: OpenAI accepts both, llama-cpp-python's server answers
        500 to null."""
        message: dict[str, Any] = {"role": "assistant", "content": self.text or ("" if self.tool_calls else None)}
        if self.tool_calls:
            message["tool_calls"] = [
                {"id": c.id, "type": "function",
                 "function": {"name": c.name, "arguments": json.dumps(c.arguments)}}
                for c in self.tool_calls
            ]
        return message


@dataclass(frozen=True)
class ModelSpec:
    """One model at one endpoint. Specs sharing a `name` (the provider) share a circuit breaker."""

    name: str
    base_url: str
    api_key: str
    model: str
    input_price_per_mtok: Decimal = Decimal(0)
    output_price_per_mtok: Decimal = Decimal(0)
    timeout_s: float = 10.0
    max_tokens: int = 1024
    """Sent with every call: a rambling model stops here instead of at its own (server's) limit."""

    def cost(self, usage: Usage) -> Decimal:
        return (usage.prompt_tokens * self.input_price_per_mtok
                + usage.completion_tokens * self.output_price_per_mtok) / MTOK


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 3
    """Calls per provider for retryable errors (so attempts - 1 retries)."""
    base_delay_s: float = 0.25
    max_delay_s: float = 4.0
    """Cap on one sleep; a Retry-After beyond it ends this provider's attempts at once."""


@dataclass(frozen=True)
class ModelServer:
    """What a provider's endpoint says of itself (`GET /models`): whether it answers, and what."""

    ok: bool
    models: tuple[str, ...] = ()
    owners: tuple[str, ...] = ()
    error: str | None = None


class Model(Protocol):
    """What the agent needs from a model: `LLMGateway` in production, `FunctionModel` in unit tests."""

    async def complete(
        self, messages: Sequence[Message], tools: Sequence[Tool] | None = None, *,
        size: Size = "large", conversation_id: int | None = None, deadline_s: float | None = None,
        models: Mapping[str, str] | None = None,
    ) -> ModelTurn: ...


# -- retries ----------------------------------------------------------------------------------------


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds the provider asked us to wait (retry-after-ms or retry-after in seconds), if it said."""
    for header, divisor in (("retry-after-ms", 1000), ("retry-after", 1)):
        try:
            seconds = float(headers[header]) / divisor
        except (KeyError, ValueError):
            continue
        if math.isfinite(seconds) and seconds >= 0:
            return seconds
    return None  # absent, or an HTTP date: back off as usual


def is_retryable(err: openai.APIError | TimeoutError) -> bool:
    if isinstance(err, openai.APIConnectionError | TimeoutError):  # APITimeoutError is a connection error
        return True
    if not isinstance(err, openai.APIStatusError):
        return False
    # OpenAI says explicitly when a retry is pointless (the sandbox uses it for "script exhausted").
    should = err.response.headers.get("x-should-retry")
    if should in ("true", "false"):
        return should == "true"
    return err.status_code in (408, 409, 429) or err.status_code >= 500


def backoff(attempt: int, policy: RetryPolicy) -> float:
    return min(policy.base_delay_s * 2**attempt, policy.max_delay_s)


# -- the gateway ------------------------------------------------------------------------------------


@dataclass
class _Spent:
    usage: Usage = Usage()
    cost: Decimal = Decimal(0)

    def add(self, spec: ModelSpec, usage: Usage) -> None:
        self.usage = Usage(self.usage.prompt_tokens + usage.prompt_tokens,
                           self.usage.completion_tokens + usage.completion_tokens)
        self.cost += spec.cost(usage)


def _failure_kind(err: openai.APIError | TimeoutError, rate_limited: bool) -> str:
    """A label for /metrics: what went wrong, not whether it was retried."""
    if rate_limited:
        return "rate_limited"
    if isinstance(err, TimeoutError | openai.APITimeoutError):
        return "timeout"
    if isinstance(err, openai.APIStatusError):
        return "server_error" if err.status_code >= 500 else "client_error"
    return "connection"


def _limits(max_connections: int) -> Any:
    from openai._constants import DEFAULT_CONNECTION_LIMITS

    return type(DEFAULT_CONNECTION_LIMITS)(max_connections=max_connections,
                                           max_keepalive_connections=max_connections)


class LLMGateway:
    """Large, small and fallback models behind one `complete`. Owns its HTTP clients: use it as
    `async with LLMGateway(...) as llm:` (or call `aclose()`); nothing connects before the first call."""

    def __init__(
        self,
        large: ModelSpec,
        *,
        small: ModelSpec | None = None,
        fallback: ModelSpec | None = None,
        retry: RetryPolicy = RetryPolicy(),
        breaker: BreakerLimits = BreakerLimits(),  # noqa: B008 - frozen, safe to share
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        link: BreakerLink | None = None,
        max_connections: int = 1000,
        prices: Mapping[str, tuple[Decimal, Decimal]] | None = None,
    ) -> None:
        self._prices = dict(prices or {})
        """Per model name, per million tokens in and out: what a model a prompt version names costs."""
        self._specs: dict[Size, ModelSpec] = {"large": large, "small": small or large}
        self._link = link
        self._max_connections = max_connections
        """Per provider and process; a call beyond them waits for a socket (keep above turns in flight)."""
        """Shares each provider's health with the other processes; None: this process learns alone."""
        self._fallback = fallback
        self._retry = retry
        self._clock = clock
        self._sleep = sleep
        self._clients: dict[tuple[str, str], AsyncOpenAI] = {}
        self.breakers = {
            spec.name: CircuitBreaker(breaker, clock) for spec in (large, small, fallback) if spec
        }
        self.costs: dict[int, Decimal] = {}
        """Spend per conversation since this gateway started; each ModelTurn carries its own for storage."""
        self.failures: Counter[tuple[str, str]] = Counter()
        """Failed attempts by (provider, kind), retried or not; the worker drains it into /metrics."""

    async def __aenter__(self) -> LLMGateway:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        clients, self._clients = list(self._clients.values()), {}
        for client in clients:
            await client.close()

    async def probe(self) -> dict[str, ModelServer]:
        """Each provider's answer to `GET /models`, by provider name: the readiness check a worker
        logs at start, and how the evals tell the sandbox's scripted model from a real one."""
        servers: dict[str, ModelServer] = {}
        for spec in self._distinct_specs():
            try:
                async with asyncio.timeout(spec.timeout_s):
                    page = await self._client(spec).models.list()
                listed = [m for m in page.data if isinstance(getattr(m, "id", None), str)]
                servers[spec.name] = ModelServer(True, tuple(m.id for m in listed),
                                                 tuple(sorted({str(m.owned_by) for m in listed})))
            except (openai.OpenAIError, TimeoutError) as err:  # incl. a client refused its settings
                servers[spec.name] = ModelServer(False, error=f"{type(err).__name__}: {err}"[:200])
        return servers

    async def warm_up(self, timeout_s: float) -> dict[str, str | None]:
        """One one-token call per provider with its own patience, so a cold local server reads the
        model and its prompt before a customer waits on it. By provider: None, or what went wrong."""
        outcome: dict[str, str | None] = {}
        for spec in self._distinct_specs():
            cold = replace(spec, timeout_s=timeout_s, max_tokens=1)
            try:
                body = await self._call(cold, [{"role": "user", "content": "Hi"}], None)
                outcome[spec.name] = None if body is not None else "not JSON"
            except (openai.OpenAIError, TimeoutError) as err:
                outcome[spec.name] = f"{type(err).__name__}: {err}"[:200]
        return outcome

    def _distinct_specs(self) -> list[ModelSpec]:
        specs = [self._specs["large"], self._fallback]
        return list({s.name: s for s in specs if s is not None}.values())

    async def complete(
        self, messages: Sequence[Message], tools: Sequence[Tool] | None = None, *,
        size: Size = "large", conversation_id: int | None = None, deadline_s: float | None = None,
        models: Mapping[str, str] | None = None,
    ) -> ModelTurn:
        """The model's next turn; ProviderError when the chosen model and the fallback both fail.

        `models`: a prompt version's model names by size (large, small, fallback), which replace the
        configured names at the same providers, so a rollout can compare models (see `_named`).

        `deadline_s`: how long the caller can still wait. A call that timed out is asked again only
        when another full wait fits in it; without one, never (see `_attempts`)."""
        started, spent = self._clock(), _Spent()
        deadline = None if deadline_s is None else started + deadline_s
        errors: list[ProviderError] = []
        if size == "fallback":  # the ladder's rung: the second provider only (the first if there is none)
            candidates = [self._fallback or self._specs["large"]]
        else:
            candidates = [self._specs[size]] + ([self._fallback] if self._fallback else [])
        if models:
            candidates = [self._named(spec, models.get("fallback" if spec is self._fallback else size))
                          for spec in candidates]
        try:
            for spec in candidates:
                try:
                    text, calls = await self._attempts(spec, messages, tools, spent, deadline)
                except ProviderError as err:
                    errors.append(err)
                    continue
                return ModelTurn(text, calls, spec.model, spec.name, spent.usage, spent.cost,
                                 self._clock() - started)
        finally:
            # Wasted calls (invalid answers, failures after them) were billed too.
            if conversation_id is not None and spent.cost:
                self.costs[conversation_id] = self.costs.get(conversation_id, Decimal(0)) + spent.cost
        if len(errors) == 1:
            raise errors[0]
        raise ProviderError("; ".join(map(str, errors)), retryable=any(e.retryable for e in errors),
                            provider=errors[-1].provider) from errors[-1]

    def _named(self, spec: ModelSpec, model: str | None) -> ModelSpec:
        """`spec` asking for `model` instead, at its price (0 when unpriced: reported, never refused).
        The provider, its breaker and its limits stay the spec's: a version names models, not endpoints."""
        if not model or model == spec.model:
            return spec
        price_in, price_out = self._prices.get(model, (Decimal(0), Decimal(0)))
        return replace(spec, model=model, input_price_per_mtok=price_in, output_price_per_mtok=price_out)

    async def _attempts(self, spec: ModelSpec, messages: Sequence[Message], tools: Sequence[Tool] | None,
                        spent: _Spent, deadline: float | None) -> tuple[str | None, tuple[ToolCall, ...]]:
        """Call one spec until it answers validly, with backoff on retryable errors.

        A timeout says the server is slow, not down. Asking again would queue a second request
        behind the first on a server with one slot (llama.cpp's), so it is retried only when the
        caller's deadline holds another full wait; the abandoned request is cancelled (the
        connection closes), which lets such a server drop it."""
        breaker = self.breakers[spec.name]
        tool_names = frozenset(t["function"]["name"] for t in tools or () if t.get("type") == "function")
        failures, invalid, last = 0, 0, ""
        while True:
            if self._link is not None:
                breaker.absorb(await self._link.pull(spec.name))
            if not breaker.allow():  # e.g. our own failures just opened it: stop hammering the provider
                self.failures[spec.name, "circuit_open"] += 1
                raise ProviderError(f"{spec.name}: circuit open{last}", retryable=True, provider=spec.name)
            started = self._clock()
            try:
                body = await self._call(spec, messages, tools)
            except (openai.APIError, TimeoutError) as err:
                latency = self._clock() - started
                retryable = is_retryable(err)
                rate_limited = isinstance(err, openai.RateLimitError)
                self.failures[spec.name, _failure_kind(err, rate_limited)] += 1
                if retryable:  # other 4xx say our request or key is wrong, not that the provider is unwell
                    await self._record(spec.name, breaker, latency, ok=False, rate_limited=rate_limited)
                failures += 1
                delay = backoff(failures - 1, self._retry)
                if isinstance(err, openai.APIStatusError) and (asked := retry_after(err.response.headers)) is not None:
                    delay = asked  # 429, and a 503 "loading model" from a server warming up
                message = f"{spec.name}: {type(err).__name__}: {err}"
                timed_out = isinstance(err, TimeoutError | openai.APITimeoutError)
                no_room = timed_out and (deadline is None or self._clock() + delay + spec.timeout_s > deadline)
                if (not retryable or no_room or failures >= self._retry.attempts
                        or delay > self._retry.max_delay_s):
                    raise ProviderError(message, retryable=retryable, provider=spec.name) from err
                last = f" after {message}"
                await self._sleep(delay)
                continue
            await self._record(spec.name, breaker, self._clock() - started, ok=True)
            spent.add(spec, usage_of(body))
            try:
                return parse_answer(body, tool_names)
            except InvalidOutput as err:
                invalid += 1
                self.failures[spec.name, "invalid_output"] += 1
                if invalid > 1:
                    raise ProviderError(f"{spec.name}: invalid output twice: {err}", retryable=False,
                                        provider=spec.name) from err

    async def _record(self, provider: str, breaker: CircuitBreaker, latency_s: float, *, ok: bool,
                      rate_limited: bool = False) -> None:
        """The call's outcome into this process's breaker, and to the others when linked; an opening
        decided here is announced so the others stop calling too."""
        was = breaker.state
        breaker.record(latency_s, ok=ok, rate_limited=rate_limited)
        if self._link is None:
            return
        await self._link.push(provider, latency_s, ok=ok, rate_limited=rate_limited)
        if breaker.state == "open" and was != "open":
            await self._link.opened(provider, breaker.snapshot().reason or "opened", breaker.limits.cool_down_s)

    def _client(self, spec: ModelSpec) -> AsyncOpenAI:
        key = (spec.base_url, spec.api_key)
        if key not in self._clients:
            # aiohttp under the SDK: httpx's pool costs each call about a millisecond of CPU more,
            # which a worker holding a thousand turns pays on its one core (bench/inflight.py).
            http = openai.DefaultAioHttpClient(timeout=spec.timeout_s, limits=_limits(self._max_connections))
            self._clients[key] = AsyncOpenAI(base_url=spec.base_url, api_key=spec.api_key,
                                             max_retries=0, timeout=spec.timeout_s, http_client=http)
        return self._clients[key]

    async def _call(self, spec: ModelSpec, messages: Sequence[Message], tools: Sequence[Tool] | None) -> Any:
        """One HTTP call; the decoded JSON body, unvalidated. A body that is not JSON is invalid output."""
        # tool_choice said outright: some servers ignore `tools` without it.
        extra: dict[str, Any] = {"tools": list(tools), "tool_choice": "auto"} if tools else {}
        # The client's timeout bounds each phase (connect, read, ...); this bounds the whole call.
        async with asyncio.timeout(spec.timeout_s):
            raw = await self._client(spec).chat.completions.with_raw_response.create(
                model=spec.model, messages=list(messages),  # type: ignore[arg-type]
                timeout=spec.timeout_s, max_tokens=spec.max_tokens, **extra,
            )
        try:
            return raw.http_response.json()
        except ValueError:
            return None
