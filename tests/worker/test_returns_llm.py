"""Issue 15.2 on the LLM path with the scripted model, through the whole stack: the model proposes
a return, code asks, the yes emails a label, the warehouse's signed webhook reaches the web app and
the refund is paid once, less the fee, and the customer is told."""

from __future__ import annotations

import hashlib
import hmac
import json
import time

import aiohttp
import pytest

from tests.e2e import refunds, run_burst_worker, script, texts
from tests.scripts import call, say, turn


async def test_the_model_starts_a_return_and_the_warehouse_receipt_pays_it_once(agent, db):
    await script(agent, turn(call("start_return", order_id="A-1042", reason="changed_mind",
                                  items=[{"sku": "PLATE-1", "qty": 2}])))
    await agent.customer().say("I changed my mind about two plates from A-1042, can I send them back?")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Return 2 × Stoneware plate from order A-1042?")
    assert "45.05 USD" in texts(await agent.sent_to())[-1]
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)
    assert "label for order A-1042 has been sent to your email" in texts(await agent.sent_to())[-1]
    mails = [m for m in await agent.sandbox("GET", "/_sandbox/email/sent") if "return label" in m["subject"]]
    assert [m["to"] for m in mails] == ["asha@example.com"]
    assert await refunds(agent) == []  # nothing paid before the warehouse has the items

    answer = await agent.sandbox("POST", "/_sandbox/warehouse/receive", {"all": True, "times": 2})
    assert [d["status"] for d in answer["delivered"]] == [200, 200], answer  # a retried webhook, too
    await run_burst_worker(agent.settings)
    assert [(r["order_id"], r["amount"]) for r in await refunds(agent)] == [("A-1042", "45.05")]
    assert await db.fetchval("SELECT state FROM returns") == "refunded"
    assert "45.05 USD has been refunded" in texts(await agent.sent_to())[-1]


@pytest.mark.clock
async def test_an_unsigned_warehouse_event_moves_nothing(agent, db):
    body = json.dumps({"id": "evt_x", "type": "return.received", "data": {"object": {"id": "ret_1"}}}).encode()
    stamp = int(time.time())
    forged = hmac.new(b"not-the-secret", f"{stamp}.".encode() + body, hashlib.sha256).hexdigest()
    async with aiohttp.ClientSession() as session:
        for headers in ({}, {"Warehouse-Signature": f"t={stamp},v1={forged}"}):
            async with session.post(f"{agent.web_url}/webhooks/warehouse", data=body, headers=headers) as resp:
                assert resp.status == 401


async def test_the_model_is_told_a_return_outside_the_window_is_refused(agent, db):
    await db.execute("UPDATE orders SET delivered_at = delivered_at - interval '40 days' WHERE id = 'A-1042'")
    await script(agent, turn(call("start_return", order_id="A-1042", reason="not_liked", whole_order=True)),
                 say("Sorry, A-1042 is past the 30-day return window, so I can't start a return."))
    await agent.customer().say("I want to return A-1042")
    await run_burst_worker(agent.settings)
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert "30-day return window" in str(calls[-1]), "the refusal reached the model"
    assert await db.fetchval("SELECT count(*) FROM actions") == 0
