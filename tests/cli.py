"""`supportbot <command>` in the test's own process: what the command prints.

A subprocess costs a cold start of the package (2-4 s, scikit-learn's and openai's imports) for each
call; a test of what a command does needs only its parser and its function. The entry point itself
(`python -m supportbot.app.cli`, its logging and its settings from the environment) is what the tests
that spawn `web`, `worker` and `demo` exercise.
"""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from contextlib import redirect_stdout

from supportbot.app.cli import build_parser
from supportbot.app.settings import Settings


def supportbot(settings: Settings, *argv: str) -> str:
    """Run the command with these settings (as `settings_env` would give a process) and return its stdout.
    A command that fails raises as it would have exited: SystemExit, or its exception."""
    args = build_parser().parse_args(list(argv))
    printed = io.StringIO()
    # On a thread of its own: a command runs its own event loop (asyncio.run), and a test may be
    # inside one already (its async fixtures').
    with redirect_stdout(printed), ThreadPoolExecutor(1) as thread:
        thread.submit(args.run, settings, args).result()
    return printed.getvalue()
