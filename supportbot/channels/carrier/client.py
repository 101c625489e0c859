"""The carrier's tracking API over CARRIER_API_BASE: scan events and proof of delivery.

`GET /v1/tracking/{tracking_number}` -> {"events": [{"time", "status", "description", "location"}],
"proof_of_delivery": {"left_at", "photo_url"?, "lat"?, "lon"?} | null}. Any failure (outage, timeout,
a shape we do not know) is None: the bot answers from the order row and a person follows up.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import aiohttp

from supportbot.core.ports import ParcelEvent, ParcelTracking, ProofOfDelivery


def _text(value: Any, limit: int = 200) -> str | None:
    """The carrier's words as one short line, or None: it is data, whatever it says."""
    if not isinstance(value, str):
        return None
    line = " ".join("".join(c if c.isprintable() else " " for c in value).split())
    return line[:limit] or None


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _photo(value: Any) -> str | None:
    url = _text(value, 500)
    return url if url and url.startswith(("https://", "http://")) and " " not in url else None


def read_tracking(document: Any) -> ParcelTracking | None:
    if not isinstance(document, dict) or not isinstance(document.get("events", []), list):
        return None
    events = tuple(ParcelEvent(_text(e.get("time"), 40) or "", _text(e.get("status"), 40) or "",
                               _text(e.get("description")) or "", _text(e.get("location")) or "")
                   for e in document.get("events", []) if isinstance(e, dict))
    pod = document.get("proof_of_delivery")
    proof = (ProofOfDelivery(_text(pod.get("left_at")), _photo(pod.get("photo_url")), _number(pod.get("lat")),
                             _number(pod.get("lon"))) if isinstance(pod, dict) else None)
    return ParcelTracking(events[:20], proof)


class CarrierClient:
    def __init__(self, session: aiohttp.ClientSession, base_url: str, *, timeout: float = 3.0) -> None:
        self._session = session
        self._base = base_url.rstrip("/")
        self._timeout = aiohttp.ClientTimeout(total=timeout)

    async def tracking(self, tracking_number: str) -> ParcelTracking | None:
        url = f"{self._base}/v1/tracking/{quote(tracking_number, safe='')}"
        try:
            async with self._session.get(url, timeout=self._timeout) as resp:
                if resp.status != 200:
                    return None
                document = await resp.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError):
            return None
        return read_tracking(document)
