"""What CI runs: `make test` (the suite without the `eval_lane` and `slow_lane` tests, then the
moved-clock run), then `make test-evals` and `make test-slow` (only those): between the three
selections no test is left out, and every test is in one."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT
from tests.lanes import SLOW, sweep


def recipe(target: str) -> str:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    found = re.search(rf"^{re.escape(target)}:[^\n]*\n((?:\t[^\n]*\n)+)", makefile, re.M)
    assert found, f"no `{target}` target in the Makefile"
    return found.group(1)


def test_the_suite_and_the_two_lanes_select_complementary_tests():
    assert '$(SUITE) -m "not eval_lane and not slow_lane"' in recipe("test")
    assert "$(SUITE) -m eval_lane" in recipe("test-evals")
    assert "$(SUITE) -m slow_lane" in recipe("test-slow")
    assert "scripts/moved-clock.sh" in recipe("test")


def test_ci_runs_the_suite_then_both_lanes():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert [line for line in ci.splitlines() if line.startswith("make")] == ["make test", "make test-evals",
                                                                            "make test-slow"]


def test_a_sweep_keeps_the_named_steps_in_make_test_and_sends_the_rest_to_the_slow_lane():
    params = sweep([(1, False), (2, False), (2, True)], ["a1", "b2", "b2-forgotten"], keep={"b2"})
    assert [(p.id, p.values, any(m.name == SLOW.name for m in p.marks)) for p in params] == [
        ("a1", (1, False), True), ("b2", (2, False), False), ("b2-forgotten", (2, True), True)]


def test_a_kept_step_missing_from_the_sweep_fails_at_collection():
    with pytest.raises(AssertionError, match="not in the sweep"):
        sweep(range(1, 3), ["pay1", "send2"], keep={"pay3"})  # a step renamed or removed
