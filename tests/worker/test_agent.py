"""The agent through the production path with the scripted model: T-9, limits, bounds, identity."""

from __future__ import annotations

import pytest

from tests.e2e import refunds, run_burst_worker, script, texts
from tests.scripts import T9, T9_TEXT, THREE_PLATES, THREE_PLATES_TEXT, call, say, turn

# The refund's question, with the replacement offered as the other remedy (issue 15.3).
PLATE_ASK = ("Refund 25.00 for 1 × Stoneware plate on A-1042 to card ending 4242?"
             " Reason on record: the item arrived damaged."
             ' Or reply "replacement" to get new ones sent instead of the money back.')


async def test_t9_refund_is_confirmed_then_paid_once(agent, db):
    await script(agent, *T9)
    customer = agent.customer()
    await customer.say(T9_TEXT)
    await run_burst_worker(agent.settings)
    sent = await agent.sent_to()
    assert texts(sent) == ["Your bowl (A-1043) is out for delivery and arrives today.",
                           PLATE_ASK]
    buttons = sent[1]["body"]["interactive"]["action"]["buttons"]
    assert [b["reply"]["title"] for b in buttons] == ["Yes", "No", "Replacement"]  # or a replacement (15.3)
    assert await refunds(agent) == []  # nothing is paid before the customer says yes

    await customer.say(choice=buttons[0]["reply"]["id"])
    await run_burst_worker(agent.settings)
    [paid] = await refunds(agent)
    action = await db.fetchrow("SELECT * FROM actions")
    assert paid["amount"] == "25.00" and paid["order_id"] == "A-1042"
    assert paid["idempotency_key"] == action["idempotency_key"]
    assert action["idempotency_key"].count(":") == 2  # conversation:run:step
    assert action["status"] == "done"
    refund = await db.fetchrow("SELECT * FROM refunds WHERE source = 'bot'")
    assert refund["amount"] == 25 and refund["skus"] == ["PLATE-1"]
    final = texts(await agent.sent_to())[-1]
    assert final.startswith("Done: 25.00 USD refunded to card ending 4242")
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert len(calls) == 3  # the yes was code's to recognise: no model call
    runs = await db.fetch("SELECT responder FROM runs")
    assert {r["responder"] for r in runs} == {"agent/system_v1"}


async def test_a_plain_yes_confirms_and_a_no_cancels(agent, db):
    await script(agent, *T9)
    customer = agent.customer()
    await customer.say(T9_TEXT)
    await run_burst_worker(agent.settings)
    await customer.say("no")
    await run_burst_worker(agent.settings)
    assert await refunds(agent) == []
    assert await db.fetchval("SELECT status FROM actions") == "cancelled"
    assert texts(await agent.sent_to())[-1] == "Okay, I haven't changed anything."


async def test_over_the_limit_waits_for_staff_and_pays_nothing(agent, db):
    await script(agent, *THREE_PLATES)
    customer = agent.customer()
    await customer.say(THREE_PLATES_TEXT)
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Refund 75.00 for 3 × Stoneware plate")
    await customer.say("yes")
    await run_burst_worker(agent.settings)
    action = await db.fetchrow("SELECT status, amount, approval_reasons FROM actions")
    assert action["status"] == "awaiting_approval" and action["amount"] == 75
    assert "automatic limit" in action["approval_reasons"][0]
    assert await refunds(agent) == []
    assert "quick check by our team" in texts(await agent.sent_to())[-1]


async def test_the_proposing_message_cannot_confirm_itself(agent, db):
    # The attacker's message carries its own "yes": only a later message may answer.
    await script(agent, *T9)
    await agent.customer().say("refund A-1042 plate. yes")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT status FROM actions") == "awaiting_confirmation"
    assert await refunds(agent) == []


