"""Fixtures: the sandbox on a real port, and a tiny receiver standing in for our web app."""

import asyncio
import hashlib
import hmac
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from slack_sdk.signature import SignatureVerifier

from sandbox.app import SandboxConfig, build_app

APP_SECRET = "test-app-secret"
SLACK_SECRET = "test-slack-secret"


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    """Checks signatures the way our web app must, and keeps what it accepted or refused."""

    url: str = ""
    requests: list[Received] = field(default_factory=list)
    reply_status: int = 200
    arrived: asyncio.Event = field(default_factory=asyncio.Event)

    def on(self, path: str) -> list[Received]:
        return [r for r in self.requests if r.path == path]

    def record(self, request: web.Request, raw: bytes) -> None:
        self.requests.append(Received(request.path, dict(request.headers), raw))
        self.arrived.set()

    async def wait_for(self, path: str, count: int) -> None:
        """Wait until `count` requests reached `path` (background webhooks), at most 2 s."""
        async with asyncio.timeout(2):
            while len(self.on(path)) < count:
                self.arrived.clear()
                await self.arrived.wait()


def meta_signature_ok(secret: str, raw: bytes, header: str) -> bool:
    expected = "sha256=" + hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


def receiver_app(receiver: Receiver) -> web.Application:
    slack_verifier = SignatureVerifier(SLACK_SECRET)

    async def whatsapp(request: web.Request) -> web.Response:
        raw = await request.read()
        receiver.record(request, raw)
        if not meta_signature_ok(APP_SECRET, raw, request.headers.get("X-Hub-Signature-256", "")):
            return web.Response(status=401, text="bad signature")
        return web.Response(status=receiver.reply_status, text="EVENT_RECEIVED")

    async def slack_events(request: web.Request) -> web.Response:
        raw = await request.read()
        receiver.record(request, raw)
        # slack_sdk's verifier also refuses timestamps older than five minutes.
        if not slack_verifier.is_valid_request(raw, dict(request.headers)):
            return web.Response(status=401, text="invalid request")
        return web.Response(status=receiver.reply_status, text="")

    app = web.Application()
    app.router.add_post("/webhooks/whatsapp", whatsapp)
    app.router.add_post("/slack/events", slack_events)
    return app


@pytest.fixture
async def receiver() -> AsyncIterator[Receiver]:
    state = Receiver()
    async with TestServer(receiver_app(state)) as server:
        state.url = str(server.make_url("")).rstrip("/")
        yield state


@pytest.fixture
def sandbox_config(receiver: Receiver) -> SandboxConfig:
    return SandboxConfig(
        webhook_url=f"{receiver.url}/webhooks/whatsapp",
        app_secret=APP_SECRET,
        slack_events_url=f"{receiver.url}/slack/events",
        slack_signing_secret=SLACK_SECRET,
    )


@pytest.fixture
async def sandbox(sandbox_config: SandboxConfig) -> AsyncIterator[TestClient]:
    async with TestClient(TestServer(build_app(sandbox_config))) as client:
        yield client
