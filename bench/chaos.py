"""Chaos: N conversations while workers are SIGKILLed, Redis is flushed and Postgres restarts.

    python bench/chaos.py --conversations 200 --seed 7 --duration 90

A bounded run that stops by itself. It starts its own Postgres cluster and Redis (never the
shared ones), the sandbox stand-ins in this process (payments: 10 % timeouts after committing,
5 % 500s, latency; the model: errors and slow answers), the web process and 2-4 workers. While
customers talk (refunds under and over the limit, address changes, cancellations, handoffs) and
staff click approvals (some twice), a worker is SIGKILLed every 1-3 s and restarted, Redis is
flushed once and Postgres restarted once. Then the chaos stops and the run waits, boundedly,
for the sweeper and reconciliation to settle everything, and checks from Postgres and the
stand-ins' ledgers (bench/chaos_checks.py). Last line:

    chaos: conversations=200 double_payments=0 lost_messages=0 unanswered=0 unsettled=0 \
provider_refunds=R recorded_refunds=R
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # `python bench/chaos.py`: the repository root on the path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
import asyncpg
from aiohttp import web
from redis.asyncio import Redis

from bench.chaos_checks import Verdict, verdict
from bench.chaos_floor import PrivatePostgres, PrivateRedis, Processes
from bench.chaos_people import People, plans, shop
from bench.servers import free_port
from sandbox.app import build_app
from sandbox.local.config import sandbox_config
from sandbox.payments import accepted, payments_state_key
from sandbox.shopify import shopify_state_key
from supportbot.app.settings import Settings
from supportbot.app.shop_seed import seed_shop
from supportbot.core.clock import make_clock
from supportbot.store.migrate import migrate_database

APPROVERS = ("U0APPROVER",)


@dataclass
class Options:
    conversations: int = 200
    seed: int = 7
    duration: float = 90.0  # seconds of chaos: conversations start within it, kills run through it
    workers: int = 3
    settle: float = 300.0  # at most this long after the chaos for everything to settle
    # templated: the money flows run without a model (no script can be queued for 200 conversations
    # interleaved). full: every turn meets the failing model stand-in first (see bench/README.md).
    bot_mode: str = "templated"
    calm: bool = False  # no kills, no flush, no restart: the baseline
    hold: float = 0.0  # keep everything up this long after the check (to look around)
    logs: Path | None = None
    quiet: bool = False
    shop_backend: str = "builtin"  # "shopify": orders read from, and written to, the Shopify stand-in


def chaos_settings(pg: PrivatePostgres, redis: PrivateRedis, sandbox_port: int, mode: str,
                   shop_backend: str = "builtin") -> Settings:
    sandbox = f"http://127.0.0.1:{sandbox_port}"
    return Settings(
        shop_backend=shop_backend, shopify_shop_domain=sandbox,
        _env_file=None, supportbot_env="sandbox", database_url=pg.dsn("supportbot"), redis_url=redis.url,
        whatsapp_api_base=sandbox, slack_api_base=f"{sandbox}/api/", llm_base_url=f"{sandbox}/v1",
        payments_api_base=f"{sandbox}/stripe", smtp_port=free_port(), smtp_security="none",
        turn_lease_seconds=3.0, sweep_interval_seconds=1, whatsapp_rate_limit_pause=0.3,
        slack_approver_ids=APPROVERS, bot_mode=mode, payments_timeout=1.0, nudge_after_seconds=0,
        metrics_port=None, csat=False, llm_timeout=2.0, llm_breaker_min_calls=3, llm_breaker_cool_down=5.0,
        refund_daily_cap=1_000_000, turn_deadline_seconds=20.0)


async def widen_bucket(sandbox_url: str) -> None:
    """Shopify Plus's refill (1,000 points a second): the chaos is about crashes, not the bucket."""
    async with aiohttp.ClientSession() as session, session.post(
            sandbox_url + "/_sandbox/shopify/bucket", json={"available": 2000, "restore_rate": 1000}) as r:
        r.raise_for_status()