async def test_provider_down_still_answers_order_status_from_live_data(agent, db):
    await agent.customer().say("where is A-1042?")  # nothing scripted: the model answers 500
    await run_burst_worker(agent.settings)
    [reply] = texts(await agent.sent_to())
    assert reply.startswith("Order A-1042 (3 × Stoneware plate) was delivered yesterday")
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0


async def test_provider_down_and_a_request_code_cannot_answer_is_a_handoff(agent, db):
    await agent.customer().say("please change my delivery address for A-1043")
    await run_burst_worker(agent.settings)
    reply, place = texts(await agent.sent_to())
    assert "passing you to a person" in reply
    assert place == "You're number 1 in the queue for a person."
    handoff = await db.fetchrow("SELECT reason, priority FROM handoffs")
    assert handoff["reason"] == "model provider failed"
    assert await db.fetchval("SELECT mode FROM conversations") == "handoff"


@pytest.mark.parametrize(("responses", "reason"), [
    ([turn(call("get_order", order_id="A-1042")), turn(call("get_order", order_id="A-1042"))],
     "same tool call twice"),
    ([turn(*[call("get_order", order_id=f"A-{i}") for i in range(6)])], "tool-call bound"),
])
async def test_bounds_end_in_a_handoff(agent, db, responses, reason):
    await script(agent, *responses)
    await agent.customer().say("where is my order?")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT reason FROM handoffs") == reason
    assert "passing it to a person" in texts(await agent.sent_to())[-2]


async def test_high_risk_goes_to_a_person_before_any_model_call(agent, db):
    await agent.customer().say("I will call my lawyer and do a chargeback on A-1042")
    await run_burst_worker(agent.settings)
    assert await agent.sandbox("GET", "/_sandbox/llm/calls") == []
    assert (await db.fetchrow("SELECT priority FROM handoffs"))["priority"] == "high"


async def test_self_harm_gets_a_caring_reply_with_a_crisis_line(agent, db):
    customer = agent.customer("447700900123")
    await customer.say("I don't want to live anymore")
    await run_burst_worker(agent.settings)
    reply, _ = texts(await agent.sent_to("447700900123"))
    assert reply.startswith("I'm really sorry you're feeling like this")  # care first
    assert "Samaritans on 116 123" in reply
    assert await db.fetchval("SELECT priority FROM handoffs") == "urgent"


async def test_after_a_handoff_the_bot_says_the_ticket_is_queued(agent, db):
    await agent.customer().say("I want to talk to a person")
    await run_burst_worker(agent.settings)
    await agent.customer().say("hello?")
    await run_burst_worker(agent.settings)
    assert "will reply here" in texts(await agent.sent_to())[-1]
    assert await agent.sandbox("GET", "/_sandbox/llm/calls") == []


async def test_self_harm_while_waiting_for_a_person_brings_care_and_puts_the_ticket_first(agent, db):
    # Waiting in the queue is no reason to answer "you are number 3": the caring reply, the
    # crisis line, the ticket raised to urgent, and staff told in its thread.
    await agent.customer("447700900123").say("I want to talk to a person")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT priority FROM handoffs") == "normal"
    await agent.customer("447700900123").say("I don't want to be alive anymore")
    await run_burst_worker(agent.settings)
    reply = texts(await agent.sent_to("447700900123"))[-2]
    assert reply.startswith("I'm really sorry you're feeling like this") and "Samaritans" in reply
    tickets = await db.fetch("SELECT priority, reason FROM handoffs")
    assert [t["priority"] for t in tickets] == ["urgent"] and "self-harm" in tickets[0]["reason"]


async def test_a_risk_message_while_a_person_has_the_ticket_raises_it_and_reaches_them(agent, db):
    await agent.customer().say("I want to talk to a person")
    await run_burst_worker(agent.settings)
    await db.execute("UPDATE conversations SET mode = 'human'")
    await db.execute("UPDATE handoffs SET status = 'taken'")
    before = len(await agent.sent_to())
    await agent.customer().say("I'm going to dispute the charge with my bank")
    await run_burst_worker(agent.settings)
    assert len(await agent.sent_to()) == before  # the person answers, not the bot
    assert await db.fetchval("SELECT priority FROM handoffs") == "high"


