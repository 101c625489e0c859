"""The sweeper: stored work the queue lost is enqueued again (invariant 4).

Lost means: Redis was flushed, the web process died between commit and enqueue, or a worker
was killed mid-turn (its lease lapses long before arq's in-progress key would).
"""

from __future__ import annotations

import logging
import time
from typing import Any

from arq.jobs import Job, JobStatus

from supportbot.worker.deps import Deps
from supportbot.worker.queue import conversation_queue
from supportbot.worker.timers import due_now

log = logging.getLogger(__name__)

WAITING = frozenset({JobStatus.queued, JobStatus.deferred})
# The first job id of each kind of staff work (supportbot/worker/turns.py, supportbot/ops/desk.py).
STAFF_JOB_IDS = {"post_approval": "approval", "resume_action": "resume", "post_handoff": "handoff"}
# Sweepers in the same window give a rescue the same id, so two rescues collide instead of doubling.
RESCUE_WINDOW_S = 30
# arq ends a staff job at this (supportbot/worker/settings.py): staff work owed for longer than it,
# plus a lease, has no living job, whatever arq's in-progress key says.
STAFF_JOB_TIMEOUT_S = 60


async def sweep(ctx: dict[str, Any]) -> int:
    deps: Deps = ctx["deps"]
    redis = ctx["redis"]
    rescued = 0
    for stalled in await deps.runs.stalled(min_age_seconds=deps.lease_seconds):
        # On the conversation's shard: asked on another queue, a waiting job looks lost.
        queue = conversation_queue(redis, stalled.conversation_id)
        status = await Job(stalled.job_id, redis, _queue_name=queue).status() if stalled.job_id else None
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
            await redis.enqueue_job("run_conversation", stalled.conversation_id, _job_id=new_id, _queue_name=queue)
            log.warning("sweeper: conversation %s re-enqueued as %s (was %s)",
                        stalled.conversation_id, new_id, stalled.job_id)
            rescued += 1
    rescued += await _rescue_staff_work(deps, redis)
    await due_now(ctx)
    return rescued


async def _rescue_staff_work(deps: Deps, redis: Any) -> int:
    """Cards and approvals whose job is gone (Redis flushed) or ended without doing them (it
    failed while Postgres restarted: its kept result would block the same id for a day).
    Each staff job is safe to run twice, so a rescue racing a slow first job costs no money."""
    rescued = 0
    for job, item_id, age in await deps.staff.lost_work(min_age_seconds=deps.lease_seconds, now=deps.now()):
        first = f"{STAFF_JOB_IDS[job]}:{item_id}"
        status = await Job(first, redis).status()
        if status in WAITING:
            continue  # its job will do it
        if status is JobStatus.in_progress and age < STAFF_JOB_TIMEOUT_S + deps.lease_seconds:
            continue  # may be running now; a living run ends within its timeout
        # In progress for longer than any living run lasts: its worker was killed mid-job, and
        # arq's in-progress key keeps the job from running again for the longest job's timeout
        # + 10 s (310 s: the crons), past what anyone should wait for a paid approval. Both runs
        # are safe: the recheck under the order's lock pays once, the customer is told once.
        new_id = f"{first}:swept:{int(time.time() // RESCUE_WINDOW_S)}"
        if await redis.enqueue_job(job, item_id, _job_id=new_id) is not None:
            log.warning("sweeper: %s %s re-enqueued as %s", job, item_id, new_id)
            rescued += 1
    return rescued
