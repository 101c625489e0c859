"""Business hours: open or not, and the next opening, in the shop's zone across DST and holidays."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

from supportbot.core.hours import BusinessHours, is_open, next_opening, parse_holidays, parse_week

LONDON = ZoneInfo("Europe/London")
HOURS = BusinessHours(LONDON, parse_week("mon-fri 09:00-17:30, sat 10:00-14:00"),
                      parse_holidays("2026-12-25, 2026-12-28"))


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


@pytest.mark.clock
@pytest.mark.parametrize(("now", "open_", "next_"), [
    ("2026-12-07T09:00", True, "2026-12-07T09:00"),           # Monday, opening minute (GMT = UTC)
    ("2026-12-07T08:59", False, "2026-12-07T09:00"),
    ("2026-12-07T17:30", False, "2026-12-08T09:00"),          # closing time is closed
    ("2026-12-12T13:59", True, "2026-12-12T13:59"),           # Saturday's short day
    ("2026-12-12T14:00", False, "2026-12-14T09:00"),          # Sunday closed: Monday
    ("2026-12-24T18:00", False, "2026-12-26T10:00"),          # Christmas a holiday: Boxing Day, a Saturday
    ("2026-12-26T15:00", False, "2026-12-29T09:00"),          # Monday 28th a holiday too
    ("2026-07-06T08:30", True, "2026-07-06T08:30"),           # summer: 08:30 UTC is 09:30 BST
    ("2026-07-06T07:30", False, "2026-07-06T08:00"),          # and 09:00 BST is 08:00 UTC
    ("2026-03-28T15:00", False, "2026-03-30T08:00"),          # across the spring change
])
def test_open_and_next_opening(now: str, open_: bool, next_: str) -> None:
    assert is_open(HOURS, utc(now)) is open_
    assert next_opening(HOURS, utc(now)) == utc(next_)


def test_no_hours_is_always_open() -> None:
    always = BusinessHours(LONDON)
    assert is_open(always, utc("2026-12-25T03:00")) and next_opening(always, utc("2026-12-25T03:00"))


@pytest.mark.clock
def test_every_day_a_holiday_has_no_next_opening() -> None:
    closed = BusinessHours(LONDON, parse_week("mon 09:00-10:00"),
                           frozenset(date(2026, 12, 7) + timedelta(weeks=w) for w in range(60)))
    assert next_opening(closed, utc("2026-12-06T12:00")) is None


def test_spans_wrap_the_week_and_midnight_closes_at_the_end_of_the_day() -> None:
    week = parse_week("fri-mon 20:00-24:00")
    assert sorted(week) == [0, 4, 5, 6] and week[4] == ((time(20), time.max),)


@pytest.mark.parametrize("bad", ["mon 9-17", "funday 09:00-10:00", "mon 17:00-09:00", "mon 25:00-26:00"])
def test_unreadable_hours_are_refused_by_name(bad: str) -> None:
    with pytest.raises(ValueError, match="business hours"):
        parse_week(bad)


def test_unreadable_holidays_are_refused() -> None:
    with pytest.raises(ValueError, match="business holidays"):
        parse_holidays("2026-13-01")
