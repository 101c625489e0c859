"""Staff in Slack through the production path: approvals, handoffs, take-over, the queue."""

from __future__ import annotations

import asyncio
import json
from datetime import timedelta

import pytest
from arq.connections import RedisSettings, create_pool

from tests.e2e import SPAWNED, eventually, queued_jobs, refunds, run_burst_worker, script, texts
from tests.scripts import THREE_PLATES, THREE_PLATES_TEXT, call, turn

APPROVER, SECOND, STRANGER = "U0APPROVER", "U0SECOND", "U0STRANGER"


async def slack_calls(stack, method: str) -> list[dict]:
    return [c["args"] for c in await stack.sandbox("GET", "/_sandbox/slack/calls") if c["method"] == method]


async def refund_awaiting_approval(agent) -> dict:
    """Three broken plates: 75.00, confirmed by the customer, so over the limit and posted to staff."""
    await script(agent, *THREE_PLATES)
    customer = agent.customer()
    await customer.say(THREE_PLATES_TEXT)
    await run_burst_worker(agent.settings)
    await customer.say("yes")
    await run_burst_worker(agent.settings)
    [card] = await slack_calls(agent, "chat.postMessage")
    return card


def button(card: dict, action_id: str) -> dict:
    return next(e for b in card["blocks"] if b["type"] == "actions" for e in b["elements"]
                if e["action_id"] == action_id)


async def click(stack, user: str, card_ts: str, action_id: str, value: str, **extra) -> dict:
    return await stack.sandbox("POST", "/_sandbox/slack/click", {
        "user_id": user, "action_id": action_id, "value": value, "channel": stack.settings.slack_channel,
        "message_ts": card_ts} | extra)


async def test_a_refund_over_the_limit_is_approved_in_slack_and_paid_once(agent, db):
    card = await refund_awaiting_approval(agent)
    assert card["channel"] == agent.settings.slack_channel
    body = str(card["blocks"])
    for fact in ("A-1042", "75.00", "3 x Stoneware plate", "damaged-items", "automatic limit", "en"):
        assert fact in body
    action = await db.fetchrow("SELECT id, slack_ts FROM actions")
    assert action["slack_ts"]
    assert await refunds(agent) == []

    answer = await click(agent, APPROVER, action["slack_ts"], "refund_approve", button(card, "refund_approve")["value"])
    assert answer["status"] == 200
    assert await eventually(lambda: queued_jobs(agent.settings))  # the work after the ack
    await run_burst_worker(agent.settings)
    [paid] = await refunds(agent)
    assert (paid["order_id"], paid["amount"]) == ("A-1042", "75.00")
    row = await db.fetchrow("SELECT status, decided_by FROM actions")
    assert (row["status"], row["decided_by"]) == ("done", APPROVER)
    assert texts(await agent.sent_to())[-1].startswith("Done: 75.00 USD refunded")
    updates = await slack_calls(agent, "chat.update")
    assert any(APPROVER in str(u) for u in updates), "the card says who decided"


async def test_double_clicks_and_two_staff_at_once_pay_once(agent, db):
    card = await refund_awaiting_approval(agent)
    ts = (await db.fetchrow("SELECT slack_ts FROM actions"))["slack_ts"]
    value = button(card, "refund_approve")["value"]
    answers = await asyncio.gather(click(agent, APPROVER, ts, "refund_approve", value),
                                   click(agent, APPROVER, ts, "refund_approve", value),
                                   click(agent, SECOND, ts, "refund_approve", value),
                                   click(agent, SECOND, ts, "refund_reject", value))
    assert all(a["status"] == 200 for a in answers)
    await eventually(lambda: queued_jobs(agent.settings))
    await asyncio.sleep(0.5)  # let every acked click reach the desk
    await run_burst_worker(agent.settings)
    await click(agent, APPROVER, ts, "refund_approve", value, retry_num=1)  # a Slack retry, later
    await asyncio.sleep(0.3)
    await run_burst_worker(agent.settings)
    assert len(await refunds(agent)) == 1
    assert await db.fetchval("SELECT count(*) FROM refunds WHERE source = 'bot'") == 1
    row = await db.fetchrow("SELECT status, decided_by, decided_at FROM actions")
    assert row["status"] == "done" and row["decided_by"] in (APPROVER, SECOND)
    decided = {(u.get("text") or "") for u in await slack_calls(agent, "chat.update")}
    assert len({t for t in decided if "by" in t}) == 1, f"one decision shown: {decided}"


