"""Requests Slack sends to our app (button clicks, thread messages, slash commands), signed."""

import hashlib
import hmac
import json
import time
from typing import Any
from urllib.parse import urlencode

import aiohttp
from aiohttp import web
from pydantic import BaseModel, ConfigDict

from sandbox.config import SandboxConfig, config_key
from sandbox.control import bad_request, read_model
from sandbox.delivery import Delivery, deliver, undeliverable
from sandbox.slack import APP_ID, BOT_USER_ID, SlackState, slack_state_key

# Slack still sends the legacy verification token; the bot must rely on the signature instead.
VERIFICATION_TOKEN = "sandbox-verification-token"
DEFAULT_CHANNEL = "C0SANDBOX"


class Signing(BaseModel):
    """How the request is signed and whether it is a retry."""

    model_config = ConfigDict(extra="forbid")
    team_id: str | None = None
    timestamp_offset: int = 0  # seconds added to the signed timestamp: negative = stale
    retry_num: int | None = None


class ClickRequest(Signing):
    user_id: str
    action_id: str
    message_ts: str
    channel: str | None = None  # found from the recorded message when omitted
    value: str | None = None  # likewise from the clicked button
    block_id: str | None = None


class ThreadMessageRequest(Signing):
    user_id: str
    channel: str
    thread_ts: str
    text: str
    event_id: str | None = None  # reuse one to redeliver an event, as Slack's retries do


class SubmitRequest(Signing):
    user_id: str
    view_id: str
    values: dict[str, dict[str, str]]  # block_id -> action_id -> what was typed


class CommandRequest(Signing):
    user_id: str
    command: str = "/supportbot"
    text: str = ""
    channel: str = DEFAULT_CHANNEL


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register the /_sandbox/slack controls that play Slack calling our app."""
    app.router.add_post("/_sandbox/slack/click", post_click)
    app.router.add_post("/_sandbox/slack/message", post_thread_message)
    app.router.add_post("/_sandbox/slack/command", post_command)
    app.router.add_post("/_sandbox/slack/submit", post_view_submission)


def signed_headers(secret: str, timestamp: int, body: str, content_type: str) -> dict[str, str]:
    """Slack's v0 scheme: HMAC-SHA256 of "v0:{timestamp}:{body}" under the signing secret."""
    base = f"v0:{timestamp}:{body}".encode()
    signature = "v0=" + hmac.new(secret.encode(), base, hashlib.sha256).hexdigest()
    return {
        "Content-Type": content_type,
        "User-Agent": "Slackbot 1.0 (+https://api.slack.com/robots)",
        "X-Slack-Request-Timestamp": str(timestamp),
        "X-Slack-Signature": signature,
    }


async def _send(
    request: web.Request, signing: Signing, body: str, content_type: str
) -> Delivery | web.Response:
    config = request.app[config_key]
    if not config.slack_events_url:
        return undeliverable("slack_events_url")
    timestamp = int(time.time()) + signing.timestamp_offset
    headers = signed_headers(config.slack_signing_secret, timestamp, body, content_type)
    if signing.retry_num is not None:
        headers["X-Slack-Retry-Num"] = str(signing.retry_num)
        headers["X-Slack-Retry-Reason"] = "http_timeout"
    try:
        return await deliver(request.app, config.slack_events_url, body.encode(), headers)
    except (aiohttp.ClientError, TimeoutError) as exc:
        return undeliverable("slack_events_url", exc)


def _answer(delivery: Delivery | web.Response, **extra: Any) -> web.Response:
    if isinstance(delivery, web.Response):
        return delivery
    return web.json_response({"status": delivery.status, "body": delivery.body, **extra})


def _user(user_id: str, team_id: str) -> dict[str, str]:
    name = f"user-{user_id.lower()}"
    return {"id": user_id, "username": name, "name": name, "team_id": team_id}


def _clicked_button(message: dict[str, Any] | None, action_id: str) -> tuple[str | None, dict]:
    """The block id and element of the button with `action_id` in a recorded message."""
    for block in (message or {}).get("blocks") or []:
        for element in block.get("elements") or []:
            if isinstance(element, dict) and element.get("action_id") == action_id:
                return block.get("block_id"), element
        accessory = block.get("accessory")
        if isinstance(accessory, dict) and accessory.get("action_id") == action_id:
            return block.get("block_id"), accessory
    return None, {}


def _response_url(request: web.Request, state: SlackState) -> str:
    # Points back at the sandbox, so a reply through it is recorded like a Web API call.
    return f"{request.url.origin()}/_sandbox/slack/response_url/{state.next_id()}"


async def post_click(request: web.Request) -> web.Response:
    """Play a staff member clicking a button: a signed block_actions request."""
    state = request.app[slack_state_key]
    click = await read_model(request, ClickRequest)
    team_id = click.team_id or state.team_id
    message = state.find_message(click.message_ts, click.channel)
    channel = click.channel or (
        next((c for (c, ts) in state.messages if ts == click.message_ts), None)
    )
    if channel is None:
        raise bad_request("channel is required: no recorded message has that message_ts")
    block_id, button = _clicked_button(message, click.action_id)
    action: dict[str, Any] = {
        "action_id": click.action_id,
        "block_id": click.block_id or block_id or "sandbox_block",
        "text": button.get("text") or {"type": "plain_text", "text": click.action_id},
        "type": "button",
        "action_ts": f"{time.time():.6f}",
    }
    value = click.value if click.value is not None else button.get("value")
    if value is not None:
        action["value"] = value
    n = state.next_id()
    payload: dict[str, Any] = {
        "type": "block_actions",
        "user": _user(click.user_id, team_id),
        "api_app_id": APP_ID,
        "token": VERIFICATION_TOKEN,
        "container": {
            "type": "message",
            "message_ts": click.message_ts,
            "channel_id": channel,
            "is_ephemeral": False,
        },
        "trigger_id": f"{n}.{n * 7}.sandbox{n:08x}",
        "team": {"id": team_id, "domain": "sandbox"},
        "enterprise": None,
        "is_enterprise_install": False,
        "channel": {"id": channel, "name": "support"},
        "state": {"values": {}},
        "response_url": _response_url(request, state),
        "actions": [action],
    }
    if message is not None:
        payload["message"] = message
    body = urlencode({"payload": json.dumps(payload)})
    return _answer(await _send(request, click, body, "application/x-www-form-urlencoded"))


