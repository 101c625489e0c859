"""The warehouse's events to us (POST /webhooks/warehouse): signature checked, then read.

Signed like the payment provider's: `Warehouse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
"t.body">` with WAREHOUSE_WEBHOOK_SECRET; older than five minutes by the signed time is refused.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from supportbot.channels.payments.webhook import verify_signature

__all__ = ["ReturnReceived", "read_event", "verify_signature"]


@dataclass(frozen=True)
class ReturnReceived:
    event_id: str
    return_id: str  # the warehouse's id, our returns.label_id


def read_event(body: bytes) -> ReturnReceived | None:
    """A return received, or None for an event we do not act on (acknowledged all the same)."""
    try:
        event: Any = json.loads(body)
    except ValueError:
        return None
    if not isinstance(event, dict) or event.get("type") != "return.received":
        return None
    obj = (event.get("data") or {}).get("object") or {}
    if not isinstance(obj, dict) or not obj.get("id"):
        return None
    return ReturnReceived(str(event.get("id", "")), str(obj["id"]))
