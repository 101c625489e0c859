"""The demo clears its contact's conversations before each play, whatever a turn left behind."""

from __future__ import annotations

from store.demo import clear_contact
from store.pool import open_connection
from tests.e2e import run_burst_worker


async def test_clearing_the_demo_contact_removes_every_row_a_turn_leaves(stack, db):
    await stack.customer().say("where is my order A-1043?")  # runs, steps, trace, memory, messages
    await run_burst_worker(stack.settings)
    assert await db.fetchval("SELECT count(*) FROM customer_memory") > 0
    async with open_connection(stack.settings.database_url) as conn:
        assert await clear_contact(conn, "15551230001") == 1
    for table in ("conversations", "runs", "messages", "traces", "customer_memory"):
        assert await db.fetchval(f"SELECT count(*) FROM {table}") == 0, table
