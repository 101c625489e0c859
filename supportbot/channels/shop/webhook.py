"""The shop system's events to us (POST /webhooks/shop): the warehouse marked an order shipped.

Signed like the payment provider's (`Shop-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
"t.body">`, five minutes' tolerance), checked with supportbot/channels/payments/webhook.verify_signature.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class OrderShipped:
    event_id: str
    order_id: str
    carrier: str | None
    tracking: str | None


def read_shipped(body: bytes) -> OrderShipped | None:
    """An `order.shipped` event, or None for anything else (acknowledged, not acted on)."""
    try:
        event: Any = json.loads(body)
        if event.get("type") != "order.shipped":
            return None
        order = event["data"]["object"]
        return OrderShipped(str(event["id"]), str(order["order_id"]), order.get("carrier"), order.get("tracking"))
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
