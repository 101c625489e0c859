"""Train the guard's meaning head (supportbot/agent/claim_meaning.py) on our clause corpus
(data/dev/guard/claim_clauses.tsv).

Two multinomial logistic regressions over the same hashed n-grams: the assertion a clause makes, and the
action it names (trained on the claims and on clauses naming no action, its "none"). Fixed seed and a
deterministic solver: the same corpus gives the same artefact.
Writes supportbot/artefacts/claim_head.npz; with `--folds`, first prints 5-fold accuracy per head (slow).
`python -m evals.guard.build_claim_head` (after `python -m evals.guard.make_clauses`).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold, cross_val_predict

from supportbot.agent.claim_meaning import ARTEFACT, features

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "data" / "dev" / "guard" / "claim_clauses.tsv"
OUT = ROOT / "supportbot" / "artefacts" / ARTEFACT
SEED = 0
C = 8.0


def _model() -> LogisticRegression:
    return LogisticRegression(C=C, max_iter=3000, random_state=SEED, class_weight="balanced")


def main() -> None:
    rows = [line.split("\t") for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]
    texts = [r[3] for r in rows]
    assertions, actions = [r[1] for r in rows], [r[2] for r in rows]
    x_all = features(texts)
    saved: dict[str, Any] = {}
    # The action head is asked only of a clause the assertion head reads as a claim: it learns from the claims,
    # and from the clauses that name no action at all (its "none"), not from honest clauses that name one.
    claims_or_nothing = [i for i, r in enumerate(rows) if r[1] != "none" or r[2] == "none"]
    for name, x, labels in (("assertion", x_all, assertions), ("action", x_all[claims_or_nothing],
                                                               [actions[i] for i in claims_or_nothing])):
        if "--folds" in sys.argv:
            folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
            predicted = cross_val_predict(_model(), x, labels, cv=folds)
            print(f"{name}: {len(labels)} clauses, 5-fold accuracy {np.mean(predicted == np.asarray(labels)):.3f}")
        model = _model().fit(x, labels)
        saved[f"{name}_classes"] = np.asarray(model.classes_)
        saved[f"{name}_coef"] = model.coef_.T.astype(np.float16)
        saved[f"{name}_intercept"] = model.intercept_.astype(np.float32)
    np.savez_compressed(OUT, **saved)
    print(f"-> {OUT.relative_to(ROOT)} ({OUT.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
