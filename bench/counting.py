"""Counting what a turn asks of Postgres and Redis, in the process that does the work.

Postgres: every query asyncpg sends on a counted pool's connections is seen by a query logger
(asyncpg's `add_query_logger`), per connection, so transactions can be told apart: a BEGIN ...
COMMIT is one, a statement outside one is one (Postgres commits it alone). A transaction is a
durable commit when it wrote (INSERT, UPDATE, DELETE) and did not turn `synchronous_commit` off
(supportbot/store/pool.py's lazy commits). Each query is one round trip once its statement is
prepared, which is why benches count after a warm-up turn. Redis: the bench's own server
(bench/fleet.py `private_redis`), so `INFO commandstats` counts only our commands.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from typing import Any

import asyncpg
from redis.asyncio import Redis

from supportbot.store import pool as pool_module

# Statements that write: plain DML, and the SQL functions that write (supportbot/store/migrations).
_WRITES = re.compile(r"\b(INSERT|UPDATE|DELETE|ingest_batch|ingest_statuses|record_citations|open_run)\b",
                     re.IGNORECASE)
# A statement that commits lazily: it turns synchronous_commit off, or calls a function that does
# (open_run: supportbot/store/migrations/0032_open_run.sql).
_LAZY = re.compile(r"synchronous_commit'?\s*(,|TO)\s*'?off|\bopen_run\(", re.IGNORECASE)


@dataclass
class PostgresCount:
    round_trips: int = 0
    transactions: int = 0
    durable_commits: int = 0
    queries: list[str] = field(default_factory=list)  # each query's text, when asked for (--queries)
    keep_queries: bool = False

    def minus(self, before: PostgresCount) -> PostgresCount:
        return PostgresCount(self.round_trips - before.round_trips, self.transactions - before.transactions,
                             self.durable_commits - before.durable_commits, self.queries[len(before.queries):])

    def copy(self) -> PostgresCount:
        return PostgresCount(self.round_trips, self.transactions, self.durable_commits, list(self.queries))


class _Connection:
    """One connection's transaction, followed from the queries it sends."""

    def __init__(self, count: PostgresCount) -> None:
        self.count = count
        self.in_transaction = False
        self.wrote = False
        self.lazy = False

    def seen(self, record: Any) -> None:
        query = record.query.lstrip().upper()
        self.count.round_trips += 1
        durable_before = self.count.durable_commits
        self._count(query)
        if self.count.keep_queries:
            durable = " (durable commit)" if self.count.durable_commits > durable_before else ""
            self.count.queries.append(f"[{id(self) % 1000:03d}]{durable} " + " ".join(record.query.split())[:160])

    def _count(self, query: str) -> None:
        if query.startswith(("BEGIN", "START TRANSACTION")):
            self.in_transaction, self.wrote, self.lazy = True, False, False
            self.count.transactions += 1
        elif query.startswith(("COMMIT", "END")):
            self.in_transaction = False
            self.count.durable_commits += self.wrote and not self.lazy
        elif query.startswith("ROLLBACK") and not query.startswith("ROLLBACK TO"):
            self.in_transaction = False
        elif self.in_transaction:
            self.wrote = self.wrote or bool(_WRITES.search(query))
            self.lazy = self.lazy or bool(_LAZY.search(query))
        else:  # one statement, its own transaction
            self.count.transactions += 1
            self.count.durable_commits += bool(_WRITES.search(query)) and not _LAZY.search(query)


@contextmanager
def counted_pools(*modules: Any) -> Iterator[PostgresCount]:
    """While open, pools that `modules` open through their `open_pool` are counted into one count."""
    count = PostgresCount()
    original = pool_module.open_pool

    def counting_open_pool(dsn: str, **kwargs: Any) -> AbstractAsyncContextManager[asyncpg.Pool]:
        return _counting(original, count, dsn, **kwargs)

    saved = [(m, m.open_pool) for m in modules]
    for m in modules:
        m.open_pool = counting_open_pool
    try:
        yield count
    finally:
        for m, was in saved:
            m.open_pool = was


@asynccontextmanager
async def counted_pool(dsn: str, *, size: int = 1) -> AsyncIterator[tuple[asyncpg.Pool, PostgresCount]]:
    """A pool of `size` connections, opened as the store opens its own, its statements counted: for a
    test that holds a repository's round trips and commits (tests/store)."""
    count = PostgresCount()
    async with _counting(pool_module.open_pool, count, dsn, min_size=size, max_size=size) as pool:
        yield pool, count


@asynccontextmanager
async def _counting(original: Callable[..., AbstractAsyncContextManager[asyncpg.Pool]], count: PostgresCount,
                    dsn: str, **kwargs: Any) -> AsyncIterator[asyncpg.Pool]:
    async with original(dsn, **kwargs) as pool:
        # The pool's connections already open, and every one it opens later.
        for holder in pool._holders:  # noqa: SLF001 - a bench looks inside
            if holder._con is not None:  # noqa: SLF001
                holder._con.add_query_logger(_Connection(count).seen)  # noqa: SLF001
        init = pool._init  # noqa: SLF001

        async def counting_init(conn: asyncpg.Connection) -> None:
            if init is not None:
                await init(conn)
            conn.add_query_logger(_Connection(count).seen)

        pool._init = counting_init  # noqa: SLF001
        yield pool


async def redis_commands(redis: Redis) -> dict[str, int]:
    """Commands the (bench's own) Redis has run, by name, not counting the INFO that asks."""
    stats = await redis.info("commandstats")
    return {k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in stats.items() if k != "cmdstat_info"}


def spent_commands(after: dict[str, int], before: dict[str, int]) -> dict[str, int]:
    return {k: n - before.get(k, 0) for k, n in sorted(after.items()) if n != before.get(k, 0)}
