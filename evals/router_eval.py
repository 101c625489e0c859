"""`supportbot eval router`: the router's accuracy and confusion on its held-out split, by
intent, and its high-risk recall.

The held-out split is the one the artefact was trained without (supportbot/core/understanding/classifier.py, stratified
10%, seed 0), read the way bench/router.py reads it. That split is bitext and carries no
high-risk label, so risk is measured on evals/data/risk_messages.json: high-risk messages in
four languages (recall) and look-alikes (false alarms), plus false alarms on the held-out split.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from supportbot.core.understanding.labels import FINE_TO_INTENT
from supportbot.core.understanding.router import Router

# The data the artefact was trained on; its held-out rows are what this eval reads.
BITEXT = Path(__file__).resolve().parents[1] / "data" / "bitext" / "customer_support_training.csv"
RISK_MESSAGES = Path(__file__).resolve().parent / "data" / "risk_messages.json"


@dataclass
class RouterReport:
    n: int
    fine_accuracy: float
    intent_accuracy: float
    confusion: dict[str, Counter] = field(default_factory=dict)  # gold intent -> predicted intent counts
    high_risk_recall: float = 0.0
    high_risk_n: int = 0
    missed: list[str] = field(default_factory=list)  # high-risk messages labelled low, with language
    false_alarms: list[str] = field(default_factory=list)
    held_out_false_alarms: int = 0
    fine_confusions: Counter = field(default_factory=Counter)  # (gold fine, predicted fine) mistakes

    def by_intent(self) -> dict[str, tuple[float, float, int]]:
        """Per gold intent: (recall, precision, support)."""
        predicted: Counter[str] = Counter()
        for row in self.confusion.values():
            predicted.update(row)
        return {gold: (row[gold] / sum(row.values()), row[gold] / predicted[gold] if predicted[gold] else 0.0,
                       sum(row.values()))
                for gold, row in sorted(self.confusion.items())}


def evaluate(router: Router, held: list[tuple[str, str]], risk_messages: dict) -> RouterReport:
    confusion: dict[str, Counter] = {}
    fine_right = intent_right = held_alarms = 0
    fine_confusions: Counter = Counter()
    for text, fine in held:
        labels = router.classify(text)
        gold = FINE_TO_INTENT[fine]
        confusion.setdefault(gold, Counter())[labels.intent] += 1
        fine_right += labels.fine_intent == fine
        if labels.fine_intent != fine:
            fine_confusions[(fine, labels.fine_intent)] += 1
        intent_right += labels.intent == gold
        held_alarms += labels.risk == "high"
    high = risk_messages["high"]
    missed = [f"{lang}/{signal}: {text}" for lang, signal, text in high if router.classify(text).risk != "high"]
    alarms = [f"{lang}: {text}" for lang, text in risk_messages["low"] if router.classify(text).risk == "high"]
    n = len(held)
    return RouterReport(n=n, fine_accuracy=fine_right / n, intent_accuracy=intent_right / n, confusion=confusion,
                        high_risk_recall=(len(high) - len(missed)) / len(high), high_risk_n=len(high),
                        missed=missed, false_alarms=alarms, held_out_false_alarms=held_alarms,
                        fine_confusions=fine_confusions)


def render(report: RouterReport, low_n: int) -> str:
    intents = sorted({p for row in report.confusion.values() for p in row} | set(report.confusion))
    lines = [f"router_accuracy={report.intent_accuracy:.4f} (intent), {report.fine_accuracy:.4f} (fine), "
             f"n={report.n} held out",
             f"router_high_risk_recall={report.high_risk_recall:.4f} (n={report.high_risk_n}); "
             f"false alarms {len(report.false_alarms)}/{low_n} look-alikes, "
             f"{report.held_out_false_alarms}/{report.n} held out",
             "", f"{'intent':<16} {'recall':>7} {'precision':>9} {'n':>5}"]
    lines += [f"{gold:<16} {r:>7.4f} {p:>9.4f} {n:>5}" for gold, (r, p, n) in report.by_intent().items()]
    lines += ["", "confusion (rows gold, columns predicted):", " " * 16 + "".join(f"{i[:7]:>8}" for i in intents)]
    lines += [f"{gold:<16}" + "".join(f"{report.confusion[gold][i]:>8}" for i in intents)
              for gold in sorted(report.confusion)]
    lines += [f"fine intent {gold} read as {predicted}: {n}"
              for (gold, predicted), n in report.fine_confusions.most_common()]
    lines += [f"missed high risk: {m}" for m in report.missed]
    lines += [f"false alarm: {m}" for m in report.false_alarms]
    return "\n".join(lines)


def _run(settings, args: argparse.Namespace) -> None:
    from supportbot.core.understanding import classifier

    model_path = Path(args.model or classifier.ARTEFACT)  # the artefact `make install` built
    data = Path(args.data or BITEXT)
    if not model_path.exists():
        raise SystemExit(f"{model_path} is missing: build it with `make install`")
    model = classifier.load(model_path)
    if model.held_out_seed is None:
        raise SystemExit(f"{model_path} was trained on every row; nothing is held out")
    held = classifier.held_out_examples(data, model.held_out_seed)
    risk = json.loads(RISK_MESSAGES.read_text(encoding="utf-8"))
    print(render(evaluate(Router(model), held, risk), len(risk["low"])))


def register(eval_subparsers) -> None:
    p = eval_subparsers.add_parser("router", help="router accuracy, confusion and high-risk recall, held out")
    p.add_argument("--model", default=None, help="default: bench/router.py's artefact")
    p.add_argument("--data", default=None, help="default: bench/router.py's bitext file")
    p.set_defaults(run=_run)
