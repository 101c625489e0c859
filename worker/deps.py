"""What a job needs, built once per worker process by the composition root."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.journal import StepHook
from bot.ports import Messenger, Outbox, RunStore, ShopReader, StepStore


@dataclass(frozen=True)
class Deps:
    shop: ShopReader
    runs: RunStore
    steps: StepStore
    outbox: Outbox
    messenger: Messenger
    now: Callable[[], datetime]
    worker_name: str
    lease_seconds: float = 4.0
    max_attempts: int = 3
    step_hook: StepHook | None = None
