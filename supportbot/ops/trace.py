"""`supportbot trace RUN_ID`: one run's stored trace, readably: what was said, labelled, called,
decided, sent, and what staff decided later. The trace is masked when written (supportbot/core/telemetry/trace.py)."""

from __future__ import annotations

import json
from typing import Any


def _short(value: Any, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _step(step: dict[str, Any]) -> str:
    head = f"  {step['step']:>3} {step['at_ms'] or 0:6} ms +{step['took_ms'] or 0:<5} "
    result = step.get("result")
    if step["kind"] == "llm" and isinstance(result, dict):
        calls = ", ".join(f"{c['name']} {_short(c.get('arguments'), 90)}" for c in result.get("tool_calls", []))
        shown = result.get("error") or (f"calls {calls}" if calls else _short(result.get("text")))
        return f"{head}llm    {result.get('model', '')} (cost {result.get('cost', '0')}): {shown}"
    if step["kind"] == "tool":
        request = step.get("request") or {}
        return f"{head}tool   {request.get('name')} {_short(request.get('arguments'), 90)} -> {_short(result, 400)}"
    request = f" {_short(step['request'], 90)}" if step.get("request") else ""
    return f"{head}{step['kind']:<6}{request} -> {_short(result)}"


def render(trace: dict[str, Any]) -> str:
    run = trace["run"]
    took = f", took {run['took_ms']} ms" if run.get("took_ms") is not None else ""
    version = f" (prompt version {run['prompt_version_id']})" if run.get("prompt_version_id") else ""
    lines = [f"run {run['id']}: conversation {run['conversation_id']}, turn {run['seq']}, {run['responder']}{version}, "
             f"{run['status']} ({run['outcome']}), attempts {run['attempts']}",
             f"  started {run['started_at']}{took}; mode {trace.get('mode') or '-'}; "
             f"customer {trace.get('customer_id') or '-'}"]
    for m in trace["said"]:
        labels = m["labels"] or {}
        tag = f" [{labels.get('intent')}/{labels.get('risk')}]" if labels else ""
        lines.append(f"  customer{tag}: {m['text'] or '(' + m['kind'] + ')'}")
    lines += [_step(s) for s in trace["steps"]]
    decision = trace.get("decision")
    if decision:
        why = f": {decision['reason']} ({decision.get('priority')})" if decision.get("reason") else ""
        lines.append(f"  decided {decision.get('kind')} -> {decision.get('outcome')}{why}")
    for m in trace["sent"]:
        lines.append(f"  sent [{m['status']}] {m['key']}: {m['text']}")
    lines.append(f"  model cost {trace['cost']}")
    for event in trace.get("events", []):
        rest = {k: v for k, v in event.items() if k not in ("at", "event")}
        lines.append(f"  later {event['at']}: {event['event']} {_short(rest)}")
    return "\n".join(lines)


def missing(run_id: int, status: str | None, retention_days: int) -> str:
    """Why a run has no trace to show, from its status (None: no such run)."""
    if status is None:
        return f"no run {run_id}"
    if status == "running":
        return f"run {run_id} is still running: its trace is written when it finishes"
    return (f"run {run_id} has no trace: traces are kept {retention_days} days (TRACE_RETENTION_DAYS) "
            "and are deleted when the customer is forgotten")
