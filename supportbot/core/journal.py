"""A run's journal: each step's result is recorded once and replayed on every retry.

Step numbers follow the order the run takes them, so a retried job that walks the same code
meets its earlier steps by number and reuses their results instead of deciding again
(invariant 6). Effects get their idempotency key from the same numbering (invariant 2).

Decisions are held in the worker and written in batches: before the next step that acts (a
tool, a payment's recheck, a relay), inside the statement of a send's outbox row
(`with_held`), or when the run is done (`flush`), one statement for all of them instead of one
each. What a worker killed before that write loses is only decisions nothing outside the
database has acted on yet, so the replay deciding them again is indistinguishable from the
first attempt (at the price of a repeated model call).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from supportbot.core.ports import StepStore

StepHook = Callable[[str, int], None]
"""Called after a step is written; tests use it to SIGKILL a worker at a step boundary."""

DECISIONS = frozenset({"confirm", "route", "mode", "llm", "decide", "queue"})
"""Steps that only decide (read, classify, ask the model): no effect outside Postgres happened in them."""

RECORDED_ELSEWHERE = frozenset({"send"})
"""Steps whose effect has its own durable record under the step's key: a send's outbox row (written
before the send, its wamid after). A replay that lost the step calls send_once again, which finds
the row and sends nothing; at worst a send the provider rejected is tried once more.
Other steps with an effect (tools, raise, relay) keep durable records, written before the next step."""

HELD = DECISIONS | RECORDED_ELSEWHERE
"""Steps the journal holds and writes in a batch; any other step's action waits for the batch."""

FOUND_AGAIN = frozenset({"recheck", "pay"})
"""Steps that act, and whose replay finds what the first attempt did and answers the same: a recheck
finds its action already moved under its lock and follows where it went (effects/execution.py
`_MOVED_ON`); a payment goes out again under the action's own key and the provider answers with its
first result. Their act waits for the batch like any step that acts (the decisions it rests on are
written first), but their own record joins the batch, written with the next statement that writes
it (the send's outbox row, or a flush before a decision's act), instead of a durable statement of
its own: a worker killed before that write replays the step, which is what a worker killed between
the act and its record always did. Found again at any point, they are not what a later act rests
on: a payment after a recheck does not wait for the recheck's record.
Tools whose replay is the same only until the next act (a check that signs a token under the step's
key, a proposal found under it) ask for their record to be held with `record_held`
(supportbot/agent/model_loop.py): that record is written before the next step acts."""

T = TypeVar("T")


@dataclass
class HeldSteps:
    """The steps held for a batch, handed to an act that can write them in its own statement (a
    proposal's: supportbot/store/actions.py) instead of one of their own before it. It sets
    `written` once the statement carrying them has committed."""

    run_id: int
    steps: list[dict[str, Any]]
    written: bool = False


class Journal(Protocol):
    """What an effect needs of a journal: run a step once (outside a run, it simply runs)."""

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None) -> Any: ...


async def carrying(journal: Journal, kind: str, action: Callable[[HeldSteps | None], Awaitable[Any]]) -> Any:
    """A step whose act can write the held steps in its own statement (`RunJournal.step_carrying`); a
    journal of another kind (outside a run: nothing held) runs it as a plain step."""
    if isinstance(journal, RunJournal):
        return await journal.step_carrying(kind, action)
    return await journal.step(kind, lambda: action(None))


