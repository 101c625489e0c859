"""Help-centre articles as versions in Postgres, and search over their sections: full-text, and
with an embedder their meaning too (vectors kept with each version's passages, searched in memory).

Every edit is a new version under UNIQUE (slug, version); nothing is overwritten, so any reply's
citation (slug, version) can be read back later exactly as it was quoted (invariant 8).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime

import asyncpg
import numpy as np

from supportbot.core.shop.helpcentre import Article, Passage, sections
from supportbot.core.shop.ranking import Candidate, Meaning, fuse, supports
from supportbot.core.understanding.lexicon import search_terms
from supportbot.store.meaning import DIM, Embedder, from_bytes, to_bytes

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


# The live articles' latest versions, as a CTE the queries below start with.
_LIVE = """WITH latest AS (SELECT DISTINCT ON (v.slug) v.id, v.slug, v.title, v.version
                          FROM article_versions v JOIN articles a ON a.slug = v.slug AND NOT a.retired
                          ORDER BY v.slug, v.version DESC)"""

# How many articles the full-text side offers the fusion.
_FUSED_DEPTH = 20

# Full-text: each article's best passage and its score. The first two columns fingerprint the live
# help centre (newest version, live slugs), so the in-memory vectors reload only after a change;
# the LEFT JOIN returns them even when no word matched.
_SEARCH = _LIVE + """,
                q AS (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query),
                ranked AS (
                    SELECT l.slug, l.title, l.version, s.heading, s.body, s.ordinal,
                           -- 32: rank / (rank + 1), so the score is a number between 0 and 1
                           ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.tsv, q.query, 32) AS score,
                           -- Ties go to the article whose title is most about the asked words
                           -- (8: divided by the title's distinct words): "Delivery times" before
                           -- "Changing your delivery address" for "how long does delivery take?".
                           ts_rank(to_tsvector('english', l.title), q.query, 8) AS title_fit
                    FROM q, latest l JOIN article_sections s ON s.version_id = l.id
                    WHERE s.tsv @@ q.query),
                -- The best passage of each article: three answers are three articles.
                best AS (SELECT DISTINCT ON (slug) * FROM ranked ORDER BY slug, score DESC, ordinal),
                top AS (SELECT * FROM best ORDER BY score DESC, title_fit DESC, slug LIMIT $2),
                fingerprint AS (
                    SELECT (SELECT coalesce(max(id), 0) FROM article_versions) AS max_id,
                           (SELECT md5(coalesce(string_agg(slug, ',' ORDER BY slug), '')) FROM articles
                            WHERE NOT retired) AS live)
           SELECT f.max_id, f.live, top.* FROM fingerprint f LEFT JOIN top ON true"""

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
    """Reads, edits and search (words and, with an embedder, meaning); links are absolute under the
    public base URL."""

    def __init__(self, pool: asyncpg.Pool, base_url: str, min_score: float, embedder: Embedder | None = None,
                 meaning: Meaning | None = None) -> None:
        self._pool = pool
        self._base = base_url.rstrip("/")
        self._min_score = min_score
        self._embedder = embedder  # None: words only (full-text), the floor read as before the embedding
        self._meaning = meaning or Meaning()
        self._index: _Index | None = None

    def words_only(self, floor: float) -> ArticleRepository:
        """The same help centre searched by words alone, at `floor` (comparisons, benches)."""
        return ArticleRepository(self._pool, self._base, floor)

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

    async def embed_missing(self) -> int:
        """Vectors for the live versions' passages that have none, or another model's; how many made.
        An import calls it at once; otherwise the first search after a change does."""
        if self._embedder is None:
            return 0
        rows = await self._pool.fetch(
            f"""{_LIVE} SELECT s.version_id, s.ordinal, l.title, s.heading, s.body
                FROM latest l JOIN article_sections s ON s.version_id = l.id
                WHERE s.embedding IS NULL OR s.embedding_model IS DISTINCT FROM $1""", self._embedder.name)
        vectors = await self._embedder.passages([passage_text(r["title"], r["heading"], r["body"]) for r in rows])
        # Vectors are a pure function of the text: two processes writing one row write the same bytes.
        await self._pool.executemany(
            "UPDATE article_sections SET embedding = $3, embedding_model = $4 WHERE version_id = $1 AND ordinal = $2",
            [(r["version_id"], r["ordinal"], to_bytes(v), self._embedder.name)
             for r, v in zip(rows, vectors, strict=True)])
        return len(rows)

    async def _passages_index(self, fingerprint: tuple[int, str]) -> _Index:
        """The live passages and their vectors, reloaded only when an article changed."""
        if self._index is not None and self._index.fingerprint == fingerprint:
            return self._index
        await self.embed_missing()
        rows = await self._pool.fetch(
            f"""{_LIVE} SELECT l.slug, l.title, l.version, s.ordinal, s.heading, s.body, s.embedding
                FROM latest l JOIN article_sections s ON s.version_id = l.id ORDER BY l.slug, s.ordinal""")
        self._index = _Index(fingerprint, rows)
        return self._index

    async def rank(self, query: str) -> Ranking:
        """Every article either signal found, best first (fused), with its raw scores: what `search`
        quotes from, and what the floor's calibration reads (evals/retrieval_calibration.py)."""
        if not query.strip():
            return Ranking([], {})
        terms = search_terms(query)
        rows = await self._pool.fetch(_SEARCH, " or ".join(terms), _FUSED_DEPTH)
        candidates = {r["slug"]: Candidate(r["slug"], float(r["score"]), r["ordinal"], float(r["title_fit"]))
                      for r in rows if r["slug"] is not None and terms}
        found = {(r["slug"], r["ordinal"]): r for r in rows if r["slug"] is not None}
        if self._embedder is not None:
            index = await self._passages_index((rows[0]["max_id"], rows[0]["live"]))
            closest, baseline = index.closest(await self._embedder.query(query))
            for slug, (cosine, ordinal) in closest.items():
                had = candidates.get(slug, Candidate(slug))
                candidates[slug] = replace(had, meaning=cosine - baseline, meaning_ordinal=ordinal)
            found |= index.rows
        return Ranking(fuse(list(candidates.values())), found)

    async def search(self, query: str, limit: int = 3, min_score: float | None = None) -> list[Passage]:
        """The best passages of the latest versions, one per article, best first by words and meaning
        fused; none whose support is below the floor (then the honest answer is a person)."""
        floor = self._min_score if min_score is None else min_score
        ranking = await self.rank(query)
        passages = []
        for c, score in list(zip(ranking.candidates, supports(ranking.candidates, self._meaning), strict=True))[:limit]:
            if score >= floor:
                r = ranking.rows[(c.slug, c.ordinal)]
                passages.append(Passage(slug=c.slug, title=r["title"], version=r["version"], heading=r["heading"],
                                        text=r["body"], link=self.link(c.slug), score=score))
        return passages


