"""The warehouse's events to us (POST /webhooks/warehouse): a return arrived.

Signed like the payment provider's (`Warehouse-Signature`, WAREHOUSE_WEBHOOK_SECRET) and read as every
partner event is (supportbot/channels/partner_events.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from supportbot.channels.partner_events import Name, read_envelope, read_object, verify_signature

__all__ = ["ReturnReceived", "read_event", "verify_signature"]


class _Return(BaseModel):
    id: Name


@dataclass(frozen=True)
class ReturnReceived:
    event_id: str
    return_id: str  # the warehouse's id, our returns.label_id


def read_event(body: bytes) -> ReturnReceived | None:
    """A return received, or None for an event we do not act on (acknowledged all the same);
    Malformed for a body the warehouse never sends."""
    envelope = read_envelope(body)
    if envelope.type != "return.received":
        return None
    return ReturnReceived(envelope.id, read_object(envelope, _Return).id)
