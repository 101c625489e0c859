"""Crashes and lost queues: a real worker process SIGKILLed between steps, Redis flushed."""

from __future__ import annotations

import signal

import pytest

from tests.e2e import SPAWNED, eventually


async def _all_answered(db) -> bool:
    return bool(await db.fetchval(
        "SELECT count(*) = 0 FROM messages WHERE needs_turn AND handled_at IS NULL"
    ) and await db.fetchval("SELECT bool_and(job_state = 'idle') FROM conversations"))


STEPS = ["confirm", "route", "mode", "decide", "send"]  # a templated turn's journal, in order


@pytest.mark.clock
@pytest.mark.parametrize(("step", "after"), list(enumerate(STEPS, start=1)))
async def test_worker_killed_at_a_step_boundary_answers_once_after_restart(stack, db, spawn, step, after):
    doomed = spawn(stack.settings, "worker", FAULT_KILL_AFTER_STEP=str(step))
    await stack.customer().say("where is A-1043?")
    assert await eventually(lambda: _exited(doomed), timeout=SPAWNED)
    assert doomed.returncode == -signal.SIGKILL
    assert await db.fetchval("SELECT kind FROM steps WHERE step = $1", step) == after
    # The last step is written by the run's close, which also settles (nothing came in since the run
    # opened): killed after it, nothing is left to do; killed after any other step, the run is unfinished.
    assert await _all_answered(db) == (step == len(STEPS))
    # The world moves on while the worker is dead; a replay must not re-decide (invariant 6).
    await db.execute("UPDATE orders SET status = 'delivered', delivered_at = $1 WHERE id = 'A-1043'",
                     stack.settings.supportbot_clock)

    spawn(stack.settings, "worker")
    # Picked up by the sweeper once the dead worker's lease lapses, well inside 10 s.
    assert await eventually(lambda: _all_answered(db), timeout=SPAWNED)
    sent = await stack.sent_to()
    assert len(sent) == 1, "answered exactly once"
    assert "A-1043" in sent[0]["body"]["text"]["body"]
    # Once "decide" is recorded the replay reuses it, whatever changed since. The decisions are
    # written in one statement with the outbox row of the send that rests on them
    # (supportbot/core/journal.py), so a kill after any of them finds "decide" recorded too.
    expected = "out for delivery"
    assert expected in sent[0]["body"]["text"]["body"]
    run = await db.fetchrow("SELECT status, attempts FROM runs")
    # The last step is written in the run's close (supportbot/store/run_close.py), with the run's end:
    # killed after it, nothing was left; after any other step the run is replayed.
    assert (run["status"], run["attempts"]) == ("done", 1 if step == len(STEPS) else 2)
    kinds = [r["kind"] for r in await db.fetch("SELECT kind FROM steps ORDER BY step")]
    assert kinds == STEPS, "the replay walked the same steps, each recorded once"
    assert await db.fetchval("SELECT count(*) FROM messages WHERE direction = 'out'") == 1


async def test_redis_flushed_after_the_insert_the_sweeper_answers(stack, db, redis, spawn):
    await stack.customer().say("where is A-1042?")
    assert await db.fetchval("SELECT job_state FROM conversations") == "queued"
    await redis.flushdb()  # the job is gone; only Postgres remembers
    spawn(stack.settings, "worker")
    assert await eventually(lambda: _all_answered(db), timeout=SPAWNED)
    [reply] = await stack.sent_to()
    assert "A-1042" in reply["body"]["text"]["body"]
    assert await db.fetchval("SELECT rescues FROM conversations") == 1


async def _exited(proc) -> bool:
    return proc.poll() is not None


# Staff work lives in arq jobs too: a Redis flush (or a job that failed while Postgres
# restarted) must not leave a refund unposted or an approval unpaid (found by bench/chaos.py).
async def _over_the_limit_held(stack, db) -> int:
    from tests.e2e import run_burst_worker
    customer = stack.customer()
    await customer.say("all three plates on A-1042 are broken, I want my money back")
    await run_burst_worker(stack.settings)
    await customer.say("yes")
    await run_burst_worker(stack.settings)
    return await db.fetchval("SELECT id FROM actions WHERE status = 'awaiting_approval'")


