"""Emptying a migrated database back to its freshly migrated state, cheaply: the eval runner between
trials (evals/runner.py) and the tests' `db` fixture (tests/conftest.py) between tests.

DELETE, not TRUNCATE: the tables are tiny, and TRUNCATE swaps in a new file for each of them and
commits with a wait for the disk (a second and more on a loaded machine). The replica role skips
the foreign-key checks, so the order does not matter, and the add-only triggers (prompt_versions)
that guard production rows. Only for databases the caller made: it deletes every row.
"""

from __future__ import annotations

import asyncpg

DELETE_EVERY_ROW = """DO $$ DECLARE t record; BEGIN
    FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' LOOP
        EXECUTE format('DELETE FROM %I', t.tablename); END LOOP; END $$"""


async def delete_every_row(conn: asyncpg.Connection) -> None:
    """Every table but schema_migrations emptied; call inside the caller's transaction."""
    await conn.execute("SET LOCAL session_replication_role = replica")
    await conn.execute(DELETE_EVERY_ROW)
