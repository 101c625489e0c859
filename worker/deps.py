"""What a job needs, built once per worker process by the composition root."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from bot.agent import AgentDeps
from bot.ports import Messenger, Outbox, Payments, RunStore, ShopReader, StepStore

RunStepHook = Callable[[int, str, int], None]
"""(run seq, step kind, step number): called after each recorded step; tests SIGKILL with it."""


class HandoffQueue(Protocol):
    async def hand_off(self, conversation_id: int, run_id: int, reason: str, priority: str,
                       summary: dict[str, Any], first_asked_at: datetime) -> None: ...


@dataclass(frozen=True)
class Deps:
    shop: ShopReader
    runs: RunStore
    steps: StepStore
    outbox: Outbox
    messenger: Messenger
    agent: AgentDeps
    handoffs: HandoffQueue
    payments: Payments
    now: Callable[[], datetime]
    worker_name: str
    lease_seconds: float = 4.0
    max_attempts: int = 3
    step_hook: RunStepHook | None = None
