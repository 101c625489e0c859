"""Queue shards with real worker processes: a worker SIGKILLed mid-turn leaves its shard to the others,
which run its turn and the ones after it, in order; the sweeper asks about a turn on its own shard."""

from __future__ import annotations

import signal

from arq.connections import RedisSettings

from supportbot.app.bootstrap import open_worker_deps
from supportbot.worker.queue import create_queue
from supportbot.worker.sweeper import sweep
from tests.e2e import SPAWNED, answered, eventually, logged, running

SHARDS = 2
CUSTOMERS = ("15551230001", "15551230002")  # conversations 1 and 2: shards 1 and 0


def _shards_taken(proc) -> list[str] | None:
    """The queues the worker said it took last (supportbot/worker/polling.py logs each change)."""
    lines = [line for line in proc.log_path.read_text(errors="replace").splitlines() if " takes shards " in line]
    return lines[-1].split(" takes shards ", 1)[1].split(", ") if lines else None


async def _runs(db) -> dict[int, list[tuple[int, str]]]:
    by_conversation: dict[int, list[tuple[int, str]]] = {}
    for r in await db.fetch("SELECT conversation_id, through_seq, status FROM runs ORDER BY id"):
        by_conversation.setdefault(r["conversation_id"], []).append((r["through_seq"], r["status"]))
    return by_conversation


async def test_a_worker_killed_mid_turn_leaves_its_shard_to_the_other_which_answers_in_order(
        settings, ports, db, redis, shop, spawn):
    sharded = settings.model_copy(update={"queue_shards": SHARDS})
    async with running(sharded, ports) as stack:
        doomed = spawn(sharded, "worker", FAULT_KILL_AFTER_STEP="2")
        survivor = spawn(sharded, "worker")
        # Up: each has said which shards it takes (only shard 0's, the base queue's, runs the crons).
        await logged(doomed, " takes shards ")
        await logged(survivor, " takes shards ")

        async def split() -> bool:  # each has taken one shard: they saw each other on the list
            return all(len(_shards_taken(w) or []) == 1 for w in (doomed, survivor))

        assert await eventually(split), (_shards_taken(doomed), _shards_taken(survivor))
        for wa_id in CUSTOMERS:
            await stack.customer(wa_id).say("where is my order?")

        async def killed() -> bool:
            return doomed.poll() is not None

        assert await eventually(killed, timeout=SPAWNED), "the doomed worker took its shard's turn"
        assert doomed.returncode == -signal.SIGKILL
        # The survivor takes the dead worker's shard once it lapses off the list, and the sweeper's
        # rescue of the killed turn goes on that shard's queue.
        assert await eventually(lambda: answered(db), timeout=SPAWNED)
        assert _shards_taken(survivor) == sorted(_shards_taken(survivor) or []) and len(_shards_taken(survivor)) == 2
        for wa_id in CUSTOMERS:  # and the turns after it, each after the one before
            assert len(await stack.sent_to(wa_id)) >= 1, wa_id
            await stack.customer(wa_id).say("and when will it arrive?")
        assert await eventually(lambda: answered(db), timeout=SPAWNED)
        runs = await _runs(db)
        assert sorted(runs) == [1, 2]
        for conversation, seen in runs.items():
            assert [status for _, status in seen] == ["done", "done"], (conversation, seen)
            assert seen[0][0] < seen[1][0], f"conversation {conversation}'s second turn ran before its first"
        assert await db.fetchval("SELECT max(attempts) FROM runs") == 2, "the killed turn ran again, once"


async def test_the_sweeper_finds_a_turn_waiting_on_its_shard_and_rescues_nothing(settings, ports, db, redis, shop):
    sharded = settings.model_copy(update={"queue_shards": SHARDS})
    async with running(sharded, ports) as stack:
        await stack.customer(CUSTOMERS[0]).say("where is my order?")  # conversation 1: shard 1
        await db.execute("UPDATE conversations SET queued_at = queued_at - interval '1 minute'")  # as if stalled
        queue = await create_queue(RedisSettings.from_dsn(sharded.redis_url), sharded.arq_queue_name, SHARDS)
        try:
            async with open_worker_deps(sharded) as deps:
                assert await sweep({"deps": deps, "redis": queue}) == 0, "a waiting turn taken for lost"
            assert await db.fetchval("SELECT rescues FROM conversations") == 0
            assert await redis.zcard(queue.queue_for(1)) == 1 and await redis.zcard(sharded.arq_queue_name) == 0
        finally:
            await queue.aclose(close_connection_pool=True)
