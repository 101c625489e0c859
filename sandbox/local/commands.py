"""What the development tree adds to `supportbot`: `sandbox`, `demo` and `chat`.

Found by the `supportbot.commands` entry point (dev/pyproject.toml), so the package never
imports the stand-ins. Each runs against the local stand-ins only: without SUPPORTBOT_ENV the
command says it is using the sandbox; with SUPPORTBOT_ENV=production it refuses.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
from dataclasses import replace

from supportbot.app.settings import Settings


def _sandbox(settings: Settings, args: argparse.Namespace) -> None:
    from aiohttp import web

    from sandbox.app import build_app
    from sandbox.local.config import sandbox_config
    from sandbox.local.console_reader import console_config

    web_url = args.webhook_url.rsplit("/webhooks/", 1)[0] if args.webhook_url else None
    config = replace(sandbox_config(settings, web_url, slack_events_url=args.slack_events_url),
                     webhook_url=args.webhook_url)
    web.run_app(build_app(config, console_config(settings)), host="127.0.0.1", port=args.port, access_log=None,
                print=lambda *_: print(f"supportbot sandbox on http://127.0.0.1:{args.port} (console at /), "
                                       f"SMTP on 127.0.0.1:{config.smtp_port}"))


def _demo(settings: Settings, args: argparse.Namespace) -> None:
    from sandbox.local.demo import play_demo
    from sandbox.local.demo_real import play_real_demo

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(play_real_demo(settings) if args.real_model
                    else play_demo(settings, stay=args.stay, shop=args.shop))


def _chat(settings: Settings, args: argparse.Namespace) -> None:
    from sandbox.local.demo import chat

    asyncio.run(chat(settings, args.sandbox))


def register(sub: argparse._SubParsersAction) -> None:
    # environment="sandbox": the stand-ins sign with the app's secrets and the demos seed a shop,
    # so these never run in production (supportbot/app/cli.py reads it).
    p = sub.add_parser("sandbox", help="serve the local stand-ins for Meta, Slack, LLM, payments, email")
    p.add_argument("--port", type=int, default=8081)
    p.add_argument("--webhook-url", default="http://127.0.0.1:8080/webhooks/whatsapp")
    p.add_argument("--slack-events-url", default=None)
    p.set_defaults(run=_sandbox, environment="sandbox")
    p = sub.add_parser("demo", help="start everything on local stand-ins and play a conversation")
    p.add_argument("--stay", action="store_true",
                   help="then keep everything running and print the sandbox console's URL (Ctrl-C stops)")
    p.add_argument("--real-model", action="store_true",
                   help="T-9 against the real model at LLM_BASE_URL (make demo LLM=local), not the scripted one")
    p.add_argument("--shop", choices=("shopify", "builtin"), default="shopify",
                   help="the order system: the Shopify stand-in over Admin GraphQL, or the built-in Postgres shop")
    p.set_defaults(run=_demo, environment="sandbox")
    p = sub.add_parser("chat", help="chat as the demo customer through the real path")
    p.add_argument("--sandbox", default=None, help="a running sandbox URL (default: start a stack)")
    p.set_defaults(run=_chat, environment="sandbox")
