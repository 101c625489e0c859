"""Acceptance of suggested replies: how staff decided on the drafts (sent as drafted, edited,
dismissed, or clicked after the 24-hour window and held), as a /metrics counter and as the lines
of `supportbot report`, from one query (supportbot/store/suggestions.py)."""

from __future__ import annotations

from collections.abc import Iterator

from prometheus_client.core import CounterMetricFamily, Metric
from prometheus_client.registry import Collector

from supportbot.store.suggestions import OUTCOMES

SHOWN = {"sent": "sent as drafted", "edited": "edited", "dismissed": "dismissed",
         "held": "held (clicked after the 24-hour window, nothing sent)"}


class SuggestionMetrics(Collector):
    def __init__(self, outcomes: dict[str, int]) -> None:
        self._outcomes = outcomes

    def collect(self) -> Iterator[Metric]:
        family = CounterMetricFamily("supportbot_suggested_replies", "Suggested replies staff decided on, by "
                                     "outcome (sent as drafted, edited, dismissed, held)", labels=["outcome"])
        for outcome in OUTCOMES:
            family.add_metric([outcome], self._outcomes.get(outcome, 0))
        yield family


def report_lines(outcomes: dict[str, int]) -> list[str]:
    decided = sum(outcomes.get(o, 0) for o in OUTCOMES)
    if not decided:
        return ["", "Suggested replies: none decided on"]
    parts = [f"{SHOWN[o]} {outcomes.get(o, 0)} ({outcomes.get(o, 0) / decided:.0%})" for o in OUTCOMES]
    return ["", f"Suggested replies: {decided} decided on; " + ", ".join(parts)]
