"""The demo clears its contact's conversations before each play, whatever a turn left behind."""

from __future__ import annotations

from supportbot.store.demo import clear_contact
from supportbot.store.pool import open_connection
from tests.e2e import run_burst_worker


async def test_clearing_the_demo_contact_removes_every_row_a_turn_leaves(stack, db):
    await stack.customer().say("where is my order A-1043?")  # runs, steps, trace, memory, messages
    await run_burst_worker(stack.settings)
    assert await db.fetchval("SELECT count(*) FROM customer_memory") > 0
    async with open_connection(stack.settings.database_url) as conn:
        assert await clear_contact(conn, "15551230001") == 1
    for table in ("conversations", "runs", "messages", "traces", "customer_memory"):
        assert await db.fetchval(f"SELECT count(*) FROM {table}") == 0, table


async def test_every_table_that_hangs_off_a_conversation_is_cleared(db):
    # A new table referencing a conversation (or its runs, actions, messages, endings) must be
    # cleared too, or the second `make demo` fails on a foreign key.
    from supportbot.store.demo import _BY_CONVERSATION

    rows = await db.fetch("SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent "
                          "FROM pg_constraint WHERE contype = 'f'")
    hanging, grew = {"conversations"}, True
    while grew:
        found = {r["child"] for r in rows if r["parent"] in hanging} - {"traces"}  # traces: ON DELETE CASCADE
        grew = not found <= hanging
        hanging |= found
    cleared = {sql.split()[2] for sql in _BY_CONVERSATION}
    assert hanging - cleared == set()
