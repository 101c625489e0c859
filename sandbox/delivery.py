"""Posts the sandbox makes to our web app (webhooks, Slack requests) over one shared session."""

from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass

import aiohttp
from aiohttp import web

http_session_key = web.AppKey("sandbox_http_session", aiohttp.ClientSession)

# Meta and Slack both give up on a slow receiver; 30 s is generous for a local web app.
DELIVERY_TIMEOUT = aiohttp.ClientTimeout(total=30)


@dataclass(frozen=True)
class Delivery:
    """What our web app answered."""

    status: int
    body: str


async def http_session_ctx(app: web.Application) -> AsyncIterator[None]:
    """Own the shared client session for the app's lifetime (cleanup_ctx)."""
    async with aiohttp.ClientSession(timeout=DELIVERY_TIMEOUT) as session:
        app[http_session_key] = session
        yield


async def deliver(
    app: web.Application, url: str, body: bytes, headers: Mapping[str, str]
) -> Delivery:
    """POST the exact signed bytes, so the receiver verifies what was signed."""
    async with app[http_session_key].post(url, data=body, headers=dict(headers)) as response:
        return Delivery(status=response.status, body=await response.text())


def undeliverable(target: str, error: Exception | None = None) -> web.Response:
    """The control endpoint's answer when our web app cannot be reached or is not configured."""
    reason = f"{target} is not configured" if error is None else f"{target}: {error!r}"
    status = 409 if error is None else 502
    return web.json_response({"error": reason}, status=status)
