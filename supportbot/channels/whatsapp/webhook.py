"""The WhatsApp webhook: verify, parse, hand the batch on, answer. Nothing else on this path.

Meta retries anything but a 2xx for up to 7 days, so a 200 is given only after the batch is
durably stored (invariant 4). Bad input gets a clear status and a log line; it never raises.
"""

from __future__ import annotations

import hmac
import json
import logging
import math
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass, replace

from aiohttp import web
from pydantic import ValidationError

from supportbot.channels.whatsapp.payloads import has_envelope, is_unusual, parse_webhook, pruned
from supportbot.channels.whatsapp.signature import verify_signature
from supportbot.core.types import InboundBatch

log = logging.getLogger(__name__)

Accept = Callable[[InboundBatch], Awaitable[None]]
"""Stores a batch (and wakes the workers); returns only once it is committed."""


@dataclass(frozen=True)
class WhatsAppWebhook:
    app_secret: str
    verify_token: str
    served_numbers: Collection[str]
    accept: Accept

    def routes(self) -> list[web.RouteDef]:
        return [
            web.get("/webhooks/whatsapp", self.handshake),
            web.post("/webhooks/whatsapp", self.receive),
        ]

    async def handshake(self, request: web.Request) -> web.Response:
        query = request.query
        # An empty token would let anyone subscribe with an empty one.
        if (query.get("hub.mode") == "subscribe" and self.verify_token
                and hmac.compare_digest(query.get("hub.verify_token", "").encode(), self.verify_token.encode())):
            return web.Response(text=query.get("hub.challenge", ""), content_type="text/plain")
        return web.Response(status=403, text="verification failed")

    async def receive(self, request: web.Request) -> web.Response:
        raw = await request.read()
        if not verify_signature(self.app_secret, raw, request.headers.get("X-Hub-Signature-256")):
            log.warning("whatsapp webhook: bad or missing signature (%d bytes)", len(raw))
            return web.Response(status=401, text="invalid signature")
        try:
            try:
                batch = parse_webhook(_json(raw), self.served_numbers, careful=is_unusual(raw))
            except RecursionError:
                # One message nested past what json (or anything after it) can read must not cost
                # the others: read the body again with its deepest values cut. Meta's envelope
                # around nothing readable is still a 200 (a 400 is retried for days); a body
                # without that envelope is a 400.
                document = _json(pruned(raw))
                batch = parse_webhook(document, self.served_numbers, careful=True)
                if not has_envelope(document):
                    raise
        except (ValueError, ValidationError, RecursionError) as exc:
            reason = _reason(exc)
            log.warning("whatsapp webhook: malformed body: %s", reason)
            return web.Response(status=400, text=f"malformed body: {reason}")
        if b"\\u0000" in raw:
            batch = replace(batch, has_nul=True)
        for problem in batch.problems:
            log.warning("whatsapp webhook: %s", problem)
        if batch.messages or batch.statuses:
            await self.accept(batch)
        return web.Response(text="ok")


def _json(raw: bytes) -> object:
    # json.loads(raw, ...) as it reads bytes (its encoding detection, lone surrogates kept for the
    # parser to judge), with one decoder for the process: json.loads builds a new one per call
    # when given hooks, about a quarter of the parse on the webhook's hot path.
    return _DECODER.decode(raw.decode(json.detect_encoding(raw), "surrogatepass"))


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not JSON")  # Python's json accepts NaN and Infinity; jsonb does not


def _finite(text: str) -> float:
    number = float(text)
    if math.isinf(number):  # 1e400: stored it would come back as Infinity, which jsonb refuses
        raise ValueError(f"number out of range: {text[:20]}")
    return number


_DECODER = json.JSONDecoder(parse_constant=_no_constant, parse_float=_finite)


def _reason(exc: Exception) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc']) or 'body'}: {first['msg']}"
    return str(exc).split("\n")[0][:200]
