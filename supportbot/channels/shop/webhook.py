"""The shop system's events to us (POST /webhooks/shop): the warehouse marked an order shipped.

Signed like the payment provider's (`Shop-Signature`, SHOP_WEBHOOK_SECRET) and read as every partner
event is (supportbot/channels/partner_events.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from supportbot.channels.partner_events import Name, read_envelope, read_object, verify_signature

__all__ = ["OrderShipped", "read_shipped", "verify_signature"]


class _Shipment(BaseModel):
    order_id: Name
    carrier: Name | None = None
    tracking: Name | None = None


@dataclass(frozen=True)
class OrderShipped:
    event_id: str
    order_id: str
    carrier: str | None
    tracking: str | None


def read_shipped(body: bytes) -> OrderShipped | None:
    """An `order.shipped` event, or None for anything else (acknowledged, not acted on); Malformed for
    a body the shop never sends."""
    envelope = read_envelope(body)
    if envelope.type != "order.shipped":
        return None
    shipment = read_object(envelope, _Shipment)
    return OrderShipped(envelope.id, shipment.order_id, shipment.carrier, shipment.tracking)
