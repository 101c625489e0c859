"""What a handoff adds outside business hours, by kind of result and language (pure)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from supportbot.agent.after_hours import with_opening_hours
from supportbot.core.hours import BusinessHours, parse_week
from supportbot.core.turn import Handoff, Reply
from supportbot.core.types import OutboundText

LONDON = ZoneInfo("Europe/London")
HOURS = BusinessHours(LONDON, parse_week("mon-fri 09:00-17:00"))
FRIDAY_NIGHT = datetime(2026, 12, 4, 20, 0, tzinfo=UTC)
PASSING = (OutboundText("passing you on"),)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Our team is away right now: a person will answer from Mon, December 7 09:00 (Europe/London time)."),
    ("es", "(hora de Europe/London)"),
])
def test_a_handoff_outside_hours_says_when_a_person_answers(lang: str, expected: str) -> None:
    result = with_opening_hours(Handoff("asked", PASSING), FRIDAY_NIGHT, lang, HOURS)
    assert isinstance(result, Handoff) and result.messages[0] == PASSING[0]
    assert expected in result.messages[1].text


@pytest.mark.parametrize("result", [
    Handoff("self-harm signal", PASSING, "urgent"),   # care and on call, never "wait for Monday"
    Reply(PASSING),                                   # not a handoff
])
def test_urgent_handoffs_and_other_results_are_left_alone(result) -> None:
    assert with_opening_hours(result, FRIDAY_NIGHT, "en", HOURS) is result


def test_in_hours_or_without_hours_nothing_is_added() -> None:
    handoff = Handoff("asked", PASSING)
    assert with_opening_hours(handoff, datetime(2026, 12, 4, 10, 0, tzinfo=UTC), "en", HOURS) is handoff
    assert with_opening_hours(handoff, FRIDAY_NIGHT, "en", None) is handoff


@pytest.mark.clock
def test_no_opening_within_a_year_is_said_without_a_date() -> None:
    mondays = frozenset(date(2026, 12, 7) + timedelta(weeks=w) for w in range(60))  # every Monday a holiday
    shut = BusinessHours(LONDON, parse_week("mon 09:00-10:00"), mondays)
    result = with_opening_hours(Handoff("asked", PASSING), FRIDAY_NIGHT, "en", shut)
    assert result.messages[1].text.startswith("Our team is away right now and will answer when they are back")
