"""A run's journal writes its decisions in batches: held in the worker until something acts on
them, then written in one statement before the act (or in the act's own statement), never after.

Decisions (confirm, route, mode, llm, decide, queue) and the send step were one lazy INSERT each,
five of a status turn's round trips (bench/turn_cost.py). Held, a worker killed before the write
loses only decisions nothing outside the database has acted on yet: the replay decides them again.
"""

from __future__ import annotations

from typing import Any

import pytest

from supportbot.core.journal import HeldSteps, RunJournal
from supportbot.core.types import OutboundText
from supportbot.store.journal import StepRepository
from supportbot.store.outbox import OutboxRepository
from supportbot.store.privacy import PrivacyRepository


class CountedSteps(StepRepository):
    """The real repository, its statements counted."""

    def __init__(self, pool) -> None:
        super().__init__(pool)
        self.statements = 0

    async def record(self, *args: Any) -> None:
        self.statements += 1
        await super().record(*args)

    async def record_many(self, *args: Any) -> None:
        self.statements += 1
        await super().record_many(*args)


async def _run(db, now) -> int:
    conversation = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
        "VALUES ('1', '4477', '4477', $1) RETURNING id", now)
    return await db.fetchval(
        """INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at)
           VALUES ($1, 1, 1, '{}', 'test', $2) RETURNING id""", conversation, now)


async def _kinds(db, run: int) -> list[str]:
    return [r["kind"] for r in await db.fetch("SELECT kind FROM steps WHERE run_id = $1 ORDER BY step", run)]


async def _value(value: Any) -> Any:
    return value


@pytest.mark.clock
async def test_decisions_are_written_in_one_statement_before_an_act_runs(db, now):
    run = await _run(db, now)
    steps = CountedSteps(db)
    hooked: list[tuple[str, int]] = []
    journal = await RunJournal.open(steps, 1, run, lambda kind, n: hooked.append((kind, n)), first_attempt=True)
    await journal.step("confirm", lambda: _value(None))
    await journal.step("route", lambda: _value({"labels": []}))
    await journal.step("mode", lambda: _value({"mode": "full"}))
    assert steps.statements == 0 and await _kinds(db, run) == [], "decisions wait in the worker"
    assert hooked == [], "a step's hook fires once it is written (the crash tests kill there)"

    seen_by_the_act: list[str] = []

    async def act() -> dict[str, Any]:
        seen_by_the_act.extend(await _kinds(db, run))
        return {"ok": True}

    await journal.step("tool", act)
    assert seen_by_the_act == ["confirm", "route", "mode"], "what the act rests on is written before it"
    assert await _kinds(db, run) == ["confirm", "route", "mode", "tool"]
    assert steps.statements == 2, "the three decisions in one statement, the tool's record in another"
    assert hooked == [("confirm", 1), ("route", 2), ("mode", 3), ("tool", 4)]


@pytest.mark.clock
async def test_held_steps_go_with_the_statement_that_acts_on_them(db, now):
    run = await _run(db, now)
    steps = CountedSteps(db)
    journal = await RunJournal.open(steps, 1, run, first_attempt=True)
    await journal.step("confirm", lambda: _value(None))
    await journal.step("decide", lambda: _value({"outcome": "answered"}))

    async def outbox_row(held: list[dict[str, Any]]) -> str:
        # What a send does with them: its outbox row's statement writes them too (store/outbox.py).
        await steps.record_many(run, held)
        return "written"

    assert await journal.with_held(outbox_row) == "written"
    assert await _kinds(db, run) == ["confirm", "decide"]
    await journal.flush()
    assert steps.statements == 1, "nothing left to write"


@pytest.mark.clock
async def test_a_replay_reads_back_the_batch_and_decides_nothing_again(db, now):
    run = await _run(db, now)
    first = await RunJournal.open(StepRepository(db), 1, run, first_attempt=True)
    await first.step("confirm", lambda: _value({"action_id": 7}))
    await first.step("route", lambda: _value({"labels": ["status"]}))
    await first.flush()

    replay = await RunJournal.open(StepRepository(db), 1, run)

    async def never() -> Any:
        raise AssertionError("decided again")

    assert await replay.step("confirm", never) == {"action_id": 7}
    assert await replay.step("route", never) == {"labels": ["status"]}


