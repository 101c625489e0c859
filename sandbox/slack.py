"""Slack Web API stand-in: records every call and answers the methods the bot uses like Slack."""

import itertools
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import web

from sandbox.config import SandboxConfig

# Who the bot is in the sandbox workspace (auth.test answers these).
BOT_USER_ID = "U0SANDBOXBOT"
BOT_ID = "B0SANDBOXBOT"
APP_ID = "A0SANDBOXAPP"
# Slack message timestamps are "seconds.micros"; counting up from a fixed second keeps them
# unique, ordered and the same on every run.
TS_EPOCH = 1764400000
# Form-encoded Web API calls carry these arguments as JSON text.
JSON_ARGS = {"blocks", "attachments", "view", "metadata", "unfurls", "user_auth_blocks"}

Args = dict[str, Any]


@dataclass
class SlackState:
    """Web API calls and the messages they created; reset() keeps only the id counter."""

    team_id: str
    calls: list[dict[str, Any]] = field(default_factory=list)
    messages: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    last_event: dict[str, Any] | None = None
    # Modals the bot opened (views.open) and nobody submitted yet, by view id.
    views: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Never reset: a reused ts or event_id would look like a duplicate to the bot.
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def next_id(self) -> int:
        return next(self.ids)

    def next_ts(self) -> str:
        micros = self.next_id() * 100
        return f"{TS_EPOCH + micros // 1_000_000}.{micros % 1_000_000:06d}"

    def find_message(self, ts: str, channel: str | None = None) -> dict[str, Any] | None:
        if channel is not None:
            return self.messages.get((channel, ts))
        return next((m for (_, m_ts), m in self.messages.items() if m_ts == ts), None)

    def thread(self, channel: str, ts: str) -> list[dict[str, Any]]:
        """The parent (when known) and its replies, oldest first."""
        replies = [
            m
            for (c, _), m in self.messages.items()
            if c == channel and m.get("thread_ts") == ts and m["ts"] != ts
        ]
        replies.sort(key=lambda m: float(m["ts"]))
        parent = self.messages.get((channel, ts))
        if parent is None:
            return replies
        head = {**parent, "thread_ts": ts, "reply_count": len(replies)} if replies else parent
        return [head, *replies]

    def reset(self) -> None:
        self.calls.clear()
        self.messages.clear()
        self.last_event = None
        self.views.clear()


