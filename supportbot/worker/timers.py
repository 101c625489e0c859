"""Quiet customers: one nudge after the bot asked something, then a close with a summary.

Both are arq jobs with ids naming the conversation and the point in it, so they survive restarts
and are never scheduled twice. The nudge is deferred when the question is sent and the close is
deferred by the nudge: when a worker comes back after both were due, they would otherwise run
at once and the close could beat the nudge. A reply in between makes them stale: they check
that nothing arrived since, and do nothing if something did.

arq defers by the wall clock. The application's clock (SUPPORTBOT_CLOCK, fixed in demos, evals
and tests) can be ahead of it, so the sweeper also asks Postgres which questions that clock says
are overdue and brings their jobs forward (`due_now`): same ids, so nothing fires twice.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

from arq.connections import ArqRedis

from supportbot.core.types import Outbound, OutboundButtons, OutboundList, OutboundText
from supportbot.words import replies
from supportbot.worker.delivery import tell
from supportbot.worker.deps import Deps
from supportbot.worker.endings import enqueue_ending
from supportbot.worker.queue import conversation_queue


def asks_something(messages: list[Outbound]) -> bool:
    """Did the bot end on a question the customer is expected to answer?"""
    if not messages:
        return False
    last = messages[-1]
    return isinstance(last, OutboundButtons | OutboundList) or (
        isinstance(last, OutboundText) and last.text.rstrip().endswith("?"))


def job_ids(conversation_id: int, seq: int) -> dict[str, str]:
    point = f"{conversation_id}:{seq}"
    return {"nudge": f"nudge:{point}", "close": f"close:{point}"}


async def schedule(queue: ArqRedis, deps: Deps, conversation_id: int, seq: int) -> None:
    # On the conversation's shard, as its turns: its owner runs them, not shard 0's for every conversation.
    await queue.enqueue_job("nudge", conversation_id, seq, _job_id=job_ids(conversation_id, seq)["nudge"],
                            _defer_by=deps.nudge_after, _queue_name=conversation_queue(queue, conversation_id))


async def due_now(ctx: dict[str, Any]) -> int:
    """Bring forward the timers the application's clock says are due; returns how many."""
    deps: Deps = ctx["deps"]
    queue: ArqRedis = ctx["redis"]
    if not deps.nudge_after:
        return 0  # timers are off
    moved = 0
    for kind, conversation_id, seq in await deps.runs.due_timers(deps.now(), deps.nudge_after, deps.close_after):
        job_id = job_ids(conversation_id, seq)[kind]
        # XX: only a job still waiting moves; one that ran (or never existed) is left alone.
        moved += await queue.zadd(conversation_queue(queue, conversation_id), {job_id: int(time.time() * 1000)},
                                  xx=True, ch=True)
    return moved


async def nudge(ctx: dict[str, Any], conversation_id: int, seq: int) -> str:
    deps: Deps = ctx["deps"]
    queue: ArqRedis = ctx["redis"]
    if not await deps.runs.quiet_since(conversation_id, seq):
        return "stale"
    await tell(deps, conversation_id, f"nudge:{conversation_id}:{seq}", partial(replies.fixed, "nudge"),
               deps.update_template)
    # Only now the close: a retried nudge enqueues the same id, which arq drops.
    await queue.enqueue_job("close_quiet", conversation_id, seq, _job_id=job_ids(conversation_id, seq)["close"],
                            _defer_by=max(deps.close_after - deps.nudge_after, 0),
                            _queue_name=conversation_queue(queue, conversation_id))
    return "nudged"


async def close_quiet(ctx: dict[str, Any], conversation_id: int, seq: int) -> str:
    deps: Deps = ctx["deps"]
    if not await deps.runs.quiet_since(conversation_id, seq) or not await deps.runs.close(conversation_id, seq):
        return "stale"
    outcomes = await deps.staff.outcomes(conversation_id)
    await tell(deps, conversation_id, f"close:{conversation_id}:{seq}", partial(replies.close_message, outcomes),
               deps.update_template)
    if deps.endings is not None:
        await enqueue_ending(ctx["redis"], "silence", conversation_id, seq, deps.now())
    return "closed"
