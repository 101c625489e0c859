"""The shop's business hours: when people answer, and the next time they will. Pure.

Hours are read in the shop's time zone, so a day's opening follows its daylight-saving change;
"now" is always the application's clock (supportbot/core/clock.py), passed in. A shop with no
hours set is always open: the bot then promises nothing it did not promise before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta, tzinfo

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_SPAN = re.compile(r"^(?P<days>[a-z]{3}(?:-[a-z]{3})?)\s+(?P<open>\d{1,2}:\d{2})-(?P<close>\d{1,2}:\d{2})$")
LOOKAHEAD_DAYS = 366
"""How far ahead the next opening is looked for: a year of holidays is the most a shop can set."""


@dataclass(frozen=True)
class BusinessHours:
    """Opening times per weekday (0 Monday) in `zone`, and whole days closed."""

    zone: tzinfo
    week: dict[int, tuple[tuple[time, time], ...]] = field(default_factory=dict)
    holidays: frozenset[date] = frozenset()

    @property
    def always_open(self) -> bool:
        return not self.week


def parse_week(text: str) -> dict[int, tuple[tuple[time, time], ...]]:
    """"mon-fri 09:00-17:30, sat 10:00-14:00" as opening spans per weekday; "" is no hours set.
    Raises ValueError naming the part it cannot read."""
    week: dict[int, list[tuple[time, time]]] = {}
    for part in filter(None, (p.strip().lower() for p in text.split(","))):
        found = _SPAN.match(part)
        if found is None:
            raise ValueError(f"business hours: cannot read {part!r} (like 'mon-fri 09:00-17:30')")
        first, _, last = found["days"].partition("-")
        if first not in DAYS or (last or first) not in DAYS:
            raise ValueError(f"business hours: unknown day in {part!r}")
        opens, closes = _time(found["open"], part), _time(found["close"], part)
        if closes <= opens:
            raise ValueError(f"business hours: {part!r} closes before it opens")
        start, end = DAYS.index(first), DAYS.index(last or first)
        for day in range(start, (end if end >= start else end + 7) + 1):
            week.setdefault(day % 7, []).append((opens, closes))
    return {day: tuple(sorted(spans)) for day, spans in week.items()}


def _time(text: str, part: str) -> time:
    hours, minutes = (int(n) for n in text.split(":"))
    if hours == 24 and minutes == 0:
        return time.max  # "24:00": open to the end of the day
    if hours > 23 or minutes > 59:
        raise ValueError(f"business hours: no such time in {part!r}")
    return time(hours, minutes)


def parse_holidays(text: str) -> frozenset[date]:
    """"2026-12-25, 2026-12-26" as dates; raises ValueError on one it cannot read."""
    try:
        return frozenset(date.fromisoformat(d.strip()) for d in text.split(",") if d.strip())
    except ValueError as exc:
        raise ValueError(f"business holidays: {exc} (dates like 2026-12-25)") from None


def is_open(hours: BusinessHours, now: datetime) -> bool:
    if hours.always_open:
        return True
    local = now.astimezone(hours.zone)
    if local.date() in hours.holidays:
        return False
    return any(opens <= local.time() < closes for opens, closes in hours.week.get(local.weekday(), ()))


def next_opening(hours: BusinessHours, now: datetime) -> datetime | None:
    """When people next answer, in the shop's zone: `now` itself when open; None when no opening
    falls within a year (every open day a holiday)."""
    if is_open(hours, now):
        return now
    local = now.astimezone(hours.zone)
    for ahead in range(LOOKAHEAD_DAYS + 1):
        day = local.date() + timedelta(days=ahead)
        if day in hours.holidays:
            continue
        for opens, _ in hours.week.get(day.weekday(), ()):
            # Wall-clock time in the zone, then to an aware instant: a DST day keeps 09:00 at 09:00.
            at = datetime.combine(day, opens, hours.zone)
            if at > local:
                return at
    return None


def after_open_time(hours: BusinessHours, start: datetime, span: timedelta) -> datetime | None:
    """When `span` of open time has passed since `start`: a promise counted in business hours.
    Always open: plain `start + span`. None when the hours run out within a year."""
    if hours.always_open:
        return start + span
    left = span
    local = start.astimezone(hours.zone)
    for ahead in range(LOOKAHEAD_DAYS + 1):
        day = local.date() + timedelta(days=ahead)
        if day in hours.holidays:
            continue
        for opens, closes in hours.week.get(day.weekday(), ()):
            # Differences in UTC: two instants in one zone would otherwise subtract as wall-clock times
            # and a daylight-saving night would count an hour too many or too few.
            begin = max(datetime.combine(day, opens, hours.zone), local).astimezone(UTC)
            end = (datetime.combine(day + timedelta(days=1), time(), hours.zone) if closes == time.max
                   else datetime.combine(day, closes, hours.zone)).astimezone(UTC)
            if end <= begin:
                continue
            if end - begin >= left:
                return begin + left
            left -= end - begin
    return None