async def set_faults(session: aiohttp.ClientSession, sandbox_url: str) -> None:
    async def post(path: str, body: dict) -> None:
        async with session.post(sandbox_url + path, json=body) as r:
            r.raise_for_status()
    await post("/_sandbox/payments/faults", {"timeout_after_commit": 0.10, "error_500": 0.05, "latency_ms": 150})
    # No script is queued: each call that is not a drawn 500 or 429 answers a 500 of its own,
    # slowly; the breakers open and the turns go down the ladder to the templated rung.
    await post("/_sandbox/llm/faults", {"error_500": 0.3, "error_429": 0.1, "latency_ms": 800})


class Monkey:
    """Kills a worker every 1-3 s; flushes Redis once and restarts Postgres once, mid-run."""

    def __init__(self, procs: Processes, pg: PrivatePostgres, redis: PrivateRedis, rng: random.Random,
                 say) -> None:
        self.procs, self.pg, self.redis, self.rng, self.say = procs, pg, redis, rng, say
        self.flushed = self.restarted = False

    async def run(self, duration: float) -> None:
        loop = asyncio.get_running_loop()
        start = loop.time()
        flush_at, restart_at = duration * 0.35, duration * 0.6
        while (elapsed := loop.time() - start) < duration:
            if not self.flushed and elapsed >= flush_at:
                client = Redis.from_url(self.redis.url)
                await client.flushall()
                await client.aclose()
                self.flushed = True
                self.say(f"  {elapsed:5.1f}s  FLUSHALL on the private redis")
            elif not self.restarted and elapsed >= restart_at:
                await asyncio.to_thread(self.pg.restart)
                self.restarted = True
                self.say(f"  {loop.time() - start:5.1f}s  pg_ctl restart")
            else:
                await asyncio.to_thread(self.procs.kill_worker, self.rng.randrange(len(self.procs.workers)))
            await asyncio.sleep(self.rng.uniform(1.0, 3.0))


async def staff_loop(people: People, dsn: str, stop: asyncio.Event) -> None:
    """Staff approving cards as they appear; a Postgres restart only pauses them."""
    while not stop.is_set():
        try:
            async with asyncpg.create_pool(dsn, min_size=1, max_size=2) as db:
                while not stop.is_set():
                    await people.click_approvals(db)
                    await asyncio.sleep(0.5)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
            await asyncio.sleep(1.0)


async def settled(people: People, dsn: str, wa_ids: list[str], provider) -> Verdict | None:
    try:
        async with asyncpg.create_pool(dsn, min_size=1, max_size=2) as db:
            await people.click_approvals(db)  # cards posted late still get their click
            sent = {w: people.sent_to(w) for w in wa_ids}
            return await verdict(db, wa_ids=wa_ids, acked=people.acked, provider=provider(), sent_to=sent,
                                 clicked_twice=people.clicked_twice)
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
        return None


