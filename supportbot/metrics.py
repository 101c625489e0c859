"""Prometheus metrics. prometheus-client keeps one registry per process by design."""

from __future__ import annotations

from prometheus_client import Counter

inbound_messages = Counter(
    "supportbot_inbound_messages_total", "WhatsApp messages received, by kind", ["kind"]
)
delivery_statuses = Counter(
    "supportbot_delivery_statuses_total", "WhatsApp delivery statuses received", ["status"]
)
enqueue_failures = Counter(
    "supportbot_enqueue_failures_total", "Stored messages whose enqueue failed (the sweeper retries)"
)
