"""What a finished run adds to the shared metrics, as named increments. Pure.

Turns run in worker processes and /metrics is served by the web process, so counts cannot live
in one process's memory: the worker adds these increments to one Redis hash and the web
process reads the hash when scraped. A field names a metric and its labels (`field`), so the
writer needs no schema and the reader can rebuild every family.
"""

from __future__ import annotations

import json
from typing import Any

TURN_BUCKETS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
"""Seconds; a turn is bounded at 8 s of work, plus sends and retries."""


def field(name: str, **labels: str) -> str:
    return json.dumps([name, labels], sort_keys=True, separators=(",", ":"))


def parse_field(raw: str | bytes) -> tuple[str, dict[str, str]]:
    name, labels = json.loads(raw)
    return name, labels


def tool_outcome(result: Any) -> str:
    """ok | refused | error: a refusal is policy saying no, an error is a tool that broke."""
    if not isinstance(result, dict):
        return "ok"
    if "error" in result:
        return "error"
    if result.get("refused") or result.get("decision") == "refused":
        return "refused"
    return "ok"


# Reasons are sentences (agent/loop.py, effects/execution.py, worker/staff.py) and the model's own
# words for request_human; a metric needs a handful of classes.
_CLASSES = (
    ("self-harm", "self_harm"), ("high risk", "risk"), ("asked for a person", "asked"),
    ("frustration", "frustration"), ("deadline", "bound"), ("bound", "bound"), ("twice", "bound"),
    ("provider", "provider"), ("payment failed", "payment"), ("approval expired", "approval_expired"),
    ("humans mode", "mode"), ("not handled by the agent", "intents"),
)


def handoff_class(reason: str) -> str:
    lowered = reason.lower()
    for marker, name in _CLASSES:
        if marker in lowered:
            return name
    return "model"  # request_human with the model's own reason


def handoff_measures(reason: str, priority: str) -> dict[str, float]:
    return {field("handoffs", reason=handoff_class(reason), priority=priority): 1}


def turn_measures(trace: dict[str, Any]) -> dict[str, float]:
    """Increments for one finished run's trace (supportbot/core/telemetry/trace.py)."""
    out: dict[str, float] = {}

    def add(key: str, amount: float = 1) -> None:
        out[key] = out.get(key, 0) + amount

    took_ms = trace["run"].get("took_ms")
    if took_ms is not None:
        seconds = took_ms / 1000
        for le in TURN_BUCKETS:
            if seconds <= le:
                add(field("turn_seconds_bucket", le=str(le)))
        add(field("turn_seconds_bucket", le="+Inf"))
        add(field("turn_seconds_count"))
        add(field("turn_seconds_sum"), seconds)
    add(field("turns", mode=trace.get("mode") or "none", outcome=trace["run"].get("outcome") or "none"))
    for step in trace["steps"]:
        if step["kind"] == "tool":
            name = (step.get("request") or {}).get("name", "unknown")
            add(field("tool_calls", tool=name, outcome=tool_outcome(step.get("result"))))
    decision = trace.get("decision") or {}
    if decision.get("kind") == "Handoff":
        for key, amount in handoff_measures(decision.get("reason", ""), decision.get("priority", "normal")).items():
            add(key, amount)
    return out


def provider_error_measures(failures: dict[tuple[str, str], int]) -> dict[str, float]:
    return {field("provider_errors", provider=p, kind=k): n for (p, k), n in failures.items() if n}
