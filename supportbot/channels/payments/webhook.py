"""The payment provider's events to us (POST /webhooks/payments): signature checked, then read.

Signed Stripe-style: `Payments-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
An event older than five minutes by the signed timestamp is refused (a replayed capture).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Any

TOLERANCE_S = 300


def verify_signature(secret: str, header: str | None, body: bytes, now_s: float) -> bool:
    if not header or not secret:
        return False
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    timestamp, signature = parts.get("t", ""), parts.get("v1", "")
    if not timestamp.isdigit() or abs(now_s - int(timestamp)) > TOLERANCE_S:
        return False
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@dataclass(frozen=True)
class RefundReversed:
    event_id: str
    refund_id: str  # the provider's id (our refunds.provider_ref)
    idempotency_key: str | None


def read_event(body: bytes) -> RefundReversed | None:
    """A refund reversal, or None for an event we do not act on (acknowledged all the same)."""
    event: Any = json.loads(body)
    if not isinstance(event, dict) or event.get("type") != "refund.reversed":
        return None
    refund = (event.get("data") or {}).get("object") or {}
    if not isinstance(refund, dict) or not refund.get("id"):
        return None
    return RefundReversed(str(event["id"]), str(refund["id"]), refund.get("idempotency_key"))