@pytest.mark.clock
async def test_a_sends_outbox_row_writes_the_decisions_it_rests_on_in_its_own_statement(db, now):
    run = await _run(db, now)
    cid = await db.fetchval("SELECT conversation_id FROM runs WHERE id = $1", run)
    journal = await RunJournal.open(StepRepository(db), cid, run, first_attempt=True)
    await journal.step("confirm", lambda: _value(None))
    await journal.step("decide", lambda: _value({"outcome": "answered"}))
    outbox = OutboxRepository(db, clock=lambda: now)
    key = journal.next_key()
    assert await journal.with_held(lambda held: outbox.prepare(cid, run, key, OutboundText("Hi"), held)) is None
    assert await _kinds(db, run) == ["confirm", "decide"]
    assert await db.fetchval("SELECT body FROM messages WHERE idempotency_key = $1", key) == "Hi"
    # The same key again (a replay): the row is found, the steps are not written twice.
    assert await outbox.prepare(cid, run, key, OutboundText("Hi"),
                                [{"step": 1, "kind": "confirm", "request": None, "result": {"again": True}}]) is None
    assert await db.fetchval("SELECT result FROM steps WHERE run_id = $1 AND step = 1", run) is None


@pytest.mark.clock
async def test_the_scrub_masks_and_writes_the_steps_still_held(db, now):
    run = await _run(db, now)
    journal = await RunJournal.open(StepRepository(db), 1, run, first_attempt=True)
    await journal.step("llm", lambda: _value({"text": "mail me at x.y@mail.test"}))
    await journal.step("send", lambda: _value({"wamid": "wamid.1"}))
    scrubber = PrivacyRepository(db)
    assert await journal.with_held(lambda held: scrubber.scrub_run(run, held)) == 1
    assert await _kinds(db, run) == ["llm", "send"]
    assert await db.fetchval("SELECT result FROM steps WHERE run_id = $1 AND step = 1", run) == {
        "text": "mail me at [email]"}


@pytest.mark.clock
@pytest.mark.parametrize("kind", ["recheck", "pay"])
async def test_a_step_found_again_on_replay_acts_after_the_batch_and_its_record_joins_the_next(db, now, kind):
    # A recheck (its action moved under its lock, followed where it went on replay) and a payment (the
    # provider's first answer under the action's key) act on what was decided, so the batch is written
    # before they act; their own record waits for the next statement, instead of a durable one each.
    run = await _run(db, now)
    steps = CountedSteps(db)
    hooked: list[tuple[str, int]] = []
    journal = await RunJournal.open(steps, 1, run, lambda k, n: hooked.append((k, n)), first_attempt=True)
    await journal.step("confirm", lambda: _value({"action_id": 7}))
    seen_by_the_act: list[str] = []

    async def act() -> dict[str, Any]:
        seen_by_the_act.extend(await _kinds(db, run))
        return {"to": "executing"}

    assert await journal.step(kind, act) == {"to": "executing"}
    assert seen_by_the_act == ["confirm"], "what the act rests on is written before it"
    assert await _kinds(db, run) == ["confirm"] and hooked == [("confirm", 1)], "its record is held"
    await journal.step("decide", lambda: _value({"outcome": "refunded"}))
    await journal.step("tool", lambda: _value({"ok": True}))  # an act on a decision: the batch goes first
    assert await _kinds(db, run) == ["confirm", kind, "decide", "tool"]
    assert steps.statements == 3, "the confirm, then the held record with the decision, then the tool's own"
    assert hooked == [("confirm", 1), (kind, 2), ("decide", 3), ("tool", 4)]


