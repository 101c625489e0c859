"""A shop's help-centre pages as articles: Markdown (front matter optional), HTML (a help desk's
export or a saved page) and the text of a PDF, each turned into the Markdown our sections split.

Pure: text in, `Article` out. Reading files and PDFs is the app's (supportbot/app/importing.py).
The slug is the file name without its extension unless the front matter names one, so an
exported article (`supportbot articles export`) comes back under its own slug.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from supportbot.core.shop.helpcentre import Article

SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def slug_of(stem: str) -> str:
    """A file name as a slug: lower case, runs of anything else as one hyphen."""
    slug = re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-")
    if not slug:
        raise ValueError(f"no slug can be made of the file name {stem!r}")
    return slug


def _front_matter(text: str) -> tuple[dict[str, str], str]:
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip() != "---":
        return {}, text
    end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() in ("---", "...")), None)
    if end is None:
        raise ValueError("front matter opened with --- and never closed")
    fields = {}
    for line in lines[1:end]:
        if not line.strip() or line.lstrip().startswith("#") or line.startswith((" ", "-")):
            continue  # comments, and the items of a list field (tags:) nobody here reads
        key, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"front matter line is not 'key: value': {line!r}")
        fields[key.strip()] = value.strip().strip("\"'")
    return fields, "\n".join(lines[end + 1:])


def from_markdown(text: str, stem: str) -> Article:
    """Markdown with or without front matter; the title from it, else the first heading, else the slug.
    Other front-matter keys (date, tags, description) are a site generator's and are left alone."""
    fields, body = _front_matter(text)
    slug = fields.get("slug") or slug_of(stem)
    if not SLUG.match(slug):
        raise ValueError(f"slug {slug!r}: lower-case letters, digits and hyphens only")
    body = body.strip()
    title = fields.get("title", "")
    first = re.match(r"#\s+(.+?)\s*#*\s*(?:\n|$)", body)
    if first and (not title or first.group(1) == title):
        title, body = first.group(1), body[first.end():].strip()  # the title is not a passage of its own
    return Article(slug, title or slug.replace("-", " ").capitalize(), body, fields.get("keywords", ""))


# Whole subtrees that are the site, not the article: navigation, banners, forms, code.
_DROPPED_TAGS = {"script", "style", "noscript", "template", "nav", "header", "footer", "aside", "form",
                 "button", "svg", "iframe", "select", "dialog"}
_DROPPED_MARKS = re.compile(r"cookie|consent|gdpr|banner|breadcrumb|navbar|sidebar|footer|site-header|menu|"
                            r"newsletter|share|related|feedback|vote|helpful|rating|skip|search|modal|popup", re.I)
_BLOCKS = {"p", "div", "section", "article", "main", "br", "hr", "blockquote", "dd", "dt", "pre"}
_VOID = {"br", "hr", "img", "input", "meta", "link", "source", "wbr", "area", "base", "col", "embed"}


