"""What CI runs: `make test` (the suite without the `eval_lane` tests, then the moved-clock run) and
then `make test-evals` (only those): between the two selections no test is left out."""

from __future__ import annotations

import re

from tests.conftest import ROOT


def recipe(target: str) -> str:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    found = re.search(rf"^{re.escape(target)}:[^\n]*\n((?:\t[^\n]*\n)+)", makefile, re.M)
    assert found, f"no `{target}` target in the Makefile"
    return found.group(1)


def test_the_suite_and_the_eval_lane_select_complementary_tests():
    assert '$(SUITE) -m "not eval_lane"' in recipe("test")
    assert "$(SUITE) -m eval_lane" in recipe("test-evals")
    assert "scripts/moved-clock.sh" in recipe("test")


def test_ci_runs_the_suite_then_the_lane():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert [line for line in ci.splitlines() if line.startswith("make")] == ["make test", "make test-evals"]
