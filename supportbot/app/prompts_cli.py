"""`supportbot prompts list | show V | diff V W | add FILE [--author NAME]`: prompt versions as data
(supportbot/core/prompt_version.py, supportbot/store/prompt_versions.py). Versions are added, never edited."""

from __future__ import annotations

import argparse
import asyncio
import getpass
import json
from pathlib import Path
from typing import Any


def run(settings: Any, args: argparse.Namespace) -> None:
    from supportbot.agent.tools import TOOLS
    from supportbot.app.bootstrap import register_builtin_version
    from supportbot.core.clock import make_clock
    from supportbot.core.prompt_version import diff, from_file
    from supportbot.store.pool import open_pool
    from supportbot.store.prompt_versions import PromptVersionRepository

    async def work() -> str:
        clock = make_clock(settings.supportbot_clock)
        async with open_pool(settings.database_url, min_size=1, max_size=2) as pool:
            repo = PromptVersionRepository(pool, clock=clock)
            await register_builtin_version(pool, settings, clock)  # the shipped version is always listed
            if args.action == "list":
                return "\n".join(f"{r.id:>4}  {r.label:<24} {r.content_hash[:12]}  {r.author:<12} "
                                 f"{r.created_at.isoformat()}" for r in await repo.list())
            if args.action == "show":
                row = await repo.get(args.names[0])
                return json.dumps({"id": row.id, "label": row.label, "content_hash": row.content_hash,
                                   "author": row.author, "created_at": row.created_at.isoformat(),
                                   **row.version.content()}, indent=2, ensure_ascii=False)
            if args.action == "diff":
                old, new = [await repo.get(n) for n in args.names[:2]]
                return diff(old.version, new.version) or "(same content)"
            version = from_file(Path(args.names[0]), tools={n: t.description for n, t in TOOLS.items()})
            known = {r.content_hash for r in await repo.list()}
            row = await repo.add(version, author=args.author)
            return json.dumps({"id": row.id, "label": row.label, "content_hash": row.content_hash,
                               "new": row.content_hash not in known})

    print(asyncio.run(work()))


def register(sub: Any) -> None:
    p = sub.add_parser("prompts", help="prompt versions: list | show V | diff V W | add FILE")
    p.add_argument("action", choices=("list", "show", "diff", "add"))
    p.add_argument("names", nargs="*", help="version labels, ids or hash prefixes; for add, a JSON file")
    p.add_argument("--author", default=getpass.getuser(), help="who adds it (add)")
    p.set_defaults(run=run)
