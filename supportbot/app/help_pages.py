"""GET /help and GET /help/{slug}: the pages the bot's links point at, latest versions only
(an old version by `?version=N`, so a quoted reply can be checked against what it quoted)."""

from __future__ import annotations

import html
import re

from aiohttp import web

from supportbot.app.articles import help_centre
from supportbot.app.keys import pool_key, settings_key
from supportbot.core.shop.helpcentre import sections

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>{content}</main></body></html>
"""
_INLINE = [(re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"), (re.compile(r"\*(.+?)\*"), r"<em>\1</em>")]


def _inline(text: str) -> str:
    out = html.escape(text)
    for pattern, replacement in _INLINE:
        out = pattern.sub(replacement, out)
    return out


def render_markdown(body: str) -> str:
    """Headings, paragraphs and bullet lists: what articles use. Everything is escaped first."""
    parts, heading = [], ""
    for section in sections(body):
        if section.heading != heading:
            heading = section.heading
            parts.append(f"<h2>{_inline(heading)}</h2>")
        lines = section.body.splitlines()
        if all(line.lstrip().startswith(("- ", "* ")) for line in lines):
            parts.append("<ul>" + "".join(f"<li>{_inline(line.lstrip()[2:])}</li>" for line in lines) + "</ul>")
        else:
            parts.append(f"<p>{_inline(' '.join(lines))}</p>")
    return "\n".join(parts)


def _wants_json(request: web.Request) -> bool:
    return "application/json" in request.headers.get("Accept", "")


async def help_index(request: web.Request) -> web.Response:
    repo = help_centre(request.app[pool_key], request.app[settings_key])
    articles = await repo.latest_all()
    if _wants_json(request):
        return web.json_response({"articles": [{"slug": a.slug, "title": a.title, "version": a.version,
                                                "link": repo.link(a.slug)} for a in articles]})
    items = "".join(f'<li><a href="/help/{a.slug}">{html.escape(a.title)}</a></li>' for a in articles)
    return web.Response(text=_PAGE.format(title="Help centre", content=f"<h1>Help centre</h1><ul>{items}</ul>"),
                        content_type="text/html")


async def help_article(request: web.Request) -> web.Response:
    repo = help_centre(request.app[pool_key], request.app[settings_key])
    asked = request.query.get("version")
    # ASCII digits only ("²" is a digit to isdigit and no int), and few enough for Postgres's integer.
    if asked is not None and not (asked.isascii() and asked.isdigit() and len(asked) <= 9):
        raise web.HTTPBadRequest(text="version must be a whole number")
    article = await repo.latest(request.match_info["slug"], int(asked) if asked is not None else None)
    if article is None:
        raise web.HTTPNotFound(text="no such article")
    if _wants_json(request):
        return web.json_response({"slug": article.slug, "title": article.title, "body": article.body,
                                  "version": article.version, "updated_at": article.created_at.isoformat(),
                                  "link": repo.link(article.slug)})
    content = (f"<h1>{html.escape(article.title)}</h1>\n{render_markdown(article.body)}\n"
               f'<p><small>Version {article.version}, {article.created_at:%Y-%m-%d}. '
               f'<a href="/help">All articles</a></small></p>')
    return web.Response(text=_PAGE.format(title=html.escape(article.title), content=content),
                        content_type="text/html")


def help_routes() -> list[web.RouteDef]:
    return [web.get("/help", help_index), web.get("/help/{slug}", help_article)]
