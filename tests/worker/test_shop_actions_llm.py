"""Issue 15 on the LLM path with the scripted model: the model proposes, code decides and pays."""

from __future__ import annotations

from tests.e2e import refunds, run_burst_worker, script, texts
from tests.scripts import call, say, turn


async def test_the_model_cancels_a_placed_order_and_code_refunds_it_after_the_yes(agent, db):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    await script(agent, turn(call("cancel_order", order_id="A-1043", reason="found it cheaper")))
    await agent.customer().say("please cancel my order A-1043")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Cancel order A-1043 and refund 40.00 USD")
    assert await refunds(agent) == []
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Done: order A-1043 is cancelled and 40.00 USD refunded")
    assert [(r["order_id"], r["amount"]) for r in await refunds(agent)] == [("A-1043", "40.00")]
    assert await db.fetchval("SELECT status FROM orders WHERE id = 'A-1043'") == "cancelled"


async def test_the_model_is_told_a_shipped_order_cannot_be_cancelled(agent, db):
    await script(agent, turn(call("cancel_order", order_id="A-1043", reason="too slow")),
                 say("It has already shipped, so I can't cancel it; once it arrives you can return it."))
    await agent.customer().say("cancel A-1043")
    await run_burst_worker(agent.settings)
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert "can no longer be cancelled" in str(calls[-1]), "the refusal reached the model"
    assert await db.fetchval("SELECT count(*) FROM actions") == 0
    assert await refunds(agent) == []


async def test_the_model_proposes_a_replacement_and_the_shop_creates_it_after_the_yes(agent, db):
    await script(agent, turn(call("request_replacement", order_id="A-1042", reason="damaged",
                                  items=[{"sku": "PLATE-1", "qty": 1}])))
    await agent.customer().say("one plate from A-1042 arrived broken, can you send a new one?")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Send a free replacement of 1 × Stoneware plate on order A-1042")
    assert await agent.sandbox("GET", "/_sandbox/shop/replacements") == []
    await agent.customer().say("yes")
    await run_burst_worker(agent.settings)
    made = await agent.sandbox("GET", "/_sandbox/shop/replacements")
    assert [(r["replaces"], r["items"], r["total"]) for r in made] == [("A-1042", [{"sku": "PLATE-1", "qty": 1}],
                                                                         "0.00")]
    assert texts(await agent.sent_to())[-1].startswith("Done: a free replacement of 1 × Stoneware plate")
    assert await refunds(agent) == []


async def test_replacement_typed_at_the_refund_question_sends_the_plate_and_pays_nothing(agent, db):
    await script(agent,
                 turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 1}],
                           reason="damaged")),
                 turn(call("issue_refund", token="{{tool:check_refund.token}}")))
    await agent.customer().say("One plate from A-1042 arrived broken")
    await run_burst_worker(agent.settings)
    assert "replacement" in texts(await agent.sent_to())[-1]
    await agent.customer().say("replacement please")
    await run_burst_worker(agent.settings)
    assert len(await agent.sandbox("GET", "/_sandbox/shop/replacements")) == 1
    assert await refunds(agent) == []
    # and the same plate cannot now be refunded as well
    await script(agent, turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 3}],
                                  reason="damaged")), say("Sorry, that plate was already replaced."))
    await agent.customer().say("actually refund all three plates too")
    await run_burst_worker(agent.settings)
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert "exceeds the 2 not yet refunded" in str(calls[-1])
