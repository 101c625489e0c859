"""The canary's pure core: which arm a conversation is in, intervals on each arm's rates, and the
sequential test that rolls a worse canary back.

The test (docs/canary.md): a one-sided Wald sequential probability ratio test on where
adverse events fall. Under "the canary is no worse" an adverse event (an escalated ending, or an
action later found wrong) lands in the canary with probability q0 = the canary's share of the
exposure (its endings, or its actions); under "the canary is RATIO times worse" with
q1 = RATIO*q0 / (RATIO*q0 + 1 - q0). The likelihood ratio of the events so far is a non-negative
martingale under the null, so by Ville's inequality it ever reaches 1/alpha with probability at
most alpha, however often it is looked at: checking after every ending is as safe as checking once.
Each of the two metrics gets alpha/2 (Bonferroni), so the false-rollback rate is at most ALPHA.
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass

ALPHA = 0.05  # the most often an equal canary may be rolled back
RATIO = 2.0  # the worsening the test is tuned to catch quickly (smaller ones are caught later)
MIN_EVENTS = 3  # fewer adverse events than this never roll back: one bad hour is not a trend


def assign(conversation_id: int, *, rollout_id: int, percent: float) -> bool:
    """True when the conversation is in the canary. A hash of rollout and conversation: the same
    answer every time, and a wider percent keeps everyone already in."""
    digest = hashlib.sha256(f"{rollout_id}:{conversation_id}".encode()).digest()
    bucket = int.from_bytes(digest[:8], "big") % 10_000
    return bucket < round(percent * 100)


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a rate: honest at small n and near 0 or 1."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Arm:
    endings: int
    escalated: int
    actions: int  # carried out
    wrong: int  # of those, later found wrong


@dataclass(frozen=True)
class Verdict:
    roll_back: bool
    metric: str | None  # "escalation" or "wrong_action" when rolling back
    log_ratio: dict[str, float]  # the test statistic per metric
    threshold: float  # log(2 / ALPHA): a metric at or above it rolls back


def log_likelihood_ratio(canary_events: int, control_events: int, canary_exposure: int,
                         control_exposure: int, ratio: float = RATIO) -> float:
    if canary_exposure == 0 or control_exposure == 0:
        return 0.0
    q0 = canary_exposure / (canary_exposure + control_exposure)
    q1 = ratio * q0 / (ratio * q0 + 1 - q0)
    return canary_events * math.log(q1 / q0) + control_events * math.log((1 - q1) / (1 - q0))


def should_roll_back(control: Arm, canary: Arm, alpha: float = ALPHA) -> Verdict:
    threshold = math.log(2 / alpha)
    llr = {"escalation": log_likelihood_ratio(canary.escalated, control.escalated, canary.endings,
                                              control.endings),
           "wrong_action": log_likelihood_ratio(canary.wrong, control.wrong, canary.actions, control.actions)}
    events = {"escalation": canary.escalated + control.escalated, "wrong_action": canary.wrong + control.wrong}
    for metric in ("wrong_action", "escalation"):
        if events[metric] >= MIN_EVENTS and llr[metric] >= threshold:
            return Verdict(True, metric, llr, threshold)
    return Verdict(False, None, llr, threshold)


def false_rollback_rate(*, simulations: int, endings: int, percent: float, escalation: float, wrong: float,
                        rng: random.Random, canary_escalation: float | None = None,
                        actions_per_ending: float = 0.2, look_every: int = 10) -> float:
    """Share of simulated rollouts rolled back, looking after every `look_every` endings. With no
    canary rates given the arms are equal, and this is the false-rollback rate."""
    rolled = 0
    for _ in range(simulations):
        arms = {True: [0, 0, 0, 0], False: [0, 0, 0, 0]}  # endings, escalated, actions, wrong
        for n in range(1, endings + 1):
            canary = rng.random() < percent / 100
            counts = arms[canary]
            counts[0] += 1
            counts[1] += rng.random() < (canary_escalation if canary and canary_escalation is not None
                                         else escalation)
            if rng.random() < actions_per_ending:
                counts[2] += 1
                counts[3] += rng.random() < wrong
            if n % look_every == 0 and should_roll_back(Arm(*arms[False]), Arm(*arms[True])).roll_back:
                rolled += 1
                break
    return rolled / simulations
