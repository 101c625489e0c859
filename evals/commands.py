"""What the evals add to `supportbot`: `eval` and its subcommands (router, frozen, retrieval,
injection, import, judge), and `eval-guard`. Found by the `supportbot.commands` entry point (dev/pyproject.toml)."""

from __future__ import annotations

import argparse
import sys

from supportbot.app.settings import Settings


def _eval(settings: Settings, args: argparse.Namespace) -> None:
    from evals.cli import run_command
    from evals.injection_run import run_injection_suite

    sys.exit(run_command(settings, args, injection=run_injection_suite))


def register(sub: argparse._SubParsersAction) -> None:
    """`supportbot eval [options]` plays the scenarios; its subcommands are the other evals."""
    from evals import compare, frozen_eval, guard_eval, importer, injection_cli, judge, retrieval, router_eval
    from evals.cli import add_arguments
    from supportbot.app.articles import open_help_centre, open_shop_help_centre

    p = sub.add_parser("eval", help="play the scenarios K times each and grade the end states (pass^k); "
                                    "subcommands: router, frozen, retrieval, injection, import, judge, compare")
    p.set_defaults(run=_eval, environment="sandbox")
    evals = add_arguments(p)
    for register_one in (router_eval.register, frozen_eval.register, retrieval.register, injection_cli.register,
                         importer.register, judge.register, compare.register):
        register_one(evals)
    p.set_defaults(open_helpcentre=open_help_centre, open_shop_helpcentre=open_shop_help_centre)
    guard_eval.register(sub)