@pytest.mark.clock
async def test_an_approval_after_the_items_were_refunded_elsewhere_pays_nothing(agent, db, now):
    # Issue 13.1: a staff click moves money too, so it is decided again on what is claimed now.
    # While the card waited, the shop refunded the plates in its back office (they arrive with
    # its data): the approval must not pay them a second time, and everyone hears why.
    card = await refund_awaiting_approval(agent)
    ts = (await db.fetchrow("SELECT slack_ts FROM actions"))["slack_ts"]
    await db.execute("INSERT INTO refunds (order_id, amount, skus, refunded_at, source) "
                     "VALUES ('A-1042', 75, '{PLATE-1,PLATE-1,PLATE-1}', $1, 'seed')", now)
    await click(agent, APPROVER, ts, "refund_approve", button(card, "refund_approve")["value"])
    await eventually(lambda: queued_jobs(agent.settings))
    await run_burst_worker(agent.settings)
    assert await refunds(agent) == []
    row = await db.fetchrow("SELECT status, decided_by, outcome FROM actions")
    assert (row["status"], row["decided_by"]) == ("refused", APPROVER)
    assert "3 refunded" in row["outcome"]
    told = texts(await agent.sent_to())[-1]
    assert "Nothing was paid" in told and "75.00 USD" in told
    assert any("not paid" in c["text"] for c in await slack_calls(agent, "chat.postMessage") if "text" in c)
    # The card must not end up reading as if money moved: its last state says it was not paid.
    card_updates = await slack_calls(agent, "chat.update")
    assert "not paid" in card_updates[-1]["text"] and "not paid" in json.dumps(card_updates[-1]["blocks"])


async def test_non_staff_and_other_workspaces_change_nothing(agent, db):
    card = await refund_awaiting_approval(agent)
    ts = (await db.fetchrow("SELECT slack_ts FROM actions"))["slack_ts"]
    value = button(card, "refund_approve")["value"]
    await click(agent, STRANGER, ts, "refund_approve", value)
    await click(agent, APPROVER, ts, "refund_approve", value, team_id="T0ELSEWHERE")
    await asyncio.sleep(0.5)
    assert await db.fetchval("SELECT status FROM actions") == "awaiting_approval"
    assert len(await slack_calls(agent, "chat.postEphemeral")) == 2
    await run_burst_worker(agent.settings)
    assert await refunds(agent) == []


async def test_a_stale_request_is_refused(agent, db):
    card = await refund_awaiting_approval(agent)
    ts = (await db.fetchrow("SELECT slack_ts FROM actions"))["slack_ts"]
    answer = await click(agent, APPROVER, ts, "refund_approve", button(card, "refund_approve")["value"],
                         timestamp_offset=-600)
    assert answer["status"] == 401
    assert await db.fetchval("SELECT status FROM actions") == "awaiting_approval"


@pytest.mark.clock
async def test_unanswered_approvals_expire_to_a_person(agent, db, now):
    await refund_awaiting_approval(agent)
    await db.execute("UPDATE actions SET approval_due = $1", now - timedelta(seconds=1))
    from supportbot.app.bootstrap import open_worker_deps
    from supportbot.worker.staff import expire_approvals
    redis = await create_pool(RedisSettings.from_dsn(agent.settings.redis_url))
    async with open_worker_deps(agent.settings) as deps:
        assert await expire_approvals({"deps": deps, "redis": redis}) == 1
    await redis.aclose()
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT status FROM actions") == "expired"
    assert "couldn't check your refund in time" in texts(await agent.sent_to())[-1]
    assert await db.fetchval("SELECT reason FROM handoffs") == "approval expired"
    posts = await slack_calls(agent, "chat.postMessage")
    assert "approval expired" in str(posts[-1]["blocks"])
    assert await refunds(agent) == []


async def test_handoff_take_over_relay_both_ways_and_hand_back(agent, db):
    customer = agent.customer()
    await customer.say("I want to talk to a person please")
    await run_burst_worker(agent.settings)  # the turn hands off; the card is posted
    [card] = await slack_calls(agent, "chat.postMessage")
    for part in ("customer asked for a person", "I want to talk to a person please"):
        assert part in str(card["blocks"])
    handoff = await db.fetchrow("SELECT id, slack_ts FROM handoffs")
    await click(agent, APPROVER, handoff["slack_ts"], "handoff_take_over", str(handoff["id"]))
    assert await eventually(lambda: _mode(db, "human"))

    await agent.sandbox("POST", "/_sandbox/slack/message", {
        "user_id": APPROVER, "channel": agent.settings.slack_channel, "thread_ts": handoff["slack_ts"],
        "text": "Hi Asha, I'm Sam. Let me look at this."})
    await agent.sandbox("POST", "/_sandbox/slack/message", {  # Slack retries the same event
        "user_id": APPROVER, "channel": agent.settings.slack_channel, "thread_ts": handoff["slack_ts"],
        "retry_num": 1})
    await eventually(lambda: queued_jobs(agent.settings))
    await run_burst_worker(agent.settings)
    said = texts(await agent.sent_to())
    assert said.count("Hi Asha, I'm Sam. Let me look at this.") == 1

    await customer.say("thanks Sam, it's about A-1042")
    await run_burst_worker(agent.settings)
    thread = [c for c in await slack_calls(agent, "chat.postMessage") if c.get("thread_ts") == handoff["slack_ts"]]
    assert any("it's about A-1042" in c["text"] for c in thread), "the customer's words reach the thread"
    assert texts(await agent.sent_to()) == said, "the bot stays quiet while a person has it"

    await click(agent, APPROVER, handoff["slack_ts"], "handoff_hand_back", str(handoff["id"]))
    assert await eventually(lambda: _mode(db, "bot"))
    await eventually(lambda: queued_jobs(agent.settings))
    await run_burst_worker(agent.settings)
    assert texts(await agent.sent_to())[-1].startswith("You're back with the assistant")


