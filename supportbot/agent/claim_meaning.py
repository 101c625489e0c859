"""What one clause asserts, read by meaning: a learnt second reader beside the structural one (issue 27 item 1).

The structural reader (supportbot/agent/claim_reading.py) knows a claim by its parts in tables; a model
that words a claim outside them ("your money is winging its way back", "புதிய பொருள் அனுப்பப்படுகிறது")
escapes it. This head reads a clause's character and word n-grams, in any of the six languages, and says
which assertion it makes (done, under way, to come, to come once confirmed, or none: a question, offer,
negation, condition, rule or reported fact) and which action it names. It only says what a clause
asserts: whether the claim is borne out stays with code (claim_holding.borne_out, on the run's facts).

Char n-grams rather than the router's sentence embedding: a reply has several clauses and the guard runs
on every reply, so a clause must cost well under a millisecond (an embedding costs 30 ms). The heads are
linear over hashed features, trained by evals/guard/build_claim_head.py on data/dev/guard/claim_clauses.tsv
with a fixed seed; the artefact is plain arrays.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np
import numpy.typing as npt
from scipy import sparse
from sklearn.feature_extraction.text import HashingVectorizer

ARTEFACT = "claim_head.npz"
FEATURES = 2**15  # hashed n-gram slots: collisions cost little, the arrays stay small
ASSERTIONS = ("done", "under_way", "to_come", "if_confirmed")  # what a claim asserts; "none" asserts nothing


@dataclass(frozen=True)
class Reading:
    assertion: str  # one of ASSERTIONS, or "none"
    assertion_p: float
    action: str  # an action kind, or "none"
    action_p: float


def vectorizers() -> tuple[HashingVectorizer, HashingVectorizer]:
    """The features, shared by the build and the reading: characters within words, and words in pairs."""
    chars = HashingVectorizer(analyzer="char_wb", ngram_range=(2, 5), n_features=FEATURES, alternate_sign=False,
                              norm="l2", lowercase=False)
    words = HashingVectorizer(analyzer="word", ngram_range=(1, 2), n_features=FEATURES, alternate_sign=False,
                              norm="l2", lowercase=False, token_pattern=r"[^\s.,!?;:।¿¡]+")
    return chars, words


def features(texts: list[str]) -> sparse.csr_matrix:
    chars, words = vectorizers()
    return sparse.hstack([chars.transform(texts), words.transform(texts)], format="csr")


class Head:
    def __init__(self, classes: tuple[str, ...], coef: npt.NDArray[np.float32], intercept: npt.NDArray[np.float32]):
        self.classes, self.coef, self.intercept = classes, coef, intercept  # coef: (features, classes)

    def probabilities(self, x: sparse.csr_matrix) -> npt.NDArray[np.float64]:
        z = np.asarray(x @ self.coef, dtype=np.float64) + self.intercept
        e = np.exp(z - z.max(axis=1, keepdims=True))
        return np.asarray(e / e.sum(axis=1, keepdims=True))


@cache
def _heads() -> tuple[Head, Head]:
    with resources.files("supportbot.artefacts").joinpath(ARTEFACT).open("rb") as f:
        saved = np.load(f)
        return tuple(Head(tuple(str(c) for c in saved[f"{name}_classes"]), saved[f"{name}_coef"].astype(np.float32),
                          saved[f"{name}_intercept"].astype(np.float32))
                     for name in ("assertion", "action"))  # type: ignore[return-value]


def read_clauses(texts: list[str]) -> list[Reading]:
    """Each clause (folded, amounts as §, orders as #, as the structural reader holds it) as the head reads it."""
    if not texts:
        return []
    assertion, action = _heads()
    x = features(texts)
    pa, pb = assertion.probabilities(x), action.probabilities(x)
    out = []
    for row_a, row_b in zip(pa, pb, strict=True):
        i, j = int(row_a.argmax()), int(row_b.argmax())
        out.append(Reading(assertion.classes[i], float(row_a[i]), action.classes[j], float(row_b[j])))
    return out
