"""What the in-flight and scale-out benches share: a private Redis, a bench database, the stand-ins,
N web and M worker processes, customers writing through signed webhooks, and the counters that say
what a turn costs (Postgres commits, Redis commands, CPU seconds per process).

Everything is loopback and the bench's own: a Redis server on a free port (so INFO commandstats
counts only our commands), a database `supportbot_bench_<pid>` dropped at the end.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import aiohttp
import asyncpg
from redis.asyncio import Redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.chaos_floor import real_clock_env  # noqa: E402
from sandbox.local.stack import free_port, wait_until_up  # noqa: E402
from supportbot.core.shop.demo_shop import demo_shop  # noqa: E402
from supportbot.store.migrate import migrate_database  # noqa: E402
from supportbot.store.pool import open_connection  # noqa: E402
from supportbot.store.shop import seed  # noqa: E402
from tests.meta import NUMBER_ID, body, change, message, signed  # noqa: E402

ADMIN_DSN = "postgresql://postgres@127.0.0.1:5432/postgres"
SECRET = "bench-app-secret"
MACHINE = f"{os.cpu_count()} cores, shared with other work: figures are ratios measured in one run"


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _start_redis(port: int) -> subprocess.Popen:
    return subprocess.Popen([shutil.which("redis-server") or "redis-server", "--port", str(port), "--save", "",
                             "--appendonly", "no", "--bind", "127.0.0.1"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=real_clock_env())  # off libfaketime under the moved-clock run, like Redis on 6379


@asynccontextmanager
async def private_redis() -> AsyncIterator[str]:
    """A Redis of the bench's own (no persistence): nobody else's commands in its counters."""
    port = free_port()
    proc = _start_redis(port)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        redis = Redis.from_url(url)
        for _ in range(100):
            try:
                await redis.ping()
                break
            except Exception:  # noqa: BLE001 - not up yet
                await asyncio.sleep(0.05)
        await redis.aclose()
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@asynccontextmanager
async def bench_database(tag: str) -> AsyncIterator[str]:
    name = f"supportbot_bench_{tag}_{os.getpid()}"
    dsn = ADMIN_DSN.rsplit("/", 1)[0] + "/" + name
    await migrate_database(dsn)
    async with open_connection(dsn) as conn:
        await seed(conn, demo_shop(datetime.now(UTC)))
    try:
        yield dsn
    finally:
        admin = await asyncpg.connect(ADMIN_DSN)
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


@dataclass
class Fleet:
    dsn: str
    redis_url: str
    sandbox_url: str
    web_urls: list[str]
    procs: dict[str, subprocess.Popen] = field(default_factory=dict)
    logs: Path = Path()
    env: dict[str, str] = field(default_factory=dict)

    def pids(self, kind: str) -> list[int]:
        return [p.pid for name, p in self.procs.items() if name.startswith(kind)]


def _spawn(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "supportbot.app.cli", *args], env=env, cwd=ROOT,
                            stdout=log.open("wb"), stderr=subprocess.STDOUT)


@asynccontextmanager
async def running_fleet(dsn: str, redis_url: str, *, webs: int = 1, workers: int = 1,
                        worker_env: dict[str, str] | None = None,
                        shared_env: dict[str, str] | None = None) -> AsyncIterator[Fleet]:
    """The sandbox, `webs` web processes and `workers` worker processes; stopped on exit.
    `shared_env`: settings every process must agree on (QUEUE_SHARDS)."""
    sandbox_port = free_port()
    sandbox_url = f"http://127.0.0.1:{sandbox_port}"
    env = os.environ | {
        "SUPPORTBOT_ENV": "sandbox", "DATABASE_URL": dsn, "REDIS_URL": redis_url, "BOT_MODE": "full",
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "WHATSAPP_APP_SECRET": SECRET, "WHATSAPP_PHONE_NUMBER_ID": NUMBER_ID,
        "WHATSAPP_API_BASE": sandbox_url, "SLACK_API_BASE": f"{sandbox_url}/api/", "LLM_BASE_URL": f"{sandbox_url}/v1",
        "PAYMENTS_API_BASE": f"{sandbox_url}/stripe", "SMTP_PORT": str(free_port()), "SMTP_SECURITY": "none",
        "METRICS_PORT": "", "NUDGE_AFTER_SECONDS": "0", "CSAT": "false",
    } | (shared_env or {})
    logs = Path(tempfile.mkdtemp(prefix="bench-fleet-"))
    fleet = Fleet(dsn, redis_url, sandbox_url, [f"http://127.0.0.1:{free_port()}" for _ in range(webs)], logs=logs)
    try:
        # The stand-in sends its delivery statuses to the first web process, as Meta would.
        fleet.procs["sandbox"] = _spawn(["sandbox", "--port", str(sandbox_port),
                                         "--webhook-url", f"{fleet.web_urls[0]}/webhooks/whatsapp"],
                                        env, logs / "sandbox.log")
        for i, url in enumerate(fleet.web_urls):
            fleet.procs[f"web{i}"] = _spawn(["web", "--port", url.rsplit(":", 1)[1]], env, logs / f"web{i}.log")
        fleet.env = env
        start_workers(fleet, workers, worker_env or {})
        await wait_until_up(f"{sandbox_url}/_sandbox/whatsapp/sent")
        for url in fleet.web_urls:
            await wait_until_up(f"{url}/healthz")
        yield fleet
    finally:
        for p in fleet.procs.values():
            p.send_signal(signal.SIGTERM)
        for p in fleet.procs.values():
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        shutil.rmtree(logs, ignore_errors=True)


async def workers_ready(fleet: Fleet, seconds: float = 120) -> None:
    """Every worker has started (arq logs it): a slow import must not count against the first figures."""
    deadline = time.monotonic() + seconds
    names = [n for n in fleet.procs if n.startswith("worker")]
    while time.monotonic() < deadline:
        started = [n for n in names if b"Starting worker" in (fleet.logs / f"{n}.log").read_bytes()]
        if len(started) == len(names):
            return
        dead = [n for n in names if fleet.procs[n].poll() is not None]
        if dead:
            raise RuntimeError(f"{dead} exited: see {fleet.logs}")
        await asyncio.sleep(0.2)
    raise TimeoutError(f"workers not started after {seconds:.0f}s")


def start_workers(fleet: Fleet, count: int, env: dict[str, str]) -> None:
    first = len(fleet.pids("worker"))
    for i in range(first, first + count):
        name = f"worker{i}"
        fleet.procs[name] = _spawn(["worker"], fleet.env | env, fleet.logs / f"{name}.log")


def stop_workers(fleet: Fleet) -> None:
    names = [n for n in fleet.procs if n.startswith("worker")]
    for n in names:
        fleet.procs[n].send_signal(signal.SIGTERM)
    for n in names:
        p = fleet.procs.pop(n)
        try:
            p.wait(timeout=15)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def inbound(sender: str, text: str, wamid: str) -> tuple[bytes, dict[str, str]]:
    doc = body(change([message(sender=sender, text=text, id=wamid, ts=int(time.time()))],
                      contacts=[{"profile": {"name": "Bench"}, "wa_id": sender}]))
    return signed(doc, SECRET)


async def say_all(urls: list[str], bodies: list[tuple[bytes, dict[str, str]]], concurrency: int = 64) -> int:
    """POST every signed body, spread over the web processes; how many were accepted (200)."""
    ok = 0
    queue = list(enumerate(bodies))
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=concurrency)) as session:
        async def lane() -> None:
            nonlocal ok
            while queue:
                i, (raw, headers) = queue.pop()
                url = urls[i % len(urls)] + "/webhooks/whatsapp"
                async with session.post(url, data=raw, headers=headers | {"Content-Type": "application/json"}) as r:
                    ok += r.status == 200
                    await r.read()

        await asyncio.gather(*(lane() for _ in range(concurrency)))
    return ok


async def script_model(fleet: Fleet, answers: int, latency_ms: int) -> None:
    async with aiohttp.ClientSession() as session:
        await session.post(f"{fleet.sandbox_url}/_sandbox/llm/faults", json={"latency_ms": latency_ms})
        chunk = [{"role": "assistant", "content": "Thanks, noted."}] * 500
        for start in range(0, answers, 500):
            await session.post(f"{fleet.sandbox_url}/_sandbox/llm/script",
                               json={"responses": chunk[:min(500, answers - start)]})


async def model_load(fleet: Fleet, session: aiohttp.ClientSession) -> dict[str, int]:
    async with session.get(f"{fleet.sandbox_url}/_sandbox/llm/load") as r:
        return await r.json()


@dataclass
class Counters:
    """Postgres commits on the bench database, Redis commands, and each process's CPU seconds."""

    commits: int
    redis_calls: int
    cpu: dict[str, float]
    at: float

    def minus(self, before: Counters) -> Counters:
        return Counters(self.commits - before.commits, self.redis_calls - before.redis_calls,
                        {k: v - before.cpu.get(k, 0.0) for k, v in self.cpu.items()}, self.at - before.at)


