"""Quiet customers: a nudge, then a close with a summary; a reply makes both stale."""

from __future__ import annotations

from tests.e2e import eventually, script, texts
from tests.scripts import T9, T9_TEXT
from worker.timers import NUDGE


async def test_a_quiet_customer_is_nudged_once_then_the_chat_closes(settings, ports, db, redis, shop, spawn):
    from tests.e2e import running
    timed = settings.model_copy(update={"bot_mode": "full", "nudge_after_seconds": 0.6, "close_after_seconds": 1.2})
    async with running(timed, ports) as stack:
        spawn(timed, "worker")
        await script(stack, *T9)
        await stack.customer().say(T9_TEXT)  # ends on "Refund 25.00 ...?" and falls silent

        async def closed() -> bool:
            return await db.fetchval("SELECT closed_at IS NOT NULL FROM conversations")
        assert await eventually(closed, timeout=10)
        said = texts(await stack.sent_to())
        assert said[-2] == NUDGE.text
        assert said[-1].startswith("I'll close this chat for now") and "refund of 25.00 USD on A-1042" in said[-1]
        assert said.count(NUDGE.text) == 1
        assert await db.fetchval("SELECT status FROM actions") == "expired"  # the open question is dropped


async def test_a_reply_makes_the_timers_stale(settings, ports, db, redis, shop, spawn):
    import asyncio

    from tests.e2e import running
    timed = settings.model_copy(update={"bot_mode": "full", "nudge_after_seconds": 1.0, "close_after_seconds": 1.5})
    async with running(timed, ports) as stack:
        spawn(timed, "worker")
        await script(stack, *T9)
        customer = stack.customer()
        await customer.say(T9_TEXT)
        assert await eventually(lambda: _sent(stack, 2))
        await customer.say("no")  # answered in time: nothing to nudge about
        assert await eventually(lambda: _sent(stack, 3))
        await asyncio.sleep(2.0)
        said = texts(await stack.sent_to())
        assert NUDGE.text not in said and not any(t.startswith("I'll close") for t in said)
        assert await db.fetchval("SELECT closed_at FROM conversations") is None


async def _sent(stack, n: int) -> bool:
    return len(await stack.sent_to()) >= n
