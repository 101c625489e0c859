"""After the label (issue 15.2): the settle_returns cron closes a return nothing arrived for within
RETURN_RECEIVE_DAYS (customer told, staff channel told, units free again), and pays a received
return whose refund a crash left unpaid, once."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.app.bootstrap import open_worker_deps
from supportbot.worker.returns import settle_returns
from tests.e2e import refunds, run_burst_worker, script
from tests.scripts import call, turn

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def started(agent) -> None:
    await script(agent, turn(call("start_return", order_id="A-1042", reason="damaged",
                                  items=[{"sku": "PLATE-1", "qty": 1}])))
    await agent.customer().say("I would like to send one plate from A-1042 back, can I?")
    await run_burst_worker(agent.settings)
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)


async def settle(agent, days: float) -> int:
    later = agent.settings.supportbot_clock + timedelta(days=days)
    async with open_worker_deps(agent.settings.model_copy(update={"supportbot_clock": later})) as deps:
        return await settle_returns({"deps": deps})


async def test_a_return_nothing_arrived_for_closes_and_the_customer_is_told(agent, db):
    await started(agent)
    assert await settle(agent, 20) == 0  # still inside RETURN_RECEIVE_DAYS
    assert await db.fetchval("SELECT state FROM returns") == "label_sent"
    assert await settle(agent, 22) == 1
    assert await settle(agent, 23) == 0  # closed once
    assert await db.fetchval("SELECT state FROM returns") == "closed_not_received"
    events = await db.fetchval("SELECT events::text FROM traces WHERE run_id = (SELECT min(id) FROM runs)")
    assert "return closed, nothing received" in (events or ""), events
    # Three weeks on, WhatsApp's 24 h window is shut: the news goes in the approved update template.
    last = (await agent.sent_to())[-1]["body"]
    assert last["type"] == "template" and "closed the return for order A-1042" in str(last), last
    posts = [c for c in await agent.sandbox("GET", "/_sandbox/slack/calls") if c["method"] == "chat.postMessage"]
    assert any("closed" in str(p["args"].get("text")) and "A-1042" in str(p["args"].get("text")) for p in posts)
    # A late scan of a closed return pays nothing.
    await agent.sandbox("POST", "/_sandbox/warehouse/receive", {"all": True})
    await run_burst_worker(agent.settings)
    assert await refunds(agent) == []


async def test_a_received_return_left_unpaid_is_paid_by_the_cron_once(agent, db):
    await started(agent)
    await db.execute("UPDATE returns SET state = 'received'")  # received, then the worker died
    assert await settle(agent, 3) == 1
    assert await settle(agent, 3) == 0
    assert [(r["order_id"], r["amount"]) for r in await refunds(agent)] == [("A-1042", "25.00")]
    assert await db.fetchval("SELECT state FROM returns") == "refunded"
