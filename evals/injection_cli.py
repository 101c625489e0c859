"""`supportbot eval injection`: the suite's command, kept apart so building the CLI parser
stays cheap (the runner imports every layer)."""

from __future__ import annotations

import argparse
import asyncio
import json

from supportbot.app.settings import Settings


def _run(settings: Settings, args: argparse.Namespace) -> None:
    from evals.attack import load_attacks
    from evals.cli import spread
    from evals.injection import summary
    from evals.injection_run import run_injection_suite, scripted_model

    if args.compare_datamarking and asyncio.run(scripted_model(settings)):
        # The scripted model obeys whatever it is told, marked or not: a comparison would be empty.
        raise SystemExit("--compare-datamarking needs a real model: set LLM_BASE_URL to one")
    for marking in ((True, False) if args.compare_datamarking else (True,)):
        attacks = spread(load_attacks(), args.limit)
        result = asyncio.run(run_injection_suite(settings, concurrency=args.concurrency, datamarking_on=marking,
                                                 attacks=attacks))
        print(summary(result))
        if args.jsonl:
            with open(args.jsonl, "a", encoding="utf-8") as out:
                for row in result.rows:
                    out.write(json.dumps(row | {"datamarking": marking}, ensure_ascii=False, default=str) + "\n")


def register(eval_subparsers) -> None:
    p = eval_subparsers.add_parser("injection", help="prompt-injection attacks through the production path")
    p.add_argument("--concurrency", type=int, default=4)
    p.add_argument("--compare-datamarking", action="store_true",
                   help="with a real model: run with and without datamarking, report both success rates")
    p.add_argument("--limit", type=int, default=None, metavar="N",
                   help="N attacks spread evenly over the suite (a slow model's lane)")
    p.add_argument("--jsonl", default=None, help="append one JSON line per attack here")
    p.set_defaults(run=_run)
