"""The router's classifier: training on the bitext data, measuring it, and the artefact
(built with its intent and risk models by `python -m supportbot.core.understanding.build`).

By default the artefact is trained without the held-out 10% (stratified, seed 0), so a
benchmark that loads it still measures on messages it has not seen.
"""

from __future__ import annotations

import csv
import math
import pickle
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import StratifiedKFold, cross_val_predict, train_test_split
from sklearn.pipeline import Pipeline, make_pipeline, make_union
from sklearn.svm import LinearSVC

from supportbot.core.understanding.labels import FINE_TO_INTENT
from supportbot.core.understanding.normalisation import ORDER_PLACEHOLDER, normalise

HELD_OUT_FRACTION = 0.1
# Where `make install` builds the artefact and the package ships it (package data).
ARTEFACT = Path(__file__).resolve().parents[2] / "artefacts" / "router.pkl"
Example = tuple[str, str]  # (text, fine intent)

_O = ORDER_PLACEHOLDER
# The bitext data is templated English with no "where is my order" and no broken goods. These
# shop phrasings (a few in each supported language) are added to the training part only; the
# held-out split stays pure bitext. Tests use other wordings, so they still measure generalisation.
SHOP_EXAMPLES: tuple[Example, ...] = (
    ("where's my parcel", "track_order"), (f"where is my package {_O}", "track_order"),
    ("has my order shipped yet", "track_order"), ("is my order out for delivery", "track_order"),
    ("my order hasn't arrived yet", "track_order"), (f"any update on {_O}?", "track_order"),
    (f"status of {_O} please", "track_order"), ("still waiting for my delivery", "track_order"),
    ("when will it get here", "track_order"), ("has it been dispatched", "track_order"),
    ("where's the bowl i ordered", "track_order"),
    ("mera order kahan hai", "track_order"), ("mera parcel kab aayega", "track_order"),
    ("मेरा ऑर्डर कहाँ है", "track_order"), ("मेरा पार्सल कब आएगा", "track_order"),
    ("dónde está mi pedido", "track_order"), ("mi paquete no ha llegado", "track_order"),
    ("என் ஆர்டர் எங்கே", "track_order"), ("என் பார்சல் எப்போது வரும்", "track_order"),
    ("আমার অর্ডার কোথায়", "track_order"), ("আমার পার্সেল কবে আসবে", "track_order"),
    ("the plate arrived broken", "get_refund"), ("my bowl came cracked", "get_refund"),
    ("i'd like a refund for the damaged mug", "get_refund"),
    ("wrong item delivered, refund please", "get_refund"),
    (f"please give me my money back for {_O}", "get_refund"),
    ("mujhe refund chahiye", "get_refund"), ("plate tooti hui aayi", "get_refund"),
    ("मुझे रिफंड चाहिए", "get_refund"), ("प्लेट टूटी हुई आई", "get_refund"),
    ("quiero un reembolso", "get_refund"), ("el plato llegó roto", "get_refund"),
    ("எனக்கு பணத்தை திருப்பி தாருங்கள்", "get_refund"), ("தட்டு உடைந்து வந்தது", "get_refund"),
    ("আমার টাকা ফেরত চাই", "get_refund"), ("প্লেট ভাঙা এসেছে", "get_refund"),
    ("has my refund gone through", "track_refund"), ("¿cuándo llega mi reembolso?", "track_refund"),
    (f"please cancel {_O}", "cancel_order"), ("i don't want the bowl any more, cancel it",
                                              "cancel_order"),
    ("order cancel kar do", "cancel_order"), ("मेरा ऑर्डर रद्द करें", "cancel_order"),
    ("quiero cancelar mi pedido", "cancel_order"), ("என் ஆர்டரை ரத்து செய்யுங்கள்", "cancel_order"),
    ("আমার অর্ডার বাতিল করুন", "cancel_order"),
    ("i moved, please deliver to my new address", "change_shipping_address"),
    (f"change the delivery address for {_O}", "change_shipping_address"),
    ("address badalna hai", "change_shipping_address"),
    ("मेरा पता बदलना है", "change_shipping_address"),
    ("quiero cambiar la dirección de entrega", "change_shipping_address"),
    ("என் முகவரியை மாற்ற வேண்டும்", "change_shipping_address"),
    ("আমার ঠিকানা পরিবর্তন করতে চাই", "change_shipping_address"),
    ("the courier was rude to me", "complaint"), ("your service is terrible", "complaint"),
    ("the delivery driver threw my parcel over the fence", "complaint"),
    ("quiero poner una queja", "complaint"), ("mujhe complaint karni hai", "complaint"),
)


