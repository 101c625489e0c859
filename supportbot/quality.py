"""The quality figures as operators read them: one snapshot (store/quality.py computes every
number), shown as /metrics families, as `supportbot stats` and `/supportbot stats` lines, and in
`supportbot report`. One snapshot, so the three never disagree."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import asyncpg
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from store import quality
from store.quality import Csat, RepeatContact, share

WINDOW = timedelta(days=7)  # what /metrics and stats look back over: a week evens out the weekdays
SHOWN = ("mode", "intent", "version", "staff_id")  # the dimensions stats and /metrics break down by


@dataclass(frozen=True)
class Quality:
    since: datetime
    until: datetime
    csat: dict[str, list[Csat]] = field(default_factory=dict)
    repeat: dict[str, list[RepeatContact]] = field(default_factory=dict)

    def csat_total(self) -> tuple[int, int]:
        rows = self.csat.get("how", [])
        return sum(r.good for r in rows), sum(r.bad for r in rows)

    def repeat_total(self) -> tuple[int, int]:
        rows = self.repeat.get("how", [])
        return sum(r.repeated for r in rows), sum(r.endings for r in rows)


async def read_quality(pool: asyncpg.Pool, since: datetime, until: datetime,
                       dimensions: tuple[str, ...] = (*SHOWN, "how")) -> Quality:
    q = Quality(since, until)
    for by in dimensions:
        q.csat[by] = await quality.csat_by(pool, by, since, until)
        q.repeat[by] = await quality.repeat_contact_by(pool, by, since, until)
    return q


def percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0%}"


def stats_lines(q: Quality) -> list[str]:
    """The quality part of `supportbot stats`: totals, then CSAT per mode, version and staff member."""
    good, bad = q.csat_total()
    repeated, endings = q.repeat_total()
    lines = [f"Last 7 days: CSAT {percent(share(good, good + bad))} ({good} good, {bad} not good), "
             f"repeat contact {percent(share(repeated, endings))} ({repeated} of {endings} ended conversations)."]
    for by in ("mode", "version", "staff_id"):
        parts = [f"{r.value} {percent(share(r.good, r.good + r.bad))} ({r.good + r.bad})"
                 for r in q.csat.get(by, []) if r.good + r.bad and not (by == "staff_id" and r.value == "unknown")]
        if parts:
            lines.append(f"  CSAT by {by.replace('_id', '')}: " + ", ".join(parts))
    return lines


class QualityMetrics(Collector):
    """/metrics families for one snapshot: CSAT answers and ratio, endings and repeat contact."""

    def __init__(self, q: Quality) -> None:
        self._q = q

    def collect(self) -> Iterator[Metric]:
        labels = ["dimension", "value"]
        answers = GaugeMetricFamily("supportbot_csat_answers_7d", "CSAT answers in the last 7 days, by rating",
                                    labels=[*labels, "rating"])
        ratio = GaugeMetricFamily("supportbot_csat_ratio_7d", "Share of good CSAT answers in the last 7 days",
                                  labels=labels)
        endings = GaugeMetricFamily("supportbot_conversation_endings_7d", "Conversations ended in the last 7 days",
                                    labels=labels)
        repeat = GaugeMetricFamily("supportbot_repeat_contact_ratio_7d", "Share of the last 7 days' endings the "
                                   "customer came back about within 48 h (same order or intent)", labels=labels)
        for by in (*SHOWN, "how"):
            for c in self._q.csat.get(by, []):
                answers.add_metric([by, c.value, "good"], c.good)
                answers.add_metric([by, c.value, "bad"], c.bad)
                if c.good + c.bad:
                    ratio.add_metric([by, c.value], c.good / (c.good + c.bad))
            for r in self._q.repeat.get(by, []):
                endings.add_metric([by, r.value], r.endings)
                repeat.add_metric([by, r.value], r.repeated / r.endings)
        yield from (answers, ratio, endings, repeat)


async def snapshot(pool: asyncpg.Pool, now: datetime) -> Quality:
    return await read_quality(pool, now - WINDOW, now + timedelta(microseconds=1))
