"""Postgres and Redis for the ingest bench: a throwaway database, the rows it needs, what got stored."""

from __future__ import annotations

from tests.meta import NUMBER_ID


async def create_database(admin_url: str, name: str) -> str:
    import asyncpg

    from supportbot.store.migrate import migrate_database

    admin = await asyncpg.connect(admin_url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()
    dsn = admin_url.rsplit("/", 1)[0] + "/" + name
    await migrate_database(dsn)
    return dsn


async def drop_database(admin_url: str, name: str) -> None:
    import asyncpg

    admin = await asyncpg.connect(admin_url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def insert_outbound(dsn: str, rows: list[tuple[str, str]]) -> None:
    """Outbound messages the status callbacks are about, in their recipients' conversations."""
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        recipients = sorted({r for _, r in rows})
        await conn.execute(
            """INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at)
               SELECT $1, k, k, clock_timestamp() FROM unnest($2::text[]) AS k ON CONFLICT DO NOTHING""",
            NUMBER_ID, recipients)
        await conn.execute(
            """INSERT INTO messages (conversation_id, direction, wamid, kind, body, trusted,
                                     idempotency_key, status, status_at, created_at)
               SELECT c.id, 'out', x.w, 'text', 'Your order is on its way.', true,
                      'bench:' || x.w, 'accepted', clock_timestamp(), clock_timestamp()
               FROM unnest($2::text[], $3::text[]) AS x(w, r)
               JOIN conversations c ON c.business_number_id = $1 AND c.contact_key = x.r""",
            NUMBER_ID, [w for w, _ in rows], [r for _, r in rows])
    finally:
        await conn.close()


async def stored_inbound(dsn: str) -> set[str]:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        return {r[0] for r in await conn.fetch("SELECT wamid FROM messages WHERE direction = 'in'")}
    finally:
        await conn.close()


async def stored_statuses(dsn: str) -> tuple[set[tuple[str, str]], dict[str, int]]:
    import asyncpg

    conn = await asyncpg.connect(dsn)
    try:
        stored = {(r[0], r[1]) for r in await conn.fetch("SELECT wamid, status FROM delivery_statuses")}
        by = await conn.fetch("SELECT status, count(*) FROM messages WHERE direction = 'out' "
                              "GROUP BY status ORDER BY status")
        return stored, {r[0]: r[1] for r in by}
    finally:
        await conn.close()


def redis_client(url: str):
    from redis import Redis

    return Redis.from_url(url)
