"""Reading a shop's help-centre files for `supportbot articles import PATH...`: Markdown, HTML and
PDF, one article per file, the directories among PATHs searched for them (the shape of an export:
markdown/, html/, pdf/ or all in one folder)."""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from supportbot.core.shop.documents import PdfLine, from_html, from_markdown, from_pdf_pages
from supportbot.core.shop.helpcentre import Article

MARKDOWN, HTML, PDF = (".md", ".markdown"), (".html", ".htm"), (".pdf",)
READABLE = (*MARKDOWN, *HTML, *PDF)


def help_centre_files(paths: Iterable[Path]) -> list[Path]:
    """The readable files named, and those under the directories named, in a stable order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in READABLE)
        elif path.suffix.lower() in READABLE:
            found.append(path)
        else:
            raise ValueError(f"{path}: not Markdown, HTML or PDF")
    return found


class _Lines:
    """Collects one page's text chunks (pypdf's visitor) into lines, each with its largest font size."""

    def __init__(self) -> None:
        self.lines: list[PdfLine] = []
        self._size, self._text = 0.0, ""

    def seen(self, chunk: str, cm: Any, tm: list[float], font: Any, font_size: float) -> None:
        for n, part in enumerate(chunk.split("\n")):
            if n:  # a new line: the one before is done
                self.close()
            if part.strip():
                self._size, self._text = max(self._size, font_size * abs(tm[3] or 1.0)), self._text + part

    def close(self) -> None:
        if self._text.strip():
            self.lines.append((self._size, self._text))
        self._size, self._text = 0.0, ""


def pdf_pages(data: bytes) -> list[list[PdfLine]]:
    """Each page's lines with their font sizes (how a PDF shows its headings)."""
    from pypdf import PdfReader  # imported when a PDF is read: every other command starts without it

    pages = []
    for page in PdfReader(io.BytesIO(data)).pages:
        lines = _Lines()
        page.extract_text(visitor_text=lines.seen)
        lines.close()
        pages.append(lines.lines)
    return pages


def read_article(path: Path) -> Article:
    """One file as an article; ValueError naming the file when it cannot be read as one."""
    suffix = path.suffix.lower()
    try:
        if suffix in PDF:
            return from_pdf_pages(pdf_pages(path.read_bytes()), path.stem)
        text = path.read_text(encoding="utf-8", errors="replace")
        return from_html(text, path.stem) if suffix in HTML else from_markdown(text, path.stem)
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from None
    except Exception as exc:  # pypdf's own errors: a broken PDF is the file's fault, named as such
        raise ValueError(f"{path}: unreadable {suffix[1:].upper()} ({exc})") from None


def read_articles(paths: Iterable[Path]) -> list[Article]:
    """Every article under PATHs; two files with one slug are refused (which one would win?)."""
    articles: dict[str, tuple[Path, Article]] = {}
    for path in help_centre_files(paths):
        article = read_article(path)
        if article.slug in articles:
            raise ValueError(f"{path}: slug {article.slug!r} is also {articles[article.slug][0]}")
        if not article.body.strip():
            raise ValueError(f"{path}: no text found")
        articles[article.slug] = (path, article)
    return [a for _, a in articles.values()]
