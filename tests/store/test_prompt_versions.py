"""Prompt versions in Postgres: added, never edited; the same content is one row."""

from __future__ import annotations

import asyncpg
import pytest

from supportbot.core.prompt_version import PromptVersion
from supportbot.store.prompt_versions import PromptVersionRepository

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


def version(label: str = "v1", text: str = "Be kind.") -> PromptVersion:
    return PromptVersion(label=label, system_prompt=text, tools={"t": "d"}, models={"large": "m"},
                         settings={"max_tool_calls": 5})


async def test_add_is_idempotent_by_content_and_rows_cannot_change(db, now) -> None:
    repo = PromptVersionRepository(db, clock=lambda: now)
    first = await repo.add(version(), author="ana")
    again = await repo.add(version(label="v1-copy"), author="ben")
    assert again.id == first.id and again.author == "ana"  # the same content is the same version
    second = await repo.add(version("v2", "Be brief."), author="ben")
    assert [r.label for r in await repo.list()] == ["v1", "v2"]
    assert (await repo.get("v2")).version.system_prompt == "Be brief."
    assert (await repo.get(str(second.id))).label == "v2"
    assert (await repo.get(first.content_hash[:10])).id == first.id
    with pytest.raises(asyncpg.PostgresError, match="add-only"):
        await db.execute("UPDATE prompt_versions SET system_prompt = 'x' WHERE id = $1", first.id)
    with pytest.raises(asyncpg.PostgresError, match="add-only"):
        await db.execute("DELETE FROM prompt_versions WHERE id = $1", first.id)


async def test_a_label_names_one_content(db, now) -> None:
    repo = PromptVersionRepository(db, clock=lambda: now)
    await repo.add(version(), author="ana")
    with pytest.raises(ValueError, match="v1"):
        await repo.add(version(text="Other."), author="ana")
