"""When a refund should have reached the customer, and when it is overdue (issue 15.4)."""

from datetime import UTC, date, datetime, timedelta

import pytest

from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.refunds import RefundArrival, refund_arrival

PAID = datetime(2026, 11, 1, 23, 30, tzinfo=UTC)
LIMITS = RefundLimits(refund_arrival_days=10)


def test_expected_by_the_arrival_days_after_the_day_it_was_paid():
    assert refund_arrival(PAID, "paid", LIMITS, PAID) == RefundArrival(date(2026, 11, 11), overdue=False)


def test_the_last_day_is_not_overdue_the_day_after_is():
    assert not refund_arrival(PAID, "paid", LIMITS, datetime(2026, 11, 11, 23, 59, tzinfo=UTC)).overdue
    assert refund_arrival(PAID, "paid", LIMITS, datetime(2026, 11, 12, 0, 1, tzinfo=UTC)).overdue


@pytest.mark.clock
def test_a_refund_still_processing_at_the_provider_is_overdue_on_the_same_days():
    assert refund_arrival(PAID, "processing", LIMITS, PAID + timedelta(days=11)).overdue


@pytest.mark.clock
def test_a_reversed_refund_is_not_on_its_way():
    arrival = refund_arrival(PAID, "reversed", LIMITS, PAID + timedelta(days=1))
    assert arrival.overdue  # a person must look at it at once: the money went back to the shop
