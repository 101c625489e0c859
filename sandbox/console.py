"""The sandbox console: one page showing the phone, the staff channel and the stand-ins' insides.

The page is static (console_page/); it reads `GET /_sandbox/console/state` and then follows
`GET /_sandbox/console/events` (server-sent events: the whole state again whenever it changes).
Everything it does goes through the stand-ins' own control endpoints, which sign what they post
to the web app exactly as the tests do, so the console exercises the real path. Never mounted by
`supportbot web`: the console is a sandbox tool.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from aiohttp import web

from sandbox.email import outbox_key
from sandbox.llm import llm_state_key
from sandbox.payments import accepted, payments_state_key
from sandbox.slack import slack_state_key
from sandbox.whatsapp import whatsapp_state_key

log = logging.getLogger(__name__)

PAGE_DIR = Path(__file__).resolve().parent / "console_page"
ASSETS = {"console.js": "text/javascript", "console.css": "text/css"}
# Only our own files may run or style the page; customer text is data, never markup.
POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
          "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
SECURITY_HEADERS = {"Content-Security-Policy": POLICY, "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}
# How often the stream looks for a change in memory, and how stale the operator's view may be.
POLL_SECONDS = 0.2
OPERATOR_SECONDS = 1.0
# Someone to try a refused click with, whatever the approvers are.
NOT_AN_APPROVER = "U0NOTAPPROVER"


class OperatorView(Protocol):
    """What the stand-ins cannot know: the last run's trace and the mode, read by the composition root."""

    async def read(self) -> dict[str, Any]: ...

    async def close(self) -> None: ...


@dataclass(frozen=True)
class StaffMember:
    id: str
    name: str
    approver: bool


@dataclass(frozen=True)
class ConsoleConfig:
    slack_channel: str = "C0SUPPORT"
    staff: tuple[StaffMember, ...] = ()
    operator: OperatorView | None = None

    def people(self) -> list[dict[str, Any]]:
        people = [{"id": s.id, "name": s.name, "approver": s.approver} for s in self.staff]
        if not any(p["id"] == NOT_AN_APPROVER for p in people):
            people.append({"id": NOT_AN_APPROVER, "name": "Agent (not an approver)", "approver": False})
        return people


@dataclass
class OperatorCache:
    """The operator's view, read at most once a second however many pages follow the stream."""

    read_at: float = float("-inf")
    value: dict[str, Any] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


console_key = web.AppKey("sandbox_console", ConsoleConfig)
operator_cache_key = web.AppKey("sandbox_console_operator", OperatorCache)
closing_key = web.AppKey("sandbox_console_closing", asyncio.Event)


def add_routes(app: web.Application, console: ConsoleConfig) -> None:
    """Register GET / and /_sandbox/console/... (after every stand-in: it reads their state)."""
    app[console_key] = console
    app[operator_cache_key] = OperatorCache()
    app[closing_key] = asyncio.Event()
    app.on_shutdown.append(_end_streams)
    app.router.add_get("/", page)
    app.router.add_get("/_sandbox/console/state", state)
    app.router.add_get("/_sandbox/console/events", events)
    app.router.add_get("/_sandbox/console/{asset}", asset)


async def _end_streams(app: web.Application) -> None:
    app[closing_key].set()
    operator = app[console_key].operator
    if operator is not None:
        await operator.close()


async def page(request: web.Request) -> web.Response:
    return web.Response(text=(PAGE_DIR / "index.html").read_text(encoding="utf-8"), content_type="text/html",
                        headers=SECURITY_HEADERS)


async def asset(request: web.Request) -> web.Response:
    name = request.match_info["asset"]
    if name not in ASSETS:
        raise web.HTTPNotFound()
    return web.Response(text=(PAGE_DIR / name).read_text(encoding="utf-8"), content_type=ASSETS[name],
                        headers=SECURITY_HEADERS)


async def state(request: web.Request) -> web.Response:
    return web.json_response(await snapshot(request.app), headers={"Cache-Control": "no-store"})


async def events(request: web.Request) -> web.StreamResponse:
    """The state now, then again each time it changes, until the page or the sandbox goes away."""
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"})
    await response.prepare(request)
    closing, last = request.app[closing_key], ""
    with contextlib.suppress(ConnectionResetError):  # the page went away
        while not closing.is_set():
            text = json.dumps(await snapshot(request.app))
            if text != last:
                await response.write(f"data: {text}\n\n".encode())
                last = text
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(closing.wait(), POLL_SECONDS)
    return response


