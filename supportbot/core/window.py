"""WhatsApp's 24 h customer-service window: free-form messages only within a day of the
customer's last message; after that, approved templates only. Pure."""

from __future__ import annotations

from datetime import datetime, timedelta

WINDOW = timedelta(hours=24)


def window_open(last_inbound_at: datetime | None, now: datetime) -> bool:
    return last_inbound_at is not None and now - last_inbound_at < WINDOW