async def run(opts: Options) -> Verdict:
    say = (lambda *_: None) if opts.quiet else (lambda text: print(text, flush=True))
    rng = random.Random(opts.seed)
    logs = opts.logs or Path(tempfile.mkdtemp(prefix="chaos-logs-"))
    pg, redis = PrivatePostgres(), PrivateRedis()
    procs: Processes | None = None
    try:
        sandbox_port, web_port = free_port(), free_port()
        settings = chaos_settings(pg, redis, sandbox_port, opts.bot_mode, opts.shop_backend)
        await migrate_database(settings.database_url)
        people_plans = plans(opts.conversations, opts.seed)
        app = build_app(sandbox_config(settings, f"http://127.0.0.1:{web_port}"))
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", sandbox_port).start()
        sandbox_url = f"http://127.0.0.1:{sandbox_port}"
        # The shop in whichever order system the settings name (the Shopify stand-in is up now).
        await seed_shop(settings, shop(people_plans, make_clock(settings.supportbot_clock)()))
        if opts.shop_backend == "shopify":
            await widen_bucket(sandbox_url)
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=64)) as session:
            await set_faults(session, sandbox_url)
            procs = Processes(settings, logs)
            procs.start_web(web_port)
            for _ in range(opts.workers):
                procs.start_worker()
            await asyncio.to_thread(procs.wait_workers_ready)
            people = People(app, sandbox_url, session, settings.slack_channel, APPROVERS, random.Random(opts.seed + 1))
            say(f"chaos: {opts.conversations} conversations, {opts.workers} workers, {opts.duration:.0f} s of chaos "
                f"(seed {opts.seed}; logs in {logs}; postgres :{pg.port}, redis :{redis.port})")
            intents: dict[str, int] = {}
            for p in people_plans:
                intents[p.intent] = intents.get(p.intent, 0) + 1
            say("  intents: " + ", ".join(f"{k}={v}" for k, v in sorted(intents.items())))

            async def later(plan, delay: float) -> None:
                await asyncio.sleep(delay)
                await people.converse(plan)

            t0 = time.monotonic()
            stop = asyncio.Event()
            staff = asyncio.create_task(staff_loop(people, settings.database_url, stop))
            talk = asyncio.gather(*(later(p, rng.uniform(0, opts.duration * 0.7)) for p in people_plans))
            monkey = Monkey(procs, pg, redis, rng, say)
            if opts.calm:
                await asyncio.sleep(opts.duration)
            else:
                await monkey.run(opts.duration)
            say(f"  {time.monotonic() - t0:5.1f}s  chaos over: {procs.killed} workers killed; settling")
            provider = app[payments_state_key].refunds
            deadline = time.monotonic() + opts.settle
            result = None
            while time.monotonic() < deadline:
                if talk.done() and (result := await settled(people, settings.database_url,
                                                            [p.wa_id for p in people_plans],
                                                            lambda: [accepted(r) for r in provider])) and result.clean:
                    break
                await asyncio.sleep(2.0)
            if not talk.done():
                talk.cancel()
            stop.set()
            await asyncio.gather(staff, return_exceptions=True)
            await asyncio.gather(talk, return_exceptions=True)
            final = await settled(people, settings.database_url, [p.wa_id for p in people_plans],
                                  lambda: [accepted(r) for r in provider])
            assert final is not None, "postgres did not answer for the final check"
            final.workers_killed, final.redis_flushed, final.postgres_restarted = \
                procs.killed, monkey.flushed, monkey.restarted
            final.shop_reads = len(app[shopify_state_key].calls)
            say(f"  {time.monotonic() - t0:5.1f}s  settled={final.clean}; webhooks acked={len(people.acked)} "
                f"retried={people.retries} given up={people.unacked}; cards={people.cards()} "
                f"approvals clicked={len(people.clicked)} (twice: {len(people.clicked_twice)}); "
                f"refunds at provider={final.provider_refunds} mismatched={final.mismatched_refunds}")
            for answer, n in sorted(people.answers.items()):
                say(f"    answered {answer}: {n}")
            for line in final.details[:30]:
                say(f"    {line}")
            await asyncio.sleep(opts.hold)
            procs.close()
            procs = None
            await runner.cleanup()
            return final
    finally:
        if procs is not None:
            procs.close()
        redis.close()
        pg.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--duration", type=float, default=90.0, help="seconds of chaos")
    parser.add_argument("--workers", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--settle", type=float, default=300.0, help="bound on the wait for settling, seconds")
    parser.add_argument("--mode", default="templated", choices=("full", "templated"), help="the bot's mode")
    parser.add_argument("--calm", action="store_true", help="no kills, flush or restart: the baseline")
    parser.add_argument("--shop", default="builtin", choices=("builtin", "shopify"), help="the order system")
    parser.add_argument("--hold", type=float, default=0.0, help="seconds to keep everything up after the check")
    parser.add_argument("--logs", type=Path, help="where the processes' logs go (default: a temp dir)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    # The bench's own pools re-connecting through the Postgres restart: expected, and not a finding.
    logging.getLogger("asyncpg.pool").setLevel(logging.ERROR)
    result = asyncio.run(run(Options(args.conversations, args.seed, args.duration, args.workers, args.settle,
                                     args.mode, calm=args.calm, hold=args.hold, logs=args.logs,
                                     shop_backend=args.shop)))
    print(result.line(), flush=True)
    return 0 if result.clean else 1


if __name__ == "__main__":
    sys.exit(main())
