"""A local HTTP server that answers with responses captured from a real model server
(tests/agent/fixtures/llamacpp/, written by scripts/capture_model_fixtures.py).

respx and aioresponses do not patch this project's HTTP stack, so the gateway talks to a real
aiohttp server on a free port, and each answer is the recorded status, headers and body."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

CAPTURED = Path(__file__).parent / "fixtures" / "llamacpp"


def captured(name: str) -> dict[str, Any]:
    return json.loads((CAPTURED / f"{name}.json").read_text(encoding="utf-8"))


def answer_of(name: str) -> Any:
    """The decoded body the server answered in capture `name`."""
    return captured(name)["response"]["body"]


@dataclass
class Replay:
    """Answers each chat completion with the next capture in `queue`; `/models` with `models`.
    `when` maps a test on the request to a capture that answers instead (e.g. a refusal the real
    server gave to that kind of request). Records every request body."""

    queue: list[str] = field(default_factory=list)
    models: str | None = "models"
    when: list[tuple[Callable[[dict[str, Any]], bool], str]] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._complete)
        app.router.add_get("/v1/models", self._models)
        return app

    @staticmethod
    def _respond(name: str) -> web.Response:
        response = captured(name)["response"]
        body = response["body"]
        text = body if isinstance(body, str) else json.dumps(body)
        headers = {k: v for k, v in response["headers"].items() if k.lower() != "content-type"}
        return web.Response(status=response["status"], text=text, headers=headers,
                            content_type="application/json" if not isinstance(body, str) else "text/plain")

    async def _models(self, request: web.Request) -> web.Response:
        if self.models is None:
            raise web.HTTPNotFound()
        return self._respond(self.models)

    async def _complete(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(body)
        for test, name in self.when:
            if test(body):
                return self._respond(name)
        if not self.queue:
            return web.json_response({"error": {"message": "nothing left to replay"}}, status=500,
                                     headers={"x-should-retry": "false"})
        return self._respond(self.queue.pop(0))
