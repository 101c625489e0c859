"""Resource builders: the one place that picks concrete implementations for the protocols."""

from __future__ import annotations

import os
import signal
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import aiohttp
import asyncpg
from arq import create_pool
from arq.connections import ArqRedis, RedisSettings

from bot.journal import StepHook
from channels.whatsapp.client import GraphClient
from store.journal import StepRepository
from store.migrate import migrate
from store.outbox import OutboxRepository
from store.pool import open_pool
from store.runs import RunRepository
from store.shop import ShopRepository
from supportbot.clock import make_clock
from supportbot.settings import Settings
from worker.deps import Deps


@asynccontextmanager
async def open_arq(redis_url: str) -> AsyncIterator[ArqRedis]:
    redis = await create_pool(RedisSettings.from_dsn(redis_url))
    try:
        yield redis
    finally:
        await redis.aclose()


async def ensure_database(dsn: str) -> bool:
    """Create the database named in the DSN when it does not exist yet (fresh machines)."""
    try:
        conn = await asyncpg.connect(dsn)
    except asyncpg.InvalidCatalogNameError:
        pass
    else:
        await conn.close()
        return False
    name = dsn.rsplit("/", 1)[1].split("?", 1)[0]
    admin = await asyncpg.connect(dsn.rsplit("/", 1)[0] + "/postgres")
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    except asyncpg.DuplicateDatabaseError:
        return False  # created by a concurrent caller
    finally:
        await admin.close()
    return True


async def migrate_database(dsn: str) -> list[str]:
    await ensure_database(dsn)
    conn = await asyncpg.connect(dsn)
    try:
        return await migrate(conn)
    finally:
        await conn.close()


def kill_after_step(step: int | None) -> StepHook | None:
    """Test-only fault injection: SIGKILL this process right after recording step N."""
    if step is None:
        return None

    def hook(kind: str, number: int) -> None:
        if number == step:
            os.kill(os.getpid(), signal.SIGKILL)

    return hook


@asynccontextmanager
async def open_worker_deps(settings: Settings) -> AsyncIterator[Deps]:
    async with open_pool(settings.database_url) as pool, aiohttp.ClientSession() as session:
        yield Deps(
            shop=ShopRepository(pool),
            runs=RunRepository(pool),
            steps=StepRepository(pool),
            outbox=OutboxRepository(pool),
            messenger=GraphClient(session, settings.whatsapp_api_base, settings.whatsapp_api_version,
                                  settings.whatsapp_token,
                                  rate_limit_pause=settings.whatsapp_rate_limit_pause),
            now=make_clock(settings.supportbot_clock),
            worker_name=f"{socket.gethostname()}:{os.getpid()}",
            lease_seconds=settings.turn_lease_seconds,
            step_hook=kill_after_step(settings.fault_kill_after_step),
        )
