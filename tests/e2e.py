"""The production path in one test: sandbox and web app as real servers, workers as real
processes or in-process burst workers, talking over HTTP, Postgres and Redis."""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import aiohttp
from aiohttp.test_utils import TestServer
from arq.connections import RedisSettings, create_pool

from sandbox.app import build_app
from sandbox.local.config import sandbox_config
from sandbox.local.stack import Customer
from supportbot.app.bootstrap import open_worker_deps
from supportbot.app.settings import Settings
from supportbot.app.shop_seed import seed_shop
from supportbot.app.web import init_app
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.worker.polling import TurnWorker
from supportbot.worker.settings import worker_options


@dataclass
class Stack:
    settings: Settings
    sandbox_url: str
    web_url: str
    session: aiohttp.ClientSession

    @property
    def metrics_url(self) -> str:
        """The web process's metrics listener (not the public web port)."""
        return f"http://{self.settings.metrics_host}:{self.settings.metrics_port}"

    def customer(self, wa_id: str = "15551230001") -> Customer:
        return Customer(self.session, self.sandbox_url, wa_id)

    async def sandbox(self, method: str, path: str, body: dict | None = None):
        async with self.session.request(method, self.sandbox_url + path, json=body) as resp:
            return await resp.json()

    async def sent_to(self, wa_id: str = "15551230001") -> list[dict]:
        return [m for m in await self.sandbox("GET", "/_sandbox/whatsapp/sent") if m["to"] == wa_id]


@asynccontextmanager
async def running(settings: Settings, ports: dict[str, int]) -> AsyncIterator[Stack]:
    web_url = f"http://127.0.0.1:{ports['web']}"
    sandbox = TestServer(build_app(sandbox_config(settings, web_url)), port=ports["sandbox"])
    web = TestServer(init_app(settings), port=ports["web"])
    async with sandbox, web, aiohttp.ClientSession() as session:
        yield Stack(settings, f"http://127.0.0.1:{ports['sandbox']}", web_url, session)


@asynccontextmanager
async def running_on(settings: Settings, ports: dict[str, int], backend: str) -> AsyncIterator[Stack]:
    """`running`, with the demo shop seeded in the order system named (`builtin` or `shopify`)."""
    on_backend = settings.model_copy(update={"shop_backend": backend})
    async with running(on_backend, ports) as stack:
        await seed_shop(on_backend, demo_shop(on_backend.supportbot_clock))
        yield stack


async def run_burst_worker(settings: Settings) -> None:
    """Run queued jobs in this process until the queue is empty (arq's burst mode), with the
    production worker's way of taking and finishing jobs (supportbot/worker/polling.py)."""
    worker = TurnWorker(**worker_options(settings.redis_url, lambda: open_worker_deps(settings),
                                     sweep_every=settings.sweep_interval_seconds, burst=True))
    try:
        await worker.main()
    finally:
        await worker.close()


# How long a test waits for a spawned worker process to get going and act: it cold-starts in 3-5 s
# on a quiet machine and past 15 s on a loaded one (scikit-learn and scipy imports). Waiting
# longer only delays a failure; a passing test returns as soon as its check holds.
SPAWNED = 60.0


async def eventually(check, timeout: float = SPAWNED, every: float = 0.1):
    """Poll an async check until it returns something truthy; the last value on timeout."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = await check()
        if value or loop.time() > deadline:
            return value
        await asyncio.sleep(every)


# A safety net, not a wait: `logged` returns when the line appears and fails at once when the
# process exits first, so a loaded machine only makes it slower. Only a process that hangs alive
# meets this.
HUNG = 600.0


async def logged(proc: subprocess.Popen, text: str, *, after: int = 0, every: float = 0.05) -> int:
    """Wait until a spawned process (conftest.py's `spawn`) logs `text` past offset `after`;
    returns the offset just past it, for the next wait."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + HUNG
    log_path: Path = proc.log_path  # type: ignore[attr-defined]
    while True:
        found = (await asyncio.to_thread(log_path.read_text, encoding="utf-8", errors="replace")).find(text, after)
        if found >= 0:
            return found + len(text)
        if proc.poll() is not None:
            raise AssertionError(f"the process exited ({proc.returncode}) before logging {text!r}")
        if loop.time() > deadline:
            raise AssertionError(f"the process is alive but logged no {text!r} in {HUNG:.0f} s")
        await asyncio.sleep(every)


async def started(worker: subprocess.Popen) -> int:
    """Wait until a spawned worker finished its first sweep (arq's line for it): it is up, connected,
    and has asked its clock once what is due. A deadline for its work starts after this."""
    return await logged(worker, "← sweep ● ")


async def answered(db) -> bool:
    """Every stored message has had its turn and no conversation has a job queued or running."""
    return bool(await db.fetchval("SELECT count(*) = 0 FROM messages WHERE needs_turn AND handled_at IS NULL")
                and await db.fetchval("SELECT bool_and(job_state = 'idle') FROM conversations"))


async def queued_jobs(settings: Settings) -> int:
    """Jobs waiting on the (one) queue, due or deferred."""
    redis = await create_pool(RedisSettings.from_dsn(settings.redis_url))
    try:
        return await redis.zcard("arq:queue")
    finally:
        await redis.aclose()


async def answered_here(settings: Settings, db) -> bool:
    """Run the turn the web just queued in this process (a burst worker) and say whether everything is
    answered. For a turn before the one a test kills a worker in: a spawned worker would cost a cold
    start of seconds, and would have to be killed again so that only the doomed worker takes the next."""
    assert await eventually(lambda: queued_jobs(settings)), "the web queued the turn"
    await run_burst_worker(settings)
    return await answered(db)


async def script(stack: Stack, *responses: dict) -> None:
    """Queue what the scripted model answers, one per request."""
    await stack.sandbox("POST", "/_sandbox/llm/script", {"responses": list(responses)})


async def refunds(stack: Stack) -> list[dict]:
    """Every refund the payment provider accepted."""
    return await stack.sandbox("GET", "/_sandbox/payments/refunds")


def texts(sent: list[dict]) -> list[str]:
    """What the customer read in each sent message."""
    return [m["body"]["text"]["body"] if m["body"]["type"] == "text"
            else m["body"]["interactive"]["body"]["text"] for m in sent]
