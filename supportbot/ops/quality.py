"""The quality figures as operators read them: one snapshot (supportbot/store/quality.py computes every
number), shown as /metrics families, as `supportbot stats` and `/supportbot stats` lines, and in
`supportbot report`. One snapshot, so the three never disagree."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

import asyncpg
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from supportbot.store import quality
from supportbot.store.quality import Cost, Csat, RepeatContact, WrongActions, share
from supportbot.worker.alerts import BRAKE_SETTING

WINDOW = timedelta(days=7)  # what /metrics and stats look back over: a week evens out the weekdays
SHOWN = ("mode", "intent", "version", "model", "staff_id")  # the dimensions stats and /metrics break down by


@dataclass(frozen=True)
class Quality:
    since: datetime
    until: datetime
    csat: dict[str, list[Csat]] = field(default_factory=dict)
    repeat: dict[str, list[RepeatContact]] = field(default_factory=dict)
    cost: dict[str, list[Cost]] = field(default_factory=dict)
    wrong: list[WrongActions] = field(default_factory=list)
    brake: bool = False  # the refund brake (supportbot/worker/alerts.py), as audited in Postgres
    alerts: int = 0  # refund alerts fired, all time

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
        q.cost[by] = await quality.cost_by(pool, by, since, until)
    return q


def percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0%}"


def stats_lines(q: Quality) -> list[str]:
    """The quality part of `supportbot stats`: totals, then CSAT per mode, version and staff member."""
    good, bad = q.csat_total()
    repeated, endings = q.repeat_total()
    lines = ["Refund brake: ON, every refund waits for staff (`/supportbot brake off` clears it)."] if q.brake else []
    lines += [f"Last 7 days: CSAT {percent(share(good, good + bad))} ({good} good, {bad} not good), "
             f"repeat contact {percent(share(repeated, endings))} ({repeated} of {endings} ended conversations)."]
    for by in ("mode", "version", "staff_id"):
        parts = [f"{r.value} {percent(share(r.good, r.good + r.bad))} ({r.good + r.bad})"
                 for r in q.csat.get(by, []) if r.good + r.bad and not (by == "staff_id" and r.value == "unknown")]
        if parts:
            lines.append(f"  CSAT by {by.replace('_id', '')}: " + ", ".join(parts))
    if q.wrong:
        lines.append("  Wrong actions (reversed by the provider or found wrong in review): " + ", ".join(
            f"{w.kind} {percent(share(w.reversed, w.taken))} ({w.reversed} of {w.taken})" for w in q.wrong))
    for by in ("mode", "version"):
        costs = [f"{c.value} {c.per_resolved()} ({c.resolved} resolved)" for c in q.cost.get(by, []) if c.resolved]
        if costs:
            lines.append(f"  Model cost per resolved conversation by {by}: " + ", ".join(costs))
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
        per = GaugeMetricFamily("supportbot_cost_per_resolved_7d", "Model cost (journal) of the last 7 days' "
                                "ended conversations per one the bot resolved", labels=labels)
        for by in ("mode", "version"):
            for k in self._q.cost.get(by, []):
                if k.resolved:
                    per.add_metric([by, k.value], float(k.cost / k.resolved))
        wrong = GaugeMetricFamily("supportbot_wrong_action_ratio_7d", "Share of the last 7 days' actions carried "
                                  "out that were reversed by the provider or found wrong in review", labels=["kind"])
        for w in self._q.wrong:
            wrong.add_metric([w.kind], w.reversed / w.taken)
        yield from (answers, ratio, endings, repeat, per, wrong)
        yield GaugeMetricFamily("supportbot_refund_brake", "1 while the refund brake holds every refund for staff",
                                value=1.0 if self._q.brake else 0.0)
        yield CounterMetricFamily("supportbot_refund_alerts", "Refund anomaly alerts fired", value=self._q.alerts)


async def snapshot(pool: asyncpg.Pool, now: datetime) -> Quality:
    q = await read_quality(pool, now - WINDOW, now + timedelta(microseconds=1))
    row = await pool.fetchrow(
        """SELECT (SELECT value FROM operator_settings WHERE name = $1) AS brake,
                  (SELECT count(*) FROM refund_alerts) AS alerts""", BRAKE_SETTING)
    return replace(q, brake=row["brake"] == "on", alerts=row["alerts"],
                   wrong=await quality.wrong_actions(pool, q.since, q.until))
