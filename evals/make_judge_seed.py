"""Writes evals/data/judge_labels.jsonl, the judge's labelled seed: half real transcripts from an eval
run (`supportbot eval ... --out RUN`; labels: accuracy from the trial's grade, which checks the end
state; tone good, the templated bot's texts being reviewed copy), half written from them with a
known defect (a rude line: tone bad; a line contradicting what the conversation established:
accuracy bad) or a polite closing (both kept). The labels are by construction and by the graders,
not a person's reading of each transcript: the QA cards' verdicts are the people's labels.

    .venv/bin/python -m evals.make_judge_seed RUN_DIR [--out evals/data/judge_labels.jsonl]
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from evals.judge import SEED

RUDE = ["Read your order page next time, it's all there.", "Obviously. As I already said.",
        "Stop asking the same thing, please.", "That's your problem, not ours.",
        "Fine. Whatever you say.", "Try to keep up: it's on the way."]
CONTRADICTIONS = ["Correction: that order was cancelled last week and nothing was sent.",
                  "Also, I've refunded 250.00 USD to your card just now.",
                  "Your order was delivered yesterday and signed for.",
                  "Our policy allows refunds up to 365 days after delivery, no questions asked."]
POLITE = ["Is there anything else I can help you with?", "Thanks for your patience!"]


def rows_from_run(run: Path) -> list[dict[str, Any]]:
    trials = [json.loads(line) for line in (run / "trials.jsonl").read_text(encoding="utf-8").splitlines()]
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    for t in trials:
        transcript = [{"from": line["from"], "text": line.get("text")} for line in t["transcript"]]
        key = json.dumps(transcript)
        if not transcript or key in seen:
            continue
        seen.add(key)
        out.append({"id": f"run-{t['scenario']}-{t.get('trial', len(out))}", "source": "eval_run",
                    "transcript": transcript,
                    "labels": {"tone": "good", "accuracy": "good" if t["passed"] else "bad"}})
    return out


def written(base: list[dict[str, Any]], n: int, rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for i in range(n):
        source = rng.choice(base)
        kind = ("tone", "accuracy", "polite")[i % 3]
        line = {"tone": RUDE, "accuracy": CONTRADICTIONS, "polite": POLITE}[kind]
        labels = dict(source["labels"])
        if kind != "polite":
            labels[kind] = "bad"
        out.append({"id": f"written-{i}-{kind}", "source": "written", "labels": labels,
                    "transcript": [*source["transcript"], {"from": "bot", "text": rng.choice(line)}]})
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("run", type=Path)
    p.add_argument("--out", type=Path, default=SEED)
    p.add_argument("--seed", type=int, default=17)
    args = p.parse_args()
    rng = random.Random(args.seed)
    real = rows_from_run(args.run)
    rows = real + written(real, len(real), rng)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} labelled transcripts ({len(real)} from {args.run}) -> {args.out}")


if __name__ == "__main__":
    main()