class RunJournal:
    def __init__(self, store: StepStore, conversation_id: int, run_id: int,
                 recorded: dict[int, tuple[str, Any]], hook: StepHook | None = None) -> None:
        self._store = store
        self._conversation_id = conversation_id
        self._run_id = run_id
        self._recorded = recorded
        self._hook = hook
        self._next = 1
        self._held: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, store: StepStore, conversation_id: int, run_id: int,
                   hook: StepHook | None = None, *, first_attempt: bool = False) -> RunJournal:
        """A run on its first attempt has recorded nothing yet: there is nothing to read back."""
        return cls(store, conversation_id, run_id, {} if first_attempt else await store.recorded(run_id), hook)

    def next_key(self) -> str:
        """The idempotency key of the step about to run: conversation:run:step, never time."""
        return f"{self._conversation_id}:{self._run_id}:{self._next}"

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None, *,
                   record_held: bool = False, acts: bool = True) -> Any:
        """Run `action` once; `record_held`: its record joins the batch (as `FOUND_AGAIN` kinds' do).
        `acts=False`: the action only reads (check_refund signs a token whose nonce is this step's key),
        so nothing outside the database comes to rest on the held decisions: they wait for the next act."""
        number = self._next
        self._next += 1
        if number in self._recorded:
            return self._recorded[number][1]
        if acts and kind not in HELD and self._rests_on_held():
            await self.flush()  # what this step acts on is written before it acts
        result = await action()
        await self._record(number, kind, request, result, held=record_held or kind in FOUND_AGAIN)
        return result

    async def step_carrying(self, kind: str, action: Callable[[HeldSteps], Awaitable[Any]], request: Any = None,
                            *, record_held: bool = False) -> Any:
        """`step` for an act that writes the held steps in its own first write (`HeldSteps`). Every path
        of it that acts must write them; what it left unwritten is written after it returns, since a
        path that wrote nothing acted on nothing (a refusal). Raised: they stay held."""
        number = self._next
        self._next += 1
        if number in self._recorded:
            return self._recorded[number][1]
        held = HeldSteps(self._run_id, self._held)
        self._held = []
        try:
            result = await action(held)
        except BaseException:
            if not held.written:
                self._held = held.steps + self._held
            raise
        if held.written:
            self._written(held.steps)
        else:
            self._held = held.steps + self._held
            await self.flush()
        await self._record(number, kind, request, result, held=record_held or kind in FOUND_AGAIN)
        return result

    async def checkpoint(self, kind: str, action: Callable[[], Awaitable[Any]]) -> Any:
        """A step that takes inner steps: numbered when it completes, found by kind on replay.

        A replay that meets a recorded checkpoint skips its inner steps and continues numbering
        after it, exactly where the first attempt went on.
        """
        for number, (recorded_kind, result) in self._recorded.items():
            if recorded_kind == kind:
                self._next = number + 1
                return result
        result = await action()
        number = self._next
        self._next += 1
        await self._record(number, kind, None, result)
        return result

    def _rests_on_held(self) -> bool:
        """Whether an act would rest on something held: a decision, or a record that is the same on
        replay only until the next act. What a replay finds again at any point (FOUND_AGAIN, sends)
        can wait for the next statement after the act."""
        return any(s["kind"] not in FOUND_AGAIN | RECORDED_ELSEWHERE for s in self._held)

    async def flush(self) -> None:
        """Write the held steps, in one statement."""
        if self._held:
            await self.with_held(lambda held: self._store.record_many(self._run_id, held))

    async def with_held(self, write: Callable[[list[dict[str, Any]]], Awaitable[T]]) -> T:
        """Hand the held steps (step, kind, request, result) to a statement that writes them with
        its own row; they count as written, and their hooks fire, once it has returned."""
        held, self._held = self._held, []
        try:
            written = await write(held)
        except BaseException:
            self._held = held + self._held
            raise
        self._written(held)
        return written

    def _written(self, steps: list[dict[str, Any]]) -> None:
        if self._hook:
            for step in steps:
                self._hook(step["kind"], step["step"])

    async def _record(self, number: int, kind: str, request: Any, result: Any, *, held: bool = False) -> None:
        self._recorded[number] = (kind, result)
        if held or kind in HELD:
            self._held.append({"step": number, "kind": kind, "request": request, "result": result})
            return
        await self._store.record(self._run_id, number, kind, request, result)
        if self._hook:
            self._hook(kind, number)
