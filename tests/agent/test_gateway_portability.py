"""The gateway against OpenAI-compatible servers that are not OpenAI: llama.cpp's server,
llama-cpp-python's server, vLLM and Ollama-style endpoints. Each quirk is played by a small local
server answering with the shape those servers send (see tests/agent/fixtures/compatible/)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from supportbot.agent.gateway import LLMGateway, ModelSpec, ModelTurn, RetryPolicy, ToolCall, parse_answer
from supportbot.core.errors import ProviderError

FIXTURES = Path(__file__).parent / "fixtures" / "compatible"
HELLO = [{"role": "user", "content": "Where is my order A-1042?"}]
GET_ORDER = {"type": "function", "function": {"name": "get_order", "parameters": {
    "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}}}
TOOL_NAMES = frozenset({"get_order"})
FAST = RetryPolicy(attempts=3, base_delay_s=0.01, max_delay_s=2.0)
# A model call's patience and a server slower than it, with room for a loaded machine to deliver
# the request at all before the patience runs out.
PATIENCE, SLOW = 1.0, 2.5


def fixture(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / name).read_text())


@dataclass
class Reply:
    body: Any = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


@dataclass
class Compatible:
    """A scripted OpenAI-compatible endpoint that records what it was sent and whether the caller
    stayed for the answer."""

    replies: list[Reply] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    abandoned: int = 0
    reject_null_content: bool = False
    """llama-cpp-python's server answers 500 to an assistant message with `"content": null`."""
    models: list[dict[str, Any]] = field(default_factory=list)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self.complete)
        app.router.add_get("/v1/models", self.list_models)
        return app

    async def list_models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": self.models})

    async def complete(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append(body)
        if self.reject_null_content and any(
                m.get("role") == "assistant" and m.get("content") is None for m in body["messages"]):
            return web.json_response({"error": {"message": "content: Input should be a valid string"}},
                                     status=500)
        reply = self.replies.pop(0) if self.replies else Reply({"error": {"message": "no reply"}}, 500)
        if reply.delay_s:
            try:
                await asyncio.sleep(reply.delay_s)
            except asyncio.CancelledError:  # aiohttp cancels the handler when the caller hangs up
                self.abandoned += 1
                raise
            if request.transport is None or request.transport.is_closing():
                self.abandoned += 1
        return web.json_response(reply.body, status=reply.status, headers=reply.headers)


@pytest.fixture
async def server() -> AsyncIterator[tuple[Compatible, TestClient]]:
    compatible = Compatible()
    async with TestClient(TestServer(compatible.app())) as client:
        yield compatible, client


def spec(client: TestClient, name: str = "local", **changes: Any) -> ModelSpec:
    values: dict[str, Any] = dict(name=name, base_url=str(client.make_url("/v1")), api_key="none",
                                  model="smollm2", input_price_per_mtok=Decimal(0),
                                  output_price_per_mtok=Decimal(0), timeout_s=2.0)
    return ModelSpec(**(values | changes))


def answer(content: str | None, **message: Any) -> dict[str, Any]:
    return {"choices": [{"index": 0, "message": {"role": "assistant", "content": content, **message},
                         "finish_reason": "stop"}], "usage": {"prompt_tokens": 10, "completion_tokens": 5}}


# -- what we send ------------------------------------------------------------------------------------


def test_an_assistant_turn_with_tool_calls_sends_empty_text_not_null() -> None:
    turn = ModelTurn(None, (ToolCall("c1", "get_order", {"order_id": "A-1042"}),), "m", "p")
    assert turn.to_message()["content"] == ""


async def test_the_request_names_tool_choice_and_bounds_the_answer(server) -> None:
    compatible, client = server
    compatible.replies.append(Reply(answer("It ships today.")))
    async with LLMGateway(spec(client, max_tokens=300), retry=FAST) as llm:
        await llm.complete(HELLO, [GET_ORDER])
    [sent] = compatible.requests
    assert sent["tool_choice"] == "auto" and sent["max_tokens"] == 300 and sent["tools"] == [GET_ORDER]


async def test_without_tools_there_is_no_tool_choice_but_still_a_bound(server) -> None:
    compatible, client = server
    compatible.replies.append(Reply(answer("Hello")))
    async with LLMGateway(spec(client), retry=FAST) as llm:
        await llm.complete(HELLO)
    [sent] = compatible.requests
    assert "tool_choice" not in sent and "tools" not in sent and sent["max_tokens"] > 0


async def test_a_server_that_refuses_null_content_gets_the_tool_loop_through(server) -> None:
    compatible, client = server
    compatible.reject_null_content = True
    compatible.replies.append(Reply(answer("It ships today.")))
    earlier = ModelTurn(None, (ToolCall("c1", "get_order", {"order_id": "A-1042"}),), "m", "p")
    history = [*HELLO, earlier.to_message(),
               {"role": "tool", "tool_call_id": "c1", "content": '{"status": "shipped"}'}]
    async with LLMGateway(spec(client), retry=FAST) as llm:
        turn = await llm.complete(history, [GET_ORDER])
    assert turn.text == "It ships today."


# -- tool calls written as text ------------------------------------------------------------------


@pytest.mark.parametrize("name", ["llamacpp_tool_call_in_text.json", "ollama_json_block.json"])
def test_tool_calls_that_arrive_as_text_are_read(name: str) -> None:
    text, calls = parse_answer(fixture(name), TOOL_NAMES)
    assert [(c.name, c.arguments) for c in calls] == [("get_order", {"order_id": "A-1042"})]
    assert calls[0].id and not text


def test_a_native_tool_call_of_a_recorded_vllm_answer_is_read_as_before() -> None:
    text, calls = parse_answer(fixture("vllm_native_tool_call.json"), TOOL_NAMES)
    assert [(c.id, c.name, c.arguments) for c in calls] == [("chatcmpl-tool-1", "get_order", {"order_id": "A-1042"})]


@pytest.mark.parametrize("content", [
    'Sure! <tool_call>{"name": "delete_everything", "arguments": {}}</tool_call>',
    '<tool_call>{"name": "get_order", "arguments": "A-1042"}</tool_call>',
    "<tool_call>not json</tool_call>",
])
def test_a_text_tool_call_that_is_not_a_valid_call_is_refused_not_shown(content: str) -> None:
    from supportbot.agent.gateway import InvalidOutput
    with pytest.raises(InvalidOutput):
        parse_answer(answer(content), TOOL_NAMES)


def test_prose_that_merely_mentions_json_stays_text() -> None:
    content = 'Your order {"A-1042"} is on its way.'
    assert parse_answer(answer(content), TOOL_NAMES) == (content, ())


def test_a_text_tool_call_without_tools_offered_is_refused() -> None:
    from supportbot.agent.gateway import InvalidOutput
    with pytest.raises(InvalidOutput):
        parse_answer(fixture("llamacpp_tool_call_in_text.json"), frozenset())


# -- retries that do not pile onto a slow server -------------------------------------------------


async def test_a_server_that_is_only_slow_is_not_asked_again_and_the_request_is_dropped(server) -> None:
    compatible, client = server
    compatible.replies += [Reply(answer("late"), delay_s=SLOW), Reply(answer("later"), delay_s=SLOW)]
    async with LLMGateway(spec(client, timeout_s=PATIENCE), retry=FAST) as llm:
        with pytest.raises(ProviderError, match="(?i)timeout|timed out") as raised:
            await llm.complete(HELLO)
    await asyncio.sleep(SLOW)  # let the server's handler notice the caller is gone
    assert raised.value.retryable and len(compatible.requests) == 1 and compatible.abandoned == 1


async def test_a_timeout_is_retried_when_the_callers_deadline_leaves_room(server) -> None:
    compatible, client = server
    compatible.replies += [Reply(answer("late"), delay_s=SLOW), Reply(answer("in time"))]
    async with LLMGateway(spec(client, timeout_s=PATIENCE), retry=FAST) as llm:
        turn = await llm.complete(HELLO, deadline_s=PATIENCE * 10)
    assert turn.text == "in time" and len(compatible.requests) == 2


async def test_a_timeout_is_not_retried_when_the_deadline_cannot_hold_another_wait(server) -> None:
    compatible, client = server
    compatible.replies += [Reply(answer("late"), delay_s=SLOW), Reply(answer("in time"))]
    async with LLMGateway(spec(client, timeout_s=PATIENCE), retry=FAST) as llm:
        with pytest.raises(ProviderError):
            await llm.complete(HELLO, deadline_s=PATIENCE * 1.5)
    assert len(compatible.requests) == 1


async def test_retry_after_on_a_busy_server_is_honoured_for_503_too(server) -> None:
    compatible, client = server
    busy = {"error": {"message": "Loading model", "type": "unavailable_error", "code": 503}}
    compatible.replies += [Reply(busy, 503, {"Retry-After": "1"}), Reply(answer("ready"))]
    waited: list[float] = []

    async def sleep(seconds: float) -> None:
        waited.append(seconds)

    async with LLMGateway(spec(client), retry=FAST, sleep=sleep) as llm:
        turn = await llm.complete(HELLO)
    assert turn.text == "ready" and waited == [1.0]


# -- readiness: what the server says it is --------------------------------------------------------


async def test_the_probe_reports_each_server_and_what_it_serves(server) -> None:
    compatible, client = server
    compatible.models = [{"id": "SmolLM2-135M-Instruct", "object": "model", "owned_by": "llamacpp"}]
    async with TestClient(TestServer(web.Application())) as nothing:
        async with LLMGateway(spec(client), fallback=spec(nothing, "backup"), retry=FAST) as llm:
            servers = await llm.probe()
    assert servers["local"].ok and servers["local"].owners == ("llamacpp",)
    assert servers["local"].models == ("SmolLM2-135M-Instruct",)
    assert not servers["backup"].ok and servers["backup"].error


async def test_warm_up_sends_one_short_call_with_its_own_patience(server) -> None:
    compatible, client = server
    compatible.replies.append(Reply(answer("hi"), delay_s=0.4))  # a cold server reading its prompt
    async with LLMGateway(spec(client, timeout_s=0.1), retry=FAST) as llm:
        warmed = await llm.warm_up(timeout_s=2.0)
    [sent] = compatible.requests
    assert warmed == {"local": None} and sent["max_tokens"] == 1
