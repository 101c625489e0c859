"""Shopify's webhooks to us (POST /webhooks/shopify): verified, then read as signals about one order.

Shopify signs the raw body: `X-Shopify-Hmac-Sha256` is the base64 HMAC-SHA256 of it under the app's
client secret; `X-Shopify-Topic` names the event and `X-Shopify-Webhook-Id` is the same on every
retry of one delivery. Shopify retries, duplicates and reorders deliveries, so an event is never
applied as state: it names the order that changed, and what we do with it only ever moves forward
(a placed order becomes shipped, never back), so a duplicate or a late arrival changes nothing.
Payloads are Shopify's REST shapes (an order has `name`, a fulfillment `name` "#1001.1" and
`order_id`, a refund `order_id`); any other field is ignored, a missing one is malformed.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Any

TOPICS = frozenset({"orders/updated", "orders/cancelled", "fulfillments/create", "fulfillments/update",
                    "refunds/create"})
# A fulfillment Shopify no longer stands behind: it does not make an order shipped.
_DEAD_FULFILLMENT = {"cancelled", "error", "failure"}


@dataclass(frozen=True)
class ShopifyEvent:
    webhook_id: str
    topic: str
    order_gid: str | None  # gid://shopify/Order/N when the payload names it
    order_name: str | None  # the name without "#", the bot's order id
    shipped: bool = False  # a live fulfillment: the order has left the warehouse
    carrier: str | None = None
    tracking: str | None = None


class Malformed(ValueError):
    """A signed body that is not the topic's payload: answered 400, nothing applied."""


def verify_hmac(secret: str, body: bytes, header: str | None) -> bool:
    if not header or not secret:
        return False
    expected = base64.b64encode(hmac.new(secret.encode(), body, hashlib.sha256).digest()).decode()
    return hmac.compare_digest(expected, header.strip())


def sign(secret: str, body: bytes) -> str:
    """What Shopify puts in X-Shopify-Hmac-Sha256 (the sandbox and the tests sign with it)."""
    return base64.b64encode(hmac.new(secret.encode(), body, hashlib.sha256).digest()).decode()


def read_event(topic: str | None, webhook_id: str | None, body: bytes) -> ShopifyEvent | None:
    """The event, None for a topic we do not subscribe to (acknowledged, not acted on), or Malformed."""
    if not webhook_id or not webhook_id.strip():
        raise Malformed("X-Shopify-Webhook-Id is missing")
    if topic not in TOPICS:
        return None
    try:
        payload: Any = json.loads(body)
    except (ValueError, UnicodeDecodeError) as exc:
        raise Malformed("the body is not JSON") from exc
    if not isinstance(payload, dict):
        raise Malformed("the body is not a JSON object")
    if topic.startswith("orders/"):
        return ShopifyEvent(webhook_id, topic, _gid("Order", payload.get("id")), _name(payload.get("name"), topic))
    order_gid = _gid("Order", payload.get("order_id"))
    if order_gid is None:
        raise Malformed(f"{topic} without a numeric order_id")
    if topic == "refunds/create":
        return ShopifyEvent(webhook_id, topic, order_gid, None)
    name = _name(payload.get("name"), topic)
    status = payload.get("status")
    if not isinstance(status, str):
        raise Malformed(f"{topic} without a status")
    numbers = payload.get("tracking_numbers") or [payload.get("tracking_number")]
    return ShopifyEvent(webhook_id, topic, order_gid, name.rsplit(".", 1)[0] if name else None,
                        shipped=status not in _DEAD_FULFILLMENT, carrier=_text(payload.get("tracking_company")),
                        tracking=_text(numbers[0] if isinstance(numbers, list) and numbers else None))


def _gid(kind: str, value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        return None
    return f"gid://shopify/{kind}/{value}"


def _name(value: Any, topic: str) -> str:
    if not isinstance(value, str) or not value.strip("# "):
        raise Malformed(f"{topic} without a name")
    return value.strip().lstrip("#")


def _text(value: Any) -> str | None:
    return value[:100] if isinstance(value, str) and value else None
