"""The degradation ladder through the webhook path: operator floors, the breaker, every rung."""

from __future__ import annotations

import asyncio

import pytest

from supportbot.core.understanding import classifier
from supportbot.words import replies
from tests.e2e import eventually, run_burst_worker, script, texts
from tests.scripts import say

APPROVER = "U0APPROVER"
ARTEFACT = classifier.ARTEFACT


async def command(stack, text: str) -> str:
    """`/supportbot text`, then its answer: the desk replies to response_url once the work after the
    ack is done, so the test waits for that reply, not for a deadline a loaded machine can miss."""
    async def replies() -> list[dict]:
        return [c for c in await stack.sandbox("GET", "/_sandbox/slack/calls") if c["method"] == "response_url"]

    before = len(await replies())
    answer = await stack.sandbox("POST", "/_sandbox/slack/command", {
        "user_id": APPROVER, "command": "/supportbot", "text": text})
    assert answer["status"] == 200

    async def answered() -> list[dict]:
        return (await replies())[before:]

    new = await eventually(answered)
    assert new, f"no answer to /supportbot {text}"
    return str(new[-1])


async def set_mode(stack, mode: str) -> None:
    await command(stack, f"mode {mode}")


async def llm_calls(stack) -> int:
    return len(await stack.sandbox("GET", "/_sandbox/llm/calls"))


async def test_the_operator_floor_templated_answers_without_the_model(agent, db):
    await set_mode(agent, "templated")
    assert await db.fetchval("SELECT to_value FROM operator_changes WHERE name = 'mode'") == "templated"
    await agent.customer().say("where is A-1043?")
    await run_burst_worker(agent.settings)
    assert await llm_calls(agent) == 0
    assert "out for delivery" in texts(await agent.sent_to())[-1]
    await set_mode(agent, "full")  # and back: the model answers again
    await script(agent, say("It arrives today."))
    await agent.customer().say("and A-1043 again?")
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1] == "It arrives today."


async def test_humans_mode_acknowledges_and_queues(agent, db):
    await set_mode(agent, "humans")
    await agent.customer().say("where is A-1043?")
    await run_burst_worker(agent.settings)
    reply, place = texts(await agent.sent_to())
    assert "paused" in reply and place == "You're number 1 in the queue for a person."
    assert await db.fetchval("SELECT reason FROM handoffs") == "humans mode"
    assert await llm_calls(agent) == 0


async def test_menus_drive_the_flows_with_buttons_and_lists(agent, db):
    await set_mode(agent, "menus")
    customer = agent.customer()
    await customer.say("hello, my order?")  # free text: the menu
    await run_burst_worker(agent.settings)
    menu = (await agent.sent_to())[-1]["body"]["interactive"]
    assert [b["reply"]["id"] for b in menu["action"]["buttons"]] == ["menu:status", "menu:refund", "menu:person"]
    await customer.say(choice="menu:status")  # two orders: a list to pick from
    await run_burst_worker(agent.settings)
    picker = (await agent.sent_to())[-1]["body"]["interactive"]
    assert picker["type"] == "list"
    assert [r["id"] for r in picker["action"]["sections"][0]["rows"]] == ["order:A-1043", "order:A-1042"]
    await customer.say(choice="order:A-1042")
    await run_burst_worker(agent.settings)
    status, again = (await agent.sent_to())[-2:]
    assert "A-1042" in status["body"]["text"]["body"] and again["body"]["type"] == "interactive"
    await customer.say(choice="menu:person")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT reason FROM handoffs") == "customer asked for a person"
    assert await llm_calls(agent) == 0


async def test_talk_to_a_person_works_on_every_rung_and_in_every_language(agent, db):
    asks = {"en": "I want to talk to a person", "es": "quiero hablar con una persona",
            "hinglish": "mujhe kisi insaan se baat karni hai", "hi": "मुझे किसी इंसान से बात करनी है"}
    senders = 0
    for mode in ("full", "small", "fallback", "templated", "menus", "humans"):
        await set_mode(agent, mode)
        for lang, ask in asks.items():
            senders += 1
            wa_id = f"155500001{senders:02d}"
            await agent.customer(wa_id).say(ask)
            await run_burst_worker(agent.settings)
            assert texts(await agent.sent_to(wa_id))[0] == replies.handoff_message("asked", lang).text, (mode, lang)
    reasons = [r["reason"] for r in await db.fetch("SELECT reason FROM handoffs ORDER BY id")]
    assert reasons == ["customer asked for a person"] * senders
    assert await llm_calls(agent) == 0