class _Page(HTMLParser):
    """Collects headings, paragraphs, list items and table rows as Markdown lines, skipping clutter."""

    def __init__(self, within_content: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        # Inside <main> or <article> a <header> holds the article's own title, not the site's.
        self._dropped_tags = _DROPPED_TAGS - {"header"} if within_content else _DROPPED_TAGS
        self.lines: list[str] = []
        self.title = ""
        self._skip: list[str] = []  # the open tags of a dropped subtree
        self._text: list[str] = []
        self._prefix = ""
        self._in_title = False
        self._row: list[str] | None = None
        self._rows_seen = 0

    def _flush(self) -> None:
        text = re.sub(r"\s+", " ", "".join(self._text)).strip()
        self._text.clear()
        if text:
            self.lines.append(f"{self._prefix}{text}")
            if not self._prefix.startswith("- "):  # list items stay together, as one passage
                self.lines.append("")
        self._prefix = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._skip:
            if tag not in _VOID:
                self._skip.append(tag)
            return
        marks = " ".join(v or "" for k, v in attrs if k in ("class", "id", "role", "aria-label"))
        marked = tag not in ("body", "html", "main", "article") and _DROPPED_MARKS.search(marks)
        if tag in self._dropped_tags or marked or ("hidden", None) in attrs or ("aria-hidden", "true") in attrs:
            if tag not in _VOID:
                self._skip.append(tag)
            return
        if tag == "title":
            self._in_title = True
        elif re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self._prefix = "#" * int(tag[1]) + " "
        elif tag == "li":
            self._flush()
            self._prefix = "- "
        elif tag == "tr":
            self._flush()
            self._row = []
        elif tag in ("td", "th"):
            self._text.clear()
        elif tag in _BLOCKS or tag in ("ul", "ol", "table"):
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if self._skip:
            if tag == self._skip[-1]:
                self._skip.pop()
            return
        if tag == "title":
            self._in_title = False
        elif tag in ("td", "th") and self._row is not None:
            self._row.append(re.sub(r"\s+", " ", "".join(self._text)).strip())
            self._text.clear()
        elif tag == "tr" and self._row is not None:
            if any(self._row):
                self.lines.append("| " + " | ".join(self._row) + " |")
                self._rows_seen += 1
                if self._rows_seen == 1:  # the first row is the header row, as Markdown tables have one
                    self.lines.append("|" + "---|" * len(self._row))
            self._row = None
        elif tag == "table":
            self._rows_seen = 0
            self.lines.append("")
        elif re.fullmatch(r"h[1-6]", tag) or tag in _BLOCKS or tag in ("li", "ul", "ol"):
            self._flush()
            if tag in ("ul", "ol"):
                self.lines.append("")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif not self._skip:
            self._text.append(data)


def html_to_markdown(html: str) -> tuple[str, str]:
    """(the page's <title>, its readable content as Markdown). Only <main> or <article> when the page
    has one: the rest of a saved page is the site around the article."""
    content = re.search(r"<(main|article)\b[^>]*>.*</\1>", html, re.S | re.I)
    page = _Page(within_content=content is not None)
    page.feed(html if content is None else content.group(0))
    page.close()
    page._flush()
    if content is not None:
        head = _Page()
        head.feed(html[:content.start()])
        page.title = head.title
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(page.lines))
    return re.sub(r"\s+", " ", page.title).strip(), markdown.strip()


def from_html(html: str, stem: str) -> Article:
    """A saved help-centre page or an export's article page; the title is its first heading, else <title>
    without the site's name ("Returns | Kiln & Loom")."""
    page_title, markdown = html_to_markdown(html)
    article = from_markdown(markdown, stem)
    if article.title == slug_of(stem).replace("-", " ").capitalize() and page_title:
        article = Article(article.slug, re.split(r"\s+[|–—-]\s+", page_title)[0], article.body, article.keywords)
    return article


PdfLine = tuple[float, str]
"""A line of a PDF page and its font size: a PDF marks headings by size, not by any tag."""


def from_pdf_pages(pages: list[list[PdfLine]], stem: str) -> Article:
    """A PDF's lines as Markdown: a line set larger than the body text is a heading (the first one the
    title), a sentence's end closes a paragraph, page numbers are dropped, bullets become list items."""
    lines = [(size, text.strip()) for page in pages for size, text in page if text.strip()]
    lines = [(size, text) for size, text in lines
             if not re.fullmatch(r"(page\s*)?\d+(\s*(/|of)\s*\d+)?", text, re.I)]
    if not lines:
        return from_markdown("", stem)
    # The body's size is the one most characters are set in.
    weight: dict[float, int] = {}
    for size, text in lines:
        weight[round(size, 1)] = weight.get(round(size, 1), 0) + len(text)
    body_size = max(weight, key=lambda size: weight[size])
    out: list[str] = []
    for i, (size, text) in enumerate(lines):
        following = lines[i + 1][1] if i + 1 < len(lines) else ""
        if round(size, 1) > body_size and len(text) <= 80:
            out += ["", f"{'##' if out else '#'} {text}", ""]
        elif re.match(r"^[•\-–*]\s+", text):
            out.append("- " + re.sub(r"^[•\-–*]\s+", "", text))
        else:
            # A wrapped line continues its paragraph; one that ends a sentence closes it.
            out.append(text)
            if re.search(r"[.!?:।]$", text) and following and not following[:1].islower():
                out.append("")
    return from_markdown(re.sub(r"\n{3,}", "\n\n", "\n".join(out)), stem)
