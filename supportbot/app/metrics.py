"""Prometheus metrics.

prometheus-client keeps one registry per process, but turns run in worker processes and
/metrics is served by the web process. So the web process's own counters (ingest) stay in its
registry, and everything about turns is read at scrape time from where every process writes:
counters the workers add to one Redis hash (worker/tally.py, core/telemetry/measures.py), states from
Postgres (supportbot/store/figures.py) and the mode from the keys the ladder reads (supportbot/ops/modes.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import asyncpg
from prometheus_client import REGISTRY, CollectorRegistry, Counter, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

from supportbot.core.telemetry.measures import TURN_BUCKETS, parse_field
from supportbot.ops.modes import AUTO_KEY, FLOOR_KEY
from supportbot.ops.quality import QualityMetrics, snapshot
from supportbot.ops.response_times import ResponseTimeMetrics
from supportbot.ops.suggested_replies import SuggestionMetrics
from supportbot.rungs.ladder import MODES, in_force
from supportbot.store.figures import Figures, read_figures
from supportbot.store.promises import PromiseRepository
from supportbot.store.suggestions import SuggestionRepository
from supportbot.worker.tally import counts

inbound_messages = Counter(
    "supportbot_inbound_messages_total", "WhatsApp messages received, by kind", ["kind"]
)
delivery_statuses = Counter(
    "supportbot_delivery_statuses_total", "WhatsApp delivery statuses received", ["status"]
)
enqueue_failures = Counter(
    "supportbot_enqueue_failures_total", "Stored messages whose enqueue failed (the sweeper retries)"
)

# Refund actions end in one of these (counters: a finished action never changes again); the
# other statuses are on their way (a gauge).
REFUND_OUTCOMES = {"done": "paid", "failed": "failed", "rejected": "rejected", "expired": "expired",
                   "cancelled": "cancelled"}
CONTAINMENT_WINDOW = timedelta(hours=24)

_COUNTERS = {  # tally name -> (family, help, labels)
    "turns": ("supportbot_turns", "Finished turns by the rung they ran on and their outcome", ["mode", "outcome"]),
    "tool_calls": ("supportbot_tool_calls", "Tool calls by tool and outcome (ok, refused, error)",
                   ["tool", "outcome"]),
    "handoffs": ("supportbot_handoffs", "Handoffs to a person by reason class and priority", ["reason", "priority"]),
    "provider_errors": ("supportbot_provider_errors", "Failed model calls (retried or not) by provider and kind",
                        ["provider", "kind"]),
}


def _mode(raw: Any) -> str | None:
    return raw.decode() if isinstance(raw, bytes) else raw


class SharedMetrics(Collector):
    """One scrape's snapshot of the shared counters and states, as metric families."""

    def __init__(self, tallies: dict[str, float], figures: Figures, mode: str, automatic: str) -> None:
        self._tallies = tallies
        self._figures = figures
        self._mode = mode
        self._automatic = automatic

    def collect(self) -> Iterator[Metric]:
        families = {name: CounterMetricFamily(family, doc, labels=labels)
                    for name, (family, doc, labels) in _COUNTERS.items()}
        buckets: dict[str, float] = {}
        turn_sum = 0.0
        for raw, value in self._tallies.items():
            name, labels = parse_field(raw)
            if name in families:
                families[name].add_metric([labels.get(k, "") for k in _COUNTERS[name][2]], value)
            elif name == "turn_seconds_bucket":
                buckets[labels["le"]] = value
            elif name == "turn_seconds_sum":
                turn_sum = value
        yield HistogramMetricFamily(
            "supportbot_turn_seconds", "Wall time of a turn, from its run opening to its run finishing",
            buckets=[(le, buckets.get(le, 0.0)) for le in [*map(str, TURN_BUCKETS), "+Inf"]],
            sum_value=turn_sum)
        yield from families.values()

        refunds = CounterMetricFamily("supportbot_refunds", "Refunds proposed by the bot, by how they ended",
                                      labels=["outcome"])
        open_refunds = GaugeMetricFamily("supportbot_refunds_open", "Refunds not finished yet, by status",
                                         labels=["status"])
        for status, n in self._figures.refunds.items():
            if status in REFUND_OUTCOMES:
                refunds.add_metric([REFUND_OUTCOMES[status]], n)
            else:
                open_refunds.add_metric([status], n)
        yield refunds
        yield open_refunds
        actions = CounterMetricFamily("supportbot_actions", "The shop's other actions (cancellations, ...), "
                                      "by kind and status", labels=["kind", "status"])
        for kind_status, n in (self._figures.actions or {}).items():
            actions.add_metric(kind_status.split(":", 1), n)
        yield actions
        returns = GaugeMetricFamily("supportbot_returns", "Returns by state (label_sent and received wait for "
                                    "the warehouse; refunded and closed_not_received are done)", labels=["state"])
        for state in ("label_sent", "received", "refunded", "closed_not_received"):
            returns.add_metric([state], (self._figures.returns or {}).get(state, 0))
        yield returns
        yield CounterMetricFamily("supportbot_replacements", "No-charge replacement orders the shop created "
                                  "for the bot", value=self._figures.replacements)
        yield CounterMetricFamily("supportbot_replaced_value", "What the replaced items are worth (all "
                                  "currencies): goods sent again instead of money back",
                                  value=float(self._figures.replaced_value))
        yield CounterMetricFamily("supportbot_refunded_amount", "Money refunded by the bot (all currencies)",
                                  value=float(self._figures.refunded))

        f = self._figures
        conversations = GaugeMetricFamily(
            "supportbot_conversations_24h", "Conversations with a turn in the last 24 h: finished by the bot, "
            "or handed to a person", labels=["handled_by"])
        conversations.add_metric(["bot"], f.conversations - f.handed_off)
        conversations.add_metric(["person"], f.handed_off)
        yield conversations
        yield GaugeMetricFamily("supportbot_containment_ratio_24h",
                                "Share of the last 24 h's conversations the bot finished without a person",
                                value=(f.conversations - f.handed_off) / f.conversations if f.conversations else 1.0)

        for family, doc, current in (
                ("supportbot_mode", "The degradation mode in force (1) and the others (0)", self._mode),
                ("supportbot_mode_automatic", "The mode the providers' health calls for", self._automatic)):
            gauge = GaugeMetricFamily(family, doc, labels=["mode"])
            for mode in MODES:
                gauge.add_metric([mode], 1.0 if mode == current else 0.0)
            yield gauge


async def scrape(pool: asyncpg.Pool, redis: Any, model_configured: bool, now: datetime) -> bytes:
    """The /metrics body: this process's registry, then the shared snapshot."""
    tallies = await counts(redis)
    figures = await read_figures(pool, now - CONTAINMENT_WINDOW)
    floor, auto = (_mode(v) for v in await redis.mget(FLOOR_KEY, AUTO_KEY))
    # Without a configured model the no-LLM rung is the top of the ladder (supportbot/agent/loop.py `_rung`).
    automatic = (auto if auto in MODES else "full") if model_configured else "templated"
    mode = in_force(floor or figures.mode_floor, automatic)
    shared = CollectorRegistry(auto_describe=False)
    shared.register(SharedMetrics(tallies, figures, mode, automatic))
    shared.register(QualityMetrics(await snapshot(pool, now)))
    shared.register(ResponseTimeMetrics(await PromiseRepository(pool).durations()))
    shared.register(SuggestionMetrics(await SuggestionRepository(pool).outcomes()))
    return generate_latest(REGISTRY) + generate_latest(shared)