async def test_a_failing_model_opens_the_breaker_and_a_probe_recovers(settings, ports, db, redis, shop, spawn):
    from tests.e2e import running
    fragile = settings.model_copy(update={"bot_mode": "full", "llm_breaker_min_calls": 3,
                                          "llm_breaker_cool_down": 1.5})
    async with running(fragile, ports) as stack:
        spawn(fragile, "worker")  # one long-lived worker: the breaker lives in its gateway
        await stack.sandbox("POST", "/_sandbox/llm/faults", {"error_500": 1.0})
        customer = stack.customer()
        await customer.say("where is A-1042?")
        assert await eventually(lambda: _answered(db))
        assert "A-1042" in texts(await stack.sent_to())[-1]  # served from live data all the same
        failed_calls = await llm_calls(stack)
        assert failed_calls >= 3
        await customer.say("and A-1043?")
        assert await eventually(lambda: _answered(db))
        assert await llm_calls(stack) == failed_calls, "the breaker is open: no call to a failing provider"
        assert await db.fetchval("SELECT value FROM operator_settings WHERE name = 'auto_mode'") == "templated"
        assert "out for delivery" in texts(await stack.sent_to())[-1]

        await stack.sandbox("POST", "/_sandbox/llm/faults", {})
        await script(stack, say("Back to normal: it arrives today."))
        await asyncio.sleep(1.6)  # the cool-down: the next turn probes
        await customer.say("A-1043 once more?")
        assert await eventually(lambda: _answered(db))
        assert texts(await stack.sent_to())[-1] == "Back to normal: it arrives today."
        assert await eventually(lambda: _auto_mode(db, "full"))


async def _answered(db) -> bool:
    return bool(await db.fetchval("SELECT count(*) = 0 FROM messages WHERE needs_turn AND handled_at IS NULL")
                and await db.fetchval("SELECT bool_and(job_state = 'idle') FROM conversations"))


async def _auto_mode(db, mode: str) -> bool:
    return await db.fetchval("SELECT value FROM operator_settings WHERE name = 'auto_mode'") == mode


async def set_intents(stack, names: str) -> None:
    await command(stack, f"intents {names}")


async def test_the_agent_takes_only_the_listed_intents(agent, db):
    await set_intents(agent, "order_status")
    assert await db.fetchval("SELECT to_value FROM operator_changes WHERE name = 'agent_intents'") == "order_status"
    await agent.customer().say("one of the plates from A-1042 arrived broken, refund it please")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT reason FROM handoffs") == "intent refund is not handled by the agent"
    assert await llm_calls(agent) == 0
    await script(agent, say("It arrives today."))
    await agent.customer("15550000077").say("where is my order A-1043?")  # a listed intent: the agent
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to("15550000077")) == ["It arrives today."]


async def test_other_intents_can_go_to_the_templated_flow(settings, ports, db, redis, shop):
    from tests.e2e import running
    narrow = settings.model_copy(update={"bot_mode": "full", "agent_intents": "refund",
                                         "agent_intents_elsewhere": "templated"})
    async with running(narrow, ports) as stack:
        await stack.customer().say("where is my order A-1043?")
        await run_burst_worker(stack.settings)
        assert "out for delivery" in texts(await stack.sent_to())[-1]
        assert await llm_calls(stack) == 0


async def test_a_slow_model_opens_the_breaker_too(settings, ports, db, redis, shop, spawn):
    from tests.e2e import running
    slow = settings.model_copy(update={"bot_mode": "full", "llm_breaker_min_calls": 2,
                                       "llm_breaker_p95_seconds": 0.2, "llm_breaker_cool_down": 60})
    async with running(slow, ports) as stack:
        spawn(slow, "worker")
        await stack.sandbox("POST", "/_sandbox/llm/faults", {"latency_ms": 400})
        await script(stack, say("Slowly: it arrives today."), say("Slowly again."))
        customer = stack.customer()
        for text in ("where is A-1043?", "and now?"):
            await customer.say(text)
            assert await eventually(lambda: _answered(db))
        assert await llm_calls(stack) == 2  # answered, slowly, twice
        await customer.say("where is A-1042?")
        assert await eventually(lambda: _answered(db))
        assert await llm_calls(stack) == 2, "too slow: the third turn did not wait on the model"
        assert "A-1042" in texts(await stack.sent_to())[-1]
        assert await db.fetchval("SELECT value FROM operator_settings WHERE name = 'auto_mode'") == "templated"


