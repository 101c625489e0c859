"""`supportbot eval --judge`: the calibrated LLM judge (evals/judge.py) on a run's conversations.

The judge first grades a spread of the labelled seed transcripts (evals/data/judge_labels.jsonl),
so the run's report carries its agreement with people (Cohen's kappa per dimension) beside its
verdicts: below the bar the verdicts are advice, never a gate. Then it grades each trial's
transcript for tone and accuracy. The judge is the model in settings (LLM_BASE_URL), or another
name at the same endpoint (--judge-model).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from evals.judge import DIMENSIONS, SEED, calibrate, judge_transcripts, load_labelled
from supportbot.app.settings import Settings


async def judge_run(settings: Settings, rows: Sequence[dict[str, Any]], calibration: int) -> dict[str, Any]:
    """Verdicts per dimension over the run's transcripts, and the judge's calibration."""
    from supportbot.app.bootstrap import model_gateway

    labelled = load_labelled(SEED)
    # Evenly over the file, which runs from real transcripts to the ones written with a defect.
    people = [labelled[i * len(labelled) // calibration] for i in range(min(calibration, len(labelled)))]
    items = [(f"{r['scenario']}#{r['trial']}", r["transcript"]) for r in rows if r.get("transcript")]
    async with model_gateway(settings) as model:
        agreement = calibrate(people, await judge_transcripts(model, [(p.id, p.transcript) for p in people]))
        verdicts = await judge_transcripts(model, items)
    counts = {d: Counter(v.get(d) or "no label" for v in verdicts.values()) for d in DIMENSIONS}
    return {"model": settings.llm_model, "conversations": len(items), "calibrated_on": len(people),
            "usable_as_gate": agreement.usable_as_gate,
            "dimensions": {d: {"good": counts[d]["good"], "bad": counts[d]["bad"], "no label": counts[d]["no label"],
                               "kappa": agreement.dimensions[d].kappa} for d in DIMENSIONS},
            "bad": sorted(i for i, v in verdicts.items() if "bad" in v.values())}


def judge_lines(judged: dict[str, Any]) -> list[str]:
    """The report's section on the judge."""
    lines = ["", "## Judge", "",
             f"{judged['model']} graded {judged['conversations']} conversations; on {judged['calibrated_on']} "
             "labelled ones it agreed with people as below: "
             + ("usable as a gate." if judged["usable_as_gate"] else "advice only (agreement below the bar)."),
             "", "| dimension | good | bad | no label | kappa against people |", "|---|---|---|---|---|"]
    lines += [f"| {d} | {v['good']} | {v['bad']} | {v['no label']} | {v['kappa']:.3f} |"
              for d, v in judged["dimensions"].items()]
    if judged["bad"]:
        lines += ["", "Judged bad: " + ", ".join(f"`{i}`" for i in judged["bad"][:20])]
    return lines