async def counters(fleet: Fleet, conn: asyncpg.Connection, redis: Redis) -> Counters:
    await asyncio.sleep(0.7)  # Postgres publishes a backend's counts at most once a second or so
    await conn.execute("SELECT pg_stat_clear_snapshot()")
    commits = await conn.fetchval("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")
    stats = await redis.info("commandstats")
    calls = sum(int(v["calls"]) for k, v in stats.items() if k not in ("cmdstat_info",))
    cpu = {name: cpu_seconds(p.pid) for name, p in fleet.procs.items() if p.poll() is None}
    cpu["postgres"] = await _postgres_cpu(conn)
    return Counters(int(commits), calls, cpu, time.monotonic())


async def _postgres_cpu(conn: asyncpg.Connection) -> float:
    """CPU of the backends on the bench database and of Postgres's own background processes."""
    pids = [r["pid"] for r in await conn.fetch(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() OR backend_type <> 'client backend'")]
    total = 0.0
    for pid in pids:
        try:
            total += cpu_seconds(pid)
        except OSError:
            pass
    return total


@asynccontextmanager
async def watching(fleet: Fleet) -> AsyncIterator[tuple[asyncpg.Connection, Redis, aiohttp.ClientSession]]:
    async with AsyncExitStack() as stack:
        conn = await stack.enter_async_context(open_connection(fleet.dsn))
        redis = Redis.from_url(fleet.redis_url)
        stack.push_async_callback(redis.aclose)
        session = await stack.enter_async_context(aiohttp.ClientSession())
        yield conn, redis, session
