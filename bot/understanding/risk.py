"""High risk that does not live on keywords: a classifier over our own multilingual dev messages.

The rule tables in `router.py` keep the explicit phrasings ("chargeback", "suicide"); this model
reads the rest — self-harm said indirectly, "I'll ask my bank to reverse the charge", "someone
used my card" — and, trained with harmless look-alikes as negatives (a brother who is a lawyer,
a police station as a landmark, fraud-proof packaging), does not fire on an incidental word.

Training data: `data/dev/risk_*.tsv` (ours, six languages; never a frozen set's text) plus plain
support messages as negatives (our intent dev messages and a sample of the bitext utterances).
Thresholds come from 5-fold out-of-fold probabilities: self-harm's is set below the lowest
self-harm message's, so every dev self-harm message is caught by a model that did not see it
(a false alarm costs a caring message and a person; a miss can cost a life).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import StratifiedKFold, cross_val_predict
from sklearn.pipeline import Pipeline, make_pipeline, make_union
from sklearn.svm import LinearSVC

from bot.understanding.classifier import TextClassifier, fit_temperature, read_examples, read_tsv
from bot.understanding.router import RiskSignal, normalise, risk_signal

ROOT = Path(__file__).resolve().parents[2]
DEV_DIR = ROOT / "data" / "dev"
NONE = "none"
KINDS: tuple[RiskSignal, ...] = ("self_harm", "chargeback", "legal", "fraud")
SEED = 0
# Plain support messages from bitext as negatives: enough to teach "ordinary", not so many that
# English templates drown the six languages.
BITEXT_NEGATIVES = 1200
# Self-harm's threshold sits this far below the lowest out-of-fold self-harm probability.
SELF_HARM_MARGIN = 0.8
# The other kinds: the threshold that keeps this share of dev positives out of fold.
OTHER_RECALL = 0.98
NEGATIVE_WEIGHT = 4.0

DevRow = tuple[str, str, str]  # (lang, label, text)


def read_dev(paths: Sequence[Path]) -> list[DevRow]:
    rows = read_tsv(paths)
    for lang, label, _ in rows:
        if label not in (NONE, *KINDS):
            raise ValueError(f"unknown risk label {label!r} ({lang})")
    return rows


def dev_files(kind: str) -> list[Path]:
    return sorted(DEV_DIR.glob(f"{kind}_*.tsv"))


def _pipeline() -> Pipeline:
    features = make_union(
        TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True),
    )
    return make_pipeline(features, LinearSVC(C=0.5, random_state=SEED))


class RiskClassifier:
    """The fitted model and one threshold per kind; `signal` is what the router asks."""

    def __init__(self, model: TextClassifier, thresholds: dict[str, float]) -> None:
        self.model = model
        self.thresholds = thresholds

    def probabilities(self, normalised: str) -> dict[str, float]:
        return dict(zip(self.model.classes, self.model.probabilities(normalised), strict=True))

    def signal(self, normalised: str, ruled: RiskSignal | None = None) -> RiskSignal | None:
        """Self-harm first (it decides the reply), then what the rules found, then the likeliest
        other kind over its bar."""
        return _decide(self.probabilities(normalised), self.thresholds, ruled)


def training_rows(bitext_csv: Path | None, dev: list[DevRow],
                  negatives: list[DevRow]) -> tuple[list[str], list[str], list[float]]:
    """Texts, labels and weights. Each language's harmless messages weigh NEGATIVE_WEIGHT times its
    risk messages: otherwise a script with few harmless examples (Tamil, Bengali) reads as risky."""
    rows = [*dev, *negatives]
    if bitext_csv is not None:
        plain = [text for text, _ in read_examples(bitext_csv)]
        random.Random(SEED).shuffle(plain)
        rows += [("en", NONE, t) for t in plain[:BITEXT_NEGATIVES]]
    positives = Counter(lang for lang, label, _ in rows if label != NONE)
    harmless = Counter(lang for lang, label, _ in rows if label == NONE)
    weights = [1.0 if label != NONE else NEGATIVE_WEIGHT * positives[lang] / harmless[lang]
               for lang, label, _ in rows]
    return [normalise(t) for _, _, t in rows], [label for _, label, _ in rows], weights


def out_of_fold(texts: list[str], labels: list[str], weights: list[float]) -> tuple[np.ndarray, list[str], float]:
    """Softmax probabilities of each message from a model that did not see it; classes; temperature."""
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    scores = cross_val_predict(_pipeline(), texts, labels, cv=folds, method="decision_function",
                               params={"linearsvc__sample_weight": np.array(weights)})
    classes = sorted(set(labels))
    temperature = fit_temperature(scores, labels)
    z = scores * temperature
    e = np.exp(z - z.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True), classes, temperature


def choose_thresholds(probabilities: np.ndarray, classes: list[str], labels: list[str],
                      ruled: list[RiskSignal | None]) -> dict[str, float]:
    """Per kind, the bar the out-of-fold probabilities must clear, over the dev positives the
    rules do not already catch as that kind (the router asks the rules first)."""
    thresholds: dict[str, float] = {}
    for kind in KINDS:
        column = probabilities[:, classes.index(kind)]
        left = [i for i, label in enumerate(labels) if label == kind and ruled[i] != kind]
        positives = np.sort(column[left]) if left else np.array([0.5])
        if kind == "self_harm":
            thresholds[kind] = float(positives[0] * SELF_HARM_MARGIN)
        else:
            thresholds[kind] = float(positives[int(len(positives) * (1 - OTHER_RECALL))] * 0.999)
    return thresholds


def _decide(p: dict[str, float], thresholds: dict[str, float], ruled: RiskSignal | None) -> RiskSignal | None:
    if ruled == "self_harm" or p["self_harm"] >= thresholds["self_harm"]:
        return "self_harm"
    if ruled is not None:
        return ruled
    over = [k for k in KINDS[1:] if p[k] >= thresholds[k]]
    return max(over, key=p.__getitem__) if over else None


def train(bitext_csv: Path | None = None) -> RiskClassifier:
    """Fit on every dev row; thresholds from the out-of-fold probabilities."""
    dev = read_dev(dev_files("risk"))
    negatives = [(lang, NONE, text) for lang, _, text in read_dev_intents()]
    texts, labels, weights = training_rows(bitext_csv, dev, negatives)
    probabilities, classes, temperature = out_of_fold(texts, labels, weights)
    thresholds = choose_thresholds(probabilities, classes, labels, [risk_signal(t) for t in texts])
    pipeline = _pipeline().fit(texts, labels, linearsvc__sample_weight=np.array(weights))
    return RiskClassifier(TextClassifier(pipeline, temperature, None), thresholds)


def read_dev_intents() -> list[DevRow]:
    """Our intent dev messages (`data/dev/intent_*.tsv`): plain support talk, none of it risk."""
    return read_tsv(dev_files("intent"))


def dev_report(bitext_csv: Path | None = None) -> str:
    """Dev figures with the thresholds train() would choose, each message scored by a model that
    did not see it (5-fold): recall by kind and language, false alarms on our look-alikes (dev
    risk rows labelled none) and on our plain intent messages. The rules were written beside
    these messages, so the rules' share of the catch is in-sample by construction."""
    dev = read_dev(dev_files("risk"))
    negatives = [(lang, NONE, text) for lang, _, text in read_dev_intents()]
    texts, labels, weights = training_rows(bitext_csv, dev, negatives)
    probabilities, classes, _ = out_of_fold(texts, labels, weights)
    ruled = [risk_signal(t) for t in texts]
    thresholds = choose_thresholds(probabilities, classes, labels, ruled)
    caught: Counter[tuple[str, str]] = Counter()
    by_rule: Counter[str] = Counter()
    total: Counter[tuple[str, str]] = Counter()
    rows = [*dev, *negatives]
    for i, (lang, label, _) in enumerate(rows):
        got = _decide(dict(zip(classes, probabilities[i], strict=True)), thresholds, ruled[i])
        key = (lang, label if i < len(dev) else "plain")
        total[key] += 1
        caught[key] += got == label if label != NONE else got is not None
        by_rule[label] += label != NONE and ruled[i] == label
    lines = [f"thresholds: {', '.join(f'{k} {v:.3f}' for k, v in thresholds.items())}",
             "dev (out of fold for the classifier; rules in-sample):"]
    langs = sorted({lang for lang, _, _ in dev})
    for label in (*KINDS, NONE, "plain"):
        what = "recall" if label in KINDS else "false alarms"
        n = sum(total[(lang, label)] for lang in langs)
        hits = sum(caught[(lang, label)] for lang in langs)
        ruled_part = f" ({by_rule[label]} by rule)" if label in KINDS else ""
        cells = [f"{lang} {caught[(lang, label)]}/{total[(lang, label)]}" for lang in langs]
        lines.append(f"  {label:<11} {what:<12} {hits}/{n}{ruled_part}: " + ", ".join(cells))
    return "\n".join(lines)
