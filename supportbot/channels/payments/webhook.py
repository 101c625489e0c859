"""The payment provider's events to us (POST /webhooks/payments): a refund the bank pulled back.

Signed and read as every partner event is (supportbot/channels/partner_events.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from supportbot.channels.partner_events import Name, read_envelope, read_object, verify_signature

__all__ = ["RefundReversed", "read_event", "verify_signature"]


class _Refund(BaseModel):
    id: Name
    idempotency_key: Name | None = None


@dataclass(frozen=True)
class RefundReversed:
    event_id: str
    refund_id: str  # the provider's id (our refunds.provider_ref)
    idempotency_key: str | None


def read_event(body: bytes) -> RefundReversed | None:
    """A refund reversal, or None for an event we do not act on (acknowledged all the same);
    Malformed for a body the provider never sends."""
    envelope = read_envelope(body)
    if envelope.type != "refund.reversed":
        return None
    refund = read_object(envelope, _Refund)
    return RefundReversed(envelope.id, refund.id, refund.idempotency_key)
