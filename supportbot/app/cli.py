"""`supportbot`: the commands of DESIGN.md's surface. Builds Settings once and passes them down."""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import sys
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from supportbot.app.articles import register as register_articles
from supportbot.app.logs import configure_logging
from supportbot.app.prompts_cli import register as register_prompts
from supportbot.app.settings import Settings
from supportbot.ops.report import register as register_report

if TYPE_CHECKING:
    from supportbot.core.shop.fixture import ShopFixture


def _web(settings: Settings, args: argparse.Namespace) -> None:
    from aiohttp import web

    from supportbot.app.web import init_app

    app = init_app(settings)
    # What start-up imported and built (~200,000 objects) lives as long as the process. Left to the
    # collector, each full collection walked all of it, ~100 ms with the event loop stopped and
    # every webhook in flight waiting (bench/ingest.py); frozen, only what serving allocates is.
    gc.collect()
    gc.freeze()
    web.run_app(app, host=args.host, port=args.port, access_log=None,
                print=lambda *_: print(f"supportbot web on http://{args.host}:{args.port}"))


def _worker(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.app.bootstrap import open_worker_deps
    from supportbot.worker.polling import TurnWorker
    from supportbot.worker.settings import TURN_CLAIM_LAPSE, worker_options

    options = worker_options(settings.redis_url, lambda: open_worker_deps(settings),
                             sweep_every=settings.sweep_interval_seconds, queue_name=settings.arq_queue_name,
                             max_jobs=settings.worker_max_jobs)
    TurnWorker(**options, lapse_by_prefix=TURN_CLAIM_LAPSE, shards=settings.queue_shards).run()


def _migrate(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.store.migrate import migrate_database

    applied = asyncio.run(migrate_database(settings.database_url))
    print("applied: " + ", ".join(applied) if applied else "up to date")


async def _seed_fixture(settings: Settings, shop: ShopFixture) -> dict[str, Any]:
    from supportbot.app.shop_seed import seed_shop

    return await seed_shop(settings, shop)  # the built-in shop, or the Shopify stand-in (SHOP_BACKEND)


def _seed(settings: Settings, args: argparse.Namespace) -> None:
    from pydantic import ValidationError

    from supportbot.core.shop.fixture import ShopFixture

    try:
        shop = ShopFixture.model_validate_json(Path(args.file).read_text(encoding="utf-8"))
    except ValidationError as exc:
        sys.exit(f"{args.file}: not a valid shop fixture:\n{exc}")
    print(json.dumps(asyncio.run(_seed_fixture(settings, shop))))
    if shop.policy is not None and (differ := _policy_settings(settings, shop)):
        # The numbers are the running processes' settings: seeding cannot change them behind their back.
        print("the fixture's policy is not applied by seeding; set these settings and restart web and worker:\n"
              + "\n".join(differ), file=sys.stderr)


def _policy_settings(settings: Settings, shop: ShopFixture) -> list[str]:
    wanted = settings.with_shop_policy(shop.policy)
    return [f"{name.upper()}={getattr(wanted, name)}" for name in (shop.policy.given() if shop.policy else {})
            if getattr(wanted, name) != getattr(settings, name)]


def _seed_demo(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.core.clock import make_clock
    from supportbot.core.shop.demo_shop import demo_shop

    print(json.dumps(asyncio.run(_seed_fixture(settings, demo_shop(make_clock(settings.supportbot_clock)())))))


def _route(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.core.understanding import classifier
    from supportbot.core.understanding.router import Router

    model = Path(args.model or classifier.ARTEFACT)
    if not model.exists():
        sys.exit(f"{model} is missing: build it with `make install`")
    from supportbot.store.meaning import shared_embedder

    router = Router(classifier.load(model), embed=shared_embedder().vector)  # loaded once, then one line at a time
    for line in sys.stdin:
        labels = router.classify(line.rstrip("\n"))
        out: dict[str, object] = {"intent": labels.intent, "fine_intent": labels.fine_intent, "risk": labels.risk}
        if args.fine:
            out |= {"confidence": round(labels.confidence, 4), "risk_reason": labels.risk_reason}
        print(json.dumps(out, ensure_ascii=False), flush=True)


async def _with_desk(settings: Settings, use):
    import getpass

    from supportbot.app.bootstrap import open_arq
    from supportbot.core.clock import make_clock
    from supportbot.ops.desk import Desk
    from supportbot.store.pool import open_pool
    from supportbot.store.staff import StaffRepository

    async with (open_pool(settings.database_url, min_size=1, max_size=2) as pool,
                open_arq(settings.redis_url, settings.arq_queue_name, settings.queue_shards) as arq):
        clock = make_clock(settings.supportbot_clock)
        desk = Desk(clock, settings.agent_intents)
        desk.bind(StaffRepository(pool, clock=clock), arq, pool=pool)
        return await use(desk, f"cli:{getpass.getuser()}")


def _mode(settings: Settings, args: argparse.Namespace) -> None:
    print(asyncio.run(_with_desk(settings, lambda desk, who: desk.mode(who, args.name))))


def _intents(settings: Settings, args: argparse.Namespace) -> None:
    print(asyncio.run(_with_desk(settings, lambda desk, who: desk.intents(who, args.names))))


def _brake(settings: Settings, args: argparse.Namespace) -> None:
    print(asyncio.run(_with_desk(settings, lambda desk, who: desk.brake(who, args.state))))


def _rollout(settings: Settings, args: argparse.Namespace) -> None:
    words = [args.action, *args.version, *(["--percent", str(args.percent)] if args.action == "start" else [])]
    print(asyncio.run(_with_desk(settings, lambda desk, who: desk.rollout(who, words))))


def _stats(settings: Settings, args: argparse.Namespace) -> None:
    print(asyncio.run(_with_desk(settings, lambda desk, who: desk.stats())))


def _trace(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.ops.trace import missing, render
    from supportbot.store.pool import open_connection
    from supportbot.store.traces import read_trace

    async def read() -> tuple[dict | None, str | None]:
        async with open_connection(settings.database_url) as conn:
            return await read_trace(conn, args.run_id), await conn.fetchval(
                "SELECT status FROM runs WHERE id = $1", args.run_id)

    trace, status = asyncio.run(read())
    if trace is None:
        sys.exit(missing(args.run_id, status, settings.trace_retention_days))
    print(render(trace))


def _forget(settings: Settings, args: argparse.Namespace) -> None:
    import aiohttp

    from supportbot.app.bootstrap import order_system
    from supportbot.store.forget import ForgetRepository, report
    from supportbot.store.pool import open_pool

    async def erase() -> dict[str, int] | None:
        # The customer's number is the shop's order system's (on Shopify the built-in tables are empty).
        async with open_pool(settings.database_url) as pool, aiohttp.ClientSession() as session:
            return await ForgetRepository(pool, order_system(settings, pool, session)).forget(args.customer_id)

    counts = asyncio.run(erase())
    print(report(args.customer_id, counts))
    if counts is None:
        sys.exit(1)


def _doctor(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.app.doctor import diagnose

    findings = asyncio.run(diagnose(settings))
    refused = settings.refusal() if settings.supportbot_env == "production" else None
    for line in ([f"FAIL settings: {refused}"] if refused else []) + [f.line() for f in findings]:
        print(line)
    if refused or not all(f.ok for f in findings):
        sys.exit(1)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="supportbot", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("web", help="serve the webhooks, the help centre and metrics")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8080)
    p.set_defaults(run=_web)
    sub.add_parser("worker", help="run turns, timers and the sweeper (arq)").set_defaults(run=_worker)
    sub.add_parser("migrate", help="apply database migrations").set_defaults(run=_migrate)
    sub.add_parser("doctor", help="one read-only call to each configured system: one line each, exit 0 when all "
                                  "answer").set_defaults(run=_doctor)
    p = sub.add_parser("seed", help="load a shop fixture (DESIGN.md format)")
    p.add_argument("file")
    p.set_defaults(run=_seed)
    sub.add_parser("seed-demo", help="load the demo shop, dated from now").set_defaults(run=_seed_demo)
    p = sub.add_parser("mode", help="show or set the degradation mode (audited; announced in Slack)")
    p.add_argument("name", nargs="?", default=None)
    p.set_defaults(run=_mode)
    p = sub.add_parser("intents", help="show or set the intents the LLM agent handles (audited)")
    p.add_argument("names", nargs="?", default=None, help="all, or a comma-separated list")
    p.set_defaults(run=_intents)
    p = sub.add_parser("brake", help="show or set the refund brake the anomaly alert pulls (audited; announced)")
    p.add_argument("state", nargs="?", default=None, choices=["on", "off"])
    p.set_defaults(run=_brake)
    p = sub.add_parser("rollout", help="canary rollout of a prompt version: status | start V --percent 5 | promote "
                                       "| rollback (gated by a passing eval --baseline; audited; announced)")
    p.add_argument("action", nargs="?", default="status", choices=["status", "start", "promote", "rollback"])
    p.add_argument("version", nargs="*", help="for start: the version (label, id or hash prefix)")
    p.add_argument("--percent", type=float, default=5.0)
    p.set_defaults(run=_rollout)
    sub.add_parser("stats", help="today's containment, handoffs, refunds, pending approvals").set_defaults(run=_stats)
    p = sub.add_parser("trace", help="one run's masked trace: messages, labels, model and tool calls, decisions, sends")
    p.add_argument("run_id", type=int)
    p.set_defaults(run=_trace)
    p = sub.add_parser("forget", help="erase a customer's texts, memory and journal; money records stay")
    p.add_argument("customer_id")
    p.set_defaults(run=_forget)
    p = sub.add_parser("route", help="label stdin lines: one JSON object per line")
    p.add_argument("--fine", action="store_true", help="also print confidence and the risk reason")
    p.add_argument("--model", default=None, help="a router artefact (default: the one `make install` built)")
    p.set_defaults(run=_route)
    register_articles(sub)
    register_report(sub)
    register_prompts(sub)
    for command in entry_points(group="supportbot.commands"):
        command.load()(sub)  # the development tree's commands (dev/pyproject.toml): sandbox, demo, eval
    return parser


SERVERS = ("web", "worker")  # what the Procfile runs: they refuse a configuration anyone could forge


def refusal(settings: Settings, command: str) -> str | None:
    """Why `command` must not start with these settings (one line), or None."""
    if command in SERVERS:
        return settings.refusal()
    return None


def settings_for(args: argparse.Namespace) -> Settings:
    """Settings from the environment; a command that runs only on the local stand-ins (the
    development tree's `sandbox`, `demo`, `chat`, `eval`) takes the sandbox when no environment
    is named, and refuses one named otherwise."""
    settings = Settings()
    if getattr(args, "environment", None) != "sandbox" or settings.supportbot_env == "sandbox":
        return settings
    if "supportbot_env" in settings.model_fields_set:
        sys.exit(f"refusing to start: `supportbot {args.command}` runs on the local stand-ins only, "
                 f"and SUPPORTBOT_ENV is {settings.supportbot_env}")
    print(f"supportbot {args.command}: using the local sandbox (SUPPORTBOT_ENV=sandbox)", file=sys.stderr)
    return Settings(supportbot_env="sandbox")


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    # Servers log their work; one-shot commands print their result and only warn.
    level = logging.INFO if args.command in ("web", "worker", "sandbox") else logging.WARNING
    configure_logging(level)  # every line masked: log lines can carry customer text (invariant 10)
    settings = settings_for(args)
    refused = refusal(settings, args.command)
    if refused:
        sys.exit(refused)
    args.run(settings, args)


if __name__ == "__main__":
    main()
