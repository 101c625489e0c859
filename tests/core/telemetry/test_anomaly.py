"""The refund alert's bound: a Poisson quantile of the same hour's baseline, with floors."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest

from supportbot.core.telemetry.anomaly import FALSE_ALARM, poisson_bound, refund_bound


def tail(rate: float, k: int) -> float:
    """P(X > k) for X ~ Poisson(rate), summed directly."""
    return 1 - sum(math.exp(-rate) * rate ** i / math.factorial(i) for i in range(k + 1))


@pytest.mark.parametrize(("rate", "bound"), [(0.5, 4), (1.0, 5), (4.0, 11), (10.0, 21)])
def test_the_count_bound_is_the_poisson_quantile(rate, bound):
    assert poisson_bound(rate) == bound
    assert tail(rate, bound) < FALSE_ALARM <= tail(rate, bound - 1)


def test_one_refund_a_day_in_this_hour_allows_five_and_alerts_on_six():
    b = refund_bound([1] * 14, [Decimal("25.00")] * 14, Decimal("50.00"))
    assert (b.baseline_count, b.baseline_amount, b.count_bound, b.amount_bound) == (
        1.0, Decimal("25.00"), 5, Decimal("125.00"))
    assert not b.broken_by(5, Decimal("125.00"))
    assert b.broken_by(6, Decimal("150.00"))
    assert b.broken_by(2, Decimal("400.00"))  # few refunds, but far more money than this hour sees


def test_an_empty_history_neither_alarms_on_one_refund_nor_stays_silent_forever():
    b = refund_bound([0] * 14, [Decimal(0)] * 14, Decimal("50.00"))
    assert b.count_bound == 4 and b.amount_bound == Decimal("200.00")  # floor rate 0.5; the automatic limit
    assert not b.broken_by(1, Decimal("50.00")) and b.broken_by(5, Decimal("125.00"))
    assert refund_bound([0, 1], [Decimal(0), Decimal(10)], Decimal(50)).count_bound == 4
