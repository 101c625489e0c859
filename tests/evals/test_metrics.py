"""pass^k, pass@k, intervals and the run summary, as tables."""

from __future__ import annotations

import pytest

from evals.metrics import bootstrap, pass_at_k, pass_hat_k, percentile, regressions, summarise, wilson


@pytest.mark.parametrize("n, c, k, expected", [
    (4, 4, 4, 1.0), (4, 0, 1, 0.0), (4, 2, 1, 0.5), (4, 2, 2, 1 / 6), (4, 3, 2, 0.5), (8, 7, 8, 0.0),
])
def test_pass_hat_k(n, c, k, expected):
    assert pass_hat_k(n, c, k) == pytest.approx(expected)


@pytest.mark.parametrize("n, c, k, expected", [
    (4, 0, 4, 0.0), (4, 1, 4, 1.0), (4, 2, 1, 0.5), (4, 1, 2, 0.5), (4, 2, 2, 5 / 6),
])
def test_pass_at_k(n, c, k, expected):
    assert pass_at_k(n, c, k) == pytest.approx(expected)


def test_k_beyond_the_trials_is_a_bug():
    with pytest.raises(ValueError):
        pass_hat_k(2, 1, 3)


def test_bootstrap_is_seeded_and_brackets_the_mean():
    values = [1.0, 0.0, 1.0, 1.0, 0.5, 0.0, 1.0, 1.0]
    low, high = bootstrap(values, seed=7)
    assert (low, high) == bootstrap(values, seed=7)
    assert low < sum(values) / len(values) < high
    assert bootstrap([1.0] * 5, seed=1) == (1.0, 1.0)


def row(scenario, passed, *, intent="refund", handoff=False, breaks=(), cost="0", turns=2):
    return {"scenario": scenario, "intent": intent, "passed": passed, "handoff": handoff,
            "policy_breaks": list(breaks), "cost": cost, "turns": turns}


def test_summary_of_a_run():
    rows = [row("a", True, cost="0.02"), row("a", True, cost="0.02"),
            row("b", True, intent="status"), row("b", False, intent="status", handoff=True, turns=4)]
    s = summarise(rows, 2, seed=0)
    assert (s["scenarios"], s["trials"]) == (2, 4)
    assert s["pass1"] == pytest.approx(0.75)  # a: 1.0, b: 0.5
    assert s["passk"] == pytest.approx(0.5)  # a: 1, b: C(1,2)/C(2,2) = 0
    assert s["pass_at_k"][1]["value"] == pytest.approx(1.0)
    assert s["escalation_rate"] == pytest.approx(0.25)
    assert s["containment"] == pytest.approx(0.75)
    assert s["cost_per_resolved"] == "0.013333"
    assert s["turns_per_ticket"] == pytest.approx(2.5)
    assert s["by_intent"]["status"]["pass1"] == pytest.approx(0.5)
    assert s["policy_breaks"] == 0


def test_a_baseline_flags_a_drop_beyond_its_interval_and_any_break():
    good = summarise([row(s, True) for s in "abcdefgh" for _ in range(2)], 2, seed=0)
    assert regressions(good, good) == []
    worse = summarise([row(s, s in "ab") for s in "abcdefgh" for _ in range(2)], 2, seed=0)
    assert "below the baseline's interval" in regressions(worse, good)[0]
    broke = summarise([row(s, True, breaks=["x"] if s == "a" else ()) for s in "abcdefgh" for _ in range(2)], 2,
                      seed=0)
    assert regressions(broke, good) == ["2 policy breaks (baseline 0)"]


def test_figures_by_language_from_the_lang_tag():
    tagged = [row("a", True) | {"tags": ["lang:es"]}, row("a", False) | {"tags": ["lang:es"]},
              row("b", True) | {"tags": ["lang:ta", "hard:x"]}, row("b", True) | {"tags": ["lang:ta"]},
              row("c", True)]
    s = summarise(tagged, 2, seed=0)
    assert s["by_language"]["es"] == {"scenarios": 1, "trials": 2, "pass1": 0.5, "passk": 0.0}
    assert s["by_language"]["ta"]["passk"] == 1.0
    assert set(s["by_language"]) == {"es", "ta"}


def test_wilson_keeps_an_honest_width_where_all_or_none_passed() -> None:
    assert wilson(0, 0) == (0.0, 0.0)
    low, high = wilson(10, 10)
    assert high == 1.0 and 0.69 < low < 0.73  # 10/10 is not a certainty: [0.722, 1]
    low, high = wilson(0, 10)
    assert low == 0.0 and 0.27 < high < 0.31
    low, high = wilson(89, 130)
    assert low < 89 / 130 < high and high - low < 0.17


def test_latency_percentiles_are_nearest_rank_and_tokens_add_up_per_resolved_ticket() -> None:
    assert percentile([], 50) is None
    assert percentile([0.3, 0.1, 0.2], 50) == 0.2 and percentile([float(i) for i in range(1, 101)], 95) == 95.0
    rows = [{"scenario": "a", "intent": "x", "passed": True, "handoff": False, "cost": "0.02", "turns": 2,
             "policy_breaks": [], "tokens": [1000, 50], "turn_seconds": [0.5, 1.5]},
            {"scenario": "b", "intent": "x", "passed": False, "handoff": True, "cost": "0.01", "turns": 1,
             "policy_breaks": [], "tokens": [500, 10], "turn_seconds": [3.0]}]
    summary = summarise(rows, 1, seed=0)
    assert summary["tokens_total"] == [1500, 60] and summary["tokens_per_resolved"] == [1500.0, 60.0]
    assert (summary["turn_seconds_p50"], summary["turn_seconds_p95"], summary["model_turns"]) == (1.5, 3.0, 3)
    assert summary["cost_per_resolved"] == "0.030000"
