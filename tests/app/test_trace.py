"""`supportbot trace` renders a run's stored, masked trace (the traces table, written by the worker)."""

from __future__ import annotations

import asyncio
import sys

import pytest

from supportbot.agent.prompt import system_prompt
from supportbot.ops.trace import missing, render
from supportbot.store.pool import open_connection
from supportbot.store.traces import read_trace
from tests.conftest import ROOT, settings_env
from tests.e2e import eventually, run_burst_worker, script
from tests.scripts import T9, T9_TEXT, call, turn
from tests.worker.test_staff import APPROVER, button, click, queued_jobs, refund_awaiting_approval

SECRETS = "my card 4242 4242 4242 4242, mail asha.rao@example.com, phone +44 7700 900123"


async def test_a_run_reads_back_in_order(agent, db, database_url):
    await script(agent, *T9)
    await agent.customer().say(T9_TEXT)
    await run_burst_worker(agent.settings)
    run_id = await db.fetchval("SELECT id FROM runs")
    assert await db.fetchval("SELECT count(*) FROM traces") == 1  # one row per run
    async with open_connection(database_url) as conn:
        text = render(await read_trace(conn, run_id))
        assert await read_trace(conn, run_id + 999) is None
    lines = text.splitlines()
    assert lines[0].startswith(f"run {run_id}: conversation") and "agent/system_v1" in lines[0]
    # The run names the prompt_versions row it answered with: the shipped prompt, added at worker start.
    version = await db.fetchrow("SELECT p.id, p.label, p.system_prompt FROM runs r "
                                "JOIN prompt_versions p ON p.id = r.prompt_version_id WHERE r.id = $1", run_id)
    assert version["label"] == "system_v1" and version["system_prompt"] == system_prompt()
    assert f"(prompt version {version['id']})" in lines[0]
    llm_request = await db.fetchval("SELECT request FROM steps WHERE run_id = $1 AND kind = 'llm' LIMIT 1", run_id)
    assert llm_request["prompt_version_id"] == version["id"]
    assert "mode full; customer C-1" in lines[1]
    assert "customer [refund/low]: Where is my order" in text
    order = [next(i for i, line in enumerate(lines) if marker in line)
             for marker in ("confirm ->", "route  ->", "mode   ->", "calls list_orders", "tool   check_refund",
                            "tool   issue_refund", "decide ->", "decided AwaitConfirmation", "sent [")]
    assert order == sorted(order)
    checked = next(line for line in lines if "tool   check_refund" in line)
    assert '"decision": "approved"' in checked and '"amount": "25.00"' in checked  # policy's call, readable
    assert "eyJ" not in text or "…" in text  # tokens are shortened


async def test_what_the_customer_typed_is_masked_in_the_trace_and_its_prompt(agent, db):
    await script(agent, turn(call("search_help_centre", query=f"refund to {SECRETS}")), turn(text="Done."))
    await agent.customer().say(f"Please refund to {SECRETS}")
    await run_burst_worker(agent.settings)
    stored = str(await db.fetchval("SELECT body FROM traces"))
    assert "[card ending 4242]" in stored and "[email]" in stored and "[phone]" in stored
    for raw in ("4242 4242 4242 4242", "asha.rao@example.com", "7700 900123"):
        assert raw not in stored
    steps = (await db.fetchval("SELECT body FROM traces"))["steps"]
    llm = next(s for s in steps if s["kind"] == "llm")
    assert "Please refund to my card [card ending 4242]" in str(llm["request"]["context"])  # masked prompt


async def test_a_staff_decision_is_appended_to_the_run_that_proposed_it(agent, db, database_url):
    card = await refund_awaiting_approval(agent)
    action = await db.fetchrow("SELECT id, slack_ts, idempotency_key FROM actions")
    proposer = int(action["idempotency_key"].split(":")[1])
    await click(agent, APPROVER, action["slack_ts"], "refund_approve", button(card, "refund_approve")["value"])
    assert await eventually(lambda: queued_jobs(agent.settings))
    await run_burst_worker(agent.settings)
    async with open_connection(database_url) as conn:
        trace = await read_trace(conn, proposer)
    [event] = trace["events"]
    assert (event["event"], event["decision"], event["decided_by"], event["action_status"]) == (
        "staff decision", "approved", APPROVER, "done")
    assert "staff decision" in render(trace)
    others = await db.fetch("SELECT events FROM traces WHERE run_id <> $1", proposer)
    assert others and all(r["events"] == [] for r in others)


async def test_the_cli_says_plainly_when_there_is_no_trace(settings, db):
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "supportbot.app.cli", "trace", "424242", env=settings_env(settings), cwd=ROOT,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    assert proc.returncode == 1 and err.decode().strip() == "no run 424242"


@pytest.mark.parametrize(("status", "says"), [
    (None, "no run 7"), ("running", "still running"), ("done", "kept 30 days (TRACE_RETENTION_DAYS)")])
def test_a_missing_trace_says_why(status, says):
    assert says in missing(7, status, 30)
