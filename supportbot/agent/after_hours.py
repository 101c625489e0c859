"""Outside business hours a handoff says honestly when a person will answer. Pure.

The promise is the shop's next opening by its hours, holidays and time zone
(supportbot/core/hours.py), read at the turn's "now" (the application's clock). An urgent
handoff (self-harm) says no such thing: it has the caring reply, and on-call staff are paged
whatever the hour (supportbot/worker/staff.py).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from supportbot.core.hours import BusinessHours, is_open, next_opening
from supportbot.core.turn import Handoff, TurnResult
from supportbot.words import replies


def people_answer_now(hours: BusinessHours | None, now: datetime) -> bool:
    return hours is None or is_open(hours, now)


def with_opening_hours(result: TurnResult, now: datetime, lang: str, hours: BusinessHours | None) -> TurnResult:
    """The handoff with when a person will answer added, outside hours; anything else as it is."""
    if not isinstance(result, Handoff) or result.priority == "urgent" or hours is None or is_open(hours, now):
        return result
    return replace(result, messages=(*result.messages, replies.after_hours(next_opening(hours, now), lang)))
