"""The sweeper: stored work the queue lost is enqueued again (invariant 4).

Lost means: Redis was flushed, the web process died between commit and enqueue, or a worker
was killed mid-turn (its lease lapses long before arq's in-progress key would).
"""

from __future__ import annotations

import logging
from typing import Any

from arq.jobs import Job, JobStatus

from worker.deps import Deps
from worker.timers import due_now

log = logging.getLogger(__name__)

WAITING = frozenset({JobStatus.queued, JobStatus.deferred})


async def sweep(ctx: dict[str, Any]) -> int:
    deps: Deps = ctx["deps"]
    redis = ctx["redis"]
    rescued = 0
    for stalled in await deps.runs.stalled(min_age_seconds=deps.lease_seconds):
        status = await Job(stalled.job_id, redis).status() if stalled.job_id else None
        if status in WAITING:
            continue  # a backlog, not a loss: its job will run
        if status is JobStatus.in_progress and not stalled.leased:
            # Taken by a worker that has not reached the lease yet: a backlog inside a busy worker
            # holding many turns. Rescuing it would add a job to that backlog every sweep, each
            # costing Redis and Postgres round trips (bench/inflight.py: hundreds of duplicates a
            # minute at 1,000 turns). Had that worker died, arq runs the job again when its
            # in-progress key lapses.
            continue
        # Deterministic ids: the same rescue from two sweepers collides instead of doubling.
        new_id = f"turn:{stalled.conversation_id}:{stalled.inbound_seq}:r{stalled.rescues + 1}"
        if await deps.runs.reassign(stalled.conversation_id, stalled.job_id, new_id):
            await redis.enqueue_job("run_conversation", stalled.conversation_id, _job_id=new_id)
            log.warning("sweeper: conversation %s re-enqueued as %s (was %s)",
                        stalled.conversation_id, new_id, stalled.job_id)
            rescued += 1
    await due_now(ctx)
    return rescued
