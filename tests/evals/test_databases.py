"""Fresh databases for trials: clones of the migrated template, or a lane's clone emptied back to it."""

from __future__ import annotations

import asyncpg

from evals.runner import IDS_PER_TRIAL, Databases
from tests.conftest import PG_ADMIN


async def test_a_reset_returns_a_used_database_to_the_templates_state_with_the_trials_ids():
    async with Databases(PG_ADMIN, nonce=7) as dbs:
        url = await dbs.clone(0, "lane0")
        conn = await asyncpg.connect(url)
        try:
            migrations = await conn.fetchval("SELECT count(*) FROM schema_migrations")
            await conn.execute("INSERT INTO customers (id, name) VALUES ('C-9', 'Left Over')")
            await conn.execute("INSERT INTO conversations (business_number_id, contact_key) VALUES ('1', 'x')")
            await dbs.prepare(url, 3, wipe=True)
            assert await conn.fetchval("SELECT count(*) FROM customers") == 0
            assert await conn.fetchval("SELECT count(*) FROM conversations") == 0
            assert await conn.fetchval("SELECT count(*) FROM schema_migrations") == migrations
            new_id = await conn.fetchval(
                "INSERT INTO conversations (business_number_id, contact_key) VALUES ('1', 'x') RETURNING id")
            assert new_id == (7 * 10**4 + 3) * IDS_PER_TRIAL + 1
        finally:
            await conn.close()
        await dbs.drop(0, url)
        admin = await asyncpg.connect(PG_ADMIN)
        try:
            names = {r["datname"] for r in await admin.fetch("SELECT datname FROM pg_database")}
        finally:
            await admin.close()
        assert "supportbot_eval_7_lane0" not in names and dbs.template in names
