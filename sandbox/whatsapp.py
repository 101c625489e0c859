"""WhatsApp Cloud API stand-in: the Graph API send endpoint, its faults and status webhooks."""

import asyncio
import itertools
import json
import logging
import time
from collections import deque
from collections.abc import AsyncIterator, Coroutine, Iterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model
from sandbox.delivery import deliver
from sandbox.graph_errors import graph_error
from sandbox.whatsapp_validation import find_violation
from sandbox.whatsapp_webhooks import (
    BusinessNumber,
    signed_headers,
    status_webhook,
)

log = logging.getLogger(__name__)

# Meta sends statuses shortly after the API answers; the pause lets our client store the wamid.
STATUS_PAUSE_S = 0.05


class GraphFault(BaseModel):
    """One queued Meta error: the HTTP status and Cloud API error code a send will get."""

    model_config = ConfigDict(extra="forbid")
    status: int = Field(ge=400, le=599)
    code: int
    details: str | None = None


class FaultsRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    errors: list[GraphFault] = []
    latency_ms: int = Field(0, ge=0)


class ConfigRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    status_callbacks: bool


@dataclass
class WhatsAppState:
    """Everything the Graph API stand-in remembers; reset() forgets all but the id counter."""

    sent: list[dict[str, Any]] = field(default_factory=list)
    read: list[dict[str, Any]] = field(default_factory=list)
    # What customers sent through /_sandbox/whatsapp/inbound and the statuses Meta reported for
    # our sends: the console draws the phone from these.
    inbound: list[dict[str, Any]] = field(default_factory=list)
    statuses: dict[str, str] = field(default_factory=dict)
    errors: deque[GraphFault] = field(default_factory=deque)
    latency_ms: int = 0
    status_callbacks: bool = False
    tasks: set[asyncio.Task[None]] = field(default_factory=set)
    # Never reset: a wamid reused after a reset would be dropped by the bot as a duplicate.
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    # Nor repeated by a restarted sandbox against a database that outlived the last one.
    epoch: str = field(default_factory=lambda: format(time.time_ns() // 1_000_000, "x"))

    def next_id(self) -> int:
        return next(self.ids)

    def new_wamid(self) -> str:
        return f"wamid.SBX{self.epoch}.{self.next_id():08d}"

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run background work that reset() and app cleanup can cancel."""
        task = asyncio.create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def cancel_tasks(self) -> list[asyncio.Task[None]]:
        pending = list(self.tasks)
        for task in pending:
            task.cancel()
        return pending

    def reset(self) -> None:
        self.cancel_tasks()
        self.sent.clear()
        self.read.clear()
        self.inbound.clear()
        self.statuses.clear()
        self.errors.clear()
        self.latency_ms = 0
        self.status_callbacks = False


whatsapp_state_key = web.AppKey("sandbox_whatsapp", WhatsAppState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register the Graph API and /_sandbox/whatsapp routes and their state on `app`."""
    app[whatsapp_state_key] = WhatsAppState()
    app.cleanup_ctx.append(_background_tasks_ctx)
    app.router.add_post(r"/{version:v\d+\.\d+}/{phone_number_id:\d+}/messages", send_message)
    app.router.add_get(r"/{version:v\d+\.\d+}/{phone_number_id:\d+}", phone_number)
    app.router.add_get("/_sandbox/whatsapp/sent", list_sent)
    app.router.add_get("/_sandbox/whatsapp/read", list_read)
    app.router.add_post("/_sandbox/whatsapp/faults", set_faults)
    app.router.add_post("/_sandbox/whatsapp/config", set_config)


async def _background_tasks_ctx(app: web.Application) -> AsyncIterator[None]:
    yield
    # Registered after the HTTP session, so this runs before the session closes.
    await asyncio.gather(*app[whatsapp_state_key].cancel_tasks(), return_exceptions=True)


def _graph_error_response(
    state: WhatsAppState, status: int, code: int, details: str | None = None
) -> web.Response:
    fbtrace_id = f"ASandbox{state.next_id():015d}"
    return web.json_response(graph_error(code, fbtrace_id, details), status=status)


async def phone_number(request: web.Request) -> web.Response:
    """GET /{version}/{phone_number_id}: the WhatsApp Business phone number node (Graph API), the
    read-only call `supportbot doctor` makes; fields as Meta documents them."""
    state, config = request.app[whatsapp_state_key], request.app[config_key]
    if not _has_token(request):
        return _graph_error_response(state, 401, 190)
    number = request.match_info["phone_number_id"]
    if number != config.phone_number_id:
        return _graph_error_response(state, 400, 100, f"Unsupported get request. Object with ID '{number}' "
                                                      "does not exist")
    return web.json_response({"id": number, "display_phone_number": config.display_phone_number,
                              "verified_name": "Sandbox Shop", "quality_rating": "GREEN"})


def _has_token(request: web.Request) -> bool:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return (scheme.lower() == "bearer" and bool(token.strip())) or bool(
        request.query.get("access_token")
    )


async def send_message(request: web.Request) -> web.Response:
    """POST /{version}/{phone_number_id}/messages: send, or mark an inbound message read."""
    state = request.app[whatsapp_state_key]
    if state.latency_ms:
        await asyncio.sleep(state.latency_ms / 1000)
    if not _has_token(request):
        return _graph_error_response(state, 401, 190)
    try:
        body = json.loads(await request.read())
    except json.JSONDecodeError:
        return _graph_error_response(state, 400, 100, "Request body is not valid JSON")
    phone_number_id = request.match_info["phone_number_id"]
    if isinstance(body, dict) and body.get("status") == "read":
        return _mark_read(state, phone_number_id, body)
    violation = find_violation(body)
    if violation:
        return _graph_error_response(state, 400, 131009, violation)
    if state.errors:
        fault = state.errors.popleft()
        return _graph_error_response(state, fault.status, fault.code, fault.details)
    # `to` wins over `recipient`; Meta answers with the id it sent to: wa_id or user_id.
    if "to" in body:
        wa_id, user_id = "".join(ch for ch in body["to"] if ch.isdigit()), None
        contact = {"input": body["to"], "wa_id": wa_id}
    else:
        wa_id, user_id = None, body["recipient"]
        contact = {"input": body["recipient"], "user_id": user_id}
    wamid = state.new_wamid()
    state.sent.append(
        {"to": wa_id, "user_id": user_id, "body": body, "id": wamid, "phone_number_id": phone_number_id}
    )
    if state.status_callbacks:
        state.spawn(_post_statuses(request.app, phone_number_id, wamid, wa_id, user_id))
    return web.json_response(
        {"messaging_product": "whatsapp", "contacts": [contact], "messages": [{"id": wamid}]}
    )


def _mark_read(state: WhatsAppState, phone_number_id: str, body: dict[str, Any]) -> web.Response:
    if body.get("messaging_product") != "whatsapp" or not isinstance(body.get("message_id"), str):
        return _graph_error_response(
            state, 400, 131009, "Mark as read needs messaging_product 'whatsapp' and message_id"
        )
    state.read.append(
        {"message_id": body["message_id"], "body": body, "phone_number_id": phone_number_id}
    )
    return web.json_response({"success": True})


async def _post_statuses(
    app: web.Application, phone_number_id: str, wamid: str, wa_id: str | None, user_id: str | None
) -> None:
    config = app[config_key]
    if not config.webhook_url:
        return
    number = BusinessNumber(phone_number_id, config.display_phone_number)
    for status in ("sent", "delivered", "read"):
        await asyncio.sleep(STATUS_PAUSE_S)
        document = status_webhook(number, wamid, status, config.epoch_seconds(), wa_id, user_id)
        raw = json.dumps(document).encode()
        try:
            delivery = await deliver(app, config.webhook_url, raw, signed_headers(config.app_secret, raw))
            if delivery.status == 200:
                app[whatsapp_state_key].statuses[wamid] = status
        except (aiohttp.ClientError, TimeoutError) as exc:
            # Meta would retry later; the sandbox only reports it.
            log.warning("status webhook %s for %s not delivered: %r", status, wamid, exc)


async def list_sent(request: web.Request) -> web.Response:
    return web.json_response(request.app[whatsapp_state_key].sent)


async def list_read(request: web.Request) -> web.Response:
    return web.json_response(request.app[whatsapp_state_key].read)


async def set_faults(request: web.Request) -> web.Response:
    """Queue Meta errors for the next sends and set latency for every Graph request."""
    state = request.app[whatsapp_state_key]
    faults = await read_model(request, FaultsRequest)
    state.errors = deque(faults.errors)
    state.latency_ms = faults.latency_ms
    return web.json_response(faults.model_dump())


async def set_config(request: web.Request) -> web.Response:
    state = request.app[whatsapp_state_key]
    state.status_callbacks = (await read_model(request, ConfigRequest)).status_callbacks
    return web.json_response({"status_callbacks": state.status_callbacks})
