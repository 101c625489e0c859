"""Time to first response and to resolution per priority, as /metrics histograms and as the lines of
`supportbot report`, from one query (supportbot/store/promises.py).

First response: from the ticket's first ask to staff's first words reaching the customer (a
relayed reply, a saved reply or a template). Resolution: to the ticket's end (closed, or handed
back to the bot). Both in wall-clock time, labelled with the priority whose promise applied (the
missed one for a ticket that rose). The histograms count every ticket ever answered, as a
Prometheus counter would, so `rate()` and `histogram_quantile()` work over any window.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

from supportbot.core.promises import PRIORITIES
from supportbot.store.promises import Durations

BUCKETS = (60.0, 300.0, 900.0, 1800.0, 3600.0, 4 * 3600.0, 8 * 3600.0, 24 * 3600.0, 72 * 3600.0)
"""Seconds: the targets' scale, from urgent's minutes to a normal ticket over a weekend."""


def histogram(seconds: list[float]) -> tuple[list[tuple[str, float]], float]:
    """Cumulative bucket counts (`le` as Prometheus writes it, then +Inf) and the sum."""
    buckets = [(str(le), float(sum(1 for s in seconds if s <= le))) for le in BUCKETS]
    return [*buckets, ("+Inf", float(len(seconds)))], float(sum(seconds))


class ResponseTimeMetrics(Collector):
    def __init__(self, durations: Durations) -> None:
        self._d = durations

    def collect(self) -> Iterator[Metric]:
        for name, doc, found in (
                ("supportbot_first_response_seconds", "From a ticket's first ask to staff's first words reaching "
                 "the customer, by the priority promised", self._d.first_response),
                ("supportbot_resolution_seconds", "From a ticket's first ask to its end (closed or handed back), "
                 "by the priority promised", self._d.resolution)):
            family = HistogramMetricFamily(name, doc, labels=["priority"])
            for priority in PRIORITIES:
                buckets, total = histogram(found.get(priority, []))
                family.add_metric([priority], buckets, total)
            yield family
        missed = CounterMetricFamily("supportbot_first_response_missed", "Tickets whose first-response promise "
                                     "was missed, by the priority promised", labels=["priority"])
        for priority in PRIORITIES:
            missed.add_metric([priority], self._d.missed.get(priority, 0))
        yield missed


def _rank(sorted_seconds: list[float], share: float) -> float:
    """Nearest-rank percentile: a figure some ticket actually had."""
    return sorted_seconds[max(math.ceil(share * len(sorted_seconds)) - 1, 0)]


def _span(seconds: float) -> str:
    minutes = round(seconds / 60)
    return f"{minutes // 60} h {minutes % 60:02d} min" if minutes >= 60 else f"{minutes} min"


def report_lines(d: Durations) -> list[str]:
    lines = ["", "Response times by priority (from the first ask; median and 90th percentile, nearest rank):"]
    for priority in PRIORITIES:
        parts = []
        for label, found in (("first response", d.first_response), ("resolution", d.resolution)):
            seconds = sorted(found.get(priority, []))
            parts.append(f"{label} {len(seconds)} tickets, median {_span(_rank(seconds, 0.5))}, "
                         f"90th {_span(_rank(seconds, 0.9))}" if seconds else f"{label} none")
        lines.append(f"  {priority}: {'; '.join(parts)}; promise missed {d.missed.get(priority, 0)}")
    return lines
