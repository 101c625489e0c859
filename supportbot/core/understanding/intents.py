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

from supportbot.core.understanding import meaning
from supportbot.core.understanding.classifier import SHOP_EXAMPLES, Example, TextClassifier, fit_temperature, read_tsv
from supportbot.core.understanding.concepts import with_concepts
from supportbot.core.understanding.labels import FINE_TO_INTENT, Intent
from supportbot.core.understanding.meaning import Embed, Head
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.router import Router

ROOT = Path(__file__).resolve().parents[3]  # the checkout: training reads data/ (make install)
DEV_DIR = ROOT / "data" / "dev"
MEANING_CACHE = DEV_DIR / "meaning.npz"  # the embeddings of our dev messages (meaning.embedded)
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


class IntentMeaning(NamedTuple):
    """The embedding head over the ten intents, and when it is asked (chosen out of fold)."""

    head: Head
    unsure: float  # the n-gram model's top probability under which the head is asked
    weight: float  # the head's share of the probabilities then


class IntentClassifier:
    """The ten-intent model; reads the concept tokens (concepts.py) it was trained with, and, given
    an `Embed`, blends in the meaning head for a message it is unsure of."""

    meaning: IntentMeaning | None = None  # artefacts built before the meaning signal have none

    def __init__(self, model: TextClassifier, meaning: IntentMeaning | None = None) -> None:
        self.model = model
        self.classes = model.classes
        self.meaning = meaning

    def probabilities(self, normalised: str, embed: Embed | None = None) -> list[float]:
        p = self.model.probabilities(with_concepts(normalised))
        if embed is None or self.meaning is None or max(p) >= self.meaning.unsure:
            return p
        return blend(p, self.meaning.head.probabilities(embed(normalised)), self.classes, self.meaning.weight)


def blend(p: Sequence[float], q: dict[str, float], classes: Sequence[str], weight: float) -> list[float]:
    return [(1 - weight) * a + weight * q.get(c, 0.0) for c, a in zip(classes, p, strict=True)]


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


def fit_intents(examples: Sequence[Example], dev: Sequence[tuple[str, str, str]] | None = None,
                embed: Embed | None = None) -> IntentClassifier:
    """The ten-intent model on bitext (mapped), the shop phrasings and our dev messages; the
    meaning head on our dev messages and the shop phrasings (their cached vectors, `embed`
    filling what the cache lacks), with its band and weight chosen on out-of-fold readings."""
    rows = training_rows(examples, dev_rows() if dev is None else dev)
    weights = np.array(rows.weights)
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    scores = cross_val_predict(_pipeline(), rows.texts, rows.labels, cv=folds, method="decision_function",
                               params={"linearsvc__sample_weight": weights})
    pipeline = _pipeline().fit(rows.texts, rows.labels, linearsvc__sample_weight=weights)
    model = TextClassifier(pipeline, fit_temperature(scores, rows.labels), None)
    return IntentClassifier(model, _meaning(rows, dev_rows() if dev is None else dev, scores, model, embed))


# The bands and weights tried for the head (the cheapest best wins: a lower band asks less often).
UNSURE_BANDS = (0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
HEAD_WEIGHTS = (0.3, 0.5, 0.7)


def _meaning(rows: Rows, dev: Sequence[tuple[str, str, str]], scores: np.ndarray, model: TextClassifier,
             embed: Embed | None) -> IntentMeaning:
    """The head on the rows with our wording (the shop phrasings and our dev messages, the last rows
    of `rows`: the bitext thousands would make the build minutes long), and the band and weight
    that read our dev messages best out of fold."""
    texts = [normalise(t) for t, _ in SHOP_EXAMPLES] + [normalise(t) for _, _, t in dev]
    ours = list(range(len(rows.texts) - len(texts), len(rows.texts)))
    vectors = meaning.embedded(texts, embed, MEANING_CACHE)
    labels = [rows.labels[i] for i in ours]
    head = meaning.fit_head(vectors, labels, [1.0] * len(ours))
    q, classes = meaning.out_of_fold(vectors, labels, [1.0] * len(ours), list(range(len(ours))))
    z = scores * model.temperature
    p = np.exp(z - z.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    ours_dev = [k for k, i in enumerate(ours) if rows.dev[i]]

    def right(unsure: float, weight: float) -> int:
        hits = 0
        for k in ours_dev:
            row = list(p[ours[k]])
            if max(row) < unsure:
                row = blend(row, dict(zip(classes, q[k], strict=True)), model.classes, weight)
            hits += model.classes[int(np.argmax(row))] == labels[k]
        return hits

    best = max((right(u, w), -u, w) for u in UNSURE_BANDS for w in HEAD_WEIGHTS)
    return IntentMeaning(head, -best[1], best[2])


def dev_report(fine_model: TextClassifier, examples: Sequence[Example], embed: Embed | None = None) -> str:
    """The whole router (rules, then this model) on our dev messages, 5-fold: each message read
    by a model trained without it (bitext and the other folds always in); before the meaning
    signal and, with `embed`, after it, with the share of messages that paid for an embedding."""
    dev = dev_rows()
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    confused: Counter[tuple[str, str]] = Counter()
    strata = [f"{lang}/{label}" if sum(1 for x in dev if x[:2] == (lang, label)) >= 5 else label
              for lang, label, _ in dev]
    stages = ("before", "after") if embed is not None else ("before",)
    asked = 0
    for train_index, test_index in folds.split(dev, strata):
        model = fit_intents(examples, [dev[i] for i in train_index], embed=embed)
        for stage in stages:
            router = Router(fine_model, intents=model, embed=embed if stage == "after" else None)
            for i in test_index:
                lang, gold, text = dev[i]
                got = router.classify(text).intent
                for key in (stage, f"{stage} {lang}", f"{stage} intent:{gold}"):
                    total[key] += 1
                    right[key] += got == gold
                if got != gold and stage == stages[-1]:
                    confused[(gold, got)] += 1
            asked += router.embed.calls if router.embed is not None else 0
    lines = []
    for stage in stages:
        lines += [f"dev intents {stage} the meaning signal, 5-fold: {right[stage]}/{total[stage]} = "
                  f"{right[stage] / total[stage]:.3f}",
                  "  by language: " + ", ".join(f"{k.split()[1]} {right[k]}/{total[k]}" for k in sorted(total)
                                                if k.startswith(f"{stage} ") and "intent:" not in k),
                  "  by intent: " + ", ".join(f"{k.split(':')[1]} {right[k]}/{total[k]}" for k in sorted(total)
                                              if k.startswith(f"{stage} intent:"))]
    lines.append("confused: " + ", ".join(f"{g}->{p} {n}" for (g, p), n in confused.most_common(12)))
    if embed is not None:
        lines.append(f"messages that paid for an embedding: {asked}/{len(dev)} = {asked / len(dev):.3f}")
    return "\n".join(lines)


if __name__ == "__main__":  # python -m supportbot.core.understanding.intents: the dev figures (5-fold, about a minute)
    from supportbot.core.understanding import classifier

    _examples = classifier.split(classifier.read_examples(ROOT / "data" / "bitext" / "customer_support_training.csv"),
                                 0)[0]
    print(dev_report(classifier.fit(_examples), _examples, meaning.from_cache(MEANING_CACHE)))