async def test_an_answer_without_tools_is_sent_as_is(agent):
    await script(agent, say("Hi! How can I help?"))
    await agent.customer().say("hello")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to()) == ["Hi! How can I help?"]


async def test_the_conversation_model_call_bound_is_a_handoff(settings, ports, db, redis, shop):
    from tests.e2e import running
    bounded = settings.model_copy(update={"bot_mode": "full", "turn_max_llm_calls": 2})
    async with running(bounded, ports) as stack:
        await script(stack, turn(call("list_orders")), turn(call("get_order", order_id="A-1042")),
                     say("never reached"))
        await stack.customer().say("where are my orders?")
        await run_burst_worker(stack.settings)
        assert await db.fetchval("SELECT reason FROM handoffs") == "model-call bound for the conversation"
        assert len(await stack.sandbox("GET", "/_sandbox/llm/calls")) == 2


async def test_a_turn_past_its_deadline_hands_off(settings, ports, db, redis, shop):
    from tests.e2e import running
    hurried = settings.model_copy(update={"bot_mode": "full", "turn_deadline_seconds": 0.5})
    async with running(hurried, ports) as stack:
        await stack.sandbox("POST", "/_sandbox/llm/faults", {"latency_ms": 1500})
        await script(stack, say("too late"))
        await stack.customer().say("where is A-1042?")
        await run_burst_worker(stack.settings)
        assert await db.fetchval("SELECT reason FROM handoffs") == "turn deadline passed"
        assert "too late" not in " ".join(texts(await stack.sent_to()))


async def test_later_turns_see_earlier_tool_results_without_tokens(agent):
    await script(agent, turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 1}],
                                  reason="damaged")), say("You can get 25.00 back."), say("Sure."))
    await agent.customer().say("could I get money back for a broken plate on A-1042?")
    await run_burst_worker(agent.settings)
    await agent.customer().say("ok thinking about it")
    await run_burst_worker(agent.settings)
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    notes = [m["content"] for m in calls[-1]["messages"] if m["role"] == "system"
             and m["content"].startswith("Tool results earlier")]
    assert len(notes) == 1 and "\"decision\": \"approved\"" in notes[0] and "\"token\":" not in notes[0]
    history = [m for m in calls[-1]["messages"] if m["role"] in ("user", "assistant")]
    assert history[-2] == {"role": "assistant", "content": "You can get 25.00 back."}


async def test_an_address_change_is_confirmed_then_made_once(agent, db):
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL, eta = NULL WHERE id = 'A-1043'")
    new = {"line1": "7 Park Lane", "city": "Leeds", "postcode": "LS2 9JT", "country": "GB"}
    await script(agent, turn(call("change_address", order_id="A-1043", address=new)))
    customer = agent.customer()
    await customer.say("please send A-1043 to 7 Park Lane, Leeds LS2 9JT")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1] == (
        "Change the delivery address of A-1043 to: 7 Park Lane, Leeds, LS2 9JT, GB?")
    assert (await db.fetchval("SELECT address FROM orders WHERE id = 'A-1043'"))["postcode"] == "LS1 4AB"
    await customer.say("yes")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT address FROM orders WHERE id = 'A-1043'") == new
    assert await db.fetchval("SELECT status FROM actions") == "done"
    assert texts(await agent.sent_to())[-1] == "Done: the delivery address is changed."
    steps = await db.fetch("SELECT kind FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = 2 ORDER BY step")
    assert [s["kind"] for s in steps] == ["confirm", "change_address", "decide", "send"]  # a yes needs no rung


async def test_rising_frustration_goes_to_a_person(agent, db):
    await script(agent, say("Let me check that for you."))
    customer = agent.customer()
    await customer.say("THIS IS THE THIRD TIME I ASK WHERE MY ORDER IS")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 0  # one angry message is not a trend
    await customer.say("useless bot!!! where is A-1043")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT reason FROM handoffs") == "rising frustration"


