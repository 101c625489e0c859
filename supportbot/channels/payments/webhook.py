"""Events to us: Stripe's signed webhooks (POST /webhooks/payments).

Stripe signs `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">` (docs.stripe.com/webhooks);
the signature is checked with the `stripe` library's own helper, and the five minutes' tolerance on
the application's clock (supportbot/core/clock.py), not the machine's, which the helper would read.
Of the refund events, a refund that ends `failed` or `canceled` after it was paid is what we act on
(`refund.failed`, and `refund.updated` / `charge.refund.updated` carrying that status); Stripe
delivers at least once and in any order, so the reading is a value the store records once per action.
Bodies are read as every partner event is (supportbot/channels/partner_events.py): strictly, a
malformed one is `Malformed` (400) before any of its numbers is used.
"""

from __future__ import annotations

from dataclasses import dataclass

import stripe
from pydantic import BaseModel

from supportbot.channels.partner_events import (
    MAX_TIMESTAMP_DIGITS,
    TOLERANCE_S,
    Malformed,
    Name,
    read_envelope,
    read_object,
    verify_signature,
)

__all__ = ["Malformed", "RefundFailedEvent", "read_event", "verify_stripe_signature"]

REFUND_EVENTS = frozenset({"refund.failed", "refund.updated", "charge.refund.updated"})
UNDONE = frozenset({"failed", "canceled"})


def verify_stripe_signature(secret: str, header: str | None, body: bytes, now_s: float) -> bool:
    """Stripe's signature over the raw body, signed within TOLERANCE_S of our clock either way."""
    if not header or not secret or not header.isascii():
        return False  # the library's compare_digest raises on non-ASCII: no partner signs with it
    stamp = dict(p.split("=", 1) for p in header.split(",") if "=" in p).get("t", "")
    if not (stamp.isascii() and stamp.isdigit() and len(stamp) <= MAX_TIMESTAMP_DIGITS):
        return False  # no arithmetic on a number nobody could have signed
    try:
        payload = body.decode("utf-8")
    except UnicodeDecodeError:
        # Not Stripe's JSON, but maybe signed: the same scheme over the raw bytes says whether it is
        # a malformed event (400) or a stranger's (401).
        return verify_signature(secret, header, body, now_s)
    try:
        # tolerance=None: the helper checks the signature only; the time is ours to check.
        stripe.WebhookSignature.verify_header(payload, header, secret, tolerance=None)
    except (stripe.SignatureVerificationError, ValueError):
        return False
    return abs(now_s - int(stamp)) <= TOLERANCE_S


class _Refund(BaseModel):
    id: Name
    status: Name | None = None
    metadata: dict[str, str] = {}
    failure_reason: str | None = None


@dataclass(frozen=True)
class RefundFailedEvent:
    """A refund Stripe paid and then could not (the card closed, the bank returned it)."""

    event_id: str
    refund_id: str  # Stripe's id (our refunds.provider_ref)
    idempotency_key: str | None  # ours, from the refund's metadata
    failure_reason: str | None


def read_event(body: bytes) -> RefundFailedEvent | None:
    """A failed refund, None for an event we do not act on (acknowledged all the same), or
    Malformed for a body that is not an event at all."""
    envelope = read_envelope(body)
    if envelope.type not in REFUND_EVENTS:
        return None
    refund = read_object(envelope, _Refund)
    if refund.status not in UNDONE:
        return None  # pending or succeeded, or a late copy from before the failure: nothing to undo
    return RefundFailedEvent(envelope.id, refund.id, refund.metadata.get("idempotency_key"), refund.failure_reason)
