"""`supportbot eval import`: closed tickets in the database become draft scenarios for review.

The drafting (personal data replaced, the end state read from the rows) is the staff desk's too,
so it lives in the package (supportbot/ops/qa_drafts.py); here each draft is validated as a
scenario before it is written.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Awaitable, Callable
from datetime import date
from pathlib import Path

import asyncpg

from evals.scenario import Scenario
from supportbot.ops.qa_drafts import Pseudonyms, closed_tickets, draft, review_draft


async def _drafts(dsn: str, ids: Callable[[asyncpg.Connection], Awaitable[list[int]]],
                  one: Callable[..., Awaitable[dict]]) -> list[Scenario]:
    fakes = Pseudonyms()  # one run, one set of fakes: the same person is the same fake across tickets
    conn = await asyncpg.connect(dsn)
    try:
        return [Scenario.model_validate(await one(conn, i, fakes)) for i in await ids(conn)]
    finally:
        await conn.close()


async def import_tickets(dsn: str, since: date) -> list[Scenario]:
    """One draft per ticket closed since `since`, PII replaced consistently across them all."""
    return await _drafts(dsn, lambda conn: closed_tickets(conn, since), draft)


async def import_reviewed(dsn: str, since: date) -> list[Scenario]:
    """One draft per QA review judged anything but fine since `since` (`--reviewed`)."""
    async def reviewed(conn: asyncpg.Connection) -> list[int]:
        return [r["id"] for r in await conn.fetch(
            "SELECT id FROM qa_reviews WHERE verdict <> 'fine' AND day >= $1 ORDER BY id", since)]
    return await _drafts(dsn, reviewed, review_draft)


def write_scenarios(scenarios: list[Scenario], out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for scenario in scenarios:
        path = out / f"{scenario.id}.json"
        path.write_text(scenario.model_dump_json(indent=2, exclude_defaults=True) + "\n", encoding="utf-8")
        written.append(path)
    return written


def _run(settings, args: argparse.Namespace) -> None:
    tickets = import_reviewed if args.reviewed else import_tickets
    written = write_scenarios(asyncio.run(tickets(settings.database_url, args.since)), Path(args.out))
    print(f"{len(written)} draft scenarios in {args.out} (review before adding them to the eval set)")


def register(eval_subparsers) -> None:
    p = eval_subparsers.add_parser("import", help="closed tickets -> draft scenarios with PII replaced")
    p.add_argument("--since", type=date.fromisoformat, required=True, help="YYYY-MM-DD")
    p.add_argument("--out", required=True, help="directory for the draft JSON files")
    p.add_argument("--reviewed", action="store_true",
                   help="the conversations QA reviewers judged anything but fine, instead of every closed ticket")
    p.set_defaults(run=_run)
