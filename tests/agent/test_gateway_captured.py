"""The gateway against answers captured from a real model server: llama.cpp's `llama-server`
serving SmolLM2-135M-Instruct (tests/agent/fixtures/llamacpp/, written by
scripts/local-model-capture.sh), replayed by a local HTTP server (tests/agent/replay.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from evals.injection_run import scripted_model
from supportbot.agent.gateway import LLMGateway, ModelSpec, ModelTurn, RetryPolicy, ToolCall, parse_answer
from supportbot.core.errors import ProviderError
from tests.agent.replay import CAPTURED, Replay, answer_of, captured

FAST = RetryPolicy(attempts=3, base_delay_s=0.01, max_delay_s=2.0)
GET_ORDER = {"type": "function", "function": {"name": "get_order", "parameters": {
    "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}}}
ASK = [{"role": "user", "content": "Where is my order A-1042?"}]
AFTER_TOOL = [*ASK, ModelTurn(None, (ToolCall("call_1", "get_order", {"order_id": "A-1042"}),), "m", "p").to_message(),
              {"role": "tool", "tool_call_id": "call_1", "content": '{"status": "shipped"}'}]


@pytest.fixture
async def replay() -> AsyncIterator[tuple[Replay, TestClient]]:
    server = Replay()
    async with TestClient(TestServer(server.app())) as client:
        yield server, client


def spec(client: TestClient, **changes: Any) -> ModelSpec:
    return ModelSpec(**({"name": "local", "base_url": str(client.make_url("/v1")), "api_key": "none",
                         "model": "smollm2", "input_price_per_mtok": Decimal(0),
                         "output_price_per_mtok": Decimal(0), "timeout_s": 5.0} | changes))


def test_the_fixtures_were_captured_from_the_real_server() -> None:
    for path in CAPTURED.glob("*.json"):
        assert "llama-server" in captured(path.stem)["captured"]["server"], path.name


# -- readiness: what the server says it is ---------------------------------------------------------


async def test_the_probe_reads_what_llama_server_says_it_serves(replay) -> None:
    _, client = replay
    async with LLMGateway(spec(client), retry=FAST) as llm:
        server = (await llm.probe())["local"]
    assert server.ok and server.models == ("smollm2",) and server.owners == ("llamacpp",)


async def test_the_injection_suite_measures_llama_server_as_a_real_model(replay, settings) -> None:
    _, client = replay
    assert not await scripted_model(settings.model_copy(update={"llm_base_url": str(client.make_url("/v1"))}))


async def test_warm_up_gets_the_one_token_answer_a_cold_server_gave(replay) -> None:
    server, client = replay
    server.queue.append("warm_up_one_token")
    async with LLMGateway(spec(client, timeout_s=0.5), retry=FAST) as llm:
        warmed = await llm.warm_up(timeout_s=5.0)
    assert warmed == {"local": None} and server.requests[0]["max_tokens"] == 1
    assert answer_of("warm_up_one_token")["choices"][0]["finish_reason"] == "length"


# -- what we send, and what came back ---------------------------------------------------------------


async def test_tools_go_with_tool_choice_and_a_bound_and_the_prose_answer_is_text(replay) -> None:
    server, client = replay
    server.queue += ["tool_call_native", "plain_prose"]
    async with LLMGateway(spec(client, max_tokens=64), retry=FAST) as llm:
        turn = await llm.complete(ASK, [GET_ORDER])
    sent = server.requests[0]
    assert sent["tool_choice"] == "auto" and sent["max_tokens"] == 64
    # SmolLM2 answered in prose about an invented function until max_tokens cut it: asked again,
    # and the whole answer that came second is text, not a call. Both calls are billed.
    assert answer_of("tool_call_native")["choices"][0]["finish_reason"] == "length"
    assert len(server.requests) == 2 and not turn.tool_calls
    assert turn.text == answer_of("plain_prose")["choices"][0]["message"]["content"]
    assert turn.usage.prompt_tokens == (answer_of("tool_call_native")["usage"]["prompt_tokens"]
                                        + answer_of("plain_prose")["usage"]["prompt_tokens"])


async def test_an_assistant_turn_with_tool_calls_goes_as_empty_text(replay) -> None:
    server, client = replay
    # llama-server took null and "" alike (both captured: 200); llama-cpp-python's answers 500 to null.
    assert captured("answer_after_tool_null_content")["response"]["status"] == 200
    server.queue += ["plain_prose"]
    async with LLMGateway(spec(client), retry=FAST) as llm:
        await llm.complete(AFTER_TOOL, [GET_ORDER])
    assistant = next(m for m in server.requests[0]["messages"] if m["role"] == "assistant")
    assert assistant["content"] == "" and assistant["tool_calls"][0]["function"]["name"] == "get_order"


@pytest.mark.parametrize("name", ["answer_after_tool_empty_content", "answer_after_tool_null_content"])
def test_a_model_that_echoes_the_chat_template_is_invalid_output_never_text(name: str) -> None:
    # After a tool result SmolLM2 wrote "<tool_response>\n{...raw tool result...}": the template's
    # own markup. Shown, it would hand the customer a raw tool result.
    from supportbot.agent.gateway import InvalidOutput
    with pytest.raises(InvalidOutput, match="template"):
        parse_answer(answer_of(name), frozenset({"get_order"}))


async def test_an_echoed_template_is_asked_once_more_then_a_provider_error(replay) -> None:
    server, client = replay
    server.queue += ["answer_after_tool_empty_content", "answer_after_tool_empty_content"]
    async with LLMGateway(spec(client), retry=FAST) as llm:
        with pytest.raises(ProviderError, match="invalid output twice"):
            await llm.complete(AFTER_TOOL, [GET_ORDER])
    assert len(server.requests) == 2


def test_an_answer_cut_at_max_tokens_is_invalid_output_not_a_reply() -> None:
    # The agent's own prompt and tools: SmolLM2 repeated "The user asked:" until max_tokens.
    from supportbot.agent.gateway import InvalidOutput
    body = answer_of("agent_prompt")
    assert body["choices"][0]["finish_reason"] == "length"
    with pytest.raises(InvalidOutput, match="max_tokens"):
        parse_answer(body, frozenset({"get_order"}))


async def test_a_prompt_over_the_context_is_refused_at_once_not_retried(replay) -> None:
    server, client = replay
    server.queue += ["exceeds_context", "warm_up_one_token"]
    async with LLMGateway(spec(client), retry=FAST) as llm:
        with pytest.raises(ProviderError, match="exceeds the available context") as raised:
            await llm.complete(ASK)
    assert not raised.value.retryable and len(server.requests) == 1


def test_a_tool_call_the_model_wrote_as_text_is_a_call() -> None:
    # llama-server without --jinja has no tool calling: the block arrives in the text.
    text, calls = parse_answer(answer_of("plain_tool_call_in_text"), frozenset({"get_order"}))
    assert text is None and [(c.name, c.arguments) for c in calls] == [("get_order", {"order_id": "A-1042"})]


def test_without_jinja_llama_server_ignores_tools_silently() -> None:
    # Why the gateway cannot rely on `tools` alone: 200, and an answer that never saw them.
    record = captured("plain_tools_ignored")
    assert record["request"]["body"]["tools"] and record["response"]["status"] == 200
    assert "tool_calls" not in record["response"]["body"]["choices"][0]["message"]
