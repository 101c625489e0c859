"""`supportbot articles gaps` and the gaps section of `supportbot report`: what customers asked that
nothing answered, grouped by meaning, counted, with masked examples: the articles to write next."""

from __future__ import annotations

from datetime import datetime

import asyncpg

from supportbot.core.privacy.pii import mask
from supportbot.core.shop.gaps import Asked, Gap, group
from supportbot.store.gaps import unanswered
from supportbot.store.meaning import Embedder

SOURCES = {"no_passage": "the help centre had nothing", "staff": "staff answered by hand"}


async def find_gaps(pool: asyncpg.Pool, embedder: Embedder, since: datetime, until: datetime) -> list[Gap]:
    # Masked before anything else sees them: the examples are shown, and the vectors need no PII.
    asked = [Asked(mask(text), source, conversation)
             for text, source, conversation in await unanswered(pool, since, until)]
    return group(asked, await embedder.queries([a.text for a in asked]))


def render_gaps(gaps: list[Gap], since: datetime, until: datetime) -> list[str]:
    total = sum(g.count for g in gaps)
    lines = [f"What nothing answered {since:%Y-%m-%d} to {until:%Y-%m-%d}: {total} questions, "
             f"{len(gaps)} kinds (the most asked first)"]
    for n, gap in enumerate(gaps, 1):
        how = ", ".join(f"{count} {SOURCES[source]}" for source, count in sorted(gap.sources.items()))
        lines.append(f"{n:>3}. asked {gap.count} times in {gap.conversations} conversations ({how})")
        lines += [f"       \"{example}\"" for example in gap.examples]
    return lines if gaps else [*lines, "  nothing: every question found a passage or was not a help-centre question"]
