"""What a turn costs, counted: Postgres round trips, transactions, durable commits and Redis
commands for each common path, through the real worker path against the stand-ins.

The sandbox's stand-ins and the web app run in this process (as in tests/e2e.py), on the bench's
own Redis and database; the worker is arq's, with the production options
(supportbot/worker/settings.py), driven one poll at a time so that idle polling (a cost per second
per worker, not per turn) stays out of the count: each turn is one poll that starts its job, then
one more poll per job the turn enqueued and one that finds nothing. Counted from the message
posted to the last job done: the worker's Postgres (bench/counting.py), the web's Postgres apart,
and every Redis command (the web's enqueue included).

The paths, templated (no model: what is counted is ours), on one conversation: a status question,
a refund proposal, and the customer's yes that pays. A warm-up round fills statement and type caches
and is not counted; the next is. Counts do not depend on the machine's load. Last lines, one a path:
`turn_cost: <path> round_trips=N transactions=N durable_commits=N redis_commands=N`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redis.asyncio import Redis  # noqa: E402

from bench.counting import PostgresCount, counted_pools, redis_commands, spent_commands  # noqa: E402
from bench.fleet import bench_database, private_redis  # noqa: E402
from bench.servers import free_port  # noqa: E402
from supportbot.app import bootstrap, web  # noqa: E402
from supportbot.app.settings import Settings  # noqa: E402
from supportbot.core.shop.demo_shop import DEMO_PHONE  # noqa: E402
from supportbot.worker.polling import TurnWorker  # noqa: E402
from supportbot.worker.queue import create_queue  # noqa: E402
from supportbot.worker.settings import worker_options  # noqa: E402
from tests.e2e import Stack, running, texts  # noqa: E402

# (path, what the customer says, how the bot's reply starts): a refund of one plate, then its yes.
PATHS = [
    ("status", "where is A-1042?", "Order A-1042"),
    ("refund_proposal", "one plate from A-1042 arrived broken, refund please", "Refund 25.00"),
    ("yes_that_pays", "yes", "Done: 25.00"),
]


def bench_settings(dsn: str, redis_url: str, ports: dict[str, int]) -> Settings:
    sandbox = f"http://127.0.0.1:{ports['sandbox']}"
    return Settings(
        _env_file=None, supportbot_env="sandbox", database_url=dsn, redis_url=redis_url,
        whatsapp_api_base=sandbox, slack_api_base=f"{sandbox}/api/", llm_base_url=f"{sandbox}/v1",
        payments_api_base=f"{sandbox}/stripe", smtp_port=ports["smtp"], smtp_security="none",
        warehouse_api_base=f"{sandbox}/warehouse", shop_api_base=f"{sandbox}/shop",
        carrier_api_base=f"{sandbox}/carrier", shopify_shop_domain=sandbox, metrics_port=ports["metrics"],
        bot_mode="templated", slack_approver_ids=("U0APPROVER",),
        # The lease keeper's beat is one statement per process every lease/3 seconds, a cost of time
        # and not of turns: a long lease keeps it out of the counted turns. A fixed pool that the
        # warm-up rounds have used whole: a connection opened mid-count would add its type look-ups.
        turn_lease_seconds=120, database_pool_min=4, database_pool_max=4,
    )


class DrivenWorker:
    """arq's worker with the production options, polled by hand: one poll, then the jobs it started."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        # The metrics' flush is a cost of time (one pipeline a second per worker), not of turns: a
        # long cadence keeps it out of the counted turns, as the long lease does for the lease's beat.
        self.worker = TurnWorker(**worker_options(settings.redis_url, lambda: bootstrap.open_worker_deps(settings),
                                                  burst=True, queue_name=settings.arq_queue_name,
                                                  metrics_every=3600))

    async def __aenter__(self) -> DrivenWorker:
        w = self.worker
        w._pool = await create_queue(w.redis_settings, w.queue_name)  # noqa: SLF001 - as TurnWorker.main makes it
        w.ctx["redis"] = w.pool
        assert w.on_startup is not None
        await w.on_startup(w.ctx)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.worker.close()

    async def until_idle(self) -> int:
        """Poll, run what it started, again until a poll starts nothing; the number of polls."""
        polls = 0
        while True:
            await self.worker._poll_iteration()  # noqa: SLF001
            polls += 1
            running = list(self.worker.tasks.values())
            if not running:
                return polls
            await asyncio.gather(*running)
            await self.worker._poll_iteration()  # noqa: SLF001 - lets arq reap the finished tasks
            polls += 1
            if not self.worker.tasks:
                return polls


