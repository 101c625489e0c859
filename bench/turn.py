"""Turn overhead: the wall time of an agent turn whose model takes 1 s, divided by 1 s.

Everything real runs — webhook, Postgres, Redis, arq worker, journal, Graph API stand-in —
with the sandbox's scripted model answering after exactly 1 s. The model's second is the
baseline measured in the same run; what is above it is ours. Last line:
`turn: overhead ratio R (turn p50 N ms over K turns with a 1000 ms model; end to end p50 M ms)`.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

import aiohttp
import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sandbox.local.stack import Customer, running_stack
from supportbot.core.shop.demo_shop import DEMO_PHONE, demo_shop
from supportbot.store.migrate import migrate_database
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed

MODEL_SECONDS = 1.0


async def main(turns: int) -> None:
    name = f"supportbot_bench_turn_{os.getpid()}"
    admin_dsn = "postgresql://postgres@127.0.0.1:5432/postgres"
    dsn = admin_dsn.rsplit("/", 1)[0] + "/" + name
    await migrate_database(dsn)
    async with open_connection(dsn) as conn:
        await seed(conn, demo_shop(__import__("datetime").datetime.now(__import__("datetime").UTC)))
    env = {"DATABASE_URL": dsn, "REDIS_URL": os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/13"),
           "BOT_MODE": "full"}
    try:
        async with running_stack(env) as stack, aiohttp.ClientSession() as session:
            await session.post(f"{stack.sandbox_url}/_sandbox/llm/faults",
                               json={"latency_ms": int(MODEL_SECONDS * 1000)})
            answers = [{"role": "assistant", "content": f"Answer {i}."} for i in range(turns + 1)]
            await session.post(f"{stack.sandbox_url}/_sandbox/llm/script", json={"responses": answers})
            customer = Customer(session, stack.sandbox_url, DEMO_PHONE)
            end_to_end = []
            for i in range(turns + 1):  # the first turn warms connections and is not counted
                started = time.perf_counter()
                await customer.say(f"question {i} about my order")
                await customer.replies(wait=10, settle=0.0)
                if i:
                    end_to_end.append(time.perf_counter() - started)
        async with open_connection(dsn) as conn:
            rows = await conn.fetch("SELECT extract(epoch FROM finished_at - started_at) AS s FROM runs "
                                    "WHERE status = 'done' ORDER BY id OFFSET 1")
            if os.environ.get("BENCH_STEPS"):
                for r in await conn.fetch(
                        "SELECT r.id, s.step, s.kind, extract(epoch FROM s.created_at - r.started_at) * 1000 AS ms "
                        "FROM steps s JOIN runs r ON r.id = s.run_id WHERE r.seq = 3 ORDER BY s.step"):
                    print(f"  step {r['step']} {r['kind']:8} at {float(r['ms']):7.1f} ms")
    finally:
        admin = await asyncpg.connect(admin_dsn)
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
    turn = statistics.median(float(r["s"]) for r in rows)
    e2e = statistics.median(end_to_end)
    print(f"turns measured: {len(rows)}; turn p50 {turn * 1000:.0f} ms, max "
          f"{max(float(r['s']) for r in rows) * 1000:.0f} ms; end to end p50 {e2e * 1000:.0f} ms")
    print(f"turn: overhead ratio {turn / MODEL_SECONDS:.3f} (turn p50 {turn * 1000:.0f} ms over {len(rows)} turns "
          f"with a {MODEL_SECONDS * 1000:.0f} ms model; end to end p50 {e2e * 1000:.0f} ms)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=10)
    asyncio.run(main(parser.parse_args().turns))
