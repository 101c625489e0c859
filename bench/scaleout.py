"""Scale-out: turns per second with 1, 2 and 4 worker processes against a fixed-latency model, and
webhook ingest with 1 and 2 web processes, each as a ratio to its 1-process figure; and what a turn
costs, counted (Postgres commits, Redis commands, CPU by process), to say what limits it.

Turns: the stand-in model answers after `--model-ms`; for each worker count a burst of `--turns`
new customers writes one message each, and the rate is turns answered over the time from the first
run opened to the last finished; before each burst the idle workers' cost is counted for `--idle-seconds`
(polls, crons, lease beats: a cost per worker-second), and the burst's Redis commands per turn are
also printed net of it. Ingest: `--messages` signed bodies from 1,000 senders are posted at
64 concurrent requests, first all to one web process, then spread over two; no worker runs, so only
the webhook path is measured. The turns go on `--shards` queues (QUEUE_SHARDS, the same for every
worker count: 1 worker reads all of them, 4 workers one each when it is 4; 1 is the single queue
every worker reads). Last line:
`scaleout: workers=1,2,4 turns_ratio=1.00,A,B web=1,2 ingest_ratio=1.00,C`. Stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.fleet import (  # noqa: E402
    MACHINE,
    Counters,
    bench_database,
    counters,
    inbound,
    private_redis,
    running_fleet,
    say_all,
    script_model,
    start_workers,
    stop_workers,
    watching,
    workers_ready,
)

WORKER_ENV = {"WORKER_MAX_JOBS": "300", "DATABASE_POOL_MAX": "10"}


async def turns_phase(fleet, workers: int, turns: int, tag: str, seconds: float,
                      idle_seconds: float) -> tuple[float, Counters, int, Counters]:
    start_workers(fleet, workers, WORKER_ENV)
    await workers_ready(fleet)
    try:
        async with watching(fleet) as (conn, redis, _):
            first_run = await conn.fetchval("SELECT COALESCE(max(id), 0) FROM runs")
            # What the workers cost with nothing to do (polls, crons, lease beats): a cost per second
            # per worker, not per turn, which a burst's per-turn figures include.
            idle_from = await counters(fleet, conn, redis)
            await asyncio.sleep(idle_seconds)
            before = await counters(fleet, conn, redis)
            idle = before.minus(idle_from)
            bodies = [inbound(f"4478{tag}{i:06d}", f"question {i} about my order", f"wamid.SCL{tag}{i:07d}")
                      for i in range(turns)]
            started = time.monotonic()
            await say_all(fleet.web_urls[:1], bodies)
            while time.monotonic() - started < seconds:
                if await conn.fetchval("SELECT count(*) FROM runs WHERE id > $1 AND status <> 'running'",
                                       first_run) >= turns:
                    break
                await asyncio.sleep(0.2)
            spent = (await counters(fleet, conn, redis)).minus(before)
            row = await conn.fetchrow(
                "SELECT count(*) AS n, extract(epoch FROM max(finished_at) - min(started_at))::float8 AS s "
                "FROM runs WHERE id > $1 AND status = 'done'", first_run)
    finally:
        stop_workers(fleet)
    return (row["n"] / row["s"] if row["s"] else 0.0), spent, row["n"], idle


async def ingest_phase(fleet, webs: int, messages: int, tag: str) -> float:
    bodies = [inbound(f"4476{tag}{i % 1000:06d}", "Hi, where is my order?", f"wamid.ING{tag}{i:08d}")
              for i in range(messages)]
    started = time.monotonic()
    ok = await say_all(fleet.web_urls[:webs], bodies)
    return ok / (time.monotonic() - started)


def cost_lines(spent: Counters, turns: int, idle: Counters | None = None) -> list[str]:
    per = max(turns, 1)
    # The burst's own cost: what the same workers spend idle over as long a window taken out.
    idle_rate = (idle.redis_calls / idle.at if idle and idle.at else 0.0)
    net = spent.redis_calls - idle_rate * spent.at
    cpu = {k: v for k, v in spent.cpu.items() if v > 0}
    groups = {"worker": sum(v for k, v in cpu.items() if k.startswith("worker")),
              "web": sum(v for k, v in cpu.items() if k.startswith("web")),
              "sandbox": cpu.get("sandbox", 0.0), "postgres": cpu.get("postgres", 0.0)}
    total = sum(groups.values())
    cores = os.cpu_count() or 1
    return [
        f"  per turn: {spent.commits / per:.1f} Postgres commits, {spent.redis_calls / per:.0f} Redis commands "
        f"({net / per:.0f} net of idle), "
        f"CPU {1000 * total / per:.0f} ms (" + ", ".join(f"{k} {1000 * v / per:.0f}" for k, v in groups.items()) + ")",
        f"  CPU ceiling: {cores} cores / {1000 * total / per:.0f} ms = "
        f"{cores * per / total if total else 0:.0f} turns/s "
        f"for the whole stack on this machine; worker alone: {per / groups['worker'] if groups['worker'] else 0:.0f} "
        f"turns/s per core",
    ]


async def main(turns: int, messages: int, model_ms: int, seconds: float, counts: list[int],
               idle_seconds: float, shards: int) -> int:
    print(f"machine: {MACHINE}; every process below shares them, with Postgres and the load")
    print(f"queue shards: {shards}" + (" (one queue every worker reads)" if shards == 1 else ""))
    rates: dict[int, float] = {}
    ingest: dict[int, float] = {}
    async with private_redis() as redis_url, bench_database("scaleout") as dsn, \
            running_fleet(dsn, redis_url, webs=2, workers=0, shared_env={"QUEUE_SHARDS": str(shards)}) as fleet:
        await script_model(fleet, turns * len(counts) + 50, model_ms)
        for i, workers in enumerate(counts):
            rate, spent, done, idle = await turns_phase(fleet, workers, turns, f"{i:02d}", seconds, idle_seconds)
            rates[workers] = rate
            print(f"workers={workers}: {done}/{turns} turns answered, {rate:.1f} turns/s with a {model_ms} ms model")
            print(f"  idle, per worker-second: {idle.commits / idle.at / workers:.1f} Postgres commits, "
                  f"{idle.redis_calls / idle.at / workers:.1f} Redis commands (polls, crons, lease beats)")
            for line in cost_lines(spent, done, idle):
                print(line)
        for i, webs in enumerate((1, 2)):
            ingest[webs] = await ingest_phase(fleet, webs, messages, f"{i:02d}")
            print(f"web={webs}: ingest {ingest[webs]:.0f} messages/s (64 concurrent, client in the bench process)")
    base, web_base = rates[counts[0]] or 1.0, ingest[1] or 1.0
    print(f"scaleout: workers={','.join(map(str, counts))} "
          f"turns_ratio={','.join(f'{rates[c] / base:.2f}' for c in counts)} "
          f"web=1,2 ingest_ratio=1.00,{ingest[2] / web_base:.2f}")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--turns", type=int, default=400, help="turns in each worker count's burst")
    parser.add_argument("--messages", type=int, default=4000, help="webhook bodies in each ingest phase")
    parser.add_argument("--model-ms", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=120, help="most a burst may take")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--idle-seconds", type=float, default=5.0,
                        help="before each burst, how long the workers' idle cost is counted")
    parser.add_argument("--shards", type=int, default=4,
                        help="queue shards (QUEUE_SHARDS) for every worker count; 1: one queue every worker reads")
    a = parser.parse_args()
    sys.exit(asyncio.run(main(a.turns, a.messages, a.model_ms, a.seconds, [int(x) for x in a.workers.split(",")],
                              a.idle_seconds, a.shards)))