slack_state_key = web.AppKey("sandbox_slack", SlackState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register /api/{method} and /_sandbox/slack/calls and their state on `app`."""
    app[slack_state_key] = SlackState(team_id=config.slack_team_id)
    app.router.add_route("*", "/api/{method}", call_method)
    app.router.add_get("/_sandbox/slack/calls", list_calls)
    app.router.add_get("/_sandbox/slack/views", list_views)
    app.router.add_post("/_sandbox/slack/response_url/{id}", post_response_url)


async def _read_args(request: web.Request) -> Args:
    """Query and body arguments; slack_sdk sends JSON for some methods and forms for others."""
    args: Args = dict(request.query)
    raw = await request.read()
    if not raw:
        return args
    if request.content_type == "application/json":
        body = json.loads(raw)
        if isinstance(body, dict):
            args.update(body)
        return args
    for key, value in parse_qsl(raw.decode(), keep_blank_values=True):
        if key in JSON_ARGS:
            try:
                args[key] = json.loads(value)
                continue
            except json.JSONDecodeError:
                pass  # Slack would reject it later; record what arrived.
        args[key] = value
    return args


def _token(request: web.Request, args: Args) -> str:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else str(args.get("token", ""))


async def call_method(request: web.Request) -> web.Response:
    """POST|GET /api/{method}: answer like Slack (HTTP 200, `ok` says whether it worked)."""
    state = request.app[slack_state_key]
    try:
        args = await _read_args(request)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return web.json_response({"ok": False, "error": "invalid_json"})
    token = _token(request, args)
    args.pop("token", None)  # a secret: never recorded
    if not token:
        return web.json_response({"ok": False, "error": "not_authed"})
    if not token.startswith("xox"):
        return web.json_response({"ok": False, "error": "invalid_auth"})
    method = request.match_info["method"]
    state.calls.append({"method": method, "args": args})
    handler = METHODS.get(method)
    answer = handler(state, args) if handler else {"ok": True}
    return web.json_response(answer)


def _error(error: str) -> Args:
    return {"ok": False, "error": error}


def post_message(state: SlackState, args: Args) -> Args:
    channel = args.get("channel")
    if not channel:
        return _error("channel_not_found")
    if not any(args.get(k) for k in ("text", "blocks", "attachments")):
        return _error("no_text")
    ts = state.next_ts()
    message: Args = {
        "type": "message",
        "text": args.get("text", ""),
        "user": BOT_USER_ID,
        "bot_id": BOT_ID,
        "app_id": APP_ID,
        "team": state.team_id,
        "ts": ts,
    }
    for key in ("blocks", "attachments", "metadata", "thread_ts"):
        if args.get(key):
            message[key] = args[key]
    state.messages[(channel, ts)] = message
    return {"ok": True, "channel": channel, "ts": ts, "message": message}


def update_message(state: SlackState, args: Args) -> Args:
    channel, ts = args.get("channel"), args.get("ts")
    message = state.messages.get((str(channel), str(ts)))
    if message is None:
        return _error("message_not_found")
    for key in ("text", "blocks", "attachments", "metadata"):
        if key in args:
            message[key] = args[key]
    message["edited"] = {"user": BOT_USER_ID, "ts": state.next_ts()}
    return {
        "ok": True,
        "channel": channel,
        "ts": ts,
        "text": message.get("text", ""),
        "message": message,
    }


def post_ephemeral(state: SlackState, args: Args) -> Args:
    if not args.get("channel"):
        return _error("channel_not_found")
    if not args.get("user"):
        return _error("user_not_in_channel")
    return {"ok": True, "message_ts": state.next_ts()}


def open_view(state: SlackState, args: Args) -> Args:
    view = args.get("view")
    if not args.get("trigger_id"):
        return _error("invalid_trigger_id")
    if not isinstance(view, dict):
        return _error("invalid_arguments")
    view_id = f"V0SBX{state.next_id():08d}"
    opened: Args = {
        "ok": True,
        "view": {
            "id": view_id,
            "team_id": state.team_id,
            "type": view.get("type", "modal"),
            "blocks": [],
            "private_metadata": "",
            "callback_id": "",
            "external_id": "",
            **view,
            "state": {"values": {}},
            "hash": f"{TS_EPOCH}.sandbox{view_id}",
            "root_view_id": view_id,
            "previous_view_id": None,
            "app_id": APP_ID,
            "bot_id": BOT_ID,
        },
    }
    state.views[view_id] = opened["view"]
    return opened


def auth_test(state: SlackState, args: Args) -> Args:
    return {
        "ok": True,
        "url": "https://sandbox.slack.com/",
        "team": "Sandbox",
        "user": "supportbot",
        "team_id": state.team_id,
        "user_id": BOT_USER_ID,
        "bot_id": BOT_ID,
        "is_enterprise_install": False,
    }


def user_info(state: SlackState, args: Args) -> Args:
    user_id = args.get("user")
    if not user_id:
        return _error("user_not_found")
    name = f"user-{str(user_id).lower()}"
    return {
        "ok": True,
        "user": {
            "id": user_id,
            "team_id": state.team_id,
            "name": name,
            "real_name": f"Sandbox {user_id}",
            "deleted": False,
            "is_bot": False,
            "is_admin": False,
            "tz": "Europe/London",
            "profile": {
                "real_name": f"Sandbox {user_id}",
                "display_name": name,
                "email": f"{name}@sandbox.example",
            },
        },
    }


def thread_replies(state: SlackState, args: Args) -> Args:
    messages = state.thread(str(args.get("channel")), str(args.get("ts")))
    if not messages:
        return _error("thread_not_found")
    return {
        "ok": True,
        "messages": messages,
        "has_more": False,
        "response_metadata": {"next_cursor": ""},
    }


METHODS: dict[str, Callable[[SlackState, Args], Args]] = {
    "chat.postMessage": post_message,
    "chat.update": update_message,
    "chat.postEphemeral": post_ephemeral,
    "views.open": open_view,
    "auth.test": auth_test,
    "users.info": user_info,
    "conversations.replies": thread_replies,
}


async def list_calls(request: web.Request) -> web.Response:
    return web.json_response(request.app[slack_state_key].calls)


async def list_views(request: web.Request) -> web.Response:
    """Modals open now, oldest first."""
    return web.json_response(list(request.app[slack_state_key].views.values()))


async def post_response_url(request: web.Request) -> web.Response:
    """The response_url handed out with clicks and commands: recorded like a Web API call."""
    state = request.app[slack_state_key]
    try:
        body = json.loads(await request.read() or b"{}")
    except json.JSONDecodeError:
        return web.Response(status=400, text="invalid_payload")
    state.calls.append({"method": "response_url", "args": body})
    return web.json_response({"ok": True})
