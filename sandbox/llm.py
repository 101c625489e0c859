"""Sandbox OpenAI-compatible models: /v1/chat/completions answers from a queue of planned turns (the
scripted model); /rules/v1/chat/completions plays the agent by plain rules (sandbox/rule_model.py)."""

import asyncio
import copy
import itertools
import json
import random
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox import rule_model
from sandbox.config import SandboxConfig
from sandbox.control import read_model
from sandbox.llm_templates import fill_arguments, fill_text, latest_tool_results

OWNER = "supportbot-sandbox"
"""`owned_by` of the models `GET /v1/models` lists: how a client tells this scripted model from a
real server at the same kind of address."""


class ScriptRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    responses: list[dict[str, Any]]


class ModelFaults(BaseModel):
    """Per-request probabilities (seeded) of provider errors, and added latency."""

    model_config = ConfigDict(extra="forbid")
    latency_ms: int = Field(0, ge=0)
    error_500: float = Field(0.0, ge=0, le=1)
    error_429: float = Field(0.0, ge=0, le=1)


@dataclass
class ModelState:
    seed: int
    script: deque[dict[str, Any]] = field(default_factory=deque)
    calls: list[dict[str, Any]] = field(default_factory=list)
    faults: ModelFaults = field(default_factory=ModelFaults)
    rng: random.Random = field(init=False)
    in_flight: int = 0  # requests being answered now (benches read the peak: bench/inflight.py)
    peak_in_flight: int = 0
    # Never reset: completion and tool-call ids stay unique across resets.
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def reset(self) -> None:
        self.script.clear()
        self.calls.clear()
        self.faults = ModelFaults()
        self.peak_in_flight = self.in_flight
        self.rng = random.Random(self.seed)


