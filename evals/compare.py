"""`supportbot eval compare A B`: two runs of the same scenarios side by side (two models, or two
prompt versions), the input to small/large routing and to rollouts.

The figures of each run (evals/metrics.py) in two columns with B's difference, then every scenario
whose pass count differs between them: where one model or version wins and the other loses. Runs
of different scenario sets are compared on what they share, and the report says what it left out.
Pure but for reading the two run directories and writing the report.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from evals.metrics import summarise

Run = tuple[dict[str, Any], list[dict[str, Any]]]  # summary, trial rows


def load_run(run_dir: Path) -> Run:
    from evals.runner import load_rows

    return json.loads((run_dir / "summary.json").read_text(encoding="utf-8")), load_rows(run_dir)


def _passes(rows: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        out[r["scenario"]][0] += bool(r["passed"])
        out[r["scenario"]][1] += 1
    return {s: (c[0], c[1]) for s, c in out.items()}


def _number(value: Any) -> float | None:
    if isinstance(value, list):  # [in, out] tokens: their sum
        return float(sum(value))
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _cell(value: Any) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, list):
        return " / ".join(f"{v:g}" if isinstance(v, float) else str(v) for v in value)
    return str(value)


FIGURES = (("pass^1", "pass1"), ("pass^k", "passk"), ("policy breaks", "policy_breaks"),
           ("escalation rate", "escalation_rate"), ("containment", "containment"),
           ("model cost per resolved ticket", "cost_per_resolved"),
           ("tokens in / out per resolved ticket", "tokens_per_resolved"),
           ("turn latency p50 (s)", "turn_seconds_p50"), ("turn latency p95 (s)", "turn_seconds_p95"),
           ("trials that errored", "errors"))


def compare(a: Run, b: Run, names: tuple[str, str] = ("A", "B")) -> str:
    """The side-by-side report in Markdown, over the scenarios both runs played."""
    (sa, rows_a), (sb, rows_b) = a, b
    pa, pb = _passes(rows_a), _passes(rows_b)
    shared = sorted(set(pa) & set(pb))
    left_out = sorted(set(pa) ^ set(pb))
    if left_out:  # the figures again over the shared scenarios only, so the columns mean the same
        k = min(sa["k"], sb["k"])
        sa = sa | summarise([r for r in rows_a if r["scenario"] in shared], k, seed=sa.get("seed", 0))
        sb = sb | summarise([r for r in rows_b if r["scenario"] in shared], k, seed=sb.get("seed", 0))
    lines = [f"# {names[0]} against {names[1]}: {len(shared)} scenarios", "",
             f"- {names[0]}: {sa.get('agent')} agent, played by {sa.get('model') or 'no model'}, "
             f"k = {sa['k']}, prompt {sa.get('prompt_version') or 'built-in'}",
             f"- {names[1]}: {sb.get('agent')} agent, played by {sb.get('model') or 'no model'}, "
             f"k = {sb['k']}, prompt {sb.get('prompt_version') or 'built-in'}"]
    if left_out:
        lines.append(f"- played by one run only, left out: {', '.join(left_out)}")
    lines += ["", f"| figure | {names[0]} | {names[1]} | {names[1]} - {names[0]} |", "|---|---|---|---|"]
    for label, key in FIGURES:
        x, y = sa.get(key), sb.get(key)
        nx, ny = _number(x), _number(y)
        delta = f"{ny - nx:+.3f}" if nx is not None and ny is not None else "n/a"
        lines.append(f"| {label} | {_cell(x)} | {_cell(y)} | {delta} |")
    differing = [(s, pa[s], pb[s]) for s in shared if pa[s][0] / pa[s][1] != pb[s][0] / pb[s][1]]
    lines += ["", f"## Scenarios where they differ ({len(differing)} of {len(shared)})", ""]
    if differing:
        lines += [f"| scenario | {names[0]} passed | {names[1]} passed |", "|---|---|---|"]
        lines += [f"| {s} | {x[0]}/{x[1]} | {y[0]}/{y[1]} |" for s, x, y in differing]
    else:
        lines.append("None: every shared scenario passed as often in both.")
    return "\n".join(lines) + "\n"


def _run(settings: Any, args: argparse.Namespace) -> None:
    report = compare(load_run(args.a), load_run(args.b), (args.a.name, args.b.name))
    if args.out:
        args.out.write_text(report, encoding="utf-8")
        print(f"report: {args.out}", file=sys.stderr)
    print(report, end="")


def register(eval_subparsers: Any) -> None:
    p = eval_subparsers.add_parser("compare", help="two runs of the same scenarios side by side (two models or "
                                                   "two prompt versions): figures, and where they differ")
    p.add_argument("a", type=Path, help="a run directory (supportbot eval --out)")
    p.add_argument("b", type=Path, help="another run directory")
    p.add_argument("--out", type=Path, default=None, help="also write the report here (Markdown)")
    p.set_defaults(run=_run)
