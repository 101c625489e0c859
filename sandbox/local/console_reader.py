"""What the sandbox console shows that the stand-ins cannot know: the last run's trace and the mode.

The sandbox imports nothing of ours; `supportbot sandbox` hands it this reader (sandbox.console's
OperatorView). It only reads: switching the mode goes through `/supportbot mode` in the stand-in
Slack, signed, like a staff member's command.
"""

from __future__ import annotations

from contextlib import AsyncExitStack
from typing import Any

import asyncpg

from sandbox.console import ConsoleConfig, StaffMember
from supportbot.app.settings import Settings
from supportbot.core.clock import make_clock
from supportbot.ops.trace import render
from supportbot.rungs.ladder import MODES, Mode, describe, in_force
from supportbot.store.pool import Clock, open_pool
from supportbot.store.staff import StaffRepository
from supportbot.store.traces import latest_traced_run, read_trace


class DatabaseOperatorView:
    """Reads Postgres on demand; the pool opens on the first read, so a sandbox without a database
    still serves the phone and the channel."""

    def __init__(self, database_url: str, clock: Clock) -> None:
        self._database_url = database_url
        self._clock = clock
        self._exits = AsyncExitStack()
        self._pool: asyncpg.Pool | None = None

    async def _connected(self) -> asyncpg.Pool:
        if self._pool is None:
            self._pool = await self._exits.enter_async_context(open_pool(self._database_url, min_size=1, max_size=2))
        return self._pool

    async def read(self) -> dict[str, Any]:
        pool = await self._connected()
        staff = StaffRepository(pool, clock=self._clock)
        floor = await staff.setting("mode") or "full"
        auto_mode = await staff.setting("auto_mode")
        automatic: Mode = next((m for m in MODES if m == auto_mode), "full")
        run_id = await latest_traced_run(pool)
        trace = await read_trace(pool, run_id) if run_id is not None else None
        return {"mode": {"floor": floor, "automatic": automatic, "in_force": in_force(floor, automatic),
                         "said": describe(floor, automatic)},
                "run_id": run_id, "trace": render(trace) if trace else None}

    async def close(self) -> None:
        await self._exits.aclose()
        self._pool = None


def console_config(settings: Settings) -> ConsoleConfig:
    """The staff the console may act as (the approvers, and one who is not) and the bot's database."""
    staff = tuple(StaffMember(user_id, f"Approver {n}", True)
                  for n, user_id in enumerate(settings.slack_approver_ids, start=1))
    return ConsoleConfig(slack_channel=settings.slack_channel, staff=staff,
                         operator=DatabaseOperatorView(settings.database_url, make_clock(settings.supportbot_clock)))
