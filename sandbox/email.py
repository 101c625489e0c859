"""Transactional email stand-in: an outbox the tests read one-time codes and labels from.

`POST /email/v1/send` with an `Idempotency-Key` header sends once per key: a repeat gets the
first answer and nothing new lands in the outbox (as providers that take the header do)."""

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
    by_key: dict[str, dict[str, str]] = field(default_factory=dict)

    def reset(self) -> None:
        self.sent.clear()
        self.by_key.clear()


outbox_key = web.AppKey("sandbox_email", Outbox)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register /email/v1/send and /_sandbox/email/sent and the outbox on `app`."""
    app[outbox_key] = Outbox()
    app.router.add_post("/email/v1/send", send_email)
    app.router.add_get("/_sandbox/email/sent", list_sent)


async def send_email(request: web.Request) -> web.Response:
    outbox = request.app[outbox_key]
    email = await read_model(request, Email)
    key = request.headers.get("Idempotency-Key", "").strip()
    if key and key in outbox.by_key:
        return web.json_response(outbox.by_key[key])
    outbox.sent.append(email)
    answer = {"id": f"em_{next(outbox.ids)}"}
    if key:
        outbox.by_key[key] = answer
    return web.json_response(answer)


async def list_sent(request: web.Request) -> web.Response:
    return web.json_response([e.model_dump() for e in request.app[outbox_key].sent])