Vector = npt.NDArray[np.float64]
# One vectorizer's part of the feature row: analyzer, vocabulary, idf weights, column offset.
Block = tuple[Callable[[str], list[str]], dict[str, int], Vector, int]


class TextClassifier:
    """TF-IDF word and character n-grams into a linear model, scored one message at a time.

    sklearn's per-call input checks cost about 1 ms a message; scoring the sparse row by hand
    against the same vocabularies, idf and weights gives the same numbers ten times faster.
    """

    def __init__(self, pipeline: Pipeline, temperature: float, held_out_seed: int | None) -> None:
        union, svc = pipeline[0], pipeline[-1]
        self.classes: tuple[str, ...] = tuple(str(c) for c in svc.classes_)
        self.vectorizers = [vectorizer for _, vectorizer in union.transformer_list]
        for vectorizer in self.vectorizers:
            vectorizer.stop_words_ = None  # pruned n-grams: large, not needed to score
        self.coef = np.ascontiguousarray(svc.coef_.T)  # (features, classes): rows by feature
        self.intercept = svc.intercept_.copy()
        self.temperature = temperature
        self.held_out_seed = held_out_seed
        self.risk: Any = None  # a supportbot.core.understanding.risk.RiskClassifier when built by `make`
        self.intents: Any = None  # a supportbot.core.understanding.intents.IntentClassifier when built by `make`
        self._blocks = self._build_blocks()

    def _build_blocks(self) -> list[Block]:
        blocks: list[Block] = []
        offset = 0
        for vectorizer in self.vectorizers:
            assert vectorizer.sublinear_tf and vectorizer.norm == "l2" and vectorizer.use_idf
            blocks.append((vectorizer.build_analyzer(), vectorizer.vocabulary_,
                           vectorizer.idf_, offset))
            offset += len(vectorizer.vocabulary_)
        return blocks

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "_blocks"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._blocks = self._build_blocks()

    def scores(self, normalised: str) -> Vector:
        """The linear model's decision scores, as the sklearn pipeline would give them."""
        rows: list[int] = []
        values: list[Vector] = []
        for analyze, vocabulary, idf, offset in self._blocks:
            counts: Counter[int] = Counter()
            for gram in analyze(normalised):
                index = vocabulary.get(gram)
                if index is not None:
                    counts[index] += 1
            if counts:
                indices = list(counts)
                weights = np.array([1.0 + math.log(counts[i]) for i in indices]) * idf[indices]
                values.append(weights / math.sqrt(weights @ weights))
                rows.extend(i + offset for i in indices)
        if not rows:
            return np.array(self.intercept, dtype=np.float64)
        return np.asarray(np.concatenate(values) @ self.coef[rows] + self.intercept, dtype=np.float64)

    def probabilities(self, normalised: str) -> list[float]:
        """Softmax of the scores, at the temperature fitted on cross-validated scores."""
        z = self.scores(normalised) * self.temperature
        e = np.exp(z - z.max())
        return [float(p) for p in e / e.sum()]


def read_examples(csv_path: str | Path) -> list[Example]:
    with open(csv_path, encoding="utf-8", newline="") as f:
        return [(row["instruction"], row["intent"]) for row in csv.DictReader(f)]


def split(examples: list[Example], seed: int) -> tuple[list[Example], list[Example]]:
    """(train, held out): a stratified 10% held out, fixed by the seed."""
    labels = [intent for _, intent in examples]
    train, held = train_test_split(examples, test_size=HELD_OUT_FRACTION, stratify=labels,
                                   random_state=seed)
    return train, held


def held_out_examples(csv_path: str | Path, seed: int = 0) -> list[Example]:
    return split(read_examples(csv_path), seed)[1]


def _pipeline() -> Pipeline:
    features = make_union(
        TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
        TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2),
    )
    return make_pipeline(features, LinearSVC(C=1.0, random_state=0))


def fit_temperature(scores: npt.NDArray[np.float64], labels: Sequence[str]) -> float:
    """The softmax temperature that minimises log loss on out-of-fold decision scores."""
    truth = np.searchsorted(np.unique(labels), labels)

    def log_loss(t: float) -> float:
        z = scores * t
        z = z - z.max(axis=1, keepdims=True)
        log_p = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        return float(-log_p[np.arange(len(truth)), truth].mean())

    return float(min(np.arange(1.0, 30.0, 0.5), key=log_loss))


