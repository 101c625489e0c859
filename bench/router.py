"""Router latency and accuracy: every held-out message, one at a time, a few times over.

    python -m bench.router [--model supportbot/artefacts/router.pkl]
        [--data data/bitext/customer_support_training.csv] [--repeats 5]

Builds the artefact first when it is missing. Accuracy is the full router's (rules included)
fine intent against the bitext label, on the split the artefact was trained without.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from supportbot.core.understanding import classifier
from supportbot.core.understanding.labels import FINE_TO_INTENT
from supportbot.core.understanding.router import Router

ROOT = Path(__file__).resolve().parent.parent
MODEL = ROOT / "supportbot" / "artefacts" / "router.pkl"  # as supportbot.core.understanding.classifier.ARTEFACT
DATA = ROOT / "data" / "bitext" / "customer_support_training.csv"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.router", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, default=MODEL)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)

    if not args.model.exists():
        print(f"building {args.model} from {args.data}")
        started = time.perf_counter()
        classifier.save(classifier.train(args.data), args.model)
        print(f"built in {time.perf_counter() - started:.1f} s")
    model = classifier.load(args.model)
    if model.held_out_seed is None:
        print(f"{args.model} was trained on every row; nothing is held out. Rebuild without --all.")
        return 2
    held = classifier.held_out_examples(args.data, model.held_out_seed)
    router = Router(model)

    for text, _ in held:  # warm caches and lazy imports before timing
        router.classify(text)
    timings_ms: list[float] = []
    fine_right = intent_right = 0
    for repeat in range(args.repeats):
        for text, gold in held:
            started = time.perf_counter_ns()
            labels = router.classify(text)
            timings_ms.append((time.perf_counter_ns() - started) / 1e6)
            if repeat == 0:
                fine_right += labels.fine_intent == gold
                intent_right += labels.intent == FINE_TO_INTENT[gold]

    n = len(held)
    cuts = statistics.quantiles(timings_ms, n=100)
    print(f"{len(timings_ms)} classifications ({n} held-out messages x {args.repeats})")
    print(f"per message: p50 {cuts[49]:.3f} ms, p99 {cuts[98]:.3f} ms, "
          f"max {max(timings_ms):.3f} ms")
    print(f"router intent accuracy {intent_right / n:.4f}")
    print(f"router: p99 {cuts[98]:.3f} ms, accuracy {fine_right / n:.4f} (n={n} held out)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
