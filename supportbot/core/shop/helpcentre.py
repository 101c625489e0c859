"""The help centre as values: an article, its quotable sections, and a passage search found.

Articles live in Postgres as versions (store/articles.py); the built-in ones are worded from the
policy numbers in words/articles.py. This module is the pure part: how an article splits into
sections and what a found passage looks like.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Article:
    slug: str
    title: str
    body: str  # markdown
    keywords: str = ""  # words customers use for it that the text does not, any language


@dataclass(frozen=True)
class Section:
    heading: str
    body: str


@dataclass(frozen=True)
class Passage:
    """One section of the latest version of an article, as search found it."""

    slug: str
    title: str
    version: int
    heading: str
    text: str
    link: str
    score: float

    def as_result(self) -> dict[str, Any]:
        return {"slug": self.slug, "title": self.title, "version": self.version, "heading": self.heading,
                "passage": self.text, "link": self.link, "score": round(self.score, 4)}


_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")


def sections(body: str) -> list[Section]:
    """Split markdown into passages: one per paragraph, each under its latest heading."""
    found: list[Section] = []
    heading, paragraph = "", list[str]()

    def flush() -> None:
        text = "\n".join(paragraph).strip()
        if text:
            found.append(Section(heading, text))
        paragraph.clear()

    for line in body.splitlines():
        match = _HEADING.match(line)
        if match:
            flush()
            heading = match.group(1)
        elif not line.strip():
            flush()
        else:
            paragraph.append(line)
    flush()
    return found
