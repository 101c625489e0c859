"""`supportbot`: the commands of DESIGN.md's surface. Builds Settings once and passes them down."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from evals.retrieval import register as register_retrieval
from supportbot.articles import open_help_centre, open_shop_help_centre
from supportbot.articles import register as register_articles
from supportbot.logs import configure_logging
from supportbot.prompts_cli import register as register_prompts
from supportbot.report import register as register_report
from supportbot.settings import Settings

ROUTER_ARTEFACT = Path(__file__).resolve().parents[1] / "bot" / "artefacts" / "router.pkl"

if TYPE_CHECKING:
    from bot.shop.fixture import ShopFixture


def _web(settings: Settings, args: argparse.Namespace) -> None:
    from aiohttp import web

    from supportbot.web import init_app

    web.run_app(init_app(settings), host=args.host, port=args.port, access_log=None,
                print=lambda *_: print(f"supportbot web on http://{args.host}:{args.port}"))


def _worker(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.bootstrap import open_worker_deps
    from worker.polling import TurnWorker
    from worker.settings import worker_options

    options = worker_options(settings.redis_url, lambda: open_worker_deps(settings),
                             sweep_every=settings.sweep_interval_seconds, queue_name=settings.arq_queue_name,
                             max_jobs=settings.worker_max_jobs)
    TurnWorker(**options).run()


def _sandbox(settings: Settings, args: argparse.Namespace) -> None:
    from dataclasses import replace

    from aiohttp import web

    from sandbox.app import build_app
    from supportbot.bootstrap import sandbox_config
    from supportbot.console import console_config

    web_url = args.webhook_url.rsplit("/webhooks/", 1)[0] if args.webhook_url else None
    config = replace(sandbox_config(settings, web_url, slack_events_url=args.slack_events_url),
                     webhook_url=args.webhook_url)
    web.run_app(build_app(config, console_config(settings)), host="127.0.0.1", port=args.port, access_log=None,
                print=lambda *_: print(f"supportbot sandbox on http://127.0.0.1:{args.port} (console at /)"))


def _migrate(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.bootstrap import migrate_database

    applied = asyncio.run(migrate_database(settings.database_url))
    print("applied: " + ", ".join(applied) if applied else "up to date")


async def _seed_fixture(settings: Settings, shop: ShopFixture) -> dict[str, int]:
    from store.pool import open_connection
    from store.shop import seed

    async with open_connection(settings.database_url) as conn:
        return await seed(conn, shop)


def _seed(settings: Settings, args: argparse.Namespace) -> None:
    from pydantic import ValidationError

    from bot.shop.fixture import ShopFixture

    try:
        shop = ShopFixture.model_validate_json(Path(args.file).read_text(encoding="utf-8"))
    except ValidationError as exc:
        sys.exit(f"{args.file}: not a valid shop fixture:\n{exc}")
    print(json.dumps(asyncio.run(_seed_fixture(settings, shop))))


def _seed_demo(settings: Settings, args: argparse.Namespace) -> None:
    from bot.shop.demo_shop import demo_shop
    from supportbot.clock import make_clock

    print(json.dumps(asyncio.run(_seed_fixture(settings, demo_shop(make_clock(settings.supportbot_clock)())))))


def _demo(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.demo import play_demo
    from supportbot.demo_real import play_real_demo

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(play_real_demo(settings) if args.real_model else play_demo(settings, stay=args.stay))


def _chat(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.demo import chat

    asyncio.run(chat(settings, args.sandbox))


def _route(settings: Settings, args: argparse.Namespace) -> None:
    from bot.understanding import classifier
    from bot.understanding.router import Router

    if not Path(args.model).exists():
        sys.exit(f"{args.model} is missing: build it with `make install`")
    router = Router(classifier.load(args.model))  # loaded once, then one line at a time
    for line in sys.stdin:
        labels = router.classify(line.rstrip("\n"))
        out: dict[str, object] = {"intent": labels.intent, "fine_intent": labels.fine_intent, "risk": labels.risk}
        if args.fine:
            out |= {"confidence": round(labels.confidence, 4), "risk_reason": labels.risk_reason}
        print(json.dumps(out, ensure_ascii=False), flush=True)


async def _with_desk(settings: Settings, use):
    import getpass

    from store.pool import open_pool
    from store.staff import StaffRepository
    from supportbot.bootstrap import open_arq
    from supportbot.clock import make_clock
    from supportbot.desk import Desk

    async with (open_pool(settings.database_url, min_size=1, max_size=2) as pool,
                open_arq(settings.redis_url, settings.arq_queue_name) as arq):
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
    from store.pool import open_connection
    from store.traces import read_trace
    from supportbot.trace import missing, render

    async def read() -> tuple[dict | None, str | None]:
        async with open_connection(settings.database_url) as conn:
            return await read_trace(conn, args.run_id), await conn.fetchval(
                "SELECT status FROM runs WHERE id = $1", args.run_id)

    trace, status = asyncio.run(read())
    if trace is None:
        sys.exit(missing(args.run_id, status, settings.trace_retention_days))
    print(render(trace))


def _eval(settings: Settings, args: argparse.Namespace) -> None:
    from evals.cli import run_command
    from supportbot.injection import run_injection_suite

    sys.exit(run_command(settings, args, injection=run_injection_suite))


def _forget(settings: Settings, args: argparse.Namespace) -> None:
    from store.forget import forget_customer, report
    from store.pool import open_connection

    async def erase() -> dict[str, int] | None:
        async with open_connection(settings.database_url) as conn:
            return await forget_customer(conn, args.customer_id)

    counts = asyncio.run(erase())
    print(report(args.customer_id, counts))
    if counts is None:
        sys.exit(1)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="supportbot", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("web", help="serve the webhooks, the help centre and metrics")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8080)
    p.set_defaults(run=_web)
    sub.add_parser("worker", help="run turns, timers and the sweeper (arq)").set_defaults(run=_worker)
    p = sub.add_parser("sandbox", help="serve the local stand-ins for Meta, Slack, LLM, payments, email")
    p.add_argument("--port", type=int, default=8081)
    p.add_argument("--webhook-url", default="http://127.0.0.1:8080/webhooks/whatsapp")
    p.add_argument("--slack-events-url", default=None)
    p.set_defaults(run=_sandbox)
    sub.add_parser("migrate", help="apply database migrations").set_defaults(run=_migrate)
    p = sub.add_parser("seed", help="load a shop fixture (DESIGN.md format)")
    p.add_argument("file")
    p.set_defaults(run=_seed)
    sub.add_parser("seed-demo", help="load the demo shop, dated from now").set_defaults(run=_seed_demo)
    p = sub.add_parser("demo", help="start everything on local stand-ins and play a conversation")
    p.add_argument("--stay", action="store_true",
                   help="then keep everything running and print the sandbox console's URL (Ctrl-C stops)")
    p.add_argument("--real-model", action="store_true",
                   help="T-9 against the real model at LLM_BASE_URL (make demo LLM=local), not the scripted one")
    p.set_defaults(run=_demo)
    p = sub.add_parser("chat", help="chat as the demo customer through the real path")
    p.add_argument("--sandbox", default=None, help="a running sandbox URL (default: start a stack)")
    p.set_defaults(run=_chat)
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
    p.add_argument("--model", default=str(ROUTER_ARTEFACT))
    p.set_defaults(run=_route)
    register_articles(sub)
    register_report(sub)
    register_prompts(sub)
    _add_eval(sub)
    return parser


def _add_eval(sub) -> None:
    """`supportbot eval [options]` plays the scenarios; its subcommands are the other evals."""
    from evals import frozen_eval, importer, judge, router_eval
    from evals.cli import add_arguments
    from supportbot import injection_cli

    p = sub.add_parser("eval", help="play the scenarios K times each and grade the end states (pass^k); "
                                    "subcommands: router, frozen, retrieval, injection, import")
    p.set_defaults(run=_eval)
    evals = add_arguments(p)
    for register in (router_eval.register, frozen_eval.register, register_retrieval, injection_cli.register,
                     importer.register, judge.register):
        register(evals)
    # The composition root picks the help centre the retrieval eval searches (evals sees only bot).
    p.set_defaults(open_helpcentre=open_help_centre, open_shop_helpcentre=open_shop_help_centre)


SERVERS = ("web", "worker")  # what the Procfile runs: they refuse a configuration anyone could forge
SANDBOX_ONLY = ("sandbox", "demo", "chat")  # the stand-ins sign with the app's secrets; demos seed a shop


def refusal(settings: Settings, command: str) -> str | None:
    """Why `command` must not start with these settings (one line), or None."""
    if command in SERVERS:
        return settings.refusal()
    if command in SANDBOX_ONLY and settings.supportbot_env != "sandbox":
        return f"refusing to start: `supportbot {command}` runs the local stand-ins only with SUPPORTBOT_ENV=sandbox"
    return None


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    # Servers log their work; one-shot commands print their result and only warn.
    level = logging.INFO if args.command in ("web", "worker", "sandbox") else logging.WARNING
    configure_logging(level)  # every line masked: log lines can carry customer text (invariant 10)
    settings = Settings()
    refused = refusal(settings, args.command)
    if refused:
        sys.exit(refused)
    args.run(settings, args)


if __name__ == "__main__":
    main()
