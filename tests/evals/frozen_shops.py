"""What the frozen shops' tests share: a shop's scenarios run on the templated rung, and its
questions searched in its own articles, each giving the figures the floors are checked against."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from evals.retrieval import TOP, evaluate, imported_articles, load_cases, shop_articles
from supportbot.app.articles import help_centre
from supportbot.store.articles import replace_all


def run_scenarios(scenarios: Path, out: Path) -> dict[str, Any]:
    """`supportbot eval` at k=1 on the templated rung; its summary.json."""
    from evals.cli import run_command
    from supportbot.app.cli import build_parser
    from supportbot.app.settings import Settings
    from tests.conftest import PG_ADMIN, REDIS_URL

    settings = Settings(_env_file=None, database_url=PG_ADMIN, redis_url=REDIS_URL)
    run_command(settings, build_parser().parse_args(
        ["eval", "--scenarios", str(scenarios), "--k", "1", "--concurrency", "3", "--fresh", "reset",
         "--out", str(out)]))
    return json.loads((out / "summary.json").read_text(encoding="utf-8"))


async def search_report(db, settings, shop: Path, questions: Path):
    """The questions searched in the shop's own articles (loaded into the test database)."""
    return await articles_report(db, settings, shop_articles(shop), questions, "fixture")


async def imported_report(db, settings, folder: Path):
    """A help centre as a shop has it (Markdown, HTML, PDF under FOLDER), imported and asked its questions.json."""
    return await articles_report(db, settings, imported_articles(folder), folder / "questions.json", "import")


async def articles_report(db, settings, articles, questions: Path, source: str):
    async with db.acquire() as conn:
        await replace_all(conn, articles, source)
    repo = help_centre(db, settings)

    async def search(question: str):
        return await repo.search(question, TOP, min_score=0.0)

    return await evaluate(search, load_cases(questions), settings.help_floor())
