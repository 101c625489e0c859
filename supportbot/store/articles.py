"""Help-centre articles as versions in Postgres, and full-text search over their sections.

Every edit is a new version under UNIQUE (slug, version); nothing is overwritten, so any reply's
citation (slug, version) can be read back later exactly as it was quoted (invariant 8).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

import asyncpg

from supportbot.core.shop.helpcentre import Article, Passage, sections
from supportbot.core.understanding.lexicon import search_terms

# One fixed key: web and worker processes starting together sync the built-ins one at a time.
_SYNC_LOCK = 0x4E1C


@dataclass(frozen=True)
class StoredArticle:
    slug: str
    title: str
    body: str
    keywords: str
    version: int
    origin: str
    created_at: datetime


_LATEST = """SELECT DISTINCT ON (v.slug) v.slug, v.title, v.body, v.keywords, v.version, v.origin, v.created_at
              FROM article_versions v JOIN articles a ON a.slug = v.slug AND NOT a.retired
              {where} ORDER BY v.slug, v.version DESC"""


async def write_version(conn: asyncpg.Connection, article: Article, origin: str) -> int | None:
    """Add a version when title, body or keywords differ from the latest; its number, else None."""
    async with conn.transaction():
        await conn.execute("INSERT INTO articles (slug) VALUES ($1) ON CONFLICT (slug) DO UPDATE SET retired = false",
                           article.slug)
        # Row lock on the article: two writers of one slug queue here rather than race to N+1.
        await conn.execute("SELECT 1 FROM articles WHERE slug = $1 FOR UPDATE", article.slug)
        latest = await conn.fetchrow(
            "SELECT version, title, body, keywords FROM article_versions WHERE slug = $1 "
            "ORDER BY version DESC LIMIT 1", article.slug)
        if latest and (latest["title"], latest["body"], latest["keywords"]) == (
                article.title, article.body, article.keywords):
            return None
        version = (latest["version"] if latest else 0) + 1
        version_id = await conn.fetchval(
            """INSERT INTO article_versions (slug, version, title, body, keywords, origin)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING id""",
            article.slug, version, article.title, article.body, article.keywords, origin)
        await conn.executemany(
            """INSERT INTO article_sections (version_id, ordinal, heading, body, tsv)
               VALUES ($1, $2, $3, $4,
                       setweight(to_tsvector('english', $5), 'A')
                       || setweight(to_tsvector('english', $3), 'B')
                       || setweight(to_tsvector('english', $4), 'C')
                       || setweight(to_tsvector('english', $6), 'D')
                       || setweight(to_tsvector('simple', $6), 'D'))""",
            [(version_id, n, s.heading, s.body, article.title, article.keywords)
             for n, s in enumerate(sections(article.body))])
        return version


async def next_versions(conn: asyncpg.Connection, articles: Iterable[Article]) -> dict[str, int | None]:
    """What `write_version` would do, written nowhere: {slug: the version an import would add, or
    None when the article is unchanged}. A dry run's answer; the import itself re-decides under the lock."""
    rows = await conn.fetch(
        "SELECT DISTINCT ON (slug) slug, version, title, body, keywords FROM article_versions "
        "WHERE slug = ANY($1::text[]) ORDER BY slug, version DESC", [a.slug for a in articles])
    latest = {r["slug"]: r for r in rows}
    planned: dict[str, int | None] = {}
    for article in articles:
        row = latest.get(article.slug)
        same = row is not None and (row["title"], row["body"], row["keywords"]) == (
            article.title, article.body, article.keywords)
        planned[article.slug] = None if same else (row["version"] + 1 if row else 1)
    return planned


async def sync_builtin(conn: asyncpg.Connection, articles: Iterable[Article]) -> dict[str, int]:
    """Write the built-in articles where their rendering changed; {slug: new version}.

    Compared with the last *built-in* rendering, so an imported edit stays until the settings
    behind the article change — then the settings win (one source of truth). Nothing happens
    when the shop has its own articles.
    """
    written: dict[str, int] = {}
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _SYNC_LOCK)
        if not await conn.fetchval("SELECT COALESCE((SELECT builtin FROM helpcentre), true)"):
            return written
        for article in articles:
            last = await conn.fetchrow(
                "SELECT title, body, keywords FROM article_versions WHERE slug = $1 AND origin = 'builtin' "
                "ORDER BY version DESC LIMIT 1", article.slug)
            if last and (last["title"], last["body"], last["keywords"]) == (
                    article.title, article.body, article.keywords):
                continue
            version = await write_version(conn, article, "builtin")
            if version is not None:
                written[article.slug] = version
    return written


