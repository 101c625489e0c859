"""A shop's own model server, for the model lane's tests: a small OpenAI-compatible server.

It speaks POST /v1/chat/completions (tools, tool calls, usage) and GET /v1/models on a real port
in a thread of its own, since `supportbot eval` runs its own event loop. The agent's turns are
answered by the sandbox's rule player (sandbox/rule_model.py), so its figures are a test double's;
the judge's rubric (evals/judge.py) gets a fixed verdict, and the LLM customer (evals/llm_simulator.py)
asks where A-1043 is, then stops. It counts what it was asked.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from evals.judge import SYSTEM as JUDGE_SYSTEM
from evals.llm_simulator import STOP_TOKEN
from sandbox import rule_model
from tests.conftest import free_port

VERDICT = '{"tone": "good", "accuracy": "good"}'
CUSTOMER = "You are role-playing a CUSTOMER"  # evals/llm_simulator.py's prompt
ASKS = "Where is my order A-1043?"


@dataclass
class Asked:
    models: list[str] = field(default_factory=list)
    judged: int = 0
    customer: int = 0


def _tokens(value: Any) -> int:
    return max(1, len(json.dumps(value, ensure_ascii=False)) // 4)


def _app(asked: Asked, name: str) -> web.Application:
    async def complete(request: web.Request) -> web.Response:
        if not request.headers.get("Authorization", "").startswith("Bearer "):
            return web.json_response({"error": {"message": "no key", "type": "invalid_request_error"}}, status=401)
        body = await request.json()
        asked.models.append(body["model"])
        first = body["messages"][0].get("content") or ""
        if first == JUDGE_SYSTEM:
            asked.judged += 1
            message: dict[str, Any] = {"role": "assistant", "content": VERDICT}
        elif first.startswith(CUSTOMER):  # playing the customer: one question, then done
            asked.customer += 1
            spoke = any(m["role"] == "assistant" for m in body["messages"])
            message = {"role": "assistant", "content": STOP_TOKEN if spoke else ASKS}
        else:
            message = {"content": None, **rule_model.answer(body["messages"]), "role": "assistant"}
            # Ids as a provider gives them: unique within the conversation.
            calls = [{"id": f"call_{len(body['messages'])}_{n}", "type": "function", "function": c["function"]}
                     for n, c in enumerate(message.pop("tool_calls", None) or [])]
            message |= {"tool_calls": calls} if calls else {}
        prompt, completion = _tokens(body["messages"]), _tokens(message)
        return web.json_response({
            "id": f"chatcmpl-{len(asked.models)}", "object": "chat.completion", "created": 0, "model": body["model"],
            "choices": [{"index": 0, "message": message, "logprobs": None,
                         "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}})

    async def models(request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": name, "object": "model", "owned_by": "shop"}]})

    app = web.Application()
    app.router.add_post("/v1/chat/completions", complete)
    app.router.add_get("/v1/models", models)
    return app


@contextmanager
def model_server(name: str = "shop-model") -> Iterator[tuple[str, Asked]]:
    """The server's base URL (ending in /v1) and what it was asked, while the block runs."""
    asked, port = Asked(), free_port()
    loop = asyncio.new_event_loop()
    runner = web.AppRunner(_app(asked, name))
    started = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(runner.setup())
        loop.run_until_complete(web.TCPSite(runner, "127.0.0.1", port).start())
        started.set()
        loop.run_forever()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    started.wait(10)
    try:
        yield f"http://127.0.0.1:{port}/v1", asked
    finally:
        asyncio.run_coroutine_threadsafe(runner.cleanup(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def main() -> None:
    """`python -m tests.evals.model_server --port P`: the server on its own, for `make recordings`."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--model", default="shop-model")
    args = parser.parse_args()
    web.run_app(_app(Asked(), args.model), host="127.0.0.1", port=args.port, print=None)


if __name__ == "__main__":
    main()