llm_state_key = web.AppKey("sandbox_llm", ModelState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register /v1/chat/completions and /_sandbox/llm routes and their state on `app`."""
    app[llm_state_key] = ModelState(seed=config.seed)
    app.router.add_post("/v1/chat/completions", complete_chat)
    app.router.add_get("/v1/models", list_models)
    app.router.add_post("/rules/v1/chat/completions", complete_by_rules)
    app.router.add_get("/rules/v1/models", list_rule_models)
    app.router.add_post("/_sandbox/llm/script", add_script)
    app.router.add_get("/_sandbox/llm/calls", list_calls)
    app.router.add_post("/_sandbox/llm/faults", set_faults)
    app.router.add_get("/_sandbox/llm/load", show_load)


async def list_models(request: web.Request) -> web.Response:
    """OpenAI's model list; the scripted model answers to any name, so it lists the defaults."""
    models = [{"id": name, "object": "model", "created": 0, "owned_by": OWNER}
              for name in ("scripted-large", "scripted-small")]
    return web.json_response({"object": "list", "data": models})


async def list_rule_models(request: web.Request) -> web.Response:
    return web.json_response({"object": "list", "data": [
        {"id": rule_model.NAME, "object": "model", "created": 0, "owned_by": OWNER}]})


def openai_error(
    status: int, message: str, kind: str, code: str | None, headers: dict[str, str] | None = None
) -> web.Response:
    """An error body as the OpenAI API returns it."""
    body = {"error": {"message": message, "type": kind, "param": None, "code": code}}
    return web.json_response(body, status=status, headers=headers)


def _tokens(text: str) -> int:
    return len(text) // 4


def _request_text(messages: list[Any]) -> str:
    parts: list[str] = []
    for message in messages:
        if not isinstance(message, dict):
            continue
        content = message.get("content")
        if isinstance(content, str):
            parts.append(content)
        elif isinstance(content, list):
            parts.extend(p.get("text", "") for p in content if isinstance(p, dict))
        for call in message.get("tool_calls") or []:
            parts.append(str((call.get("function") or {}).get("arguments", "")))
    return "".join(parts)


def render_turn(state: ModelState, scripted: dict[str, Any], messages: list[Any]) -> dict[str, Any]:
    """The assistant message for this request: placeholders filled, tool-call ids assigned."""
    results = latest_tool_results(messages)
    message: dict[str, Any] = {**copy.deepcopy(scripted), "role": "assistant"}
    if isinstance(message.get("content"), str):
        message["content"] = fill_text(message["content"], results)
    message.setdefault("content", None)
    message.setdefault("refusal", None)
    calls = []
    for call in message.get("tool_calls") or []:
        function = dict(call.get("function") or {})
        function["arguments"] = fill_arguments(function.get("arguments", "{}"), results)
        calls.append(
            {
                "id": call.get("id") or f"call_{next(state.ids)}",
                "type": call.get("type", "function"),
                "function": function,
            }
        )
    if calls:
        message["tool_calls"] = calls
    else:
        message.pop("tool_calls", None)
    return message


async def complete_chat(request: web.Request) -> web.Response:
    """POST /v1/chat/completions in OpenAI's chat.completion format, from the script's queue."""
    return await _complete(request, scripted=True)


async def complete_by_rules(request: web.Request) -> web.Response:
    """POST /rules/v1/chat/completions: the rule-playing model (sandbox/rule_model.py) answers."""
    return await _complete(request, scripted=False)


async def _complete(request: web.Request, *, scripted: bool) -> web.Response:
    state = request.app[llm_state_key]
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        return openai_error(401, "You didn't provide an API key.", "invalid_request_error", None)
    try:
        body = json.loads(await request.read())
    except json.JSONDecodeError:
        return openai_error(
            400, "We could not parse the JSON body of your request.", "invalid_request_error", None
        )
    if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
        return openai_error(400, "'messages' is a required property", "invalid_request_error", None)
    state.calls.append(body)
    if body.get("stream"):
        return openai_error(
            400, "sandbox: streaming is not supported", "invalid_request_error", None
        )
    faults = state.faults
    if faults.latency_ms:
        state.in_flight += 1
        state.peak_in_flight = max(state.peak_in_flight, state.in_flight)
        try:
            await asyncio.sleep(faults.latency_ms / 1000)
        finally:
            state.in_flight -= 1
    draw = state.rng.random()
    if draw < faults.error_429:
        return openai_error(
            429,
            "Rate limit reached for requests",
            "requests",
            "rate_limit_exceeded",
            headers={"Retry-After": "0"},
        )
    if draw < faults.error_429 + faults.error_500:
        return openai_error(
            500, "The server had an error while processing your request.", "server_error", None
        )
    if not scripted:
        return _completion(state, body, render_turn(state, rule_model.answer(body["messages"]), []))
    if not state.script:
        # A missing planned turn is the test's bug: tell the client not to retry it.
        return openai_error(
            500,
            "sandbox: script exhausted (no scripted response left)",
            "server_error",
            "script_exhausted",
            headers={"x-should-retry": "false"},
        )
    return _completion(state, body, render_turn(state, state.script.popleft(), body["messages"]))


def _completion(state: ModelState, body: dict[str, Any], message: dict[str, Any]) -> web.Response:
    completion_text = (message.get("content") or "") + "".join(
        c["function"]["arguments"] for c in message.get("tool_calls", [])
    )
    prompt_tokens = _tokens(_request_text(body["messages"]))
    completion_tokens = _tokens(completion_text)
    return web.json_response(
        {
            "id": f"chatcmpl-sandbox{next(state.ids)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "sandbox-model"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
            "system_fingerprint": None,
        }
    )


async def add_script(request: web.Request) -> web.Response:
    """Append planned answers; each chat completion request takes the next one."""
    state = request.app[llm_state_key]
    state.script.extend((await read_model(request, ScriptRequest)).responses)
    return web.json_response({"queued": len(state.script)})


async def list_calls(request: web.Request) -> web.Response:
    return web.json_response(request.app[llm_state_key].calls)


async def set_faults(request: web.Request) -> web.Response:
    state = request.app[llm_state_key]
    state.faults = await read_model(request, ModelFaults)
    return web.json_response(state.faults.model_dump())


async def show_load(request: web.Request) -> web.Response:
    """Requests waiting out their latency now, the most at once since the last reset, and all calls."""
    state = request.app[llm_state_key]
    return web.json_response({"in_flight": state.in_flight, "peak_in_flight": state.peak_in_flight,
                              "calls": len(state.calls)})