@pytest.mark.clock
async def test_a_tool_found_again_on_replay_holds_its_record_when_asked(db, now):
    run = await _run(db, now)
    steps = CountedSteps(db)
    journal = await RunJournal.open(steps, 1, run, first_attempt=True)
    await journal.step("tool", lambda: _value({"token": "t"}), {"name": "check_refund"}, record_held=True)
    assert await _kinds(db, run) == [], "held until the next step that acts"
    await journal.step("tool", lambda: _value({"ok": True}), {"name": "issue_refund"})
    assert await _kinds(db, run) == ["tool", "tool"]


@pytest.mark.clock
async def test_an_act_after_only_found_again_records_does_not_wait_to_write_them(db, now):
    # The yes: confirm (a decision, written before the recheck acts), the recheck, the payment. A replay
    # finds what the recheck did at any point (its action moved under its lock), so the payment need
    # not wait for its record: it goes with the payment's, in the next statement (the reply's outbox row).
    run = await _run(db, now)
    steps = CountedSteps(db)
    journal = await RunJournal.open(steps, 1, run, first_attempt=True)
    await journal.step("confirm", lambda: _value({"action_id": 7}))
    await journal.step("recheck", lambda: _value({"to": "executing"}))
    assert steps.statements == 1 and await _kinds(db, run) == ["confirm"]
    await journal.step("pay", lambda: _value({"outcome": "succeeded"}))
    assert steps.statements == 1, "the payment did not wait for the recheck's record"
    await journal.step("decide", lambda: _value({"outcome": "refunded"}))
    await journal.step("tool", lambda: _value({"ok": True}))  # a decision held: this act waits for the batch
    assert await _kinds(db, run) == ["confirm", "recheck", "pay", "decide", "tool"]
    assert steps.statements == 3


@pytest.mark.clock
async def test_a_step_that_acts_on_nothing_outside_leaves_the_batch_to_the_next_act(db, now):
    # check_refund reads and signs a token whose nonce is its step's key: nothing outside the
    # database rests on the decisions before it, so they wait, with its record, for the next act.
    run = await _run(db, now)
    steps = CountedSteps(db)
    journal = await RunJournal.open(steps, 1, run, first_attempt=True)
    await journal.step("route", lambda: _value({"labels": []}))
    await journal.step("llm", lambda: _value({"call": 1}))
    await journal.step("tool", lambda: _value({"token": "t"}), record_held=True, acts=False)
    await journal.step("llm", lambda: _value({"call": 2}))
    assert steps.statements == 0 and await _kinds(db, run) == [], "nothing has acted yet"

    seen_by_the_act: list[str] = []

    async def act() -> dict[str, Any]:
        seen_by_the_act.extend(await _kinds(db, run))
        return {"ok": True}

    await journal.step("tool", act, record_held=True)
    assert seen_by_the_act == ["route", "llm", "tool", "llm"], "what the act rests on is written before it"
    assert steps.statements == 1, "in one statement"


@pytest.mark.clock
async def test_an_act_may_write_the_held_steps_in_its_own_statement_else_they_follow_it(db, now):
    # issue_refund's proposal writes the decisions it rests on in its own statement (store/actions.py);
    # a path that writes nothing (a refusal) acted on nothing, and they are written after it.
    run = await _run(db, now)
    steps = CountedSteps(db)
    journal = await RunJournal.open(steps, 1, run, first_attempt=True)
    await journal.step("llm", lambda: _value({"call": 1}))

    async def proposal(held: HeldSteps) -> dict[str, Any]:
        await steps.record_many(held.run_id, held.steps)  # as the proposal's statement does
        held.written = True
        return {"proposed": True}

    await journal.step_carrying("tool", proposal, record_held=True)
    assert await _kinds(db, run) == ["llm"] and steps.statements == 1, "with the act, not before it"

    await journal.step("llm", lambda: _value({"call": 2}))

    async def refusal(held: HeldSteps) -> dict[str, Any]:
        assert await _kinds(db, run) == ["llm"], "not written before the act"
        return {"refused": "no"}

    await journal.step_carrying("tool", refusal, record_held=True)
    assert await _kinds(db, run) == ["llm", "tool", "llm"], "written after an act that wrote nothing"