async def test_the_same_failure_twice_goes_to_a_person(agent, db):
    ask = turn(call("check_refund", order_id="A-1043", items=[{"sku": "BOWL-1", "qty": 1}], reason="damaged"))
    await script(agent, ask, say("It has not been delivered yet."), ask)
    customer = agent.customer()
    await customer.say("refund my bowl A-1043")
    await run_burst_worker(agent.settings)
    await customer.say("please refund the bowl on A-1043 now")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT reason FROM handoffs") == "same failure twice"


async def test_a_slow_tool_gets_the_customer_a_note_and_the_turn_goes_on(settings, ports, db, redis, shop):
    from tests.e2e import running
    impatient = settings.model_copy(update={"bot_mode": "full", "tool_patience_seconds": 0.0})
    async with running(impatient, ports) as stack:
        await script(stack, *T9)
        await stack.customer().say(T9_TEXT)
        await run_burst_worker(stack.settings)
        said = texts(await stack.sent_to())
        assert said[-1].startswith("Refund 25.00 for 1 × Stoneware plate")  # the turn finished as ever
        notes = [t for t in said if t == "Checking, one moment…"]
        # At most one per tool call (each keyed by its call) and one for the turn's own reads of the
        # shop (the customer on the phone; supportbot/agent/patience.py).
        assert 1 <= len(notes) <= 4


async def test_the_output_guard_stands_between_the_model_and_the_customer(agent, db):
    """Issue 13 item 4: a claim the run did not make, said before a proposal or as the reply,
    never reaches the customer; code's words do, and the run's outcome says the guard acted."""
    await script(agent,
                 turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 1}],
                           reason="damaged")),
                 turn(call("issue_refund", token="{{tool:check_refund.token}}"),
                      text="I've refunded your plate already."),
                 say("Your refund has been processed. My rules say: call check_refund first."))
    customer = agent.customer()
    await customer.say("One plate from A-1042 arrived broken")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to()) == [PLATE_ASK]
    await customer.say("actually, is it done?")  # not a yes or no: the model answers, falsely
    await run_burst_worker(agent.settings)
    last = texts(await agent.sent_to())[-1]
    assert "processed" not in last and "check_refund" not in last
    assert last.startswith("To be clear: nothing was refunded")
    assert await db.fetchval("SELECT outcome FROM runs ORDER BY id DESC LIMIT 1") == "guarded"


async def test_a_model_that_hears_self_harm_hands_off_urgently_with_the_caring_reply(agent, db):
    await script(agent, turn(call("request_human", reason="the customer says they want to end their life")))
    customer = agent.customer("447700900123")
    await customer.say("where is my order?")
    await run_burst_worker(agent.settings)
    assert len(await agent.sandbox("GET", "/_sandbox/llm/calls")) == 1  # the model's call, not the router's
    reply = texts(await agent.sent_to("447700900123"))[0]
    assert reply.startswith("I'm really sorry you're feeling like this") and "Samaritans" in reply
    handoff = await db.fetchrow("SELECT reason, priority FROM handoffs")
    assert handoff["priority"] == "urgent" and handoff["reason"].startswith("self-harm signal (model: ")


async def test_a_yes_beside_a_self_harm_message_is_not_a_confirmation(agent, db):
    await script(agent, *T9)
    customer = agent.customer()
    await customer.say(T9_TEXT)
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("Refund 25.00")  # a refund waits for a yes
    await customer.say("I don't want to live anymore")
    await customer.say("yes")
    await run_burst_worker(agent.settings)
    assert await refunds(agent) == []
    after = texts(await agent.sent_to())[2:]  # after the status line and the refund question
    assert after[0].startswith("I'm really sorry you're feeling like this"), after
    assert await db.fetchval("SELECT priority FROM handoffs") == "urgent"
