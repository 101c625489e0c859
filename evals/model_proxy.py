"""The model endpoint a recorded or replayed trial talks to: an OpenAI-compatible server on a free port.

Recording, it forwards each chat-completions request to the real endpoint unchanged and keeps the
request and the answer, masked (evals/recording.py). Replaying, there is no endpoint: it masks the
live request, compares it with the recorded one at the same place, and answers the recorded answer
with this run's values put back. The first request that differs, or a call the recording does not
have, is a divergence: it is kept (where, and the first differing field) and answered 500 with
`x-should-retry: false`, so the bot's gateway gives up at once and the trial ends as it would
without a model; the run reports the divergence and fails.

The bot's gateway and worker run unchanged: only `LLM_BASE_URL` points here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import aiohttp
from aiohttp import web
from aiohttp.test_utils import TestServer

from evals.recording import Pseudonyms, Where, first_difference, read_calls, write_calls
from evals.scenario import Scenario

Mode = Literal["record", "replay"]


@dataclass(frozen=True)
class Recording:
    """A run's `--record DIR` or `--replay DIR`."""

    mode: Mode
    directory: Path


@dataclass
class ModelProxy:
    """One trial's model endpoint; `turn` is set by the trial before each customer message."""

    recording: Recording
    scenario: Scenario
    trial: int
    upstream: str  # the endpoint recorded against (unused when replaying)
    ids: range | None  # the trial's row ids, written relative to its start
    part: str = ""  # "customer": the LLM customer's calls, kept apart from the bot's
    turn: int = 0
    divergence: str | None = None
    calls: list[dict[str, Any]] = field(default_factory=list)  # recorded so far, or to replay
    served: int = 0
    _server: TestServer | None = None
    _session: aiohttp.ClientSession | None = None

    def __post_init__(self) -> None:
        self.pseudonyms = Pseudonyms.for_scenario(self.scenario, self.ids)
        if self.recording.mode == "replay":
            calls = read_calls(self.recording.directory, self.scenario.id, self.trial, self.part)
            if calls is None:
                self.divergence = (f"scenario {self.scenario.id}, trial {self.trial}: not in the recording "
                                   f"{self.recording.directory}")
            self.calls = calls or []

    @property
    def base_url(self) -> str:
        assert self._server is not None, "start the proxy first"
        return f"http://127.0.0.1:{self._server.port}/v1"

    async def __aenter__(self) -> ModelProxy:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._complete)
        app.router.add_get("/v1/models", self._models)
        self._server = TestServer(app)  # port 0: bound and listening in one step, so no one takes it between
        await self._server.start_server()
        if self.recording.mode == "record":
            self._session = aiohttp.ClientSession()
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._session is not None:
            await self._session.close()
        if self._server is not None:
            await self._server.close()

    def finish(self) -> str | None:
        """After the trial: write what was recorded, or say whether the replay used every call."""
        if self.recording.mode == "record":
            write_calls(self.recording.directory, self.scenario.id, self.trial, self.calls, self.part)
        elif self.divergence is None and self.served < len(self.calls):
            recorded = self.calls[self.served]
            self.divergence = (f"{Where(self.scenario.id, self.trial, recorded['turn'], self.served, self.part)}: "
                               f"recorded, "
                               f"never made now (the run ended {len(self.calls) - self.served} calls early)")
        return self.divergence

    async def _models(self, request: web.Request) -> web.Response:
        # The worker's readiness probe: not a model call, so neither recorded nor compared.
        if self._session is not None:
            async with self._session.get(f"{self.upstream}/models", headers=_auth(request)) as resp:
                return web.Response(status=resp.status, body=await resp.read(), content_type="application/json")
        models = sorted({c["request"].get("model", "") for c in self.calls}) or ["replayed"]
        return web.json_response({"object": "list", "data": [{"id": m, "object": "model", "owned_by": "recording"}
                                                              for m in models]})

    async def _complete(self, request: web.Request) -> web.Response:
        body = json.loads(await request.read())
        where = Where(self.scenario.id, self.trial, self.turn, self.served, self.part)
        self.served += 1
        if self._session is not None:
            return await self._forward(request, body)
        return self._replay(where, body)

    async def _forward(self, request: web.Request, body: dict[str, Any]) -> web.Response:
        async with self._session.post(f"{self.upstream}/chat/completions", json=body,  # type: ignore[union-attr]
                                      headers=_auth(request)) as resp:
            raw = await resp.read()
            status, retry = resp.status, resp.headers.get("x-should-retry")
        try:
            answer: Any = json.loads(raw)
        except ValueError:
            answer = raw.decode("utf-8", "replace")
        self.calls.append({"turn": self.turn, "call": len(self.calls), "request": self.pseudonyms.mask(body),
                           "status": status, "response": self.pseudonyms.mask(answer),
                           **({"should_retry": retry} if retry else {})})
        return _answer(status, answer, retry)

    def _replay(self, where: Where, body: dict[str, Any]) -> web.Response:
        live = self.pseudonyms.mask(body)
        if self.divergence is None:
            if where.call >= len(self.calls):
                self.divergence = f"{where}: a call the recording does not have ({len(self.calls)} recorded)"
            else:
                recorded = self.calls[where.call]
                if recorded["turn"] != where.turn:
                    self.divergence = f"{where}: recorded in turn {recorded['turn']}"
                elif (found := first_difference(recorded["request"], live)) is not None:
                    self.divergence = f"{where}: the request differs at {found}"
        if self.divergence is not None:
            return _answer(500, {"error": {"message": f"replay diverged: {self.divergence}", "type": "server_error",
                                           "param": None, "code": "replay_diverged"}}, "false")
        recorded = self.calls[where.call]
        return _answer(recorded["status"], self.pseudonyms.unmask(recorded["response"]), recorded.get("should_retry"))


def _auth(request: web.Request) -> dict[str, str]:
    return {"Authorization": request.headers.get("Authorization", "")}


def _answer(status: int, answer: Any, should_retry: str | None) -> web.Response:
    headers = {"x-should-retry": should_retry} if should_retry else None
    if isinstance(answer, str):
        return web.Response(status=status, text=answer, headers=headers)
    return web.json_response(answer, status=status, headers=headers)