def _fit_temperature(texts: list[str], labels: list[str]) -> float:
    """The softmax temperature that minimises log loss on 5-fold out-of-fold scores."""
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)
    scores = cross_val_predict(_pipeline(), texts, labels, cv=folds, method="decision_function")
    return fit_temperature(scores, labels)


def read_tsv(paths: Sequence[Path]) -> list[tuple[str, str, str]]:
    """Rows of our dev files (`lang<TAB>label<TAB>text`; blank lines and # comments skipped)."""
    rows: list[tuple[str, str, str]] = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t", 2)
            if len(parts) != 3:
                raise ValueError(f"{path}:{number}: expected lang<TAB>label<TAB>text")
            rows.append((parts[0], parts[1], parts[2]))
    return rows


def fit(examples: list[Example], held_out_seed: int | None = None) -> TextClassifier:
    """Train on (text, fine intent) pairs plus SHOP_EXAMPLES."""
    texts = [normalise(text) for text, _ in examples] + [normalise(t) for t, _ in SHOP_EXAMPLES]
    labels = [intent for _, intent in examples] + [intent for _, intent in SHOP_EXAMPLES]
    unmapped = set(labels) - FINE_TO_INTENT.keys()
    if unmapped:
        raise ValueError(f"training intents missing from FINE_TO_INTENT: {sorted(unmapped)}")
    pipeline = _pipeline().fit(texts, labels)
    model = TextClassifier(pipeline, _fit_temperature(texts, labels), held_out_seed)
    # The hand scorer must agree with sklearn, or every number we report about it is wrong.
    sample = texts[:: max(1, len(texts) // 200)]
    expected = pipeline.decision_function(sample)
    got = np.array([model.scores(text) for text in sample])
    if not np.allclose(got, expected, atol=1e-9):
        raise RuntimeError("hand scorer disagrees with the sklearn pipeline")
    return model


def train(csv_path: str | Path, hold_out_seed: int | None = 0) -> TextClassifier:
    """Train on the file, leaving out the held-out split of that seed (None: use every row)."""
    examples = read_examples(csv_path)
    if hold_out_seed is not None:
        examples = split(examples, hold_out_seed)[0]
    return fit(examples, held_out_seed=hold_out_seed)


def save(model: TextClassifier, path: str | Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(pickle.dumps(model, protocol=pickle.HIGHEST_PROTOCOL))
    tmp.replace(path)  # readers never see half an artefact


def load(path: str | Path) -> TextClassifier:
    """Load an artefact built by `save`. Pickle runs code: load only artefacts you built."""
    model = pickle.loads(Path(path).read_bytes())
    if not isinstance(model, TextClassifier):
        raise TypeError(f"{path} does not hold a TextClassifier")
    return model


def predict(model: TextClassifier, text: str) -> str:
    return model.classes[int(np.argmax(model.scores(normalise(text))))]


def held_out_accuracy(csv_path: str | Path, seed: int = 0) -> tuple[float, int]:
    """Fine-intent accuracy of a model trained without the held-out split, on that split."""
    train_part, held = split(read_examples(csv_path), seed)
    model = fit(train_part, held_out_seed=seed)
    right = sum(predict(model, text) == intent for text, intent in held)
    return right / len(held), len(held)


def evaluate(csv_path: str | Path, seed: int = 0) -> str:
    """A report: fine and mapped accuracy on the held-out split, and what was confused."""
    train_part, held = split(read_examples(csv_path), seed)
    model = fit(train_part, held_out_seed=seed)
    pairs = [(intent, predict(model, text)) for text, intent in held]
    fine_wrong = Counter((gold, got) for gold, got in pairs if gold != got)
    mapped_wrong = sum(FINE_TO_INTENT[gold] != FINE_TO_INTENT[got] for gold, got in pairs)
    n = len(pairs)
    lines = [
        f"held out: {n} of {n + len(train_part)} messages (stratified, seed {seed})",
        f"fine intent accuracy: {1 - sum(fine_wrong.values()) / n:.4f} "
        f"({sum(fine_wrong.values())} wrong)",
        f"router intent accuracy: {1 - mapped_wrong / n:.4f} ({mapped_wrong} wrong)",
        f"softmax temperature: {model.temperature}",
        "confusions (gold -> predicted: count):",
    ]
    lines += [f"  {gold} -> {got}: {count}" for (gold, got), count in fine_wrong.most_common()]
    if not fine_wrong:
        lines.append("  none")
    return "\n".join(lines)
