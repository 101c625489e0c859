"""A run's trace: the journal and the messages of one run, masked, as one JSON document.

Pure. The store hands over the rows; this decides what a trace keeps. Every string goes through
`pii.mask_value` and refund tokens are cut short, so a trace holds no cards, emails, phones,
one-time codes or usable tokens (invariant 10). What the run decided stays readable: labels,
the rung, tool calls and their results, policy decisions, confirmations, cost and step timings.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from supportbot.core.privacy.pii import mask_value

TOKEN_KEYS = frozenset({"token"})


def _short_tokens(value: Any) -> Any:
    """A refund token is a bearer credential for a few minutes: keep enough to tell two apart."""
    if isinstance(value, dict):
        return {k: (str(v)[:10] + "…" if k in TOKEN_KEYS and isinstance(v, str) else _short_tokens(v))
                for k, v in value.items()}
    if isinstance(value, list):
        return [_short_tokens(v) for v in value]
    return value


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    return value


def clean(value: Any) -> Any:
    """JSON-ready, unmarked, masked, tokens shortened: the only way a payload enters a trace."""
    return _short_tokens(mask_value(_jsonable(value)))


def _ms(later: datetime | None, earlier: datetime) -> int | None:
    return None if later is None else round((later - earlier).total_seconds() * 1000)


def _cost(result: Any) -> Decimal:
    try:
        return Decimal(str(result.get("cost") or 0)) if isinstance(result, dict) else Decimal(0)
    except InvalidOperation:
        return Decimal(0)


def build_trace(run: dict[str, Any], said: list[dict[str, Any]], steps: list[dict[str, Any]],
                sent: list[dict[str, Any]]) -> dict[str, Any]:
    """The masked trace document of one finished run, from its rows."""
    started = run["started_at"]
    cost, mode, decision, previous = Decimal(0), None, None, started
    shown_steps = []
    for s in steps:
        entry: dict[str, Any] = {"step": s["step"], "kind": s["kind"], "at_ms": _ms(s["created_at"], started),
                                 "took_ms": _ms(s["created_at"], previous)}
        previous = s["created_at"]
        if s["request"] is not None:
            entry["request"] = clean(s["request"])
        entry["result"] = clean(s["result"])
        if s["kind"] == "llm":
            cost += _cost(s["result"])
        elif s["kind"] == "mode" and isinstance(s["result"], dict):
            mode = s["result"].get("mode")
        elif s["kind"] == "decide" and isinstance(s["result"], dict):
            decision = {k: s["result"][k] for k in ("kind", "outcome", "reason", "priority", "action_id")
                        if k in s["result"]}
        shown_steps.append(entry)
    return {
        "run": {"id": run["id"], "conversation_id": run["conversation_id"], "seq": run["seq"],
                "responder": run["responder"], "prompt_version_id": run.get("prompt_version_id"),
                "status": run["status"], "outcome": run["outcome"],
                "attempts": run["attempts"], "started_at": started.isoformat(),
                "finished_at": run["finished_at"].isoformat() if run["finished_at"] else None,
                "took_ms": _ms(run["finished_at"], started)},
        "said": [{"kind": m["kind"], "text": clean(m["body"]), "labels": clean(m["labels"])} for m in said],
        "mode": mode,
        "decision": clean(decision),
        "steps": shown_steps,
        "sent": [{"key": m["idempotency_key"], "status": m["status"], "text": clean(m["body"])} for m in sent],
        "cost": str(cost),
    }
