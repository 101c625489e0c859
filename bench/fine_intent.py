"""Fine-intent accuracy: the router against a plain TF-IDF word+char LinearSVC, on the same rows.

    python -m bench.fine_intent [--data data/bitext/customer_support_training.csv]
        [--heldout ROWS.csv] [--seeds 0 1 2 3 4]

With `--heldout` (bitext CSV format, rows not in --data): both are trained on every row of
--data and measured on those rows. Without it: for each seed, both are trained on the same 90%
of --data (stratified) and measured on the other 10%. The baseline is what a reader would write
first: TfidfVectorizer(word 1-2) + TfidfVectorizer(char_wb 2-5) into LinearSVC, on raw text.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import make_pipeline, make_union
from sklearn.svm import LinearSVC

from supportbot.core.understanding import classifier
from supportbot.core.understanding.router import Router

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data" / "bitext" / "customer_support_training.csv"


def baseline(train: list[tuple[str, str]]):
    features = make_union(TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
                          TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True))
    return make_pipeline(features, LinearSVC(random_state=0)).fit([t for t, _ in train], [i for _, i in train])


def measure(train: list[tuple[str, str]], test: list[tuple[str, str]]) -> tuple[float, float]:
    """(baseline accuracy, router fine-intent accuracy) on `test`, both trained on `train`."""
    base = baseline(train)
    base_right = sum(p == gold for p, (_, gold) in zip(base.predict([t for t, _ in test]), test, strict=True))
    router = Router(classifier.fit(train))
    ours_right = sum(router.classify(text).fine_intent == gold for text, gold in test)
    return base_right / len(test), ours_right / len(test)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fine_intent", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--heldout", type=Path, default=None)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3, 4])
    args = parser.parse_args(argv)
    examples = classifier.read_examples(args.data)
    if args.heldout:
        test = classifier.read_examples(args.heldout)
        base, ours = measure(examples, test)
        print(f"held-out rows {len(test)}: baseline {base:.4f}, router {ours:.4f}")
        return 0
    bases, ourses = [], []
    for seed in args.seeds:
        train, test = classifier.split(examples, seed)
        base, ours = measure(train, test)
        bases.append(base)
        ourses.append(ours)
        print(f"seed {seed}: n={len(test)} baseline {base:.4f}, router {ours:.4f}", flush=True)
    print(f"mean over {len(args.seeds)} splits: baseline {statistics.mean(bases):.4f}, "
          f"router {statistics.mean(ourses):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
