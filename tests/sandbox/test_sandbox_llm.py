"""The scripted model through raw HTTP and through the real openai client."""

import json
from typing import Any

import openai
import pytest
from aiohttp.test_utils import TestClient
from openai import AsyncOpenAI

AUTH = {"Authorization": "Bearer sk-test"}


def model_client(sandbox: TestClient) -> AsyncOpenAI:
    return AsyncOpenAI(base_url=str(sandbox.make_url("/v1")), api_key="x", max_retries=0)


async def script(sandbox: TestClient, *responses: dict[str, Any]) -> None:
    response = await sandbox.post("/_sandbox/llm/script", json={"responses": list(responses)})
    assert response.status == 200


async def test_openai_client_reads_tool_calls_then_text(sandbox: TestClient) -> None:
    await script(
        sandbox,
        {
            "content": None,
            "tool_calls": [
                {
                    "type": "function",
                    "function": {"name": "get_order", "arguments": '{"order_id": "A-1043"}'},
                }
            ],
        },
        {"content": "Your order is {{tool:get_order.status}}."},
    )
    client = model_client(sandbox)
    messages: list[Any] = [{"role": "user", "content": "Where is my order?"}]
    first = await client.chat.completions.create(model="small", messages=messages)
    choice = first.choices[0]
    assert choice.finish_reason == "tool_calls"
    [tool_call] = choice.message.tool_calls or []
    assert tool_call.id.startswith("call_") and tool_call.function.name == "get_order"
    assert json.loads(tool_call.function.arguments) == {"order_id": "A-1043"}
    assert first.object == "chat.completion" and first.model == "small"
    assert first.usage is not None and first.usage.prompt_tokens == len("Where is my order?") // 4
    messages += [
        choice.message.model_dump(exclude_none=True),
        {
            "role": "tool",
            "tool_call_id": tool_call.id,
            "content": json.dumps({"status": "out_for_delivery"}),
        },
    ]
    second = await client.chat.completions.create(model="small", messages=messages)
    assert second.choices[0].finish_reason == "stop"
    assert second.choices[0].message.content == "Your order is out_for_delivery."
    calls = await (await sandbox.get("/_sandbox/llm/calls")).json()
    assert [len(c["messages"]) for c in calls] == [1, 3]


async def test_script_exhausted_is_a_500_the_client_does_not_retry(sandbox: TestClient) -> None:
    client = AsyncOpenAI(base_url=str(sandbox.make_url("/v1")), api_key="x", max_retries=2)
    with pytest.raises(openai.InternalServerError) as raised:
        await client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "hi"}]
        )
    assert "script exhausted" in str(raised.value)
    assert len(await (await sandbox.get("/_sandbox/llm/calls")).json()) == 1


async def test_scripted_ids_are_kept_and_missing_ones_generated(sandbox: TestClient) -> None:
    await script(
        sandbox,
        {
            "tool_calls": [
                {"id": "call_mine", "function": {"name": "a", "arguments": "{}"}},
                {"function": {"name": "b", "arguments": "{}"}},
                {"function": {"name": "c", "arguments": "{}"}},
            ]
        },
    )
    answer = await (
        await sandbox.post(
            "/v1/chat/completions",
            headers=AUTH,
            json={"model": "m", "messages": [{"role": "user", "content": "x"}]},
        )
    ).json()
    ids = [c["id"] for c in answer["choices"][0]["message"]["tool_calls"]]
    assert ids[0] == "call_mine" and len(set(ids)) == 3
    assert answer["choices"][0]["message"]["role"] == "assistant"


async def test_needs_a_bearer_key(sandbox: TestClient) -> None:
    response = await sandbox.post("/v1/chat/completions", json={"model": "m", "messages": []})
    assert response.status == 401
    assert (await response.json())["error"]["type"] == "invalid_request_error"


async def test_faults_429_then_500_keep_the_script(sandbox: TestClient) -> None:
    await script(sandbox, {"content": "done"})
    request = {"model": "m", "messages": [{"role": "user", "content": "x"}]}
    await sandbox.post("/_sandbox/llm/faults", json={"error_429": 1.0})
    limited = await sandbox.post("/v1/chat/completions", headers=AUTH, json=request)
    assert limited.status == 429 and limited.headers["Retry-After"] == "0"
    assert (await limited.json())["error"]["code"] == "rate_limit_exceeded"
    await sandbox.post("/_sandbox/llm/faults", json={"error_500": 1.0})
    assert (await sandbox.post("/v1/chat/completions", headers=AUTH, json=request)).status == 500
    await sandbox.post("/_sandbox/llm/faults", json={})
    ok = await (await sandbox.post("/v1/chat/completions", headers=AUTH, json=request)).json()
    assert ok["choices"][0]["message"]["content"] == "done"


async def test_the_model_list_says_it_is_the_sandbox(sandbox: TestClient) -> None:
    from sandbox.llm import OWNER

    page = await model_client(sandbox).models.list()
    assert {m.owned_by for m in page.data} == {OWNER} and "scripted-large" in {m.id for m in page.data}