async def post_thread_message(request: web.Request) -> web.Response:
    """Play a staff member writing in a thread: a signed Events API message event."""
    state = request.app[slack_state_key]
    asked = await read_model(request, ThreadMessageRequest)
    if asked.retry_num is not None and asked.event_id is None and state.last_event is not None:
        envelope = state.last_event  # a Slack retry redelivers the same event unchanged
    else:
        envelope = _message_event(state, asked)
        state.last_event = envelope
    body = json.dumps(envelope)
    delivery = await _send(request, asked, body, "application/json")
    return _answer(delivery, event_id=envelope["event_id"], ts=envelope["event"]["ts"])


def _message_event(state: SlackState, asked: ThreadMessageRequest) -> dict[str, Any]:
    team_id = asked.team_id or state.team_id
    ts = state.next_ts()
    n = state.next_id()
    event: dict[str, Any] = {
        "type": "message",
        "user": asked.user_id,
        "text": asked.text,
        "ts": ts,
        "thread_ts": asked.thread_ts,
        "channel": asked.channel,
        "event_ts": ts,
        "channel_type": "channel",
        "team": team_id,
        "client_msg_id": f"00000000-0000-4000-8000-{n:012d}",
        "blocks": [
            {
                "type": "rich_text",
                "block_id": f"sbx{n}",
                "elements": [
                    {
                        "type": "rich_text_section",
                        "elements": [{"type": "text", "text": asked.text}],
                    }
                ],
            }
        ],
    }
    parent = state.messages.get((asked.channel, asked.thread_ts))
    if parent is not None:
        event["parent_user_id"] = parent.get("user")
    # Recorded so conversations.replies shows the staff member's message in the thread.
    state.messages[(asked.channel, ts)] = {
        k: v for k, v in event.items() if k not in ("channel", "event_ts", "channel_type")
    }
    return {
        "token": VERIFICATION_TOKEN,
        "team_id": team_id,
        "context_team_id": team_id,
        "context_enterprise_id": None,
        "api_app_id": APP_ID,
        "event": event,
        "type": "event_callback",
        "event_id": asked.event_id or f"Ev0SBX{n:08d}",
        "event_time": int(time.time()),
        "authorizations": [
            {
                "enterprise_id": None,
                "team_id": team_id,
                "user_id": BOT_USER_ID,
                "is_bot": True,
                "is_enterprise_install": False,
            }
        ],
        "is_ext_shared_channel": False,
        "event_context": f"4-sandbox-{n}",
    }


async def post_command(request: web.Request) -> web.Response:
    """Play a staff member typing a slash command: a signed form body."""
    state = request.app[slack_state_key]
    command = await read_model(request, CommandRequest)
    team_id = command.team_id or state.team_id
    n = state.next_id()
    form = {
        "token": VERIFICATION_TOKEN,
        "team_id": team_id,
        "team_domain": "sandbox",
        "channel_id": command.channel,
        "channel_name": "support",
        "user_id": command.user_id,
        "user_name": f"user-{command.user_id.lower()}",
        "command": command.command,
        "text": command.text,
        "api_app_id": APP_ID,
        "is_enterprise_install": "false",
        "response_url": _response_url(request, state),
        "trigger_id": f"{n}.{n * 7}.sandbox{n:08x}",
    }
    body = urlencode(form)
    return _answer(await _send(request, command, body, "application/x-www-form-urlencoded"))


async def post_view_submission(request: web.Request) -> web.Response:
    """Play a staff member pressing Submit on a modal the bot opened: a signed view_submission."""
    state = request.app[slack_state_key]
    submit = await read_model(request, SubmitRequest)
    view = state.views.get(submit.view_id)
    if view is None:
        raise bad_request(f"no open modal {submit.view_id}")
    team_id = submit.team_id or state.team_id
    values = {block: {action: {"type": "plain_text_input", "value": typed} for action, typed in actions.items()}
              for block, actions in submit.values.items()}
    n = state.next_id()
    payload = {
        "type": "view_submission",
        "team": {"id": team_id, "domain": "sandbox"},
        "user": _user(submit.user_id, team_id),
        "api_app_id": APP_ID,
        "token": VERIFICATION_TOKEN,
        "trigger_id": f"{n}.{n * 7}.sandbox{n:08x}",
        "view": {**view, "state": {"values": values}},
        "response_urls": [],
        "is_enterprise_install": False,
        "enterprise": None,
    }
    body = urlencode({"payload": json.dumps(payload)})
    delivery = await _send(request, submit, body, "application/x-www-form-urlencoded")
    if isinstance(delivery, Delivery) and delivery.status == 200 and not delivery.body.strip():
        state.views.pop(submit.view_id, None)  # an empty 200 closes the modal; errors keep it open
    return _answer(delivery)
