"""A run's journal: each step's result is recorded once and replayed on every retry.

Step numbers follow the order the run takes them, so a retried job that walks the same code
meets its earlier steps by number and reuses their results instead of deciding again
(invariant 6). Effects get their idempotency key from the same numbering (invariant 2).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from supportbot.core.ports import StepStore

StepHook = Callable[[str, int], None]
"""Called after a step is recorded; tests use it to SIGKILL a worker at a step boundary."""


class Journal(Protocol):
    """What an effect needs of a journal: run a step once (outside a run, it simply runs)."""

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None) -> Any: ...


class RunJournal:
    def __init__(self, store: StepStore, conversation_id: int, run_id: int,
                 recorded: dict[int, tuple[str, Any]], hook: StepHook | None = None) -> None:
        self._store = store
        self._conversation_id = conversation_id
        self._run_id = run_id
        self._recorded = recorded
        self._hook = hook
        self._next = 1

    @classmethod
    async def open(cls, store: StepStore, conversation_id: int, run_id: int,
                   hook: StepHook | None = None, *, first_attempt: bool = False) -> RunJournal:
        """A run on its first attempt has recorded nothing yet: there is nothing to read back."""
        return cls(store, conversation_id, run_id, {} if first_attempt else await store.recorded(run_id), hook)

    def next_key(self) -> str:
        """The idempotency key of the step about to run: conversation:run:step, never time."""
        return f"{self._conversation_id}:{self._run_id}:{self._next}"

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None) -> Any:
        number = self._next
        self._next += 1
        if number in self._recorded:
            return self._recorded[number][1]
        result = await action()
        await self._record(number, kind, request, result)
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

    async def _record(self, number: int, kind: str, request: Any, result: Any) -> None:
        await self._store.record(self._run_id, number, kind, request, result)
        self._recorded[number] = (kind, result)
        if self._hook:
            self._hook(kind, number)
