"""arq worker options: the turn job, the sweeper cron, and one owner for the job's resources."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager, AsyncExitStack
from typing import Any

from arq import cron
from arq.connections import RedisSettings
from arq.worker import func

from supportbot.worker import staff, suggestions, templates, timers
from supportbot.worker.alerts import watch_refunds
from supportbot.worker.deps import Deps
from supportbot.worker.endings import end_conversation
from supportbot.worker.leases import LeaseKeeper
from supportbot.worker.memory import purge_memory
from supportbot.worker.promises import keep_promises
from supportbot.worker.reconcile import reconcile_refunds
from supportbot.worker.returns import pay_return, settle_returns
from supportbot.worker.reviews import post_review, sample_reviews
from supportbot.worker.rollout_watch import watch_rollout
from supportbot.worker.sweeper import STAFF_JOB_TIMEOUT_S, sweep
from supportbot.worker.tally import FLUSH_EVERY_SECONDS, Tally
from supportbot.worker.traces import purge_traces
from supportbot.worker.turns import run_conversation

JOB_TIMEOUT_SECONDS = 120
# TurnWorker's `lapse_by_prefix`: a turn taken by a worker that died runs again 10 s after the turn
# job's own timeout, not arq's one figure for every job (the 300 s crons': 310 s).
TURN_CLAIM_LAPSE = {"turn:": JOB_TIMEOUT_SECONDS + 10}


def worker_options(redis_url: str, open_deps: Callable[[], AbstractAsyncContextManager[Deps]],
                   *, sweep_every: int = 2, burst: bool = False,
                   queue_name: str = "arq:queue", max_jobs: int = 10,
                   metrics_every: float = FLUSH_EVERY_SECONDS) -> dict[str, Any]:
    """Keyword arguments for `arq.Worker`; the caller owns nothing, arq's hooks do."""

    async def on_startup(ctx: dict[str, Any]) -> None:
        stack = AsyncExitStack()
        ctx["stack"] = stack
        ctx["deps"] = deps = await stack.enter_async_context(open_deps())
        # One per process: arq gives each job a copy of this ctx, so it must be made here.
        ctx["leases"] = LeaseKeeper(deps.runs, deps.lease_seconds)
        # Turns' metrics summed in the process and written on a cadence (supportbot/worker/tally.py).
        ctx["tally"] = tally = Tally()
        ctx["tally_keeper"] = tally.keep(ctx["redis"], metrics_every)

    async def on_shutdown(ctx: dict[str, Any]) -> None:
        if "tally_keeper" in ctx:
            await ctx["tally_keeper"].close()
        if "leases" in ctx:
            await ctx["leases"].close()
        if "stack" in ctx:
            await ctx["stack"].aclose()

    return {
        # keep_result=0: the database, not arq's result key, says whether work is done, and a
        # finished job's id must not block the sweeper's rescue of the same conversation.
        "functions": [
            func(run_conversation, name="run_conversation", keep_result=0, timeout=JOB_TIMEOUT_SECONDS),
            func(pay_return, name="pay_return", keep_result=3600, timeout=60),
            # Staff jobs keep their result a day: their ids (action, handoff, Slack event) then
            # also dedupe a late retry of the same click or event.
            *(func(job, keep_result=24 * 3600, timeout=STAFF_JOB_TIMEOUT_S) for job in (
                staff.post_approval, staff.post_handoff, staff.resume_action, staff.relay_staff_reply,
                staff.send_saved_reply, templates.send_template, staff.announce, staff.announce_hand_back,
                suggestions.suggest_reply, suggestions.send_suggestion,
                timers.nudge, timers.close_quiet,
                end_conversation, post_review)),
        ],
        # A burst worker (tests) stops when the queue is empty, which a cron never lets happen.
        "cron_jobs": [] if burst else [
            cron(sweep, name="sweep", second=set(range(0, 60, sweep_every)), run_at_startup=True,
                 keep_result=0, timeout=30),
            cron(reconcile_refunds, name="reconcile_refunds", second={0, 30}, run_at_startup=True,
                 keep_result=0, timeout=60),
            cron(settle_returns, name="settle_returns", second={20, 50}, run_at_startup=True,
                 keep_result=0, timeout=60),
            # Response-time promises are minutes long: checking twice a minute tells a miss within 30 s.
            cron(keep_promises, name="keep_promises", second={10, 40}, run_at_startup=True,
                 keep_result=0, timeout=60),
            cron(staff.expire_approvals, name="expire_approvals", second={15, 45}, run_at_startup=True,
                 keep_result=0, timeout=60),
            # Retention: hourly is plenty for a limit counted in days (TRACE_RETENTION_DAYS).
            cron(purge_traces, name="purge_traces", minute=17, second=0, run_at_startup=True,
                 keep_result=0, timeout=300),
            cron(watch_refunds, name="watch_refunds", second={5}, keep_result=0, timeout=60),  # each minute
            cron(watch_rollout, name="watch_rollout", second={25}, keep_result=0, timeout=60),  # each minute
            # Yesterday's QA sample, early in the morning (UTC) before people review it.
            cron(sample_reviews, name="sample_reviews", hour={6}, minute={0}, second={0}, keep_result=0, timeout=300),
            cron(purge_memory, name="purge_memory", minute={7}, second={0}, keep_result=0, timeout=60),
        ],
        "redis_settings": RedisSettings.from_dsn(redis_url),
        # Turns in flight in this process; each mostly waits on the model (bench/inflight.py).
        "max_jobs": max_jobs,
        "queue_name": queue_name,
        "on_startup": on_startup,
        "on_shutdown": on_shutdown,
        "poll_delay": 0.1,
        "burst": burst,
        "handle_signals": not burst,
    }
