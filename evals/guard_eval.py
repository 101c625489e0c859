"""`supportbot eval-guard --cases DIR`: the output guard measured on a corpus of model replies.

The corpus is the format evals/frozen/brief/GUARD_FORMAT.md describes (one JSON object per line, in
`*.jsonl` files): a reply, the facts the check sees (this run's effects, the order's history) and
whether the reply may go as written (`pass`) or must be replaced. Printed: false-claim recall, leak
recall, the share of true or ordinary replies the guard changed, and the guard's p99 time per reply.
The guard is called exactly as the agent loop calls it, with the corpus's facts in place of tool results.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from supportbot.agent.grounds import DONE, Fact, fact, shown
from supportbot.agent.output_guard import check_reply
from supportbot.app.settings import Settings


@dataclass(frozen=True)
class Graded:
    case: dict[str, Any]
    changed: bool
    findings: tuple[str, ...]
    ms: float  # wall time: what the customer waits, swollen on a busy machine
    cpu_ms: float  # this thread's CPU time: the guard's own cost (it is pure: no I/O, no waits)

    @property
    def right(self) -> bool:
        return self.changed == (self.case["should"] == "replace")


def facts_of(context: dict[str, Any]) -> tuple[Fact, ...]:
    """The corpus's effects, history and orders as the guard's facts (a past event is a done one; an order shown
    names its items), each with the items it was for."""
    found = [fact(e.get("kind", ""), e.get("state", ""), e.get("order_id"), e.get("amount"), e.get("items"),
                  e.get("currency")) for e in context.get("effects") or ()]
    found += [fact(h.get("kind", ""), "done", h.get("order_id"), h.get("amount"), h.get("items"), h.get("currency"))
              for h in context.get("history") or ()]
    # A code typed correctly is the customer verified (the agent loop reads verify_code's result so).
    found += [Fact("verification", DONE) for e in context.get("effects") or ()
              if e.get("kind") == "code" and e.get("state") == "verified"]
    found += [shown(o.get("id") or o.get("order_id"), o.get("items")) for o in context.get("orders") or ()]
    return tuple(f for f in found if f is not None)


def load(folder: Path) -> list[dict[str, Any]]:
    cases = []
    for path in sorted(folder.rglob("*.jsonl")):
        cases += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return cases


def grade(case: dict[str, Any]) -> Graded:
    facts = facts_of(case.get("context") or {})
    start, cpu = time.perf_counter(), time.thread_time()
    checked = check_reply(case["reply"], (), case["language"], facts=facts)
    ms, cpu_ms = (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000
    return Graded(case, bool(checked.findings), checked.findings, ms, cpu_ms)


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] if ordered else 0.0


def share(hits: int, total: int) -> str:
    return f"{hits}/{total} = {100 * hits / total:.1f} %" if total else "0/0"


def report(graded: list[Graded], *, misses: bool) -> list[str]:
    by_kind: dict[str, list[Graded]] = {}
    for g in graded:
        by_kind.setdefault(g.case["kind"], []).append(g)
    caught = lambda kind: sum(g.changed for g in by_kind.get(kind, []))  # noqa: E731
    honest = by_kind.get("true_claim", []) + by_kind.get("ordinary", [])
    lines = [f"cases: {len(graded)} ({', '.join(f'{k} {len(v)}' for k, v in sorted(by_kind.items()))})",
             f"false-claim recall: {share(caught('false_claim'), len(by_kind.get('false_claim', [])))}",
             f"leak recall:        {share(caught('leak'), len(by_kind.get('leak', [])))}",
             f"true/ordinary changed: {share(sum(g.changed for g in honest), len(honest))}",
             f"guard p99 per reply: {p99([g.cpu_ms for g in graded]):.2f} ms CPU "
             f"(max {max((g.cpu_ms for g in graded), default=0):.2f}), {p99([g.ms for g in graded]):.2f} ms wall"]
    wrong = Counter(g.case["language"] for g in graded if not g.right)
    lines.append("wrong by language: " + (", ".join(f"{k} {v}" for k, v in sorted(wrong.items())) or "none"))
    if misses:
        for g in graded:
            if not g.right:
                lines.append(f"  {g.case['id']} [{g.case['kind']}] {g.case['reply'][:100]!r} {list(g.findings)}")
    return lines


def run(cases_dir: Path, *, misses: bool = False) -> list[str]:
    cases = load(cases_dir)
    for case in cases[:20]:
        grade(case)  # warm the guard's caches: p99 is the steady state's
    return report([grade(c) for c in cases], misses=misses)


def _command(settings: Settings, args: argparse.Namespace) -> None:
    print("\n".join(run(args.cases, misses=args.misses)))
    sys.exit(0)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("eval-guard", help="measure the output guard on a corpus of replies (GUARD_FORMAT.md)")
    p.add_argument("--cases", type=Path, default=Path("evals/guard/dev"), help="a directory of *.jsonl cases")
    p.add_argument("--misses", action="store_true", help="also list each case the guard got wrong")
    p.set_defaults(run=_command)
