"""Issue 15.3's scenarios: a replacement chosen at the refund's question (under and over the limit,
staff approve or reject, five languages), a unit refunded or replaced never getting the other, and a
parcel delivered but not received before and after the wait (issue 15.5),
on the templated rung and with the scripted model on the LLM path."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.evals.test_runner import (
    last_line,  # noqa: I001
    run,
)

REPLACEMENTS = ("replacement-plate", "replacement-at-limit", "replacement-over-limit-approved",
                "replacement-over-limit-rejected", "replacement-es", "replacement-hi", "replacement-hinglish",
                "replacement-ta", "replacement-bn", "replacement-after-refund-refused",
                "refund-after-replacement-refused", "dnr-within-wait", "dnr-after-wait-es")


def chosen(tmp_path: Path) -> Path:
    real = Path(__file__).resolve().parents[2] / "evals" / "scenarios"
    directory = tmp_path / "scenarios"
    directory.mkdir()
    for name in REPLACEMENTS:
        (directory / f"{name}.json").write_text((real / f"{name}.json").read_text())
    return directory


@pytest.mark.parametrize("agent", ["templated"])
def test_replacement_scenarios_pass(agent, tmp_path, capsys):
    code = run(["--scenarios", str(chosen(tmp_path)), "--k", "1", "--concurrency", "2", "--simulator", "scripted",
                "--fresh", "reset", "--agent", agent, "--out", str(tmp_path / "run")])
    line = last_line(capsys)
    assert code == 0 and "pass^1=1.000" in line and "policy_breaks=0" in line, line
