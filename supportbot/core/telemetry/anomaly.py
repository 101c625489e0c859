"""When refunds in the last hour are too many, or too much money, for this hour of the day. Pure.

The bound (docs/money.md, "Refund alerts and the brake"): the baseline is the same 60 minutes of each of
the previous `BASELINE_DAYS` days. Refunds arriving at random at the baseline's mean rate λ are a
Poisson process, so the count bound is the smallest k with P(X > k) < `FALSE_ALARM` for
X ~ Poisson(λ), and never below `MIN_COUNT` (a quiet shop's two refunds are not a burst). λ has a
floor of `MIN_RATE` so a brand-new shop's empty history does not make one refund an alarm. The
amount bound is the count bound times the typical refund (the baseline's mean refund, or the
automatic limit when the baseline has none): the same burst, measured in money, which catches a few
unusually large refunds the count alone would let through.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal

BASELINE_DAYS = 14
FALSE_ALARM = 0.001  # about one false alarm in six weeks of hourly checks at a steady rate
MIN_COUNT = 3
MIN_RATE = 0.5


def poisson_bound(rate: float, false_alarm: float = FALSE_ALARM) -> int:
    """The smallest k with P(X > k) < false_alarm, X ~ Poisson(rate)."""
    term = math.exp(-rate)  # P(X = 0)
    cumulative, k = term, 0
    while 1.0 - cumulative >= false_alarm:
        k += 1
        term *= rate / k
        cumulative += term
    return k


@dataclass(frozen=True)
class RefundBound:
    baseline_count: float  # mean refunds in this hour over the baseline days
    baseline_amount: Decimal  # mean refunded in this hour
    count_bound: int
    amount_bound: Decimal

    def broken_by(self, count: int, amount: Decimal) -> bool:
        return count > self.count_bound or amount > self.amount_bound


def refund_bound(counts: list[int], amounts: list[Decimal], typical_default: Decimal) -> RefundBound:
    """The bound for this hour from the same hour's counts and amounts on the baseline days."""
    days = max(len(counts), 1)
    mean_count = sum(counts) / days
    total = sum(amounts, Decimal(0))
    mean_amount = (total / days).quantize(Decimal("0.01"))
    typical = (total / sum(counts)) if sum(counts) else typical_default
    bound = max(poisson_bound(max(mean_count, MIN_RATE)), MIN_COUNT)
    return RefundBound(baseline_count=mean_count, baseline_amount=mean_amount, count_bound=bound,
                       amount_bound=(typical * bound).quantize(Decimal("0.01")))
