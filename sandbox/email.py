"""Email stand-in: a real SMTP server (`aiosmtpd`) and the inbox tests and the console read.

The server listens on `SandboxConfig.smtp_port` (0: a free port, printed at start and readable as
`app[outbox_key].smtp_port`). A message lands in the inbox once per `Message-ID`, as a mailbox
shows a message the sender retried: the bot puts its step's key there (supportbot/channels/email/smtp.py).
`POST /_sandbox/email/faults {"hold_ms"}` takes each message and then holds the 250 reply, the
lost answer that makes a client time out and try again.
"""

import asyncio
import email
import email.policy
import itertools
import socket
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from aiosmtpd.smtp import SMTP, Envelope, Session
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig
from sandbox.control import read_model
from supportbot.channels.email.smtp import SmtpMailer, SmtpSettings


class Email(BaseModel):
    model_config = ConfigDict(extra="ignore")
    to: str
    subject: str
    text: str
    message_id: str | None = None


class EmailFaults(BaseModel):
    model_config = ConfigDict(extra="forbid")
    hold_ms: int = Field(0, ge=0)


@dataclass
class Outbox:
    sent: list[Email] = field(default_factory=list)
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))
    deliveries: int = 0  # SMTP transactions accepted, retries included
    faults: EmailFaults = field(default_factory=EmailFaults)
    smtp_port: int | None = None

    def reset(self) -> None:
        self.sent.clear()
        self.deliveries = 0
        self.faults = EmailFaults()

    def take(self, raw: bytes) -> None:
        parsed = email.message_from_bytes(raw, policy=email.policy.default)
        message_id = parsed.get("Message-ID")
        self.deliveries += 1
        if message_id and any(e.message_id == message_id for e in self.sent):
            return  # a retry of a message the mailbox already shows
        body = parsed.get_body(preferencelist=("plain",))
        text = body.get_content() if body is not None else ""
        self.sent.append(Email(to=str(parsed.get("To", "")), subject=str(parsed.get("Subject", "")),
                               text=text.replace("\r\n", "\n").rstrip("\n"), message_id=message_id))


outbox_key = web.AppKey("sandbox_email", Outbox)


class _Inbox:
    """aiosmtpd's handler: DATA goes into the outbox, then the reply (held when a fault says so)."""

    def __init__(self, outbox: Outbox) -> None:
        self._outbox = outbox

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        self._outbox.take(envelope.original_content or envelope.content or b"")  # type: ignore[arg-type]
        if self._outbox.faults.hold_ms:
            await asyncio.sleep(self._outbox.faults.hold_ms / 1000)
        return "250 Message accepted for delivery"


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """The SMTP server (started with the app), /_sandbox/email/sent and its faults."""
    app[outbox_key] = Outbox()
    app.cleanup_ctx.append(_smtp_server_ctx(config.smtp_port, config.smtp_socket))
    app.router.add_get("/_sandbox/email/sent", list_sent)
    app.router.add_post("/_sandbox/email/faults", set_faults)


def _smtp_server_ctx(port: int, sock: socket.socket | None) -> Any:
    async def serve(app: web.Application) -> AsyncIterator[None]:
        outbox = app[outbox_key]
        where: dict[str, Any] = {"sock": sock} if sock is not None else {"host": "127.0.0.1", "port": port}
        server = await asyncio.get_running_loop().create_server(
            lambda: SMTP(_Inbox(outbox), hostname="sandbox.smtp"), **where)
        outbox.smtp_port = server.sockets[0].getsockname()[1]
        try:
            yield
        finally:
            server.close()
            await server.wait_closed()

    return serve


async def list_sent(request: web.Request) -> web.Response:
    return web.json_response([e.model_dump(exclude={"message_id"}) for e in request.app[outbox_key].sent])


async def set_faults(request: web.Request) -> web.Response:
    outbox = request.app[outbox_key]
    outbox.faults = await read_model(request, EmailFaults)
    return web.json_response(outbox.faults.model_dump())


def sandbox_mailer(app: web.Application) -> SmtpMailer:
    """The bot's mailer pointed at this sandbox's SMTP server (in-process tests and benches)."""
    return SmtpMailer(SmtpSettings(host="127.0.0.1", port=app[outbox_key].smtp_port or 0,
                                   sender="support@shop.example", security="none", timeout=2.0))
