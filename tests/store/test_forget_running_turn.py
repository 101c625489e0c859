"""Forget is final while a turn runs (issue 27 item 4): a turn that asked the model before `forget`
and writes its step, reply and trace after it leaves none of the customer's name, street or number
in any table, in either order of the race; a write still open when forget starts is waited for."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import asyncpg
import pytest

from supportbot.core.ports import Closing
from supportbot.core.types import OutboundText
from supportbot.store.forget import forget_customer
from supportbot.store.journal import StepRepository
from supportbot.store.outbox import OutboxRepository
from supportbot.store.pool import open_connection
from supportbot.store.run_close import RunClosing
from supportbot.worker.delivery import send_once
from tests.quality import conversation, inbound
from tests.worker.test_privacy import every_text

PHONE = "15551230001"  # the demo customer C-1
NAME, STREET = "Asha Rao", "12 Hill Road"


async def forget(settings) -> None:
    async with open_connection(settings.database_url) as conn:
        assert await forget_customer(conn, "C-1") is not None


async def running_turn(db: asyncpg.Pool, now) -> tuple[int, int]:
    """A conversation of C-1 with their message and a run answering it; (conversation id, run id)."""
    cid = await conversation(db, now, PHONE)
    await db.execute("UPDATE conversations SET verified_customer_id = 'C-1' WHERE id = $1", cid)
    said = await inbound(db, cid, now, f"I'm {NAME}, send it to {STREET} please")
    run = await db.fetchval("""INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at)
                               VALUES ($1, 1, 1, ARRAY[$2::bigint], 'agent/v1', $3) RETURNING id""", cid, said, now)
    return cid, run


async def finish_turn(db: asyncpg.Pool, now, cid: int, run: int, model_called: asyncio.Event,
                      may_write: asyncio.Event) -> None:
    """What a turn writes after the model answered: the model request, the reply, then its close (the
    masks, the run's end and the trace, in one statement: supportbot/store/run_close.py)."""
    model_called.set()
    await may_write.wait()
    steps = StepRepository(db)
    await steps.record(run, 1, "llm", {"messages": [{"role": "user", "content": f"{NAME}, {STREET}, {PHONE}"}]},
                       {"text": f"Thanks {NAME}, we'll send it to {STREET}."})
    await OutboxRepository(db, clock=lambda: now).prepare(
        cid, run, f"{cid}:{run}:2", OutboundText(f"Thanks {NAME}, we'll send it to {STREET}."))
    await RunClosing(db, clock=lambda: now).close(run, Closing("done", "answered"))  # masks, ends, traces


def leftovers(text: str) -> list[str]:
    return [value for value in (NAME, STREET, PHONE) if value in text]


@pytest.mark.clock
@pytest.mark.parametrize("forget_first", [True, False], ids=["forget-before-last-write", "forget-after-it"])
async def test_a_turn_running_across_a_forget_leaves_nothing_of_the_customer(db, shop, now, settings, forget_first):
    cid, run = await running_turn(db, now)
    model_called, may_write = asyncio.Event(), asyncio.Event()
    turn = asyncio.create_task(finish_turn(db, now, cid, run, model_called, may_write))
    await model_called.wait()  # the model has the customer's words; nothing is written yet
    if forget_first:
        await forget(settings)
        may_write.set()
        await turn
    else:
        may_write.set()
        await turn
        await forget(settings)
    assert leftovers(await every_text(db)) == []


@pytest.mark.clock
async def test_forget_waits_for_a_write_already_in_flight(db, shop, now, settings):
    cid, run = await running_turn(db, now)
    async with db.acquire() as turn, turn.transaction():
        # A turn's write has begun (not committed) when forget starts: forget must not miss it.
        await turn.execute("""INSERT INTO steps (run_id, step, kind, request) VALUES ($1, 1, 'llm', $2::jsonb)""",
                           run, {"content": f"{NAME}, {STREET}"})
        forgetting = asyncio.create_task(forget(settings))
        await asyncio.sleep(0)  # let forget reach the database (it may only wait, never finish, from here)
        for _ in range(50):
            if await db.fetchval("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                  "AND datname = current_database()"):
                break
            await asyncio.sleep(0.02)
        assert not forgetting.done()
    await forgetting
    assert leftovers(await every_text(db)) == []


class Messenger:
    """Counts what would go to WhatsApp."""

    def __init__(self) -> None:
        self.sent: list[object] = []

    async def send(self, to, message):
        self.sent.append(message)
        raise AssertionError("a forgotten customer's reply was sent")


@pytest.mark.clock
async def test_the_reply_of_a_turn_that_outlived_the_forget_is_not_sent(db, shop, now, settings):
    cid, run = await running_turn(db, now)
    await forget(settings)
    messenger = Messenger()
    deps = SimpleNamespace(outbox=OutboxRepository(db, clock=lambda: now), messenger=messenger)
    result = await send_once(deps, None, cid, run, f"{cid}:{run}:2",  # type: ignore[arg-type]
                             OutboundText(f"Thanks {NAME}, we'll send it to {STREET}."))
    assert result == {"dropped": "forgotten"} and messenger.sent == []
