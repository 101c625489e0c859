"""The ten router intents from a model of their own: bitext (mapped to the ten) plus our
multilingual dev messages (`data/dev/intent_*.tsv`: six languages, all ten intents, with the
hard cases — damage without the word refund, "my refund hasn't arrived", delivered but not
received, a return-policy question against a wish to return, a cancellation fee against a
cancellation). The fine bitext intent stays the bitext model's (`classifier.fit`): its accuracy
is measured on bitext rows, the ten intents on messages like our customers'.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import StratifiedKFold, cross_val_predict
from sklearn.pipeline import Pipeline, make_pipeline, make_union
from sklearn.svm import LinearSVC

from supportbot.core.understanding.classifier import SHOP_EXAMPLES, Example, TextClassifier, fit_temperature, read_tsv
from supportbot.core.understanding.concepts import with_concepts
from supportbot.core.understanding.labels import FINE_TO_INTENT, Intent
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.router import Router

ROOT = Path(__file__).resolve().parents[3]  # the checkout: training reads data/ (make install)
DEV_DIR = ROOT / "data" / "dev"
SEED = 0
# Our dev messages are few beside 4,000 bitext rows, and they are the only ones not in English.
DEV_WEIGHT = 4.0
INTENTS: tuple[Intent, ...] = ("order_status", "refund", "return", "address_change", "cancel_order",
                               "account_access", "policy_question", "human", "complaint", "other")


class Rows(NamedTuple):
    texts: list[str]
    labels: list[str]
    weights: list[float]
    langs: list[str]
    dev: list[bool]


def dev_rows() -> list[tuple[str, str, str]]:
    rows = read_tsv(sorted(DEV_DIR.glob("intent_*.tsv")))
    unknown = {label for _, label, _ in rows} - set(INTENTS)
    if unknown:
        raise ValueError(f"unknown intents in the dev files: {sorted(unknown)}")
    return rows


class IntentClassifier:
    """The ten-intent model; reads the concept tokens (concepts.py) it was trained with."""

    def __init__(self, model: TextClassifier) -> None:
        self.model = model
        self.classes = model.classes

    def probabilities(self, normalised: str) -> list[float]:
        return self.model.probabilities(with_concepts(normalised))


def _prepared(text: str) -> str:
    return with_concepts(normalise(text))


def training_rows(examples: Sequence[Example], dev: Sequence[tuple[str, str, str]]) -> Rows:
    texts = [_prepared(t) for t, _ in examples] + [_prepared(t) for t, _ in SHOP_EXAMPLES]
    labels = [str(FINE_TO_INTENT[f]) for _, f in [*examples, *SHOP_EXAMPLES]]
    n = len(texts)
    texts += [_prepared(t) for _, _, t in dev]
    labels += [label for _, label, _ in dev]
    return Rows(texts, labels, [1.0] * n + [DEV_WEIGHT] * len(dev), ["en"] * n + [lang for lang, _, _ in dev],
                [False] * n + [True] * len(dev))


def _pipeline() -> Pipeline:
    features = make_union(
        TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2),
    )
    return make_pipeline(features, LinearSVC(C=1.0, random_state=SEED))


def fit_intents(examples: Sequence[Example], dev: Sequence[tuple[str, str, str]] | None = None) -> IntentClassifier:
    """The ten-intent model on bitext (mapped), the shop phrasings and our dev messages."""
    rows = training_rows(examples, dev_rows() if dev is None else dev)
    weights = np.array(rows.weights)
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    scores = cross_val_predict(_pipeline(), rows.texts, rows.labels, cv=folds, method="decision_function",
                               params={"linearsvc__sample_weight": weights})
    pipeline = _pipeline().fit(rows.texts, rows.labels, linearsvc__sample_weight=weights)
    return IntentClassifier(TextClassifier(pipeline, fit_temperature(scores, rows.labels), None))


def dev_report(fine_model: TextClassifier, examples: Sequence[Example]) -> str:
    """The whole router (rules, then this model) on our dev messages, 5-fold: each message read
    by a model trained without it (bitext and the other folds always in)."""
    dev = dev_rows()
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    confused: Counter[tuple[str, str]] = Counter()
    strata = [f"{lang}/{label}" if sum(1 for x in dev if x[:2] == (lang, label)) >= 5 else label
              for lang, label, _ in dev]
    for train_index, test_index in folds.split(dev, strata):
        router = Router(fine_model, intents=fit_intents(examples, [dev[i] for i in train_index]))
        for i in test_index:
            lang, gold, text = dev[i]
            got = router.classify(text).intent
            for key in ("all", lang, f"intent:{gold}"):
                total[key] += 1
                right[key] += got == gold
            if got != gold:
                confused[(gold, got)] += 1
    lines = [f"dev intents, 5-fold: {right['all']}/{total['all']} = {right['all'] / total['all']:.3f}",
             "by language: " + ", ".join(f"{k} {right[k]}/{total[k]}" for k in sorted(total)
                                         if k != "all" and not k.startswith("intent:")),
             "by intent: " + ", ".join(f"{k[7:]} {right[k]}/{total[k]}" for k in sorted(total)
                                       if k.startswith("intent:")),
             "confused: " + ", ".join(f"{g}->{p} {n}" for (g, p), n in confused.most_common(12))]
    return "\n".join(lines)


if __name__ == "__main__":  # python -m supportbot.core.understanding.intents: the dev figures (5-fold, about a minute)
    from supportbot.core.understanding import classifier

    _examples = classifier.split(classifier.read_examples(ROOT / "data" / "bitext" / "customer_support_training.csv"),
                                 0)[0]
    print(dev_report(classifier.fit(_examples), _examples))
