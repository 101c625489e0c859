"""Prompt versions in Postgres: add-only rows, found by label, id or a prefix of the content hash."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import asyncpg

from supportbot.core.prompt_version import PromptVersion
from supportbot.store.pool import Clock


@dataclass(frozen=True)
class VersionRow:
    id: int
    version: PromptVersion
    author: str
    created_at: datetime

    @property
    def label(self) -> str:
        return self.version.label

    @property
    def content_hash(self) -> str:
        return self.version.content_hash


def _row(r: asyncpg.Record) -> VersionRow:
    version = PromptVersion(label=r["label"], system_prompt=r["system_prompt"], tools=dict(r["tools"]),
                            models=dict(r["models"]), settings=dict(r["settings"]))
    return VersionRow(id=r["id"], version=version, author=r["author"], created_at=r["created_at"])


class PromptVersionRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def add(self, version: PromptVersion, *, author: str) -> VersionRow:
        """The row with this content: the existing one, else a new one. A label already naming other
        content is refused (labels are how people talk about versions)."""
        digest = version.content_hash
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("LOCK TABLE prompt_versions IN SHARE ROW EXCLUSIVE MODE")
            same = await conn.fetchrow("SELECT * FROM prompt_versions WHERE content_hash = $1", digest)
            if same is not None:
                return _row(same)
            if await conn.fetchval("SELECT 1 FROM prompt_versions WHERE label = $1", version.label):
                raise ValueError(f"label {version.label!r} already names other content: choose a new label")
            row = await conn.fetchrow(
                """INSERT INTO prompt_versions (label, content_hash, system_prompt, tools, models, settings,
                                                author, created_at)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *""",
                version.label, digest, version.system_prompt, version.tools, version.models,
                version.settings, author, self._clock())
            return _row(row)

    async def list(self) -> list[VersionRow]:
        return [_row(r) for r in await self._pool.fetch("SELECT * FROM prompt_versions ORDER BY id")]

    async def get(self, name: str) -> VersionRow:
        """By label, by id, or by a prefix (>= 6 characters) of the content hash."""
        row = await self._pool.fetchrow(
            """SELECT * FROM prompt_versions
               WHERE label = $1 OR id::text = $1 OR (length($1) >= 6 AND content_hash LIKE $1 || '%')
               ORDER BY (label = $1) DESC, id LIMIT 1""", name)
        if row is None:
            raise LookupError(f"no prompt version {name!r} (see `supportbot prompts list`)")
        return _row(row)

    async def by_id(self, version_id: int) -> VersionRow:
        return _row(await self._pool.fetchrow("SELECT * FROM prompt_versions WHERE id = $1", version_id))