async def test_an_unreachable_provider_still_answers_order_status(settings, ports, db, redis, shop):
    from tests.e2e import running
    nowhere = settings.model_copy(update={"bot_mode": "full", "llm_base_url": "http://127.0.0.1:9/v1"})
    async with running(nowhere, ports) as stack:
        await stack.customer().say("where is my order A-1043?")
        await run_burst_worker(stack.settings)
        assert "out for delivery" in texts(await stack.sent_to())[-1]


UNSURE_ASK = "is there anyone else I can talk to"  # a wish for a person, but no rule's explicit request


def test_the_unsure_ask_sits_between_the_eager_and_the_reluctant_bar():
    # The premise of the test below, measured on the shipped router: if a retrained classifier moves
    # this message out of the band, pick another one in it (the mechanism, not the phrase, is tested).
    from supportbot.agent.gates import escalation_bar
    from supportbot.core.understanding.classifier import load
    from supportbot.core.understanding.router import Router
    labels = Router(load(ARTEFACT)).classify(UNSURE_ASK)
    assert labels.intent == "human" and labels.risk == "low"
    assert escalation_bar(0) <= labels.confidence < escalation_bar(11)


@pytest.mark.clock
async def test_unsure_escalation_waits_longer_when_the_queue_is_long(agent, db, now):
    # The classifier reads UNSURE_ASK as "a person" at about 0.89: above the eager bar, under the reluctant one.
    await agent.customer("15550000201").say(UNSURE_ASK)
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT count(*) FROM handoffs") == 1  # short queue: escalate sooner
    for i in range(10):  # ten people are already waiting
        conv = await db.fetchval(
            "INSERT INTO conversations (business_number_id, contact_key, created_at) "
            "VALUES ('100000000000001', $1, $2) RETURNING id", f"busy-{i}", now)
        await db.execute("INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at) "
                         "VALUES ($1, 'busy', 'normal', $2, $2)", conv, now)
    await script(agent, say("Sorry about that. What can I do for you?"))
    await agent.customer("15550000202").say(UNSURE_ASK)
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to("15550000202")) == ["Sorry about that. What can I do for you?"]


@pytest.mark.clock
async def test_stats_show_cost_per_resolved_conversation_by_mode(agent, db):
    await script(agent, say("It arrives today."))
    await agent.customer().say("where is A-1043?")
    await run_burst_worker(agent.settings)
    await set_mode(agent, "templated")
    await agent.customer("15550000301").say("where is my order?")
    await run_burst_worker(agent.settings)
    # Every run started "today" by the database's clock, whatever SUPPORTBOT_CLOCK says.
    await db.execute("UPDATE runs SET started_at = $1::timestamptz", agent.settings.supportbot_clock)
    reply = await command(agent, "stats")
    assert "full: 1 conversations, 1 resolved, model cost" in reply
    assert "templated: 1 conversations, 1 resolved, model cost 0.0000" in reply


async def test_small_talk_goes_to_the_small_model_and_tasks_to_the_large_one(settings, ports, db, redis, shop):
    from tests.e2e import running
    two = settings.model_copy(update={"bot_mode": "full", "llm_small_model": "scripted-small"})
    async with running(two, ports) as stack:
        # With a small model the router asks it too (same labels); its answer is scripted first.
        await script(stack, say('{"intent": "other", "fine_intent": "unknown"}'), say("Hi! How can I help?"),
                     say('{"intent": "order_status", "fine_intent": "track_order"}'), say("It arrives today."))
        await stack.customer().say("hey there, lovely weather")
        await run_burst_worker(stack.settings)
        await stack.customer().say("where is my order A-1043?")
        await run_burst_worker(stack.settings)
        models = [c["model"] for c in await stack.sandbox("GET", "/_sandbox/llm/calls")]
        assert models == ["scripted-small", "scripted-small", "scripted-small", "scripted-large"]
        assert texts(await stack.sent_to()) == ["Hi! How can I help?", "It arrives today."]