async def replace_all(conn: asyncpg.Connection, articles: Iterable[Article], origin: str) -> dict[str, int | None]:
    """The shop's own help centre (a fixture's `articles`): these instead of the built-in set."""
    articles = list(articles)
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _SYNC_LOCK)
        await conn.execute("INSERT INTO helpcentre (id, builtin) VALUES (true, false) "
                           "ON CONFLICT (id) DO UPDATE SET builtin = false")
        written = {a.slug: await write_version(conn, a, origin) for a in articles}
        # Retired, not deleted: replies that quoted them keep their citations.
        await conn.execute("UPDATE articles SET retired = true WHERE NOT (slug = ANY($1::text[]))",
                           [a.slug for a in articles])
    return written


async def restore_builtin(conn: asyncpg.Connection) -> bool:
    """A fixture without `articles` means the built-in help centre (DESIGN.md): when a fixture had
    replaced it, bring the built-in articles back and retire the fixture's. True when it switched."""
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _SYNC_LOCK)
        if await conn.fetchval("SELECT COALESCE((SELECT builtin FROM helpcentre), true)"):
            return False
        await conn.execute("UPDATE helpcentre SET builtin = true")
        await conn.execute(
            """UPDATE articles a SET retired = NOT EXISTS (
                   SELECT 1 FROM article_versions v WHERE v.slug = a.slug AND v.origin = 'builtin')""")
    return True


def _stored(row: asyncpg.Record) -> StoredArticle:
    return StoredArticle(**dict(row))


class ArticleRepository:
    """Reads, edits and search; links are absolute under the public base URL."""

    def __init__(self, pool: asyncpg.Pool, base_url: str, min_score: float) -> None:
        self._pool = pool
        self._base = base_url.rstrip("/")
        self._min_score = min_score

    def link(self, slug: str) -> str:
        return f"{self._base}/help/{slug}"

    async def save(self, articles: Iterable[Article], origin: str = "import") -> dict[str, int | None]:
        async with self._pool.acquire() as conn:
            return {a.slug: await write_version(conn, a, origin) for a in articles}

    async def preview(self, articles: list[Article]) -> dict[str, int | None]:
        async with self._pool.acquire() as conn:
            return await next_versions(conn, articles)

    async def latest(self, slug: str, version: int | None = None) -> StoredArticle | None:
        if version is not None:
            row = await self._pool.fetchrow(
                "SELECT slug, title, body, keywords, version, origin, created_at FROM article_versions "
                "WHERE slug = $1 AND version = $2", slug, version)
        else:
            row = await self._pool.fetchrow(_LATEST.format(where="WHERE v.slug = $1"), slug)
        return _stored(row) if row else None

    async def latest_all(self) -> list[StoredArticle]:
        return [_stored(r) for r in await self._pool.fetch(_LATEST.format(where=""))]

    async def search(self, query: str, limit: int = 3, min_score: float | None = None) -> list[Passage]:
        """The best sections of the latest versions, best first; none below the relevance floor."""
        terms = search_terms(query)
        if not terms:
            return []
        floor = self._min_score if min_score is None else min_score
        rows = await self._pool.fetch(
            """WITH q AS (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query),
                    latest AS (SELECT DISTINCT ON (v.slug) v.id, v.slug, v.title, v.version
                               FROM article_versions v JOIN articles a ON a.slug = v.slug AND NOT a.retired
                               ORDER BY v.slug, v.version DESC),
                    ranked AS (
                        SELECT l.slug, l.title, l.version, s.heading, s.body, s.ordinal,
                               -- 32: rank / (rank + 1), so the floor is a number between 0 and 1
                               ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.tsv, q.query, 32) AS score,
                               -- Ties go to the article whose title is most about the asked words
                               -- (8: divided by the title's distinct words): "Delivery times" before
                               -- "Changing your delivery address" for "how long does delivery take?".
                               ts_rank(to_tsvector('english', l.title), q.query, 8) AS title_fit
                        FROM q, latest l JOIN article_sections s ON s.version_id = l.id
                        WHERE s.tsv @@ q.query),
                    -- The best passage of each article: three answers are three articles.
                    best AS (SELECT DISTINCT ON (slug) * FROM ranked ORDER BY slug, score DESC, ordinal)
               SELECT * FROM best ORDER BY score DESC, title_fit DESC, slug LIMIT $2""",
            " or ".join(terms), limit)
        return [Passage(slug=r["slug"], title=r["title"], version=r["version"], heading=r["heading"],
                        text=r["body"], link=self.link(r["slug"]), score=float(r["score"]))
                for r in rows if r["score"] >= floor]
