"""`supportbot trace` renders a run's journal from the database."""

from __future__ import annotations

from store.pool import open_connection
from store.traces import run_trace
from supportbot.trace import render
from tests.e2e import run_burst_worker, script
from tests.scripts import T9, T9_TEXT


async def test_a_run_reads_back_in_order(agent, db, database_url):
    await script(agent, *T9)
    await agent.customer().say(T9_TEXT)
    await run_burst_worker(agent.settings)
    run_id = await db.fetchval("SELECT id FROM runs")
    async with open_connection(database_url) as conn:
        text = render(await run_trace(conn, run_id))
        assert await run_trace(conn, run_id + 999) is None
    lines = text.splitlines()
    assert lines[0].startswith(f"run {run_id}: conversation") and "agent/system_v1" in lines[0]
    assert "customer [refund/low]: Where is my order" in text
    order = [next(i for i, line in enumerate(lines) if marker in line)
             for marker in ("confirm", "route", "calls list_orders", "check_refund", "issue_refund", "decide", "send")]
    assert order == sorted(order)
    assert "eyJ" not in text or "…" in text  # tokens are shortened
