"""Transactional email stand-in: an outbox the tests read one-time codes from."""

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field

from aiohttp import web
from pydantic import BaseModel, ConfigDict

from sandbox.config import SandboxConfig
from sandbox.control import read_model


class Email(BaseModel):
    # Production clients may add fields (a sender, tags); the outbox keeps what tests read.
    model_config = ConfigDict(extra="ignore")
    to: str
    subject: str
    text: str


@dataclass
class Outbox:
    sent: list[Email] = field(default_factory=list)
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def reset(self) -> None:
        self.sent.clear()


outbox_key = web.AppKey("sandbox_email", Outbox)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register /email/v1/send and /_sandbox/email/sent and the outbox on `app`."""
    app[outbox_key] = Outbox()
    app.router.add_post("/email/v1/send", send_email)
    app.router.add_get("/_sandbox/email/sent", list_sent)


async def send_email(request: web.Request) -> web.Response:
    outbox = request.app[outbox_key]
    email = await read_model(request, Email)
    outbox.sent.append(email)
    return web.json_response({"id": f"em_{next(outbox.ids)}"})


async def list_sent(request: web.Request) -> web.Response:
    return web.json_response([e.model_dump() for e in request.app[outbox_key].sent])
