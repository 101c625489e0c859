"""Quiet customers: a nudge, then a close with a summary; a reply makes both stale."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from supportbot.core.types import OutboundText
from supportbot.words.wording import say
from tests.e2e import eventually, logged, script, started, texts
from tests.scripts import T9, T9_TEXT

pytestmark = pytest.mark.clock  # timers: due by the application's clock, deferred by the machine's

NUDGE = OutboundText(say("nudge"))


async def test_a_quiet_customer_is_nudged_once_then_the_chat_closes(settings, ports, db, redis, shop, spawn):
    from tests.e2e import running
    timed = settings.model_copy(update={"bot_mode": "full", "nudge_after_seconds": 0.6, "close_after_seconds": 1.2})
    async with running(timed, ports) as stack:
        await started(spawn(timed, "worker"))
        await script(stack, *T9)
        await stack.customer().say(T9_TEXT)  # ends on "Refund 25.00 ...?" and falls silent

        assert await eventually(lambda: _closed_with_a_summary(stack, db))
        said = await chat(stack)
        assert said[-2] == NUDGE.text
        assert said[-1].startswith("I'll close this chat for now") and "refund of 25.00 USD on A-1042" in said[-1]
        assert said.count(NUDGE.text) == 1
        assert await db.fetchval("SELECT status FROM actions") == "expired"  # the open question is dropped


async def test_a_worker_that_comes_back_after_both_timers_were_due_still_nudges_before_it_closes(
        settings, ports, db, redis, shop, spawn):
    from tests.e2e import running
    timed = settings.model_copy(update={"bot_mode": "full", "nudge_after_seconds": 0.5, "close_after_seconds": 1.0})
    async with running(timed, ports) as stack:
        worker = spawn(timed, "worker")
        await started(worker)
        await script(stack, *T9)
        await stack.customer().say(T9_TEXT)
        assert await eventually(lambda: redis.zscore("arq:queue", "nudge:1:1"))  # asked: the nudge waits
        worker.kill()
        worker.wait()
        await asyncio.sleep(1.5)  # both are due while no worker runs
        await started(spawn(timed, "worker"))

        assert await eventually(lambda: _closed_with_a_summary(stack, db))
        said = await chat(stack)
        assert said[-2] == NUDGE.text and said[-1].startswith("I'll close this chat for now")


async def test_a_reply_makes_the_timers_stale(settings, ports, db, redis, shop, spawn):
    from tests.e2e import running
    timed = settings.model_copy(update={"bot_mode": "full", "nudge_after_seconds": 1.0, "close_after_seconds": 1.5})
    async with running(timed, ports) as stack:
        await started(spawn(timed, "worker"))
        await script(stack, *T9)
        customer = stack.customer()
        await customer.say(T9_TEXT)
        assert await eventually(lambda: _sent(stack, 2))
        await customer.say("no")  # answered in time: nothing to nudge about
        assert await eventually(lambda: _sent(stack, 3))
        await asyncio.sleep(2.0)
        said = await chat(stack)
        assert NUDGE.text not in said and not any(t.startswith("I'll close") for t in said)
        assert await db.fetchval("SELECT closed_at FROM conversations") is None


async def chat(stack) -> list[str]:
    """What the customer read, without the CSAT question a close may be followed by (supportbot/worker/endings.py)."""
    return [t for t in texts(await stack.sent_to()) if t != say("csat:ask")]


async def _sent(stack, n: int) -> bool:
    return len(await stack.sent_to()) >= n


async def _closed_with_a_summary(stack, db) -> bool:
    # closed_at commits before the close message goes out: wait for both.
    said = await chat(stack)
    return bool(said) and said[-1].startswith("I'll close this chat for now") and await db.fetchval(
        "SELECT closed_at IS NOT NULL FROM conversations")


async def test_the_application_clock_fires_the_timers_and_they_survive_restarts(settings, ports, db, redis, shop,
                                                                                  spawn):
    """Real delays (10 and 30 minutes), driven by SUPPORTBOT_CLOCK: each worker restart moves the
    clock on, and the deferred jobs scheduled by the first worker are the ones that fire."""
    from tests.e2e import running

    def at(minutes: int):
        return settings.model_copy(update={"bot_mode": "full", "nudge_after_seconds": 600,
                                           "close_after_seconds": 1800,
                                           "supportbot_clock": settings.supportbot_clock + timedelta(minutes=minutes)})

    async with running(at(0), ports) as stack:
        worker = spawn(at(0), "worker")
        await script(stack, *T9)
        await stack.customer().say(T9_TEXT)  # ends on the refund question
        await started(worker)
        assert await eventually(lambda: _sent(stack, 2))
        assert await eventually(lambda: redis.zscore("arq:queue", "nudge:1:1"))  # deferred in arq, by id
        # The turn's job is still finishing after it sent the question; stopped then, arq runs it again
        # on the next worker, whose later clock would date the question anew.
        await logged(worker, "← turn:1:1:run_conversation ● 'settled'")

        async def restart_at(minutes: int) -> None:
            """A new worker on a later clock, once its first sweep asked that clock what is due: a
            loaded machine starts it late, so the test waits for that line, not for a deadline."""
            nonlocal worker
            worker.terminate()
            await asyncio.to_thread(worker.wait)
            worker = spawn(at(minutes), "worker")
            await started(worker)

        await restart_at(5)  # not yet due: the sweep moved nothing
        assert await redis.zscore("arq:queue", "nudge:1:1") and not await _sent(stack, 3)
        await restart_at(11)
        await logged(worker, "← nudge:1:1:nudge ● 'nudged'")
        assert await eventually(lambda: _sent(stack, 3))
        assert (await chat(stack))[-1] == NUDGE.text
        assert await db.fetchval("SELECT closed_at FROM conversations") is None
        await restart_at(31)

        await logged(worker, "← close:1:1:close_quiet ● ")
        assert await eventually(lambda: _closed_with_a_summary(stack, db))
        said = await chat(stack)
        assert said.count(NUDGE.text) == 1 and said[-1].startswith("I'll close this chat for now")
