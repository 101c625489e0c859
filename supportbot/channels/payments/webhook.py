"""Events to us: Stripe's signed webhooks (POST /webhooks/payments), and the generic check others sign with.

Stripe signs `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">` (docs.stripe.com/webhooks);
the signature is checked with the `stripe` library's own helper, and the five minutes' tolerance on
the application's clock (supportbot/core/clock.py), not the machine's, which the helper would read.
Of the refund events, a refund that ends `failed` or `canceled` after it was paid is what we act on
(`refund.failed`, and `refund.updated` / `charge.refund.updated` carrying that status); Stripe
delivers at least once and in any order, so the reading is a value the store records once per action.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass

import stripe
from pydantic import BaseModel, ConfigDict, ValidationError

TOLERANCE_S = 300
REFUND_EVENTS = frozenset({"refund.failed", "refund.updated", "charge.refund.updated"})
UNDONE = frozenset({"failed", "canceled"})


def verify_signature(secret: str, header: str | None, body: bytes, now_s: float) -> bool:
    """The `t=,v1=` scheme our other senders (shop, warehouse stand-ins) sign with."""
    if not header or not secret:
        return False
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    timestamp, signature = parts.get("t", ""), parts.get("v1", "")
    if not timestamp.isdigit() or abs(now_s - int(timestamp)) > TOLERANCE_S:
        return False
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


def verify_stripe_signature(secret: str, header: str | None, body: bytes, now_s: float) -> bool:
    """Stripe's signature over the raw body, signed within TOLERANCE_S of our clock either way."""
    if not header or not secret:
        return False
    try:
        payload = body.decode("utf-8")
        # tolerance=None: the helper checks the signature only; the time is ours to check.
        stripe.WebhookSignature.verify_header(payload, header, secret, tolerance=None)
        timestamp = int(dict(p.split("=", 1) for p in header.split(",") if "=" in p)["t"])
    except (stripe.SignatureVerificationError, UnicodeDecodeError, KeyError, ValueError):
        return False
    return abs(now_s - timestamp) <= TOLERANCE_S


class MalformedEvent(ValueError):
    """A signed body that is not a Stripe event we can read: answered 400, nothing recorded."""


class _Refund(BaseModel):
    model_config = ConfigDict(extra="allow")
    id: str
    status: str | None = None
    metadata: dict[str, str] = {}
    failure_reason: str | None = None


class _Data(BaseModel):
    model_config = ConfigDict(extra="allow")
    object: dict


class _Event(BaseModel):
    model_config = ConfigDict(extra="allow")
    id: str
    type: str
    data: _Data


@dataclass(frozen=True)
class RefundFailedEvent:
    """A refund Stripe paid and then could not (the card closed, the bank returned it)."""

    event_id: str
    refund_id: str  # Stripe's id (our refunds.provider_ref)
    idempotency_key: str | None  # ours, from the refund's metadata
    failure_reason: str | None


def read_event(body: bytes) -> RefundFailedEvent | None:
    """A failed refund, None for an event we do not act on (acknowledged all the same), or
    MalformedEvent for a body that is not an event at all."""
    try:
        event = _Event.model_validate(json.loads(body))
        if event.type not in REFUND_EVENTS:
            return None
        refund = _Refund.model_validate(event.data.object)
    except (ValueError, ValidationError) as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise MalformedEvent(str(exc)[:300]) from None
    if refund.status not in UNDONE:
        return None  # pending or succeeded, or a late copy from before the failure: nothing to undo
    return RefundFailedEvent(event.id, refund.id, refund.metadata.get("idempotency_key"), refund.failure_reason)
