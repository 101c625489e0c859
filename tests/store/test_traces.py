"""Trace retention and forgetting, on traces written by real turns."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.app.bootstrap import open_worker_deps
from supportbot.store.forget import forget_customer
from supportbot.store.traces import purge_expired
from supportbot.worker.traces import purge_traces
from tests.e2e import run_burst_worker, script
from tests.scripts import T9, T9_TEXT


async def t9_run(agent, db) -> int:
    await script(agent, *T9)
    await agent.customer().say(T9_TEXT)
    await run_burst_worker(agent.settings)
    return await db.fetchval("SELECT id FROM runs")


@pytest.mark.clock
async def test_traces_and_journal_text_go_after_the_retention_and_not_before(agent, db):
    await t9_run(agent, db)
    now = agent.settings.supportbot_clock
    kept = await purge_expired(db, now + timedelta(days=29), 30)
    assert (kept.traces, kept.steps) == (0, 0)
    assert await db.fetchval("SELECT count(*) FROM traces") == 1

    purged = await purge_expired(db, now + timedelta(days=31), 30)
    assert purged.traces == 1 and purged.steps > 0
    assert await db.fetchval("SELECT count(*) FROM traces") == 0
    journal = str([dict(r) for r in await db.fetch("SELECT request, result FROM steps")])
    for text in ("Where is my order", "A-1042", "out for delivery", "check_refund\", \"arguments"):
        assert text not in journal
    llm = await db.fetch("SELECT result FROM steps WHERE kind = 'llm'")
    assert llm and all(r["result"]["model"] and "cost" in r["result"] for r in llm)  # spend stays countable
    tools = await db.fetch("SELECT request FROM steps WHERE kind = 'tool' ORDER BY step")
    assert [r["request"]["name"] for r in tools] == ["list_orders", "check_refund", "issue_refund"]
    again = await purge_expired(db, now + timedelta(days=31), 30)
    assert (again.traces, again.steps) == (0, 0)  # nothing left to strip


@pytest.mark.clock
async def test_a_running_run_keeps_its_journal_for_replay(agent, db):
    run_id = await t9_run(agent, db)
    await db.execute("UPDATE runs SET status = 'running' WHERE id = $1", run_id)
    before = [dict(r) for r in await db.fetch("SELECT * FROM steps ORDER BY step")]
    purged = await purge_expired(db, agent.settings.supportbot_clock + timedelta(days=365), 30)
    assert purged.steps == 0
    assert [dict(r) for r in await db.fetch("SELECT * FROM steps ORDER BY step")] == before


@pytest.mark.clock
async def test_the_purge_job_reads_the_clock_and_the_retention_from_settings(agent, db):
    await t9_run(agent, db)
    ctx_settings = agent.settings.model_copy(update={
        "supportbot_clock": agent.settings.supportbot_clock + timedelta(days=8), "trace_retention_days": 7})
    async with open_worker_deps(ctx_settings) as deps:
        assert (await purge_traces({"deps": deps}))["traces"] == 1
    assert await db.fetchval("SELECT count(*) FROM traces") == 0


async def test_forgetting_a_customer_deletes_their_traces_only(stack, db):
    await stack.customer().say("where is my order?")
    await stack.customer("15550009999").say("where is my order?")  # someone else
    await run_burst_worker(stack.settings)
    assert await db.fetchval("SELECT count(*) FROM traces") == 2
    async with db.acquire() as conn:
        assert (await forget_customer(conn, "C-1"))["traces"] == 1
        assert await db.fetchval("SELECT customer_id FROM traces") is None  # the stranger's stays
        assert (await forget_customer(conn, "C-1"))["traces"] == 0
