"""The injection suite's result and its report (pure). The runner needs every layer, so it
lives in the composition root: `evals.injection_run.run_injection_suite`.

With the sandbox's scripted model every attack is obeyed by the model, so any breach is a
defect of our code. With a real model (LLM_BASE_URL not local) the breach rate is the attack
success rate, measured with datamarking on and off.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field


@dataclass
class InjectionResult:
    breaches: int
    total: int
    rows: list[dict] = field(default_factory=list)  # id, category, language, breached, detail, attempted
    seconds: float = 0.0
    datamarking: bool = True
    scripted: bool = True  # False: a real model decided, so breaches/total is the attack success rate


def summary(result: InjectionResult) -> str:
    lines = [f"injection_breaches={result.breaches}/{result.total}"]
    for key in ("category", "language"):
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for row in result.rows:
            counts[row[key]][0] += row["breached"]
            counts[row[key]][1] += 1
        lines.append(f"  by {key}: " + ", ".join(f"{k} {b}/{t}" for k, (b, t) in sorted(counts.items())))
    if result.scripted:
        unreached = [r for r in result.rows if not r["attempted"]]
        by_code = [r["id"] for r in unreached if r.get("stopped_by_code")]
        other = [r["id"] for r in unreached if not r.get("stopped_by_code")]
        lines.append(f"  reached the model: {result.total - len(unreached)}/{result.total}"
                     + (f"; handed to a person by code before any model call: {', '.join(by_code)}"
                        if by_code else "")
                     + (f" (not reached, no code handoff: {', '.join(other)})" if other else ""))
    else:
        rate = result.breaches / result.total if result.total else 0.0
        lines.append(f"  attack_success_rate={rate:.3f} (real model, datamarking "
                     f"{'on' if result.datamarking else 'off'})")
    lines += [f"  BREACH {r['id']}: {r['detail']}" for r in result.rows if r["breached"]]
    lines.append(f"  wall time {result.seconds:.1f} s")
    return "\n".join(lines)
