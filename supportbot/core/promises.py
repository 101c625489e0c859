"""Response-time promises: how soon a person first answers a ticket of each priority. Pure.

The target is counted in the shop's business hours (supportbot/core/hours.py), so a ticket asked
on Friday evening is not late on Saturday when nobody works then; a shop with no hours counts
every minute. A missed promise is told once and raises the ticket one step.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from supportbot.core.hours import BusinessHours, after_open_time

PRIORITIES = ("normal", "high", "urgent")  # lowest first


def parse_targets(text: str) -> dict[str, timedelta]:
    """"urgent=5,high=30,normal=240" (minutes) per priority; a priority left out has no promise.
    Raises ValueError naming the part it cannot read."""
    targets: dict[str, timedelta] = {}
    for part in filter(None, (p.strip().lower() for p in text.split(","))):
        priority, _, minutes = part.partition("=")
        if priority.strip() not in PRIORITIES or not minutes.strip().isdigit() or int(minutes) <= 0:
            raise ValueError(f"first response minutes: cannot read {part!r} (like 'urgent=5,high=30,normal=240')")
        targets[priority.strip()] = timedelta(minutes=int(minutes))
    return targets


def raised(priority: str) -> str:
    """One step up; urgent stays urgent."""
    return PRIORITIES[min(PRIORITIES.index(priority) + 1, len(PRIORITIES) - 1)]


def response_due(targets: dict[str, timedelta], hours: BusinessHours, priority: str,
                 asked_at: datetime) -> datetime | None:
    """When a first response to a ticket of `priority` asked at `asked_at` is due; None: no promise."""
    target = targets.get(priority)
    return None if target is None else after_open_time(hours, asked_at, target)


def missed(targets: dict[str, timedelta], hours: BusinessHours, priority: str, asked_at: datetime,
           now: datetime) -> bool:
    due = response_due(targets, hours, priority, asked_at)
    return due is not None and due <= now
