"""/metrics (the web process's own listener) shows what turns in worker processes did (from Redis and Postgres)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from arq.connections import RedisSettings, create_pool
from prometheus_client.parser import text_string_to_metric_families

from supportbot.app.bootstrap import open_worker_deps
from supportbot.ops.modes import set_floor
from supportbot.store.staff import StaffRepository
from supportbot.worker.staff import expire_approvals
from tests.e2e import run_burst_worker, script
from tests.scripts import T9, T9_TEXT, say
from tests.worker.test_staff import refund_awaiting_approval
from tests.worker.test_templated import turn

STRANGER = "15550009999"


async def scrape(stack) -> dict[str, dict[frozenset, float]]:
    """Every sample, by sample name, then by its labels."""
    async with stack.session.get(f"{stack.metrics_url}/metrics") as resp:
        assert resp.status == 200
        text = await resp.text()
    samples: dict[str, dict[frozenset, float]] = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            samples.setdefault(s.name, {})[frozenset(s.labels.items())] = s.value
    return samples


def value(samples, name: str, **labels: str) -> float:
    return samples.get(name, {}).get(frozenset(labels.items()), 0.0)


@pytest.mark.clock
async def test_turns_in_the_worker_move_the_web_processes_metrics(agent, db, redis):
    before = await scrape(agent)
    assert value(before, "supportbot_turn_seconds_count") == 0
    assert value(before, "supportbot_mode", mode="full") == 1

    await script(agent, *T9, say("Could you tell me your order number?"))
    customer = agent.customer()
    await customer.say(T9_TEXT)
    await run_burst_worker(agent.settings)
    await customer.say("yes")
    await run_burst_worker(agent.settings)
    await customer.say("I want to talk to a person")
    await agent.customer(STRANGER).say("where is my order?")
    await run_burst_worker(agent.settings)

    after = await scrape(agent)
    assert value(after, "supportbot_turn_seconds_count") == 4
    assert value(after, "supportbot_turn_seconds_bucket", le="+Inf") == 4
    assert value(after, "supportbot_turn_seconds_sum") > 0
    for tool in ("list_orders", "check_refund", "issue_refund"):
        assert value(after, "supportbot_tool_calls_total", tool=tool, outcome="ok") == 1
    assert value(after, "supportbot_turns_total", mode="full", outcome="awaiting_confirmation") == 1
    assert value(after, "supportbot_refunds_total", outcome="paid") == 1
    assert value(after, "supportbot_refunded_amount_total") == 25
    assert value(after, "supportbot_handoffs_total", reason="asked", priority="normal") == 1
    assert value(after, "supportbot_conversations_24h", handled_by="person") == 1
    assert value(after, "supportbot_conversations_24h", handled_by="bot") == 1
    assert value(after, "supportbot_containment_ratio_24h") == 0.5

    await set_floor(redis, StaffRepository(db, clock=lambda: agent.settings.supportbot_clock), "templated", "U0OPS")
    moved = await scrape(agent)
    assert value(moved, "supportbot_mode", mode="templated") == 1
    assert value(moved, "supportbot_mode", mode="full") == 0
    assert value(moved, "supportbot_mode_automatic", mode="full") == 1


async def test_provider_errors_are_counted_where_the_web_process_sees_them(agent, db):
    assert value(await scrape(agent), "supportbot_provider_errors_total", provider="primary", kind="server_error") == 0
    await agent.customer().say("a question about my order please")  # nothing scripted: the model answers 500
    await run_burst_worker(agent.settings)
    errors = await scrape(agent)
    assert value(errors, "supportbot_provider_errors_total", provider="primary", kind="server_error") >= 1
    assert value(errors, "supportbot_turn_seconds_count") == 1


@pytest.mark.clock
async def test_an_expired_approval_counts_as_a_handoff_and_lands_in_the_proposing_trace(agent, db, now):
    await refund_awaiting_approval(agent)
    await db.execute("UPDATE actions SET approval_due = $1", now - timedelta(seconds=1))
    redis = await create_pool(RedisSettings.from_dsn(agent.settings.redis_url))
    try:
        async with open_worker_deps(agent.settings) as deps:
            assert await expire_approvals({"deps": deps, "redis": redis}) == 1
            assert await expire_approvals({"deps": deps, "redis": redis}) == 0  # once
    finally:
        await redis.aclose()
    samples = await scrape(agent)
    assert value(samples, "supportbot_handoffs_total", reason="approval_expired", priority="high") == 1
    assert value(samples, "supportbot_refunds_total", outcome="expired") == 1
    key = await db.fetchval("SELECT idempotency_key FROM actions")
    events = await db.fetchval("SELECT events FROM traces WHERE run_id = $1", int(key.split(":")[1]))
    assert [e["event"] for e in events] == ["approval expired"]


async def test_the_shops_other_actions_are_counted_by_kind_and_status(stack, db):
    """Issue 15: a cancellation carried out shows on /metrics by kind and status."""
    await db.execute("UPDATE orders SET status = 'placed', shipped_at = NULL WHERE id = 'A-1043'")
    await turn(stack, "please cancel my order A-1043")
    await turn(stack, "yes")
    samples = await scrape(stack)
    assert value(samples, "supportbot_actions_total", kind="cancel_order", status="done") == 1.0
