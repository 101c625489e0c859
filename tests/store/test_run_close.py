"""Closing a run (supportbot/store/run_close.py): masked, remembered, the question noted, finished
and traced, in one read and one write; closing it again (a replay) changes nothing but the trace."""

from __future__ import annotations

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

    async def execute(self, *args: Any) -> Any:
        self.round_trips += 1
        return await self._pool.execute(*args)


async def _run(db, now) -> tuple[int, int, int]:
    """A conversation of the demo customer's phone, their message and a running run; (conversation, message, run)."""
    conversation = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at, inbound_seq) "
        "VALUES ('1', '4477', '4477', $1, 1) RETURNING id", now)
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
    body = await RunClosing(pool, clock=lambda: now).close(  # type: ignore[arg-type]
        run, Closing("done", "answered", (fact,), None, asked_at=now), held)

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
