"""What staff read when a response-time promise is missed: in the ticket's thread, and in the
channel for the on-call group (supportbot/worker/promises.py)."""

from __future__ import annotations

from datetime import datetime, timedelta

from supportbot.words.cards import group_mention


def _minutes(span: timedelta) -> str:
    minutes = int(span.total_seconds() // 60)
    return f"{minutes // 60} h {minutes % 60:02d} min" if minutes >= 60 else f"{minutes} min"


def missed_in_thread(promised: str, raised_to: str, target: timedelta, asked_at: datetime, now: datetime) -> str:
    return (f"First-response promise missed: no person has answered this {promised} ticket within "
            f"{_minutes(target)} of business hours (asked {asked_at:%Y-%m-%d %H:%M} UTC, "
            f"{_minutes(now - asked_at)} ago). Priority raised to {raised_to}.")


def missed_for_oncall(group: str, handoff_id: int, promised: str, raised_to: str, target: timedelta) -> str:
    return (f"{group_mention(group)}Ticket #{handoff_id} missed its first-response promise "
            f"({promised}, {_minutes(target)}): raised to {raised_to}. It is waiting in its thread.")
