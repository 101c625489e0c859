"""The help centre's wiring: the repository for a pool, the built-in sync at startup, and
`supportbot articles import PATH... [--dry-run]` (Markdown, HTML, PDF: supportbot/app/importing.py)
`supportbot articles gaps` (supportbot/ops/gaps.py) and `supportbot articles export DIR` (Markdown
with a front matter of slug and title)."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from supportbot.app.settings import Settings
from supportbot.core.shop.helpcentre import Article, sections
from supportbot.words.articles import builtin_articles

# The CLI builds its parser on every command: the database side is imported when used.
if TYPE_CHECKING:
    import asyncpg

    from supportbot.store.articles import ArticleRepository, StoredArticle


def help_centre(pool: asyncpg.Pool, settings: Settings) -> ArticleRepository:
    """Search by words, and by meaning too (the process's shared embedding) under HELP_MEANING."""
    from supportbot.store.articles import ArticleRepository
    from supportbot.store.meaning import shared_embedder

    embedder = shared_embedder() if settings.help_meaning else None
    return ArticleRepository(pool, settings.public_base_url, settings.help_floor(), embedder)


async def sync_help_centre(pool: asyncpg.Pool, settings: Settings) -> dict[str, int]:
    """Bring the built-in articles in line with the policy settings this process enforces."""
    from supportbot.store.articles import sync_builtin

    # The very limits the refund code is given (invariant 8).
    async with pool.acquire() as conn:
        return await sync_builtin(conn, builtin_articles(settings.refund_limits(), settings.return_settings()))


def format_article(article: StoredArticle) -> str:
    head = [f"slug: {article.slug}", f"title: {article.title}"]
    if article.keywords:
        head.append(f"keywords: {article.keywords}")
    return "---\n" + "\n".join(head) + "\n---\n" + article.body.strip() + "\n"


@asynccontextmanager
async def open_help_centre(settings: Settings) -> AsyncIterator[ArticleRepository]:
    """A one-shot command's help centre: its own small pool, built-ins synced first."""
    from supportbot.store.pool import open_pool

    async with open_pool(settings.database_url, min_size=1, max_size=2) as pool:
        await sync_help_centre(pool, settings)
        yield help_centre(pool, settings)


@asynccontextmanager
async def open_shop_help_centre(settings: Settings, articles: list[Article]) -> AsyncIterator[ArticleRepository]:
    """A shop's own help centre (a fixture's `articles`) in a scratch database of its own, dropped
    after: measuring another shop's articles must not replace the configured database's."""
    import os

    import asyncpg

    from supportbot.store.articles import replace_all
    from supportbot.store.migrate import migrate
    from supportbot.store.pool import open_pool

    base = settings.database_url.rsplit("/", 1)[0]
    name = f"supportbot_helpcentre_{os.getpid()}"
    admin = await asyncpg.connect(f"{base}/postgres")
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.execute(f'CREATE DATABASE "{name}"')
        try:
            conn = await asyncpg.connect(f"{base}/{name}")
            try:
                await migrate(conn)
            finally:
                await conn.close()
            async with open_pool(f"{base}/{name}", min_size=1, max_size=2) as pool:
                async with pool.acquire() as conn:
                    await replace_all(conn, articles, "fixture")
                repo = help_centre(pool, settings)
                await repo.embed_missing()  # at import, as `articles import` does: not inside a measured search
                yield repo
        finally:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def _with_repository(settings: Settings, use):
    async with open_help_centre(settings) as repo:
        return await use(repo)


def _import(settings: Settings, args: argparse.Namespace) -> None:
    from supportbot.app.importing import read_articles

    try:
        articles = read_articles(Path(p) for p in args.paths)
    except ValueError as exc:
        sys.exit(str(exc))

    async def use(repo: ArticleRepository) -> dict[str, int | None]:
        if args.dry_run:
            return await repo.preview(articles)
        written = await repo.save(articles, "import")
        await repo.embed_missing()  # the new passages' vectors now, not on a customer's first question
        return written

    written = asyncio.run(_with_repository(settings, use))
    changed = {s: v for s, v in written.items() if v}
    result: dict[str, object] = {"would_import" if args.dry_run else "imported": changed,
                                 "unchanged": sorted(s for s, v in written.items() if not v)}
    if args.dry_run:
        # New articles and the passages an import would add, so the shop sees how its pages were read.
        result["passages"] = {a.slug: len(sections(a.body)) for a in articles if a.slug in changed}
    print(json.dumps(result, ensure_ascii=False))


def _export(settings: Settings, args: argparse.Namespace) -> None:
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    articles = asyncio.run(_with_repository(settings, lambda repo: repo.latest_all()))
    for article in articles:
        (folder / f"{article.slug}.md").write_text(format_article(article), encoding="utf-8")
    print(json.dumps({"exported": {a.slug: a.version for a in articles}}))


def _gaps(settings: Settings, args: argparse.Namespace) -> None:
    from datetime import UTC, datetime, timedelta

    from supportbot.core.clock import make_clock
    from supportbot.ops.gaps import find_gaps, render_gaps
    from supportbot.store.meaning import shared_embedder
    from supportbot.store.pool import open_pool

    until = (datetime.combine(args.until, datetime.min.time(), UTC) if args.until
             else make_clock(settings.supportbot_clock)())
    since = datetime.combine(args.since, datetime.min.time(), UTC) if args.since else until - timedelta(days=30)

    async def read() -> list[str]:
        async with open_pool(settings.database_url, min_size=1, max_size=2) as pool:
            return render_gaps(await find_gaps(pool, shared_embedder(), since, until), since, until)

    print("\n".join(asyncio.run(read())))


def register(subparsers) -> None:
    """`supportbot articles import PATH... [--dry-run]`, `articles gaps` and `articles export DIR`."""
    p = subparsers.add_parser("articles", help="import (Markdown, HTML, PDF) or export (Markdown) help-centre articles")
    sub = p.add_subparsers(dest="articles_command", required=True)
    q = sub.add_parser("import", help="add a new version of each changed article: Markdown, HTML or PDF files, "
                                      "or directories holding them (slug = file name)")
    q.add_argument("paths", nargs="+", metavar="PATH")
    q.add_argument("--dry-run", action="store_true", help="print what would change; write nothing")
    q.set_defaults(run=_import)
    q = sub.add_parser("gaps", help="what customers asked that nothing answered, grouped by meaning, with "
                                    "masked examples: the articles to write next")
    q.add_argument("--since", type=date.fromisoformat, default=None, help="YYYY-MM-DD (UTC; default: 30 days ago)")
    q.add_argument("--until", type=date.fromisoformat, default=None, help="YYYY-MM-DD, exclusive (default: now)")
    q.set_defaults(run=_gaps)
    q = sub.add_parser("export", help="write the latest version of every article to DIR/<slug>.md")
    q.add_argument("dir")
    q.set_defaults(run=_export)
