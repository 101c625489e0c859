"""Closing a run (supportbot/store/run_close.py): masked, remembered, the question noted, finished
and traced, in one read and one write; closing it again (a replay) changes nothing but the trace."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest

from supportbot.core.ports import Closing
from supportbot.core.privacy.memory import Fact
from supportbot.store.run_close import RunClosing


class CountedPool:
    """The real pool, its round trips counted."""

    def __init__(self, pool) -> None:
        self._pool = pool
        self.round_trips = 0

    async def fetchrow(self, *args: Any) -> Any:
        self.round_trips += 1
        return await self._pool.fetchrow(*args)

    async def fetchval(self, *args: Any) -> Any:
        self.round_trips += 1
        return await self._pool.fetchval(*args)


async def _run(db, now, key: str = "4477") -> tuple[int, int, int]:
    """A conversation of the demo customer's phone, their message and a running run; (conversation, message, run)."""
    conversation = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at, inbound_seq) "
        "VALUES ('1', $2, $2, $1, 1) RETURNING id", now, key)
    said = await db.fetchval(
        """INSERT INTO messages (conversation_id, direction, kind, body, payload, trusted, created_at)
           VALUES ($1, 'in', 'text', 'mail me at x.y@mail.test', $2, false, $3) RETURNING id""",
        conversation, {"type": "text", "text": {"body": "mail me at x.y@mail.test"}}, now)
    run = await db.fetchval(
        """INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at)
           VALUES ($1, 1, 1, $2, 'test', $3) RETURNING id""", conversation, [said], now)
    await db.execute("INSERT INTO steps (run_id, step, kind, request, result) VALUES ($1, 1, 'tool', $2, $3)",
                     run, {"name": "verify_code", "arguments": {"code": "123456"}}, {"status": "verified"})
    return conversation, said, run


@pytest.mark.clock
async def test_a_run_is_closed_in_two_round_trips_with_everything_its_end_writes(db, now):
    conversation, said, run = await _run(db, now)
    await db.execute("INSERT INTO customers (id, name, email, phone) VALUES ('C-9', 'Ana', 'a@mail.test', '4477')")
    pool = CountedPool(db)
    held = [{"step": 2, "kind": "decide", "request": None, "result": {"reply": "sent to x.y@mail.test"}}]
    fact = Fact("preferred_channel", "whatsapp", conversation, now + timedelta(days=90))
    closed = await RunClosing(pool, clock=lambda: now).close(  # type: ignore[arg-type]
        run, Closing("done", "answered", (fact,), None, asked_at=now), held)
    assert closed is not None and not closed.settled  # no owner named: the lease is not the close's to let go
    body = closed.trace

    assert pool.round_trips == 2
    message = await db.fetchrow("SELECT body, payload, handled_by_run FROM messages WHERE id = $1", said)
    assert (message["body"], message["payload"]["text"]["body"]) == ("mail me at [email]", "mail me at [email]")
    assert message["handled_by_run"] == run
    steps = {r["step"]: r for r in await db.fetch("SELECT step, request, result FROM steps WHERE run_id = $1", run)}
    assert steps[1]["request"]["arguments"]["code"] == "[code]"
    assert steps[2]["result"] == {"reply": "sent to [email]"}  # the held step, written masked
    finished = await db.fetchrow("SELECT status, outcome, finished_at FROM runs WHERE id = $1", run)
    assert (finished["status"], finished["outcome"]) == ("done", "answered") and finished["finished_at"]
    asked = await db.fetchrow("SELECT handled_seq, asked_seq, asked_at FROM conversations WHERE id = $1",
                              conversation)
    assert (asked["handled_seq"], asked["asked_seq"], asked["asked_at"]) == (1, 1, now)
    assert await db.fetchval("SELECT value FROM customer_memory WHERE customer_id = 'C-9'") == "whatsapp"
    trace = await db.fetchrow("SELECT customer_id, outcome, body FROM traces WHERE run_id = $1", run)
    assert (trace["customer_id"], trace["outcome"], trace["body"]) == ("C-9", "answered", body)
    assert body["run"]["status"] == "done" and [s["step"] for s in body["steps"]] == [1, 2]
    assert "x.y@mail.test" not in str(body) and "123456" not in str(body)


@pytest.mark.clock
async def test_closing_again_changes_nothing_and_a_run_without_a_question_leaves_the_timers_alone(db, now):
    conversation, said, run = await _run(db, now)
    closing = RunClosing(db, clock=lambda: now)
    await closing.close(run, Closing("failed", "gave_up", traced=False))
    first = await db.fetchrow("SELECT status, outcome, finished_at FROM runs WHERE id = $1", run)
    assert (first["status"], first["outcome"]) == ("failed", "gave_up")
    assert await db.fetchval("SELECT asked_seq FROM conversations WHERE id = $1", conversation) is None
    assert await db.fetchval("SELECT count(*) FROM traces") == 0  # not traced: none written
    await closing.close(run, Closing("done", "answered"))
    again = await db.fetchrow("SELECT status, outcome, finished_at FROM runs WHERE id = $1", run)
    assert dict(again) == dict(first)  # a finished run stays as it finished
    assert await db.fetchval("SELECT body FROM messages WHERE id = $1", said) == "mail me at [email]"


