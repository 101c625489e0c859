"""The pool hands a connection back without a round trip, and nothing leaves session state on one.

asyncpg's default release sends a reset (advisory unlock all, CLOSE ALL, UNLISTEN *, RESET ALL)
on every connection given back: one round trip per pool call, about a third of a turn's
(bench/turn_cost.py). Ours has nothing for it to undo, which the scan below keeps true.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import asyncpg

from supportbot.store.pool import open_pool

ROOT = Path(__file__).resolve().parents[2]

# What would outlive a transaction on a pooled connection (a temporary table dropped on commit
# does not, and a rollback drops it too); migrate.py takes its session lock on a
# connection of its own (store.migrate.migrate_database), never a pool's.
SESSION_STATE = re.compile(
    r"""["']\s*SET\s+(?!LOCAL\b)(SESSION\s+)?\w+\s*(TO|=)|\bLISTEN\b|pg_advisory_lock\(|WITH\s+HOLD|"""
    r"""CREATE\s+TEMP(?!.*ON\s+COMMIT\s+DROP)|["']\s*PREPARE\s|set_config\([^)]*,\s*false\)""", re.IGNORECASE)


async def _queries_on_release(pool: asyncpg.Pool, work) -> list[str]:
    seen: list[str] = []
    async with pool.acquire() as conn:
        await work(conn)
        conn.add_query_logger(lambda record: seen.append(record.query))
    await asyncio.sleep(0)  # loggers are called soon after each query
    return seen


async def test_a_connection_goes_back_without_a_round_trip(database_url):
    async with open_pool(database_url, min_size=1, max_size=1) as pool:
        async def select(conn):
            await conn.fetchval("SELECT 1")
        assert await _queries_on_release(pool, select) == []


async def test_a_transaction_left_open_is_still_rolled_back_before_the_next_user(database_url):
    async with open_pool(database_url, min_size=1, max_size=1) as pool:
        conn = await pool.acquire()
        await conn.execute("BEGIN")
        await conn.execute("CREATE TABLE left_open (x int)")
        await pool.release(conn)
        async with pool.acquire() as again:
            assert not again.is_in_transaction()
            assert await again.fetchval("SELECT to_regclass('left_open')") is None


def test_nothing_leaves_session_state_on_a_pooled_connection():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "supportbot").rglob("*.py")) if path.name != "migrate.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if SESSION_STATE.search(line)]
    assert found == []
