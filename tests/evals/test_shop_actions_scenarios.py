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


RETURNS = ("return-plate", "return-change-of-mind", "return-damaged-no-fee", "return-window-day-30",
           "return-window-day-31", "return-partial-no-receipt", "return-after-refund", "return-placed-order",
           "return-es", "return-hi", "return-hinglish", "return-ta", "return-bn")


def _chosen(tmp_path: Path, names: tuple[str, ...]) -> Path:
    real = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
    chosen = tmp_path / "scenarios"
    chosen.mkdir()
    for name in names:
        (chosen / f"{name}.json").write_text((real / f"{name}.json").read_text())
    return chosen


def test_return_scenarios_pass_on_the_templated_rung(tmp_path, capsys):
    """Issue 15.2: label after the yes, the warehouse's receipt pays less the fee; edges refused."""
    chosen = _chosen(tmp_path, RETURNS)
    code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--simulator", "scripted",
                "--fresh", "reset", "--agent", "templated", "--out", str(tmp_path / "run")])
    line = last_line(capsys)
    assert code == 0 and "pass^1=1.000" in line and "policy_breaks=0" in line, line


def test_issue_15_scenarios_pass_on_the_templated_rung(tmp_path, capsys):
    chosen = _chosen(tmp_path, SHOP_ACTIONS)
    code = run(["--scenarios", str(chosen), "--k", "1", "--concurrency", "2", "--simulator", "scripted",
                "--fresh", "reset", "--agent", "templated", "--out", str(tmp_path / "run")])
    line = last_line(capsys)
    assert code == 0 and "pass^1=1.000" in line and "policy_breaks=0" in line, line
