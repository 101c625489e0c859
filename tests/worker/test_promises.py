"""Response-time promises on the worker's timers: a ticket nobody answered within its target is
told in its thread and to the on-call group once, however many workers check, and rises a step;
an answer in time keeps the promise."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest

from supportbot.app.bootstrap import open_worker_deps
from supportbot.store.promises import PromiseRepository
from supportbot.worker.promises import keep_promises
from tests.e2e import SPAWNED, eventually, run_burst_worker
from tests.quality import conversation
from tests.worker.test_saved_replies import in_thread, taken_over
from tests.worker.test_staff import queued_jobs, slack_calls

pytestmark = pytest.mark.clock  # due by the application's clock

ONCALL = "S0ONCALL"


async def waiting(stack, db, now, minutes: int) -> dict:
    """A ticket (normal: 240 min) first asked `minutes` before the application's now."""
    await stack.customer().say("I want to talk to a person please")
    await run_burst_worker(stack.settings)
    await db.execute("UPDATE handoffs SET first_asked_at = $1", now - timedelta(minutes=minutes))
    return await db.fetchrow("SELECT id, slack_ts, priority FROM handoffs")


async def first(telling) -> list[str]:
    """The thread's promise posts, once there are any."""
    thread, _ = await telling
    return thread


async def told(stack, handoff) -> tuple[list[str], list[str]]:
    posts = await slack_calls(stack, "chat.postMessage")
    thread = [p["text"] for p in posts if p.get("thread_ts") == handoff["slack_ts"] and "promise" in p["text"]]
    channel = [p["text"] for p in posts if not p.get("thread_ts") and "promise" in p["text"]]
    return thread, channel


async def test_two_workers_tell_a_missed_promise_once_and_raise_it(settings, ports, db, redis, shop, spawn, now):
    from tests.e2e import running
    paged = settings.model_copy(update={"slack_oncall_group": ONCALL})
    async with running(paged, ports) as stack:
        handoff = await waiting(stack, db, now, minutes=241)
        for _ in range(2):  # both run the check at start (run_at_startup), and twice a minute after
            spawn(paged, "worker")
        # Wait on the tell itself: arq runs a cron tick on one worker only (its job id is the tick's),
        # so waiting for both workers' own check waited for a later tick, up to a minute.
        assert await eventually(lambda: first(told(stack, handoff)), timeout=SPAWNED)
        async with open_worker_deps(paged) as deps:  # a check after it, from any worker, tells nothing
            assert await keep_promises({"deps": deps}) == 0
        thread, channel = await told(stack, handoff)
        assert thread == [
            "First-response promise missed: no person has answered this normal ticket within 4 h 00 min of "
            f"business hours (asked {now - timedelta(minutes=241):%Y-%m-%d %H:%M} UTC, 4 h 01 min ago). "
            "Priority raised to high."]
        assert channel == [f"<!subteam^{ONCALL}> Ticket #{handoff['id']} missed its first-response promise "
                           "(normal, 4 h 00 min): raised to high. It is waiting in its thread."]
        row = await db.fetchrow("SELECT priority, missed_priority, missed_at FROM handoffs")
        assert (row["priority"], row["missed_priority"], row["missed_at"]) == ("high", "normal", now)


async def test_a_ticket_checked_by_two_workers_at_once_is_told_once(agent, db, now, settings):
    stack = agent
    handoff = await waiting(stack, db, now, minutes=300)
    async with open_worker_deps(settings) as one, open_worker_deps(settings) as two:
        counts = await asyncio.gather(keep_promises({"deps": one}), keep_promises({"deps": two}))
        assert sorted(counts) == [0, 1]
        assert await keep_promises({"deps": one}) == 0  # and never again
    thread, channel = await told(stack, handoff)
    assert len(thread) == 1 and len(channel) == 1


async def test_a_ticket_answered_in_time_keeps_its_promise(agent, db, now, settings):
    stack = agent
    handoff = await taken_over(stack, db, "I want to talk to a person please")
    await db.execute("UPDATE handoffs SET first_asked_at = $1", now - timedelta(minutes=239))
    await in_thread(stack, handoff, "Hello, I am here to help.")
    await eventually(lambda: queued_jobs(stack.settings))
    await run_burst_worker(stack.settings)
    assert await db.fetchval("SELECT first_response_at FROM handoffs") == now
    await db.execute("UPDATE handoffs SET first_asked_at = $1", now - timedelta(minutes=500))  # now long past due
    async with open_worker_deps(settings) as deps:
        assert await keep_promises({"deps": deps}) == 0
    assert await told(stack, handoff) == ([], [])
    assert await db.fetchval("SELECT priority FROM handoffs") == "normal"


async def test_a_ticket_not_yet_due_is_left_alone(agent, db, now, settings):
    await waiting(agent, db, now, minutes=239)
    async with open_worker_deps(settings) as deps:
        assert await keep_promises({"deps": deps}) == 0
    assert await db.fetchval("SELECT missed_at FROM handoffs") is None


class CountingPool:
    """The pool's query methods, each call one round trip to Postgres."""

    def __init__(self, pool) -> None:
        self._pool, self.round_trips = pool, 0

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._pool, name)
        if name not in ("fetch", "fetchrow", "fetchval", "execute"):
            return method

        async def counted(*args: Any) -> Any:
            self.round_trips += 1
            return await method(*args)
        return counted


async def test_the_check_costs_one_read_and_one_update_per_miss(agent, db, now, settings):
    """Ceilings: five waiting tickets, two of them past due (no thread yet): three round trips, two posts."""
    for minutes in (10, 20, 30, 241, 300):
        asked = now - timedelta(minutes=minutes)
        await db.execute("""INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at)
                            VALUES ($1, 'asked', 'normal', $2, $2)""", await conversation(db, asked), asked)
    counting = CountingPool(db)
    async with open_worker_deps(settings) as deps:
        assert await keep_promises({"deps": replace(deps, promises=PromiseRepository(counting))}) == 2
    assert counting.round_trips == 3
    assert len(await slack_calls(agent, "chat.postMessage")) == 2  # the channel's, one per miss


async def test_a_ticket_raised_by_a_risk_since_it_was_read_is_not_lowered(db, now):
    """Decided again on the row as it is: a stale 'normal' read never turns an urgent ticket into high."""
    asked = now - timedelta(minutes=300)
    await db.execute("""INSERT INTO handoffs (conversation_id, reason, priority, first_asked_at, created_at)
                        VALUES ($1, 'asked', 'normal', $2, $2)""", await conversation(db, asked), asked)
    promises = PromiseRepository(db)
    [ticket] = await promises.awaiting()
    await db.execute("UPDATE handoffs SET priority = 'urgent'")  # a risk said while it waits
    assert await promises.miss(ticket["id"], ticket["priority"], "high", now) is None
    assert await db.fetchval("SELECT priority FROM handoffs") == "urgent"
    [again] = await promises.awaiting()
    row = await promises.miss(again["id"], again["priority"], "urgent", now)
    assert (row["missed_priority"], row["priority"]) == ("urgent", "urgent")
