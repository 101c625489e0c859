"""The meaning signal measured (issue 28, [4/9]): the built router before it (rules and n-gram
classifiers) and after it (the cascade asks the embedding for what they are unsure of), on
messages no model or bar was chosen on, with the cost per message and in memory.

    python -m bench.meaning [--model supportbot/artefacts/router.pkl] [--heldout data/heldout/risk_new.tsv]

Quality: `--heldout` (ours, lang<TAB>label<TAB>text, never trained on): risk caught in either tier
(self-harm: as self-harm) and paged, by kind; look-alikes watched and paged. Cost: p50/p99 per
message over the bitext split the artefact was trained without (ordinary traffic) and over the
held-out risk file (hard traffic), the share of each that paid for an embedding, and the process's
peak RSS before and after the embedder loads. The dev figures (out of fold) are
`python -m supportbot.core.understanding.risk` and `... .intents`.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from supportbot.core.understanding import classifier
from supportbot.core.understanding.classifier import read_tsv
from supportbot.core.understanding.router import Router

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "bitext" / "customer_support_training.csv"
HELDOUT = ROOT / "data" / "heldout" / "risk_new.tsv"


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def risk_figures(router: Router, rows: Sequence[tuple[str, str, str]]) -> list[str]:
    caught: Counter[str] = Counter()
    paged: Counter[str] = Counter()
    total: Counter[str] = Counter()
    missed: list[str] = []
    for lang, label, text in rows:
        labels = router.classify(text)
        hit = labels.risk != "low" and (labels.risk_reason == "self_harm" if label == "self_harm" else True)
        total[label] += 1
        caught[label] += hit
        paged[label] += hit and labels.risk == "high"
        if (label != "none") != hit:
            missed.append(f"{lang} {label}->{labels.risk}/{labels.risk_reason}: {text}")
    lines = [f"  {'look-alike' if k == 'none' else k:<11} {'raised' if k == 'none' else 'caught'} {caught[k]}/"
             f"{total[k]}, paged {paged[k]}/{total[k]}" for k in sorted(total)]
    return lines + [f"    {m}" for m in missed]


def timed(router: Router, texts: Sequence[str]) -> tuple[float, float, int]:
    calls = router.embed.calls if router.embed is not None else 0
    spent: list[float] = []
    for text in texts:
        started = time.perf_counter_ns()
        router.classify(text)
        spent.append((time.perf_counter_ns() - started) / 1e6)
    cuts = statistics.quantiles(spent, n=100)
    return cuts[49], cuts[98], (router.embed.calls if router.embed is not None else 0) - calls


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.meaning", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, default=classifier.ARTEFACT)
    parser.add_argument("--heldout", type=Path, default=HELDOUT)
    args = parser.parse_args(argv)
    model = classifier.load(args.model)
    ordinary = [text for text, _ in classifier.held_out_examples(DATA, model.held_out_seed or 0)]
    hard = read_tsv([args.heldout])
    before = Router(model)
    for text in ordinary[:50]:
        before.classify(text)  # warm caches before timing
    print(f"RSS with the artefact: {rss_mb():.0f} MB")
    from supportbot.store.meaning import shared_embedder

    after = Router(model, embed=shared_embedder().vector)
    after.classify("warm the embedder up, it is read for nothing else")
    print(f"RSS with the embedder too: {rss_mb():.0f} MB")
    for name, router in (("before", before), ("after", after)):
        print(f"{name} the meaning signal, held-out risk messages ({args.heldout.name}, n={len(hard)}):")
        print("\n".join(risk_figures(router, hard)))
        for traffic, texts in (("ordinary (bitext held out)", ordinary), ("hard (held-out risk file)",
                                                                          [t for _, _, t in hard])):
            p50, p99, embedded = timed(Router(model, embed=shared_embedder().vector) if name == "after" else router,
                                       texts)
            print(f"  {traffic}: p50 {p50:.2f} ms, p99 {p99:.2f} ms, embedded {embedded}/{len(texts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