async def one_turn(stack: Stack, driven: DrivenWorker, redis: Redis, worker_pg: PostgresCount,
                   web_pg: PostgresCount, said: str, expected: str) -> dict[str, Any]:
    pg_before, web_before, redis_before = worker_pg.copy(), web_pg.copy(), await redis_commands(redis)
    before = len(await stack.sent_to(DEMO_PHONE))
    await stack.customer(DEMO_PHONE).say(said)
    polls = await driven.until_idle()
    await asyncio.sleep(0)  # the query loggers are called soon after each query
    worker, ingest = worker_pg.minus(pg_before), web_pg.minus(web_before)
    commands = spent_commands(await redis_commands(redis), redis_before)
    replies = texts((await stack.sent_to(DEMO_PHONE))[before:])
    if not replies or not replies[-1].startswith(expected):
        raise SystemExit(f"turn_cost: {said!r} was answered {replies!r}, expected {expected!r}...")
    return {"round_trips": worker.round_trips, "transactions": worker.transactions,
            "durable_commits": worker.durable_commits, "redis_commands": sum(commands.values()), "polls": polls,
            "web_round_trips": ingest.round_trips, "web_durable_commits": ingest.durable_commits,
            "queries": worker.queries, "commands": commands}


async def measure(keep_queries: bool = False) -> dict[str, dict[str, Any]]:
    ports = {name: free_port() for name in ("web", "sandbox", "metrics", "smtp")}
    async with private_redis() as redis_url, bench_database("turncost") as dsn:
        settings = bench_settings(dsn, redis_url, ports)
        redis = Redis.from_url(redis_url)
        with counted_pools(web) as web_pg, counted_pools(bootstrap) as worker_pg:
            worker_pg.keep_queries = keep_queries
            async with running(settings, ports) as stack, DrivenWorker(settings) as driven:
                counts: dict[str, dict[str, Any]] = {}
                # Warm-up: every path once, and statuses until each pooled connection has seen the
                # statements (a third refund on one order would be a staff check, another path).
                for _path, said, expected in [*PATHS, PATHS[0], PATHS[0]]:
                    await one_turn(stack, driven, redis, worker_pg, web_pg, said, expected)
                for path, said, expected in PATHS:
                    counts[path] = await one_turn(stack, driven, redis, worker_pg, web_pg, said, expected)
        await redis.aclose()
        return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="also print the counts as one JSON line first")
    parser.add_argument("--queries", action="store_true", help="print each counted turn's worker queries")
    args = parser.parse_args()
    counts = asyncio.run(measure(args.queries))
    if args.json:
        print(json.dumps({path: {k: v for k, v in c.items() if k != "queries"} for path, c in counts.items()}))
    for path, c in counts.items():
        for query in c["queries"]:
            print(f"  {path}: {query}")
        if args.queries:
            print(f"  {path}: Redis " + ", ".join(f"{k} {n}" for k, n in c["commands"].items()))
    for path, c in counts.items():
        print(f"  {path}: {c['polls']} polls; the web's ingest and statuses: {c['web_round_trips']} round trips, "
              f"{c['web_durable_commits']} durable commits")
    for path, c in counts.items():
        print(f"turn_cost: {path} round_trips={c['round_trips']} transactions={c['transactions']} "
              f"durable_commits={c['durable_commits']} redis_commands={c['redis_commands']}")


if __name__ == "__main__":
    main()
