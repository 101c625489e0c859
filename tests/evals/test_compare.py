"""`supportbot eval compare A B` (evals/compare.py): two runs' figures side by side and the scenarios
where they differ, over the scenarios both played."""

from __future__ import annotations

import json

from evals.compare import compare, load_run
from evals.metrics import summarise


def _row(scenario: str, passed: bool, trial: int = 0, tokens=(100, 10), seconds=(0.5,)) -> dict:
    return {"scenario": scenario, "intent": "refund", "trial": trial, "passed": passed, "handoff": False,
            "cost": "0.01", "turns": 2, "policy_breaks": [], "tokens": list(tokens), "turn_seconds": list(seconds),
            "tags": []}


def _run(model: str, rows: list[dict], k: int = 1) -> tuple[dict, list[dict]]:
    return summarise(rows, k, seed=0) | {"agent": "llm", "model": model}, rows


def test_the_figures_stand_side_by_side_and_the_differing_scenarios_are_named():
    small = _run("small", [_row("refund-a", True), _row("cancel-b", False), _row("status-c", True)])
    large = _run("large", [_row("refund-a", True), _row("cancel-b", True, tokens=(300, 30), seconds=(2.0,)),
                           _row("status-c", True)])
    report = compare(small, large, ("small", "large"))
    assert "# small against large: 3 scenarios" in report
    assert "| pass^1 | 0.667 | 1.000 | +0.333 |" in report
    assert "| turn latency p95 (s) | 0.500 | 2.000 | +1.500 |" in report
    assert "## Scenarios where they differ (1 of 3)" in report and "| cancel-b | 0/1 | 1/1 |" in report
    assert "refund-a |" not in report.split("where they differ")[1]


def test_scenarios_played_by_one_run_only_are_left_out_of_both_columns_and_named():
    a = _run("a", [_row("x", True), _row("only-in-a", False)])
    b = _run("b", [_row("x", True)])
    report = compare(a, b)
    assert "left out: only-in-a" in report and "| pass^1 | 1.000 | 1.000 | +0.000 |" in report


def test_run_directories_are_read_as_the_eval_writes_them(tmp_path):
    summary, rows = _run("m", [_row("x", True)])
    (tmp_path / "summary.json").write_text(json.dumps(summary))
    (tmp_path / "trials.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert load_run(tmp_path) == (json.loads(json.dumps(summary)), rows)
