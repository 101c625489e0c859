"""Handoff reasons fall into a few classes; a trace becomes the right increments."""

from __future__ import annotations

import pytest

from supportbot.core.telemetry.measures import field, handoff_class, parse_field, tool_outcome, turn_measures


@pytest.mark.parametrize(("reason", "cls"), [
    ("customer asked for a person", "asked"), ("self-harm signal", "self_harm"),
    ("high risk: legal", "risk"), ("turn deadline passed", "bound"), ("same tool call twice", "bound"),
    ("model-call bound for the conversation", "bound"), ("model provider failed", "provider"),
    ("payment failed", "payment"), ("approval expired", "approval_expired"), ("rising frustration", "frustration"),
    ("intent refund is not handled by the agent", "intents"), ("humans mode", "mode"),
    ("Customer wants to discuss a warranty", "model"),
])
def test_handoff_reasons_have_classes(reason, cls):
    assert handoff_class(reason) == cls


@pytest.mark.parametrize(("result", "outcome"), [
    ({"orders": []}, "ok"), ({"refused": "identity not verified"}, "refused"),
    ({"decision": "refused", "reason": "window"}, "refused"), ({"error": "timeout"}, "error"),
])
def test_tool_outcomes(result, outcome):
    assert tool_outcome(result) == outcome


def test_a_trace_becomes_increments():
    trace = {"run": {"took_ms": 1500, "outcome": "handoff"}, "mode": "full",
             "decision": {"kind": "Handoff", "reason": "tool-call bound", "priority": "normal"},
             "steps": [{"kind": "tool", "request": {"name": "get_order"}, "result": {"error": "x"}},
                       {"kind": "llm", "result": {}}]}
    named = {(n, tuple(sorted(labels.items()))): v for (n, labels), v in
             ((parse_field(k), v) for k, v in turn_measures(trace).items())}
    assert ("turn_seconds_bucket", (("le", "1.0"),)) not in named
    assert named[("turn_seconds_bucket", (("le", "2.0"),))] == 1
    assert named[("turn_seconds_sum", ())] == 1.5
    assert named[("tool_calls", (("outcome", "error"), ("tool", "get_order")))] == 1
    assert named[("handoffs", (("priority", "normal"), ("reason", "bound")))] == 1
    assert named[("turns", (("mode", "full"), ("outcome", "handoff")))] == 1
    assert parse_field(field("turns", mode="full")) == ("turns", {"mode": "full"})
