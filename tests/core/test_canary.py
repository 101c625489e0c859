"""The canary's pure core: stable assignment, intervals, and the sequential rollback test."""

from __future__ import annotations

import random

from supportbot.core.canary import ALPHA, Arm, assign, false_rollback_rate, should_roll_back, wilson


def test_assignment_is_stable_and_near_the_percent() -> None:
    picked = [assign(cid, rollout_id=7, percent=5) for cid in range(20_000)]
    assert picked == [assign(cid, rollout_id=7, percent=5) for cid in range(20_000)]
    share = sum(picked) / len(picked)
    assert 0.04 < share < 0.06
    assert not any(assign(cid, rollout_id=7, percent=0) for cid in range(1000))
    assert all(assign(cid, rollout_id=7, percent=100) for cid in range(1000))
    # Widening a rollout only adds conversations to the canary: none already in it leaves.
    assert all(assign(cid, rollout_id=7, percent=20) for cid in range(20_000) if picked[cid])


def test_wilson_interval_holds_the_rate() -> None:
    low, high = wilson(10, 100)
    assert low < 0.1 < high and 0 <= low and high <= 1
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_much_worse_canary_is_rolled_back_and_an_equal_one_is_not() -> None:
    control = Arm(endings=2000, escalated=200, actions=400, wrong=8)
    worse = Arm(endings=110, escalated=40, actions=22, wrong=1)  # 36 % escalation against 10 %
    verdict = should_roll_back(control, worse)
    assert verdict.roll_back and verdict.metric == "escalation"
    equal = Arm(endings=105, escalated=11, actions=21, wrong=0)
    assert not should_roll_back(control, equal).roll_back


def test_false_rollback_rate_over_seeded_simulations_stays_under_alpha() -> None:
    rate = false_rollback_rate(simulations=400, endings=3000, percent=5, escalation=0.15, wrong=0.02,
                               rng=random.Random(17))
    assert rate <= ALPHA


def test_a_doubled_escalation_rate_is_caught_in_most_simulations() -> None:
    rate = false_rollback_rate(simulations=100, endings=3000, percent=5, escalation=0.15, wrong=0.02,
                               rng=random.Random(18), canary_escalation=0.30)
    assert rate > 0.8
