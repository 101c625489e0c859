"""The inbox's last line of defence: one message Postgres refuses never costs its batch."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib

import asyncpg
import pytest

from supportbot.core.types import Contact, InboundBatch, InboundMessage, MessageKind
from supportbot.store.inbox import InboxWriter
from supportbot.store.pool import _init_connection
from tests import meta

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


def _message(text: str, wamid: str, sender: str = "15551230001") -> InboundMessage:
    return InboundMessage(message_id=wamid, business_number_id=meta.NUMBER_ID, contact=Contact(wa_id=sender),
                          kind=MessageKind.TEXT, sent_at=None, text=text, raw={"id": wamid, "text": {"body": text}})


async def test_a_message_postgres_refuses_is_recorded_as_invalid_and_the_rest_stored(db, now):
    # The parser cleans what it knows Postgres refuses; anything it misses must still cost only
    # its own message (a 500 would make Meta retry the whole batch for days).
    refused = _message("half a pair \ud800", "wamid.REFUSED")
    good = _message("fine", "wamid.GOOD", sender="15550000002")
    async with InboxWriter(db, clock=lambda: now) as inbox:
        wakes = await inbox.write(InboundBatch(messages=[refused, good]))
    rows = {r["wamid"]: r for r in await db.fetch("SELECT * FROM messages")}
    assert rows["wamid.GOOD"]["body"] == "fine" and rows["wamid.GOOD"]["needs_turn"] is True
    assert rows["wamid.REFUSED"]["kind"] == "invalid" and rows["wamid.REFUSED"]["body"] is None
    assert rows["wamid.REFUSED"]["payload"]["problem"] == "not storable"
    assert [w.contact_key for w in wakes] == ["15550000002"]



async def test_the_inbox_stores_again_once_postgres_takes_connections_again(db, database_url, now):
    # A Postgres restart cuts the writers' connections and refuses new ones for a while: the
    # writers must outlive that and store the next webhooks, not die and leave every later
    # request hanging (found by bench/chaos.py: after `pg_ctl restart` the web process acked
    # nothing more, and Meta would retry its messages until it gave up).
    name = await db.fetchval("SELECT current_database()")
    admin = await asyncpg.connect(database_url.rsplit("/", 1)[0] + "/postgres")
    pool = await asyncpg.create_pool(database_url, min_size=2, max_size=2, init=_init_connection,
                                     server_settings={"application_name": "inbox-under-test"})
    try:
        async with InboxWriter(pool, clock=lambda: now) as inbox:
            await inbox.write(InboundBatch(messages=[_message("before", "wamid.BEFORE")]))
            await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
            try:
                await db.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                 "WHERE application_name = 'inbox-under-test'")
                for n in range(4):  # refused while Postgres takes no connections: a 500, Meta retries
                    with contextlib.suppress(RuntimeError, asyncio.TimeoutError):
                        await asyncio.wait_for(inbox.write(InboundBatch(messages=[_message("x", f"wamid.X{n}")])),
                                               timeout=2)
            finally:
                await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
            for n in range(4):  # back: a write may still meet a dead connection, none may hang
                try:
                    await asyncio.wait_for(inbox.write(InboundBatch(messages=[_message("after", f"wamid.A{n}")])),
                                           timeout=60)
                except RuntimeError:
                    continue
                break
    finally:
        await pool.close()
        await admin.close()
    assert await db.fetchval("SELECT count(*) FROM messages WHERE body = 'after'") == 1


async def test_the_forgotten_id_check_is_inlined_not_a_function_called_per_id(db):
    # Every message and status of every webhook is checked against forgotten_messages by its id's
    # hash. Declared IMMUTABLE over a STABLE body (convert_to), wamid_hash could not be inlined:
    # Postgres ran it as a query of its own per id, about a quarter of the ingest's statements.
    plan = "\n".join(r[0] for r in await db.fetch("EXPLAIN VERBOSE SELECT wamid_hash(w) FROM unnest($1::text[]) w",
                                                  ["wamid.A"]))
    assert "sha256(convert_to(" in plan and "wamid_hash(" not in plan
    # The same hash as forget stored before (an id's UTF-8 bytes, SHA-256).
    assert bytes(await db.fetchval("SELECT wamid_hash('wamid.A')")) == hashlib.sha256(b"wamid.A").digest()
