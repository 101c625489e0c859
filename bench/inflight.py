"""Turns in flight: how many turns one worker process holds at once with a 2 s model, at what RSS.

One worker (WORKER_MAX_JOBS, DATABASE_POOL_MAX, LLM_MAX_CONNECTIONS set for it), one web process,
the stand-ins, a private Redis and a bench database. For each level N (10, 100, 1000) N new customers
write one message each at once; the bench samples, every 0.1 s, the runs open in Postgres (turns in
flight), the model calls the stand-in is holding and the worker's RSS, until all N are answered or
the level's time is up. The overhead ratio is the p50 turn (run opened to finished) over the model's
2 s. Last line: `inflight: turns=T rss_mb=M overhead=X` for the largest level (T: the most turns
held at once). It stops by itself (`--seconds` per level).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.fleet import (  # noqa: E402
    MACHINE,
    bench_database,
    counters,
    inbound,
    model_load,
    private_redis,
    rss_mb,
    running_fleet,
    say_all,
    script_model,
    watching,
    workers_ready,
)


async def level(fleet, n: int, tag: str, seconds: float, model_s: float) -> dict[str, float]:
    worker = fleet.pids("worker")[0]
    async with watching(fleet) as (conn, redis, session):
        before = await counters(fleet, conn, redis)
        await session.get(f"{fleet.sandbox_url}/_sandbox/llm/faults")  # keep the connection warm
        first_run = await conn.fetchval("SELECT COALESCE(max(id), 0) FROM runs")
        bodies = [inbound(f"4479{tag}{i:06d}", f"question {i} about my order", f"wamid.INF{tag}{i:07d}")
                  for i in range(n)]
        started = time.monotonic()
        sender = asyncio.create_task(say_all(fleet.web_urls, bodies))
        sent_in: list[float] = []
        sender.add_done_callback(lambda _: sent_in.append(time.monotonic() - started))
        peak_runs = peak_rss = 0.0
        peak_model = 0
        done = 0
        while time.monotonic() - started < seconds:
            running, done = await conn.fetchrow(
                "SELECT count(*) FILTER (WHERE status = 'running'), count(*) FILTER (WHERE status <> 'running') "
                "FROM runs WHERE id > $1", first_run)
            load = await model_load(fleet, session)
            peak_runs, peak_model = max(peak_runs, running), max(peak_model, load["in_flight"])
            peak_rss = max(peak_rss, rss_mb(worker))
            if done >= n:
                break
            await asyncio.sleep(0.1)
        accepted = await sender
        wall = time.monotonic() - started
        spent = (await counters(fleet, conn, redis)).minus(before)
        rows = await conn.fetch("SELECT extract(epoch FROM finished_at - started_at)::float8 AS s FROM runs "
                                "WHERE id > $1 AND status = 'done'", first_run)
    turns = [r["s"] for r in rows]
    p50 = statistics.median(turns) if turns else float("nan")
    return {"n": n, "accepted": accepted, "answered": len(turns), "held": peak_runs, "model": peak_model,
            "rss": peak_rss, "overhead": p50 / model_s, "p50": p50, "wall": wall, "sent_in": sent_in[0],
            "commits": spent.commits / max(len(turns), 1), "redis": spent.redis_calls / max(len(turns), 1),
            "worker_cpu_ms": 1000 * sum(v for k, v in spent.cpu.items() if k.startswith("worker")) / max(len(turns), 1)}


async def main(levels: list[int], seconds: float, model_s: float, max_jobs: int, pool: int) -> int:
    env = {"WORKER_MAX_JOBS": str(max_jobs), "DATABASE_POOL_MAX": str(pool), "DATABASE_POOL_MIN": "2",
"LLM_MAX_CONNECTIONS": str(max_jobs + 100),
           "LLM_TIMEOUT": str(model_s + 30), "TURN_DEADLINE_SECONDS": str(model_s + 60),
           "LLM_BREAKER_P95_SECONDS": str(model_s + 30)}
    print(f"machine: {MACHINE}")
    print(f"worker: WORKER_MAX_JOBS={max_jobs} DATABASE_POOL_MAX={pool}; "
          f"model {model_s:.1f} s")
    results = []
    async with private_redis() as redis_url, bench_database("inflight") as dsn, \
            running_fleet(dsn, redis_url, worker_env=env) as fleet:
        await workers_ready(fleet)
        await script_model(fleet, sum(levels) + 50, int(model_s * 1000))
        idle = rss_mb(fleet.pids("worker")[0])
        print(f"worker RSS idle: {idle:.0f} MB")
        for i, n in enumerate(levels):
            r = await level(fleet, n, f"{i:02d}", seconds, model_s)
            results.append(r)
            per_turn = (r["rss"] - idle) * 1024 / max(r["held"], 1)
            print(f"  {n:5d} turns: held {r['held']:.0f} at once (model calls at once {r['model']}), "
                  f"answered {r['answered']}/{r['accepted']} in {r['wall']:.1f}s (sent in {r['sent_in']:.1f}s); "
                  f"RSS {r['rss']:.0f} MB "
                  f"(+{per_turn:.0f} KB a turn held); turn p50 {r['p50']:.2f}s, overhead {r['overhead']:.2f}; "
                  f"per turn: {r['commits']:.1f} commits, {r['redis']:.0f} Redis commands, "
                  f"{r['worker_cpu_ms']:.0f} ms worker CPU")
    last = results[-1]
    print(f"inflight: turns={last['held']:.0f} rss_mb={last['rss']:.0f} overhead={last['overhead']:.2f}")
    return 0 if last["answered"] == last["n"] else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", default="10,100,1000", help="turns sent at once, comma-separated")
    parser.add_argument("--seconds", type=float, default=90, help="most a level may take")
    parser.add_argument("--model-seconds", type=float, default=2.0)
    parser.add_argument("--max-jobs", type=int, default=1100, help="WORKER_MAX_JOBS for the worker")
    parser.add_argument("--pool", type=int, default=20, help="DATABASE_POOL_MAX for the worker")
    a = parser.parse_args()
    sys.exit(asyncio.run(main([int(x) for x in a.levels.split(",")], a.seconds, a.model_seconds, a.max_jobs,
                              a.pool)))
