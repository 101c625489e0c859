"""pass^k, pass@k and the operating figures of a run, from its trial rows. Pure: no I/O.

pass^k (tau-bench): the chance that k trials of a scenario *all* pass, estimated without bias
as C(c, k) / C(n, k) from c passes in n trials, averaged over scenarios. pass@k: the chance
that at least one of k passes, 1 - C(n - c, k) / C(n, k). Intervals resample scenarios, not
trials: scenarios are the population a run samples, trials only sharpen each one's estimate.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Sequence
from decimal import Decimal
from math import ceil, comb, sqrt

Interval = tuple[float, float]


def pass_hat_k(n: int, c: int, k: int) -> float:
    """One scenario: the chance k of its trials all pass, given c passes in n."""
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    return comb(c, k) / comb(n, k)


def pass_at_k(n: int, c: int, k: int) -> float:
    """One scenario: the chance at least one of k trials passes."""
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    return 1 - comb(n - c, k) / comb(n, k)


def bootstrap(values: Sequence[float], *, seed: int, rounds: int = 2000) -> Interval:
    """A 95% percentile interval of the mean, resampling the values with replacement."""
    if not values:
        return (0.0, 0.0)
    rng = random.Random(seed)
    n = len(values)
    means = sorted(sum(rng.choices(values, k=n)) / n for _ in range(rounds))
    return (means[int(0.025 * (rounds - 1))], means[int(0.975 * (rounds - 1))])


def wilson(passes: int, trials: int, z: float = 1.96) -> Interval:
    """The Wilson score interval (95%) of a pass rate: honest at 0 or all passes and few trials,
    where the normal approximation's interval collapses to a point."""
    if trials == 0:
        return (0.0, 0.0)
    p = passes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float | None:
    """The nearest-rank q-th percentile (0 < q <= 100); None without values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, ceil(q / 100 * len(ordered)) - 1)]


def _per_scenario(rows: Sequence[dict]) -> dict[str, list[bool]]:
    out: dict[str, list[bool]] = defaultdict(list)
    for row in rows:
        out[row["scenario"]].append(bool(row["passed"]))
    return out


def curve(rows: Sequence[dict], k_max: int, estimator: Callable[[int, int, int], float], *, seed: int
          ) -> list[dict]:
    """For k = 1..k_max: the mean over scenarios and its bootstrap interval."""
    outcomes = _per_scenario(rows)
    points = []
    for k in range(1, k_max + 1):
        values = [estimator(len(o), sum(o), k) for o in outcomes.values() if len(o) >= k]
        mean = sum(values) / len(values) if values else 0.0
        low, high = bootstrap(values, seed=seed + k)
        points.append({"k": k, "value": mean, "low": low, "high": high})
    return points


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def summarise(rows: Sequence[dict], k: int, *, seed: int) -> dict:
    """The run's figures. Containment: trials the bot resolved (passed) with no person involved."""
    trials = len(rows)
    handed = sum(1 for r in rows if r["handoff"])
    resolved = [r for r in rows if r["passed"]]
    cost = sum((Decimal(r["cost"]) for r in rows), Decimal(0))
    by_intent: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_intent[row["intent"]].append(row)
    hat = curve(rows, k, pass_hat_k, seed=seed)
    tokens = [sum(r.get("tokens", (0, 0))[i] for r in rows) for i in (0, 1)]
    turn_seconds = [s for r in rows for s in r.get("turn_seconds", ())]
    return {
        "scenarios": len(_per_scenario(rows)),
        "k": k,
        "trials": trials,
        "pass_hat_k": hat,
        "pass_at_k": curve(rows, k, pass_at_k, seed=seed),
        "pass1": hat[0]["value"] if hat else 0.0,
        "passk": hat[-1]["value"] if hat else 0.0,
        "policy_breaks": sum(len(r["policy_breaks"]) for r in rows),
        "errors": sum(1 for r in rows if r.get("error")),
        "escalation_rate": _rate(handed, trials),
        "containment": _rate(sum(1 for r in resolved if not r["handoff"]), trials),
        "cost_total": str(cost),
        "cost_per_resolved": str((cost / len(resolved)).quantize(Decimal("0.000001"))) if resolved else None,
        # Wilson over trials beside the bootstrap over scenarios: a small run's bootstrap is often a point.
        "pass1_trials_interval": wilson(len(resolved), trials),
        # As the API reported them (usage), input and output: what a price per token multiplies.
        "tokens_total": tokens,
        "tokens_per_resolved": [round(t / len(resolved), 1) for t in tokens] if resolved else None,
        # Each bot turn that asked the model, in the worker: start of the run to its end.
        "turn_seconds_p50": percentile(turn_seconds, 50),
        "turn_seconds_p95": percentile(turn_seconds, 95),
        "model_turns": len(turn_seconds),
        "turns_per_ticket": _rate(sum(r["turns"] for r in rows), trials),
        "by_intent": {
            intent: {"scenarios": len(_per_scenario(group)), "trials": len(group),
                     "pass1": _rate(sum(1 for r in group if r["passed"]), len(group)),
                     "escalation_rate": _rate(sum(1 for r in group if r["handoff"]), len(group)),
                     "policy_breaks": sum(len(r["policy_breaks"]) for r in group)}
            for intent, group in sorted(by_intent.items())
        },
        "by_language": by_language(rows, k),
    }


def language_of(row: dict) -> str | None:
    """The scenario's language from its `lang:xx` tag (the frozen sets tag every scenario)."""
    return next((t.split(":", 1)[1] for t in row.get("tags", ()) if t.startswith("lang:")), None)


def by_language(rows: Sequence[dict], k: int) -> dict[str, dict]:
    """pass^1 and pass^k per tagged language: where a failure class lives in one language only."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        lang = language_of(row)
        if lang is not None:
            groups[lang].append(row)
    out = {}
    for lang, group in sorted(groups.items()):
        outcomes = _per_scenario(group)
        hat = [pass_hat_k(len(o), sum(o), k) for o in outcomes.values() if len(o) >= k]
        out[lang] = {"scenarios": len(outcomes), "trials": len(group),
                     "pass1": _rate(sum(1 for r in group if r["passed"]), len(group)),
                     "passk": sum(hat) / len(hat) if hat else 0.0}
    return out


def regressions(summary: dict, baseline: dict) -> list[str]:
    """Why this run is worse than a baseline: pass^1 below the baseline's interval, or any break."""
    found = []
    low = baseline["pass_hat_k"][0]["low"] if baseline.get("pass_hat_k") else baseline["pass1"]
    if summary["pass1"] < low:
        found.append(f"pass^1 {summary['pass1']:.3f} is below the baseline's interval (low {low:.3f}, "
                     f"baseline {baseline['pass1']:.3f})")
    if summary["policy_breaks"]:
        found.append(f"{summary['policy_breaks']} policy breaks (baseline {baseline.get('policy_breaks', 0)})")
    return found
