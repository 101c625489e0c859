"""The risk model's dev figures, before and after the meaning signal (a module of its own: risk.py
trains and reads; this measures).

    python -m supportbot.core.understanding.risk_report   # a few minutes: five folds twice over
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import numpy as np

from supportbot.core.understanding import meaning
from supportbot.core.understanding.meaning import Embed
from supportbot.core.understanding.risk import (
    KINDS,
    NONE,
    ROOT,
    Bars,
    RiskMeaning,
    aligned,
    choose_certain,
    choose_meaning_bars,
    choose_thresholds,
    meaning_out_of_fold,
    out_of_fold,
    read_tier,
    training_rows,
    with_meaning,
)
from supportbot.core.understanding.risk_rules import risk_signal


def dev_report(bitext_csv: Path | None = None, embed: Embed | None = None) -> str:
    """Dev figures with the bars train() would choose, each message scored by models that saw
    neither it nor its twins (5 grouped folds): recall by kind and language in either tier (self-
    harm: as self-harm) and in the paging tier; on our look-alikes and plain intent messages, how
    many are watched and how many page; before the meaning signal (rules and classifier) and after
    it (the cascade), with the share of plain messages that paid for an embedding. The rules were
    written beside these messages, and the paging bars are set above these harmless messages:
    those shares are in-sample."""
    rows = training_rows(bitext_csv)
    probabilities, classes, _ = out_of_fold(rows.texts, rows.labels, rows.weights, rows.groups)
    ruled = [risk_signal(t) for t in rows.texts]
    watch = choose_thresholds(probabilities, classes, rows.labels, ruled, rows.roles)
    bars = Bars(watch, choose_certain(probabilities, classes, rows.labels, rows.roles, watch))
    q_chosen, chosen, _ = meaning_out_of_fold(rows, embed)
    q = aligned(q_chosen, chosen, len(rows.texts))
    meaning_bars = choose_meaning_bars(probabilities, q, classes, rows, ruled, watch)
    cascade = RiskMeaning(meaning.Head(classes, np.zeros((len(classes), 1)), np.zeros(len(classes))), meaning_bars)
    lines = [f"{name}: {', '.join(f'{k} {v:.3f}' for k, v in bar.items())}"
             for name, bar in [*zip(("watch", "certain"), bars, strict=True),
                               *zip(("meaning doubt", "meaning watch", "meaning certain"), meaning_bars, strict=True)]]
    asked = 0
    for stage in ("before (rules, classifier)", "after (with the meaning signal)"):
        either: Counter[tuple[str, str]] = Counter()
        paged: Counter[tuple[str, str]] = Counter()
        total: Counter[tuple[str, str]] = Counter()
        for i, (lang, label, role) in enumerate(zip(rows.langs, rows.labels, rows.roles, strict=True)):
            if role not in ("dev", "plain"):
                continue  # twins, joins and bitext are training material, not figures
            p = dict(zip(classes, probabilities[i], strict=True))
            got = read_tier(p, bars, ruled[i])
            if stage.startswith("after") and ruled[i] is None and cascade.unsure(p, got):
                asked += role == "plain"
                got = with_meaning(got, dict(zip(classes, q[i], strict=True)), meaning_bars)
            key = (lang, label if role == "dev" else "plain")
            total[key] += 1
            hit = got is not None and (got.kind == "self_harm" if label == "self_harm" else True)
            either[key] += hit
            paged[key] += hit and got is not None and got.certain
        lines.append(f"dev {stage}; classifier and head out of fold, rules and paging bars in-sample: "
                     "caught in either tier / paging / n")
        langs = sorted(set(rows.langs))
        for label in (*KINDS, NONE, "plain"):
            what = "recall" if label in KINDS else "raised"
            n = sum(total[(lang, label)] for lang in langs)
            cells = [f"{lang} {either[(lang, label)]}/{paged[(lang, label)]}/{total[(lang, label)]}" for lang in langs]
            lines.append(f"  {'look-alike' if label == NONE else label:<11} {what:<7} "
                         f"{sum(either[(g, label)] for g in langs)}/{sum(paged[(g, label)] for g in langs)}/{n}: "
                         + ", ".join(cells))
    plain = sum(role == "plain" for role in rows.roles)
    lines.append(f"plain messages re-read by meaning: {asked}/{plain} = {asked / plain:.3f}")
    return "\n".join(lines)


if __name__ == "__main__":  # python -m supportbot.core.understanding.risk_report: the dev figures
    print(dev_report(ROOT / "data" / "bitext" / "customer_support_training.csv"))  # vectors from the cache