@dataclass(frozen=True)
class Ranking:
    candidates: list[Candidate]  # best first
    rows: dict[tuple[str, int], asyncpg.Record]  # (slug, ordinal) -> the passage's title, version, heading, body


def passage_text(title: str, heading: str, body: str) -> str:
    """What a passage's vector is made of: the article's title and the heading say what it is about."""
    return ". ".join(part for part in (title, heading, body) if part)


class _Index:
    """The live passages in memory: a matrix of unit vectors, a row per passage (a shop's help centre
    is hundreds of passages; one matrix product is well under a millisecond, so no index library)."""

    def __init__(self, fingerprint: tuple[int, str], rows: list[asyncpg.Record]) -> None:
        self.fingerprint = fingerprint
        usable = [r for r in rows if r["embedding"] is not None]
        self.rows = {(r["slug"], r["ordinal"]): r for r in usable}
        self._keys = [(r["slug"], r["ordinal"]) for r in usable]
        self._matrix = np.vstack([from_bytes(r["embedding"]) for r in usable]) if usable else np.zeros((0, DIM))

    def closest(self, query: np.ndarray) -> tuple[dict[str, tuple[float, int]], float]:
        """Each article's closest passage, {slug: (cosine, ordinal)}, and the mean cosine over every
        passage: how close this question comes to anything the shop wrote (the margin's baseline)."""
        best: dict[str, tuple[float, int]] = {}
        cosines = (self._matrix @ query).tolist()
        for (slug, ordinal), cosine in zip(self._keys, cosines, strict=True):
            if slug not in best or cosine > best[slug][0]:
                best[slug] = (cosine, ordinal)
        return best, (sum(cosines) / len(cosines) if cosines else 0.0)
