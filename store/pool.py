"""The asyncpg pool: one owner, opened and closed as an async context manager."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime

import asyncpg

# The application's clock (supportbot/clock.py). Repositories date what a decision later compares
# with it by this clock, never by the database's (store/migrations/0010_one_clock.sql).
Clock = Callable[[], datetime]


async def _init_connection(conn: asyncpg.Connection) -> None:
    # jsonb in and out as Python objects, so repositories never juggle JSON text.
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


@asynccontextmanager
async def open_pool(dsn: str, *, min_size: int = 2, max_size: int = 10) -> AsyncIterator[asyncpg.Pool]:
    pool = await asyncpg.create_pool(dsn, min_size=min_size, max_size=max_size, init=_init_connection)
    try:
        yield pool
    finally:
        await pool.close()


@asynccontextmanager
async def open_connection(dsn: str) -> AsyncIterator[asyncpg.Connection]:
    """One connection with the same codecs as the pool, for CLI commands."""
    conn = await asyncpg.connect(dsn)
    try:
        await _init_connection(conn)
        yield conn
    finally:
        await conn.close()
