"""`supportbot trace RUN_ID`: one run's journal, readably: what was said, labelled, called, decided, sent."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any


def _short(value: Any, limit: int = 160) -> str:
    if isinstance(value, dict) and "token" in value:
        value = value | {"token": str(value["token"])[:10] + "…"}
    if isinstance(value, dict) and isinstance(value.get("arguments"), dict) and "token" in value["arguments"]:
        value = value | {"arguments": value["arguments"] | {"token": str(value["arguments"]["token"])[:10] + "…"}}
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render(trace: dict[str, Any]) -> str:
    run = trace["run"]
    lines = [f"run {run['id']}: conversation {run['conversation_id']}, turn {run['seq']}, {run['responder']}, "
             f"{run['status']} ({run['outcome']}), attempts {run['attempts']}",
             f"  started {run['started_at']:%Y-%m-%d %H:%M:%S.%f}"[:-3]
             + (f", took {(run['finished_at'] - run['started_at']).total_seconds() * 1000:.0f} ms"
                if run["finished_at"] else "")]
    for m in trace["said"]:
        labels = m["labels"] or {}
        tag = f" [{labels.get('intent')}/{labels.get('risk')}]" if labels else ""
        lines.append(f"  customer{tag}: {m['body'] or '(' + m['kind'] + ')'}")
    cost = Decimal(0)
    for step in trace["steps"]:
        at = (step["created_at"] - run["started_at"]).total_seconds() * 1000
        result = step["result"]
        if step["kind"] == "llm" and isinstance(result, dict):
            cost += Decimal(result.get("cost") or 0)
            calls = ", ".join(c["name"] for c in result.get("tool_calls", []))
            shown = result.get("error") or (f"calls {calls}" if calls else _short(result.get("text")))
            lines.append(f"  {step['step']:>3} {at:7.0f} ms  llm   {result.get('model', '')}: {shown}")
        else:
            request = f" {_short(step['request'], 90)}" if step["request"] else ""
            lines.append(f"  {step['step']:>3} {at:7.0f} ms  {step['kind']:<5}{request} -> {_short(result)}")
    for m in trace["sent"]:
        lines.append(f"  sent [{m['status']}] {m['idempotency_key']}: {m['body']}")
    lines.append(f"  model cost {cost}")
    return "\n".join(lines)
