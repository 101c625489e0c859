"""Real Postgres and Redis for every test; external APIs only as the sandbox stand-ins.

A session-scoped database with a unique name is created, migrated and dropped. Redis uses
database 15, flushed before each test that asks for it (under pytest-xdist, worker N the database
N below: tests/parallel.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from urllib.parse import urlparse

import asyncpg
import pytest
from redis.asyncio import Redis

from evals.wipe import delete_every_row
from sandbox.local.stack import free_port
from supportbot.app.settings import Settings
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.store.migrate import migrate_database
from supportbot.store.pool import open_connection, open_pool
from supportbot.store.shop import seed
from tests.clock import TEST_CLOCK_TEXT
from tests.e2e import running
from tests.parallel import port_block, suite_redis_url

ROOT = Path(__file__).resolve().parents[1]
PG_ADMIN = os.environ.get("TEST_DATABASE_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS_URL = suite_redis_url()
if (_ports := port_block(os.environ.get("PYTEST_XDIST_WORKER"))) is not None:
    os.environ["SUPPORTBOT_PORT_BLOCK"] = _ports  # free_port's, in this worker and the processes it starts
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


def assert_local(settings: Settings) -> None:
    """Tripwire: no test may talk to a real Meta, Slack, LLM, payment or email API."""
    for name in ("whatsapp_api_base", "slack_api_base", "llm_base_url", "payments_api_base",
                 "warehouse_api_base", "shop_api_base", "carrier_api_base",
                 "database_url", "redis_url"):
        host = urlparse(getattr(settings, name)).hostname
        if host not in LOCAL_HOSTS:
            pytest.exit(f"refusing to run tests: {name} points at {host}, not a local stand-in")
    if urlparse(settings.shopify_api_base()).hostname not in LOCAL_HOSTS:
        pytest.exit("refusing to run tests: SHOPIFY_SHOP_DOMAIN is not the local stand-in")


@pytest.fixture(scope="session")
async def database_url() -> AsyncIterator[str]:
    name = f"supportbot_test_{os.getpid()}"
    dsn = PG_ADMIN.rsplit("/", 1)[0] + "/" + name
    admin = await asyncpg.connect(PG_ADMIN)
    await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    await admin.close()
    await migrate_database(dsn)
    yield dsn
    admin = await asyncpg.connect(PG_ADMIN)
    await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    await admin.close()


@pytest.fixture(scope="session")
async def pool(database_url: str) -> AsyncIterator[asyncpg.Pool]:
    async with open_pool(database_url, min_size=1, max_size=5) as pool:
        yield pool


# Every sequence back to its start, as TRUNCATE ... RESTART IDENTITY left them: tests name rows by id.
RESTART_IDS = "SELECT setval(format('%I.%I', schemaname, sequencename), start_value, false) FROM pg_sequences " \
              "WHERE schemaname = 'public'"


async def empty_database(conn: asyncpg.Connection) -> None:
    """The test database as migrated: no rows but schema_migrations, ids from 1 (evals/wipe.py says
    why DELETE). The commit need not wait for the disk: a crash loses the database anyway."""
    async with conn.transaction():
        await conn.execute("SET LOCAL synchronous_commit = off")
        await delete_every_row(conn)
        await conn.execute(RESTART_IDS)


@pytest.fixture
async def db(pool: asyncpg.Pool) -> asyncpg.Pool:
    """A pool on an emptied database."""
    async with pool.acquire() as conn:
        await empty_database(conn)
    return pool


@pytest.fixture
async def redis() -> AsyncIterator[Redis]:
    client = Redis.from_url(REDIS_URL)
    await client.flushdb()
    yield client
    await client.aclose()


@pytest.fixture
def ports() -> dict[str, int]:
    return {"web": free_port(), "sandbox": free_port(), "metrics": free_port(), "smtp": free_port()}


@pytest.fixture
def settings(database_url: str, ports: dict[str, int]) -> Settings:
    sandbox = f"http://127.0.0.1:{ports['sandbox']}"
    s = Settings(
        _env_file=None, supportbot_env="sandbox",  # the stand-ins' secrets; children inherit it
        database_url=database_url, redis_url=REDIS_URL,
        whatsapp_api_base=sandbox, slack_api_base=f"{sandbox}/api/", llm_base_url=f"{sandbox}/v1",
        payments_api_base=f"{sandbox}/stripe", smtp_port=ports["smtp"], smtp_security="none",
        warehouse_api_base=f"{sandbox}/warehouse", shop_api_base=f"{sandbox}/shop",
        carrier_api_base=f"{sandbox}/carrier", shopify_shop_domain=sandbox,
        supportbot_clock=TEST_CLOCK_TEXT, turn_lease_seconds=2.0, sweep_interval_seconds=1,
        whatsapp_rate_limit_pause=0.3, slack_approver_ids=("U0APPROVER", "U0SECOND"), bot_mode="templated",
        payments_timeout=1.0, nudge_after_seconds=0,  # timers off unless a test turns them on
        metrics_port=ports["metrics"],
        csat=False,  # endings and CSAT questions too (tests/worker/test_csat.py turns them on)
    )
    assert_local(s)
    return s


@pytest.fixture
def now(settings: Settings) -> datetime:
    """The application's "now" in this test: derive every time a test writes from it."""
    return settings.supportbot_clock


def settings_env(settings: Settings) -> dict[str, str]:
    """The environment a child process needs to build the same Settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("WHATSAPP_", "SLACK_", "LLM_"))}
    for name, value in settings.model_dump().items():
        if value is None:
            continue
        if isinstance(value, tuple):
            value = ",".join(value)
        elif hasattr(value, "isoformat"):
            value = value.isoformat()
        env[name.upper()] = str(value)
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.fixture
def spawn(tmp_path: Path):
    """Start real `supportbot` processes; all are killed at the end of the test.

    Each one's output goes to a file (`proc.log_path`) that tests/e2e.py's `logged` waits on, and
    that is printed when the test fails."""
    procs: list[subprocess.Popen] = []

    def start(settings: Settings, *args: str, **env: str) -> subprocess.Popen:
        log_path = tmp_path / f"{args[0] if args else 'supportbot'}-{len(procs) + 1}.log"
        with log_path.open("wb") as log:
            proc = subprocess.Popen([sys.executable, "-m", "supportbot.app.cli", *args],
                                    env=settings_env(settings) | env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        proc.log_path = log_path  # type: ignore[attr-defined]
        procs.append(proc)
        return proc

    yield start
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        sys.stderr.write(proc.log_path.read_text(encoding="utf-8", errors="replace")[-4000:])


# The production path in one test: shop seeded, sandbox and web app running (tests/e2e.py).
@pytest.fixture
async def shop(db, settings):
    async with open_connection(settings.database_url) as conn:
        await seed(conn, demo_shop(settings.supportbot_clock))


@pytest.fixture
async def stack(settings, ports, db, redis, shop):
    async with running(settings, ports) as stack:
        yield stack


@pytest.fixture
async def agent(settings, ports, db, redis, shop):
    """The stack with the LLM agent on (the scripted model answers)."""
    full = settings.model_copy(update={"bot_mode": "full"})
    async with running(full, ports) as stack:
        yield stack
