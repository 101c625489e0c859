"""Promises counted in business hours: a table of tickets, their targets and when they fall due."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from supportbot.core.hours import BusinessHours, after_open_time, is_open, parse_holidays, parse_week
from supportbot.core.promises import missed, parse_targets, raised, response_due

LONDON = ZoneInfo("Europe/London")
SHOP = BusinessHours(LONDON, parse_week("mon-fri 09:00-17:00, sat 10:00-12:00"), parse_holidays("2026-12-25"))
ALWAYS = BusinessHours(UTC)
TARGETS = parse_targets("urgent=5, high=30, normal=240")


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=LONDON)


@pytest.mark.parametrize(("hours", "priority", "asked", "due"), [
    (ALWAYS, "normal", at("2026-12-05 23:00"), at("2026-12-06 03:00")),     # no hours: every minute counts
    (SHOP, "high", at("2026-11-30 10:00"), at("2026-11-30 10:30")),        # Monday, open
    (SHOP, "normal", at("2026-11-30 15:00"), at("2026-12-01 11:00")),      # 2 h today, 2 h from Tuesday 09:00
    (SHOP, "normal", at("2026-12-04 16:00"), at("2026-12-07 10:00")),      # Friday: 1 h, Saturday 2 h, Monday 1 h
    (SHOP, "urgent", at("2026-12-24 16:58"), at("2026-12-26 10:03")),      # Christmas Day closed
    (SHOP, "high", at("2026-11-29 08:00"), at("2026-11-30 09:30")),        # Sunday: from Monday's opening
    (SHOP, "high", at("2026-03-28 11:50"), at("2026-03-30 09:20")),        # across the spring DST change
])
def test_when_a_first_response_is_due(hours, priority, asked, due) -> None:
    assert response_due(TARGETS, hours, priority, asked) == due


@pytest.mark.clock
def test_a_promise_is_missed_only_once_its_time_has_passed() -> None:
    asked = at("2026-11-30 10:00")
    assert not missed(TARGETS, SHOP, "high", asked, asked + timedelta(minutes=29, seconds=59))
    assert missed(TARGETS, SHOP, "high", asked, asked + timedelta(minutes=30))
    assert not missed({"urgent": timedelta(minutes=5)}, SHOP, "normal", asked, asked + timedelta(days=30))


def test_priorities_rise_one_step_and_targets_are_read_strictly() -> None:
    assert [raised(p) for p in ("normal", "high", "urgent")] == ["high", "urgent", "urgent"]
    assert parse_targets("") == {}
    for bad in ("urgent=five", "soon=5", "high=0", "high"):
        with pytest.raises(ValueError, match="cannot read"):
            parse_targets(bad)


def open_minutes_walked(hours: BusinessHours, start: datetime, minutes: int) -> datetime:
    """The slow way: step minute by minute, counting the open ones."""
    at, left = start, minutes
    while left:
        if is_open(hours, at):
            left -= 1
        at += timedelta(minutes=1)
    return at


@pytest.mark.clock
@settings(max_examples=100, deadline=None)
@given(start_minute=st.integers(0, 60 * 24 * 6), minutes=st.integers(1, 900))
@example(start_minute=60 * 24 * 3 + 12 * 60, minutes=150)  # Saturday noon: the next open time spans the change
def test_open_time_matches_walking_the_clock(start_minute: int, minutes: int) -> None:
    """Across the week of London's spring change (29 March 2026: a Sunday span across it, a holiday, a
    short Saturday, a span to midnight) the promise falls where counting open minutes one by one lands."""
    start = datetime(2026, 3, 25, tzinfo=UTC) + timedelta(minutes=start_minute)
    week = parse_week("mon-fri 09:00-17:00, sat 10:00-12:00, sun 00:30-03:30, sun 22:00-24:00")
    hours = BusinessHours(LONDON, week, parse_holidays("2026-03-27"))
    assert after_open_time(hours, start, timedelta(minutes=minutes)) == open_minutes_walked(hours, start, minutes)