async def snapshot(app: web.Application) -> dict[str, Any]:
    """Everything the page draws, as plain data; the page decides nothing."""
    console = app[console_key]
    payments, model = app[payments_state_key], app[llm_state_key]
    whatsapp = app[whatsapp_state_key]
    return {
        "phone": phone(app),
        "slack": channel(app, console.slack_channel),
        "staff": console.people(),
        "emails": [e.model_dump() for e in app[outbox_key].sent],
        "refunds": [accepted(r) for r in payments.refunds],
        "faults": {"payments": payments.faults.model_dump(), "model": model.faults.model_dump(),
                   "status_callbacks": whatsapp.status_callbacks},
        "operator": await _operator(app, console.operator),
    }


async def _operator(app: web.Application, operator: OperatorView | None) -> dict[str, Any]:
    if operator is None:
        return {"available": False}
    cache = app[operator_cache_key]
    async with cache.lock:
        if time.monotonic() - cache.read_at >= OPERATOR_SECONDS:
            cache.value = await _safely(operator.read)
            cache.read_at = time.monotonic()
    return cache.value


async def _safely(read: Callable[[], Awaitable[dict[str, Any]]]) -> dict[str, Any]:
    try:
        return {"available": True} | await read()
    except Exception as exc:  # the database being down must not stop the phone and channel
        log.warning("console: operator view unavailable: %r", exc)
        return {"available": False, "error": type(exc).__name__}


def _seq(wamid: str) -> int:
    # Inbound and sent wamids share one counter, so its suffix orders the chat.
    return int(wamid.rsplit(".", 1)[-1])


def phone(app: web.Application) -> dict[str, Any]:
    whatsapp = app[whatsapp_state_key]
    read = {r["message_id"] for r in whatsapp.read}
    messages = [{"seq": _seq(m["id"]), "wa_id": m["from"], "side": "customer", "id": m["id"], "kind": m["type"],
                 "text": m["text"], "webhook_status": m["webhook_status"],
                 "status": "read" if m["id"] in read else ("sent" if m["webhook_status"] == 200 else "failed")}
                for m in whatsapp.inbound]
    for m in whatsapp.sent:
        shown = bot_message(m["body"])
        messages.append({"seq": _seq(m["id"]), "wa_id": m["to"] or m.get("user_id"), "side": "bot", "id": m["id"],
                         "status": whatsapp.statuses.get(m["id"], "accepted"), **shown})
    messages.sort(key=lambda m: m["seq"])
    return {"messages": messages, "numbers": sorted({m["wa_id"] for m in messages})}


def bot_message(body: dict[str, Any]) -> dict[str, Any]:
    """A Graph API send as the phone shows it: text, buttons, a list, or a template."""
    kind = body.get("type")
    if kind == "text":
        return {"kind": "text", "text": body["text"]["body"]}
    if kind == "interactive":
        inter = body["interactive"]
        action = inter.get("action") or {}
        shown: dict[str, Any] = {"kind": inter.get("type"), "text": (inter.get("body") or {}).get("text", "")}
        if inter.get("type") == "button":
            shown["buttons"] = [{"id": b["reply"]["id"], "title": b["reply"]["title"]} for b in action["buttons"]]
        else:
            shown["list_button"] = action.get("button", "Choose")
            shown["sections"] = [{"title": s.get("title", ""), "rows": [
                {"id": r["id"], "title": r["title"], "description": r.get("description", "")} for r in s["rows"]]}
                for s in action.get("sections", [])]
        return shown
    if kind == "template":
        template = body["template"]
        params = [p.get("text", "") for c in template.get("components", []) for p in c.get("parameters", [])]
        return {"kind": "template", "text": "", "template": {
            "name": template["name"], "language": (template.get("language") or {}).get("code", ""),
            "params": params}}
    return {"kind": str(kind), "text": json.dumps(body)}


def channel(app: web.Application, name: str) -> dict[str, Any]:
    """The staff channel as Slack shows it: messages with their Block Kit, threads, notes only you see."""
    slack = app[slack_state_key]
    messages = [{"channel": c, "ts": m["ts"], "thread_ts": m.get("thread_ts"), "user": m.get("user"),
                 "bot": bool(m.get("bot_id")), "text": m.get("text", ""), "blocks": m.get("blocks") or [],
                 "edited": "edited" in m}
                for (c, _), m in slack.messages.items()]
    messages.sort(key=lambda m: float(m["ts"]))
    notes = []
    for n, call in enumerate(slack.calls):
        if call["method"] == "chat.postEphemeral":
            notes.append({"n": n, "user": call["args"].get("user"), "text": call["args"].get("text", "")})
        elif call["method"] == "response_url":
            notes.append({"n": n, "user": None, "text": call["args"].get("text", "")})
    # Modals the bot opened (Reject asks why), until someone submits them.
    return {"channel": name, "messages": messages, "notes": notes, "views": list(slack.views.values())}
