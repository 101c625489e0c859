"""The `db` fixture (tests/conftest.py) hands each test an emptied database, as TRUNCATE ...
RESTART IDENTITY did, without TRUNCATE's cost: a new file per table and a commit that waits for
the disk, a second and more per test on a loaded machine, before hundreds of tests."""

from __future__ import annotations

import json

import pytest

from tests.conftest import empty_database

PROMPT = ("INSERT INTO prompt_versions (label, content_hash, system_prompt, tools, models, settings, author, "
          "created_at) VALUES ($1, $1, 'p', '{}', '{}', '{}', 'ana', $2) RETURNING id")
CONVERSATION = ("INSERT INTO conversations (business_number_id, contact_key, created_at) VALUES ('1', $1, $2) "
                "RETURNING id")


async def _fill(conn, now, n: int) -> None:
    conversation = await conn.fetchval(CONVERSATION, f"x{n}", now)
    await conn.execute("INSERT INTO messages (conversation_id, direction, kind, body, trusted, created_at) "
                       "VALUES ($1, 'in', 'text', 'hi', false, $2)", conversation, now)
    await conn.fetchval(PROMPT, f"v{n}", now)  # add-only: its trigger refuses a DELETE


@pytest.mark.clock
async def test_every_table_is_emptied_and_its_ids_start_again(pool, now):
    async with pool.acquire() as conn:
        migrations = await conn.fetchval("SELECT count(*) FROM schema_migrations")
        await _fill(conn, now, 1)
        await _fill(conn, now, 2)
        await empty_database(conn)
        counts = json.loads(await conn.fetchval(
            "SELECT json_object_agg(tablename, (xpath('/row/c/text()', query_to_xml("
            "format('SELECT count(*) AS c FROM %I', tablename), false, true, '')))[1]::text::int) "
            "FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'"))
        assert {name: n for name, n in counts.items() if n} == {}
        assert await conn.fetchval("SELECT count(*) FROM schema_migrations") == migrations
        assert await conn.fetchval(CONVERSATION, "y", now) == 1  # as RESTART IDENTITY left them
        assert await conn.fetchval(PROMPT, "v9", now) == 1
        await empty_database(conn)


async def test_emptying_makes_no_new_files(pool):
    # TRUNCATE swaps in a new file for every table (its cost); emptying must not.
    files = "SELECT pg_relation_filenode('conversations'), pg_relation_filenode('prompt_versions')"
    async with pool.acquire() as conn:
        before = await conn.fetchrow(files)
        await empty_database(conn)
        assert await conn.fetchrow(files) == before