async def test_the_queue_keeps_places_and_puts_risk_first(agent, db):
    for wa_id, text in [("15550000011", "I want to talk to a person"), ("15550000012", "talk to a human please"),
                        ("15550000013", "I will sue you and call my lawyer")]:
        await agent.customer(wa_id).say(text)
        await run_burst_worker(agent.settings)
    answer = await agent.sandbox("POST", "/_sandbox/slack/command", {
        "user_id": APPROVER, "command": "/supportbot", "text": "queue"})
    assert answer["status"] == 200
    await asyncio.sleep(0.3)
    [reply] = [c for c in await agent.sandbox("GET", "/_sandbox/slack/calls") if c["method"] == "response_url"]
    text = str(reply["args"])
    first, second, third = (text.index(k) for k in ("[high]", "ticket 1 ", "ticket 2 "))
    assert first < second < third
    told = [texts(await agent.sent_to(w))[-1] for w in ("15550000011", "15550000012", "15550000013")]
    assert told == [f"You're number {n} in the queue for a person." for n in (1, 2, 1)]


async def _mode(db, mode: str) -> bool:
    return await db.fetchval("SELECT mode FROM conversations") == mode


async def test_approve_after_a_restart_pays_once(agent, db, spawn):
    card = await refund_awaiting_approval(agent)  # posted by one worker, which is now gone
    ts = (await db.fetchrow("SELECT slack_ts FROM actions"))["slack_ts"]
    spawn(agent.settings, "worker")  # a new process, the same database
    await click(agent, APPROVER, ts, "refund_approve", button(card, "refund_approve")["value"])
    assert await eventually(lambda: _paid(agent), timeout=SPAWNED)
    # The provider answers before the worker records it: wait for the record and the message.
    assert await eventually(lambda: db.fetchval("SELECT status = 'done' FROM actions"))
    assert await eventually(lambda: _told(agent, "Done: 75.00 USD refunded"))
    assert len(await refunds(agent)) == 1


async def _told(stack, start: str) -> bool:
    said = texts(await stack.sent_to())
    return bool(said) and said[-1].startswith(start)


async def _paid(stack) -> bool:
    return len(await refunds(stack)) == 1


async def test_the_handoff_card_for_a_refund_that_hit_a_bound(settings, ports, db, redis, shop):
    from tests.e2e import running
    linked = settings.model_copy(update={"bot_mode": "full",
                                         "order_url_template": "https://shop.example/admin/orders/{order_id}"})
    async with running(linked, ports) as stack:
        loop = turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 1}], reason="damaged"))
        await script(stack, loop, loop)
        await stack.customer().say("one plate on A-1042 arrived broken, refund it")
        await run_burst_worker(stack.settings)
        [card] = await slack_calls(stack, "chat.postMessage")
        blocks = str(card["blocks"])
        run_id = await db.fetchval("SELECT id FROM runs")
        for part in ("same tool call twice",                                   # why the bot stopped
                     "refund: one plate on A-1042 arrived broken, refund it",  # what the customer wants
                     "check_refund(", "-&gt; approved",                       # what was checked (escaped)
                     "nothing changed",                                        # what was done
                     "Read the thread",                                        # a suggestion
                     "https://shop.example/admin/orders/A-1042",               # the order
                     f"supportbot trace {run_id}",                             # the trace
                     "handoff_take_over", "handoff_hand_back", "handoff_close"):
            assert part in blocks, part
        assert "token" not in blocks.lower().replace("tokens", "")


@pytest.mark.clock
async def test_news_outside_the_24_hour_window_goes_as_the_template(agent, db, now):
    card = await refund_awaiting_approval(agent)
    await db.execute("UPDATE conversations SET last_inbound_at = $1", now - timedelta(days=2))
    await db.execute("UPDATE actions SET decided_by = NULL")
    ts = (await db.fetchrow("SELECT slack_ts FROM actions"))["slack_ts"]
    await click(agent, APPROVER, ts, "refund_approve", button(card, "refund_approve")["value"])
    assert await eventually(lambda: queued_jobs(agent.settings))
    await run_burst_worker(agent.settings)
    last = (await agent.sent_to())[-1]["body"]
    assert last["type"] == "template" and last["template"]["name"] == "support_update"
    assert "75.00" in last["template"]["components"][0]["parameters"][0]["text"]
