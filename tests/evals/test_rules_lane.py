"""`supportbot eval --agent rules`: shop actions through the model path (gateway, loop, tools, the
customer's yes, staff approval) with the sandbox's rule-playing model, named in the report."""

from __future__ import annotations

import json

from tests.evals.test_runner import last_line, run
from tests.evals.test_shop_actions_scenarios import _chosen

ONE_PER_ACTION = ("refund-over-limit-approved", "cancel-placed-order", "return-damaged-no-fee", "replacement-plate",
                  "address-before-shipping", "refund-status-last-day")


def test_shop_actions_pass_through_the_model_path_with_the_rule_playing_model(tmp_path, capsys):
    chosen = _chosen(tmp_path, ONE_PER_ACTION)
    code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--simulator", "scripted",
                "--fresh", "reset", "--agent", "rules", "--injection-limit", "0", "--out", str(tmp_path / "run")])
    line = last_line(capsys)
    assert code == 0 and "pass^1=1.000" in line and "policy_breaks=0" in line, line
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["agent"] == "rules" and summary["model"].startswith("rule-player")
    assert "Played by: rule-player" in (tmp_path / "run" / "report.md").read_text()
    # The model path ran: every trial's turns asked the model (journaled llm steps), and none failed.
    rows = [json.loads(line) for line in (tmp_path / "run" / "trials.jsonl").read_text().splitlines()]
    assert len(rows) == len(ONE_PER_ACTION) and all(r["model_calls"] >= 1 and r["model_errors"] == 0 for r in rows)
