"""Response-time promises on the worker's timers: a ticket nobody answered within its priority's
first-response target (counted in business hours) is told in its thread and to the on-call group,
once, and rises one step (supportbot/core/promises.py).

A cron reads the application's clock, like the approvals' expiry, so a pinned clock in demos and
tests decides as the real one does. "Once" is the database's: the miss is a conditional UPDATE,
and of two workers checking the same ticket only the one whose UPDATE returned the row tells anyone.
"""

from __future__ import annotations

from datetime import UTC
from typing import Any

from supportbot.core.hours import BusinessHours
from supportbot.core.promises import missed, raised
from supportbot.words.promise_notes import missed_for_oncall, missed_in_thread
from supportbot.worker.deps import Deps

ALWAYS_OPEN = BusinessHours(UTC)  # no hours set: every minute counts


async def responded(deps: Deps, conversation_id: int) -> None:
    """Staff's words reached the customer: the open ticket's first response, by the app's clock."""
    if deps.promises is not None:
        await deps.promises.responded(conversation_id, deps.now())


async def keep_promises(ctx: dict[str, Any]) -> int:
    """Tell and raise each ticket whose first-response promise has just been missed; how many."""
    deps: Deps = ctx["deps"]
    if deps.promises is None or not deps.response_targets:
        return 0
    now = deps.now()
    hours = deps.agent.hours or ALWAYS_OPEN
    told = 0
    for ticket in await deps.promises.awaiting():
        promised = ticket["priority"]
        if not missed(deps.response_targets, hours, promised, ticket["first_asked_at"], now):
            continue
        row = await deps.promises.miss(ticket["id"], promised, raised(promised), now)
        if row is None:
            continue  # another worker told it, or a person answered or the priority moved since we read
        target = deps.response_targets[promised]
        if row["slack_ts"]:
            await deps.poster.post_in_thread(row["slack_ts"], missed_in_thread(
                promised, row["priority"], target, row["first_asked_at"], now))
        await deps.poster.announce(missed_for_oncall(deps.oncall_group, row["id"], promised, row["priority"], target))
        told += 1
    return told