async def test_an_approval_card_whose_job_was_lost_is_posted_by_the_sweeper(stack, db, redis, spawn):
    action_id = await _over_the_limit_held(stack, db)
    # As if Redis was flushed between the turn's commit and the card's job.
    await db.execute("UPDATE actions SET slack_ts = NULL WHERE id = $1", action_id)
    await redis.flushdb()
    spawn(stack.settings, "worker")
    assert await eventually(lambda: db.fetchval("SELECT slack_ts IS NOT NULL FROM actions WHERE id = $1", action_id),
                            timeout=SPAWNED)


async def test_an_approval_whose_resume_job_was_lost_is_paid_once_by_the_sweeper(stack, db, redis, spawn):
    from tests.e2e import refunds
    from tests.worker.test_staff import APPROVER, click
    action_id = await _over_the_limit_held(stack, db)
    ts = await db.fetchval("SELECT slack_ts FROM actions WHERE id = $1", action_id)
    await click(stack, APPROVER, ts, "refund_approve", None)  # the card button's own value
    assert await eventually(lambda: db.fetchval("SELECT status = 'approved' FROM actions WHERE id = $1", action_id))
    await redis.flushdb()  # the resume job is gone; only Postgres remembers the decision
    spawn(stack.settings, "worker")
    assert await eventually(lambda: db.fetchval("SELECT status = 'done' FROM actions WHERE id = $1", action_id),
                            timeout=SPAWNED)
    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1042", "75.00")]


async def test_an_approval_whose_resume_job_died_with_its_worker_is_rescued_before_arq_would_retry(stack, db, redis):
    """bench chaos[shopify] "action 7 still approved": a worker took the resume job and was killed
    before the recheck. arq's in-progress key for the job outlives the worker by the longest job's
    timeout + 10 s (310 s), far past the chaos's settle time, and the sweeper took "in progress" to
    mean a living job. A living resume job ends within its own timeout; older work is rescued."""
    from arq.connections import RedisSettings, create_pool
    from arq.constants import in_progress_key_prefix

    from supportbot.app.bootstrap import open_worker_deps
    from supportbot.worker.sweeper import sweep
    from tests.e2e import refunds, run_burst_worker
    from tests.worker.test_staff import APPROVER, click
    action_id = await _over_the_limit_held(stack, db)
    ts = await db.fetchval("SELECT slack_ts FROM actions WHERE id = $1", action_id)
    await click(stack, APPROVER, ts, "refund_approve", None)
    assert await eventually(lambda: db.fetchval("SELECT status = 'approved' FROM actions WHERE id = $1", action_id))
    # What the killed worker left: the job in the queue, and arq's in-progress key, as arq sets it.
    held = in_progress_key_prefix + f"resume:{action_id}"
    await redis.set(held, b"1", px=310_000)
    queue = await create_pool(RedisSettings.from_dsn(stack.settings.redis_url))
    try:
        async with open_worker_deps(stack.settings) as deps:
            await db.execute("UPDATE actions SET updated_at = clock_timestamp() - interval '10 seconds' "
                             "WHERE id = $1", action_id)
            assert await sweep({"deps": deps, "redis": queue}) == 0, "a job that may still be running is left to run"
            await db.execute("UPDATE actions SET updated_at = clock_timestamp() - interval '5 minutes' "
                             "WHERE id = $1", action_id)
            assert await sweep({"deps": deps, "redis": queue}) == 1, "past any living run's timeout: rescued"
    finally:
        await queue.aclose()
    await redis.delete(held)  # arq's key lapses at last, and arq runs the killed job again too
    await run_burst_worker(stack.settings)
    assert await db.fetchval("SELECT status FROM actions WHERE id = $1", action_id) == "done"
    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1042", "75.00")], "paid once"
