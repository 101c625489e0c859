"""How often a one-time code may be emailed: per conversation, per account, with a cooldown."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.core.codes import CODES_PER_HOUR, COOLDOWN, CodeSent, wait_before_code
from tests.clock import TEST_NOW

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

NOW = TEST_NOW
MIN = timedelta(minutes=1)


def sent(minutes_ago: float, conversation: int = 1, customer: str = "C-1") -> CodeSent:
    return CodeSent(conversation, customer, NOW - timedelta(minutes=minutes_ago))


def test_the_first_code_goes_at_once():
    assert wait_before_code([], 1, "C-1", NOW) is None


def test_a_second_code_waits_for_the_cooldown():
    assert COOLDOWN == MIN
    assert wait_before_code([sent(0.25)], 1, "C-1", NOW) == timedelta(seconds=45)
    assert wait_before_code([sent(1)], 1, "C-1", NOW) is None
    # The cooldown is the account's too: a second conversation naming it waits as well.
    assert wait_before_code([sent(0.5, conversation=2)], 1, "C-1", NOW) == timedelta(seconds=30)


def test_three_an_hour_per_conversation_whatever_account_it_names():
    assert CODES_PER_HOUR == 3
    recent = [sent(50, customer="C-1"), sent(30, customer="C-2"), sent(10, customer="C-3")]
    assert wait_before_code(recent, 1, "C-4", NOW) == 10 * MIN  # the oldest leaves the hour in 10 min
    assert wait_before_code(recent, 2, "C-4", NOW) is None  # another conversation, another account


def test_three_an_hour_per_account_across_conversations():
    recent = [sent(55, conversation=1), sent(40, conversation=2), sent(5, conversation=3)]
    assert wait_before_code(recent, 4, "C-1", NOW) == 5 * MIN
    assert wait_before_code(recent, 4, "C-2", NOW) is None


def test_codes_older_than_an_hour_do_not_count():
    assert wait_before_code([sent(61), sent(70), sent(90)], 1, "C-1", NOW) is None