async def _leased(db, conversation: int, owner: str) -> None:
    await db.execute("UPDATE conversations SET lease_owner = $2, lease_until = clock_timestamp() + interval '1 minute',"
                     " job_state = 'queued' WHERE id = $1", conversation, owner)


async def _lease(db, conversation: int) -> tuple[str | None, str]:
    row = await db.fetchrow("SELECT lease_owner, job_state FROM conversations WHERE id = $1", conversation)
    return row["lease_owner"], row["job_state"]


@pytest.mark.clock
async def test_the_close_settles_the_conversation_when_nothing_arrived_since_the_run_opened(db, now):
    # The settle folded into the close (issue 29): the job need not open again to find nothing left.
    conversation, _said, run = await _run(db, now)
    await _leased(db, conversation, "w:1")
    closed = await RunClosing(db, clock=lambda: now).close(run, Closing("done", "answered", owner="w:1"))
    assert closed is not None and closed.settled
    assert await _lease(db, conversation) == (None, "idle")


@pytest.mark.clock
async def test_the_close_keeps_the_lease_when_a_message_arrived_or_the_lease_is_another_jobs(db, now):
    conversation, _said, run = await _run(db, now)
    await _leased(db, conversation, "w:1")
    await db.execute("UPDATE conversations SET inbound_seq = 2 WHERE id = $1", conversation)  # one more came in
    closed = await RunClosing(db, clock=lambda: now).close(run, Closing("done", "answered", owner="w:1"))
    assert closed is not None and not closed.settled
    assert await _lease(db, conversation) == ("w:1", "queued")  # the job opens the next run

    conversation, _said, run = await _run(db, now, key="4478")
    await _leased(db, conversation, "w:2")  # our lease lapsed and another job took it
    closed = await RunClosing(db, clock=lambda: now).close(run, Closing("done", "answered", owner="w:1"))
    assert closed is not None and not closed.settled
    assert await _lease(db, conversation) == ("w:2", "queued")


@pytest.mark.clock
async def test_a_message_committed_while_the_close_waits_on_the_row_keeps_the_conversation_awake(db, now):
    # Real concurrency: ingest bumps inbound_seq under the conversation's row lock. The close's read
    # happens before, and its UPDATE waits on the lock: it must decide on the row as ingest left it,
    # or the new message is never answered (idle, nobody queued).
    conversation, _said, run = await _run(db, now)
    await _leased(db, conversation, "w:1")
    closing = RunClosing(db, clock=lambda: now)
    async with db.acquire() as ingest:
        tx = ingest.transaction()
        await tx.start()
        await ingest.execute("UPDATE conversations SET inbound_seq = inbound_seq + 1 WHERE id = $1", conversation)
        closes = asyncio.ensure_future(closing.close(run, Closing("done", "answered", owner="w:1")))
        for _ in range(200):  # until the close waits on ingest's row lock
            waiting = await db.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")
            if waiting:
                break
            await asyncio.sleep(0.01)
        assert waiting and not closes.done()
        await tx.commit()
    closed = await closes
    assert closed is not None and not closed.settled
    assert await _lease(db, conversation) == ("w:1", "queued")


@pytest.mark.clock
async def test_the_last_sends_record_is_written_by_the_closes_read(db, now):
    # The send's wamid after the run's last message (supportbot/store/outbox.py `sent`) rides with the
    # close's read instead of a statement of its own (bench/turn_cost.py), durably as before; a status
    # Meta sent first is folded in, and the trace says what the record says.
    conversation, _said, run = await _run(db, now)
    await db.execute(
        """INSERT INTO messages (conversation_id, direction, kind, body, payload, trusted, idempotency_key, run_id,
                                 status, created_at)
           VALUES ($1, 'out', 'text', 'Hi', '{}', true, 'k-1', $2, 'pending', $3)""", conversation, run, now)
    await db.execute("INSERT INTO delivery_statuses (wamid, status, at) VALUES ('wamid.1', 'delivered', $1)", now)
    pool = CountedPool(db)
    closed = await RunClosing(pool, clock=lambda: now).close(  # type: ignore[arg-type]
        run, Closing("done", "answered", sent=("k-1", "wamid.1")))
    assert pool.round_trips == 2
    row = await db.fetchrow("SELECT wamid, status FROM messages WHERE idempotency_key = 'k-1'")
    assert (row["wamid"], row["status"]) == ("wamid.1", "delivered")
    assert closed is not None and [m["status"] for m in closed.trace["sent"]] == ["delivered"]
