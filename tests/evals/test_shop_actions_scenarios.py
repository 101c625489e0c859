"""Issue 15's scenarios on the templated rung with the scripted customer: cancel a placed order
(refunded in full), refused once shipped, where's my refund on the arrival edge and overdue."""

from __future__ import annotations

from pathlib import Path

from tests.evals.test_runner import (
    last_line,  # noqa: I001
    run,
)

SHOP_ACTIONS = ("cancel-placed-order", "cancel-es", "cancel-hi", "cancel-hinglish", "cancel-ta", "cancel-bn",
                "cancel-after-shipping", "cancel-after-shipping-es", "refund-status-overdue",
                "refund-status-overdue-es", "refund-status-last-day")


def test_issue_15_scenarios_pass_on_the_templated_rung(tmp_path, capsys):
    real = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
    chosen = tmp_path / "scenarios"
    chosen.mkdir()
    for name in SHOP_ACTIONS:
        (chosen / f"{name}.json").write_text((real / f"{name}.json").read_text())
    code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--simulator", "scripted",
                "--fresh", "reset", "--agent", "templated", "--out", str(tmp_path / "run")])
    line = last_line(capsys)
    assert code == 0 and "pass^1=1.000" in line and "policy_breaks=0" in line, line
