"""The asyncpg pool: one owner, opened and closed as an async context manager."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import datetime

import asyncpg

# The application's clock (supportbot/core/clock.py). Repositories date what a decision later compares
# with it by this clock, never by the database's (supportbot/store/migrations/0010_one_clock.sql).
Clock = Callable[[], datetime]


# Lazy commits: a write whose loss in a Postgres crash costs nothing but a redo. The commit returns
# before its WAL reaches the disk (about 2 ms of fsync saved each, often more on a shared disk).
# Safe because the WAL is one sequence: the next ordinary commit on any connection flushes every
# lazy one before it, so nothing durable can ever depend on a lazy row that was lost. A worker
# killed (not Postgres) loses nothing: the commit is visible to everyone at once either way.
# Never for a row that must exist before an effect outside the database, nor for the record of
# such an effect: those are the durable commits, and a common turn has two per message it sends
# (the outbox row before the send, its `sent` after: supportbot/store/outbox.py) plus, on a
# payment, the action's move to executing before it (what the ledger counts while the money is out,
# and what a replay or the reconciliation settles by key). Everything else on a turn's path is lazy:
# opening the run (a crash redoes the turn, nothing has left the building yet), decisions, labels,
# memory, masking, the journal's send step (the outbox row under the same key is the send's record),
# the records of steps a replay finds again (supportbot/core/journal.py FOUND_AGAIN), a refund
# proposal (the customer hears of it only through a durable outbox row), a paid refund's record
# (lost, the durable executing row is paid again under the same key and the provider answers with
# its first result: supportbot/store/actions.py), the run's close (supportbot/store/run_close.py)
# and the settle (a lost one leaves the run to be resumed: its steps replay and its sends are found
# under their keys), the trace. bench/turn_cost.py counts them per path; docs/scale.md argues each.
LAZY = "lazy AS (SELECT set_config('synchronous_commit', 'off', true))"
"""A CTE to put in a single statement (`WITH {LAZY} ... FROM lazy`): that statement commits lazily."""


async def _init_connection(conn: asyncpg.Connection) -> None:
    # jsonb in and out as Python objects, so repositories never juggle JSON text.
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    """A connection goes back to the pool as it is: no round trip.

    asyncpg's default reset (advisory unlock all, CLOSE ALL, UNLISTEN *, RESET ALL) costs a round
    trip on every release, about a third of a turn's (bench/turn_cost.py). Nothing of ours leaves
    such state on a pooled connection: settings are SET LOCAL, advisory locks per transaction, no
    no listening for notifications, no cursor outlives its transaction (tests/store/test_pool.py scans for them). A
    transaction left open is still rolled back: asyncpg does that before calling this."""


@asynccontextmanager
async def open_pool(dsn: str, *, min_size: int = 2, max_size: int = 10) -> AsyncIterator[asyncpg.Pool]:
    pool = await asyncpg.create_pool(dsn, min_size=min_size, max_size=max_size, init=_init_connection,
                                     reset=_nothing_to_reset)
    try:
        yield pool
    finally:
        await pool.close()


@asynccontextmanager
async def lent_or_own_pool(dsn: str, lent: asyncpg.Pool | None, *, min_size: int = 2, max_size: int = 10,
                           opener: Callable[..., AbstractAsyncContextManager[asyncpg.Pool]] | None = None
                           ) -> AsyncIterator[asyncpg.Pool]:
    """`lent` as it is, its owner closing it (an eval lane's, across its trials), else a pool of our own,
    opened by `opener` (the caller's module's `open_pool`, which bench/counting.py counts per module)."""
    if lent is not None:
        yield lent
        return
    async with (opener or open_pool)(dsn, min_size=min_size, max_size=max_size) as pool:
        yield pool


async def connect(dsn: str) -> asyncpg.Connection:
    """One connection with the same codecs as the pool; the caller closes it."""
    conn = await asyncpg.connect(dsn)
    try:
        await _init_connection(conn)
    except BaseException:
        await conn.close()
        raise
    return conn


@asynccontextmanager
async def open_connection(dsn: str) -> AsyncIterator[asyncpg.Connection]:
    """One connection with the same codecs as the pool, for CLI commands."""
    conn = await connect(dsn)
    try:
        yield conn
    finally:
        await conn.close()
