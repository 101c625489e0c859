"""Ordered SQL migrations, each applied once, in its own transaction."""

from __future__ import annotations

from importlib import resources

import asyncpg

# One fixed key so two processes migrating at once take turns instead of racing.
_LOCK_KEY = 0x5B07


def migration_files() -> list[tuple[str, str]]:
    folder = resources.files("supportbot.store") / "migrations"
    files = sorted((p for p in folder.iterdir() if p.name.endswith(".sql")), key=lambda p: p.name)
    return [(p.name, p.read_text(encoding="utf-8")) for p in files]


async def migrate(conn: asyncpg.Connection) -> list[str]:
    """Apply what is not applied yet; return the names applied now."""
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT clock_timestamp())"
    )
    applied_now = []
    await conn.execute("SELECT pg_advisory_lock($1)", _LOCK_KEY)
    try:
        done = {r["name"] for r in await conn.fetch("SELECT name FROM schema_migrations")}
        for name, sql in migration_files():
            if name in done:
                continue
            async with conn.transaction():
                await conn.execute(sql)
                await conn.execute("INSERT INTO schema_migrations (name) VALUES ($1)", name)
            applied_now.append(name)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _LOCK_KEY)
    return applied_now


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
