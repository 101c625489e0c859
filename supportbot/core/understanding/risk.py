"""High risk that does not live on keywords: a classifier over our own multilingual dev messages.

The rule tables in `risk_rules.py` keep the explicit phrasings ("chargeback", "suicide"); this model
reads the rest — self-harm said indirectly, "I'll ask my bank to reverse the charge", "someone
used my card" — and, trained with harmless look-alikes as negatives (a brother who is a lawyer,
a police station as a landmark, fraud-proof packaging), does not fire on an incidental word.

Training data: `data/dev/risk_*.tsv` (ours, six languages; never a frozen set's text) plus plain
support messages as negatives (our intent dev messages and a sample of the bitext utterances).
Bars come from 5-fold out-of-fold probabilities, two per kind (issue 28): the watch bar, set for
recall (self-harm's below the lowest dev self-harm message the rules miss, so every one is caught
by a model that did not see it), and the certain bar above nearly all our harmless messages. A
rule or the model over the certain bar pages a person; between the bars the signal is watched:
the customer's task goes on, the conversation is flagged, and self-harm adds one caring line.
So a look-alike the model half-reads costs a flag, not a page, and recall stays whole.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import StratifiedGroupKFold
from sklearn.pipeline import Pipeline, make_pipeline, make_union
from sklearn.svm import LinearSVC

from supportbot.core.understanding import meaning
from supportbot.core.understanding.classifier import TextClassifier, fit_temperature, read_examples, read_tsv
from supportbot.core.understanding.labels import RiskReading, RiskSignal
from supportbot.core.understanding.meaning import Embed, Head
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk_rules import risk_signal
from supportbot.core.understanding.router import CLASSIFIED_CHARS

ROOT = Path(__file__).resolve().parents[3]  # the checkout: training reads data/ (make install)
DEV_DIR = ROOT / "data" / "dev"
NONE = "none"
KINDS: tuple[RiskSignal, ...] = ("self_harm", "chargeback", "legal", "fraud")
SEED = 0
# Plain support messages from bitext as negatives: enough to teach "ordinary", not so many that
# English templates drown the six languages.
BITEXT_NEGATIVES = 1200
# Self-harm's threshold sits this far below the lowest out-of-fold self-harm probability.
SELF_HARM_MARGIN = 0.95
# The other kinds: the threshold that keeps this share of dev positives out of fold.
OTHER_RECALL = 0.98
# The other kinds' watch bar may flag this share of our harmless messages per kind: watching pages
# no one, so it can be wide (0.005 when it paged; 0.02 catches every dev message out of fold).
OTHER_FALSE_ALARMS = 0.02
# Of our harmless messages (out of fold), the share the model alone may page a person for, per
# kind: none (0.005 paged 12 of 347 dev look-alikes, 0.002 paged 7). The signal below the bar is
# watched: the task goes on, staff see a flag.
CERTAIN_FALSE_ALARMS = 0.0
# The self-harm watch bar may flag at most this share of our harmless messages: it adds a caring
# line to the customer's task, so it may be wider than paging, but not on every tenth message.
SELF_HARM_WATCHED = 0.05
NEGATIVE_WEIGHT = 4.0
# The meaning signal (meaning.py) is asked for a low reading whose classifier probability is in the
# top DOUBT_SHARE of our harmless messages' for some kind, and for every watched one: the share of
# ordinary messages that pay for an embedding.
DOUBT_SHARE = 0.05
# Self-harm's band is not wider: at 0.15 the head gave the caring line to "is there anyone else I
# can talk to" (a wish for a person; tests/worker/test_ladder.py), and its own watch bar already
# lets 5 % of harmless messages have that line.
# The head's watch bar may flag this share of our harmless messages per kind (out of fold).
MEANING_WATCHED = 0.02
# The texts the embedding head trains on (composites of fragments and bitext stay n-gram material:
# an embedding each would make the build minutes long for little).
MEANING_ROLES = ("dev", "twin", "fragment", "plain")
MEANING_CACHE = DEV_DIR / "meaning.npz"
# How many ordinary requests each look-alike clause is joined with.
FRAGMENT_JOINS = 4

_CLAUSE = re.compile(r"[.,;!?\n।]+|\s(?:but|pero|par|lekin|magar|aur|y)\s")
MIN_CLAUSE_CHARS = 8
# Fewer words than this carry no indirect risk the classifier could read ("no", "nahi"): rules only.
MIN_WORDS = 3

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


def segments(normalised: str) -> list[str]:
    """The whole message and, when it has several, each of its clauses: risk said in one clause
    of a message about an order is not diluted by the rest."""
    parts = [p.strip() for p in _CLAUSE.split(normalised) if len(p.strip()) >= MIN_CLAUSE_CHARS]
    return [normalised, *parts] if len(parts) > 1 else [normalised]


def _softmax(scores: np.ndarray, temperature: float) -> np.ndarray:
    z = scores * temperature
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    return np.asarray(e / e.sum(axis=-1, keepdims=True))


def _segment_max(probabilities: np.ndarray, classes: Sequence[str]) -> np.ndarray:
    """Per class, the highest probability over the segments, but `none` the lowest."""
    out = probabilities.max(axis=0)
    out[list(classes).index(NONE)] = probabilities[:, list(classes).index(NONE)].min()
    return np.asarray(out)


class MeaningBars(NamedTuple):
    """Where the meaning signal is asked and what it may do, per kind (chosen out of fold)."""

    doubt: dict[str, float]  # the classifier's probability from which a low reading is re-read
    watch: dict[str, float]  # the embedding head's probability that makes a re-read message watched
    certain: dict[str, float]  # the head's probability that, beside the classifier's watch, pages


class RiskMeaning(NamedTuple):
    head: Head
    bars: MeaningBars

    def unsure(self, p: dict[str, float], found: RiskReading | None) -> bool:
        """Worth an embedding: watched, or low but near a bar. Certain readings are already decided."""
        if found is not None:
            return not found.certain
        return any(p[k] >= self.bars.doubt[k] for k in KINDS)


def with_meaning(found: RiskReading | None, q: dict[str, float], bars: MeaningBars) -> RiskReading | None:
    """The reading after the embedding head's probabilities `q`. It only ever adds: a watched
    kind the head is sure of too pages (two signals agreeing, never a look-alike on one alone);
    a kind the head reads over its watch bar is watched (self-harm first: its caring line). It
    never lowers a reading, so every self-harm the classifier or rules catch stays caught."""
    if found is not None and found.certain:
        return found
    if found is not None and q[found.kind] >= bars.certain[found.kind]:
        return RiskReading(found.kind, True)
    if q["self_harm"] >= bars.watch["self_harm"]:
        return RiskReading("self_harm", False)
    if found is not None:
        return found
    over: list[RiskSignal] = [k for k in KINDS[1:] if q[k] >= bars.watch[k]]
    return RiskReading(max(over, key=lambda kind: q[str(kind)]), False) if over else None


class RiskClassifier:
    """The fitted model and two bars per kind; `reading` is what the router asks.

    `thresholds` (watch): what the model's probability must clear to be read at all, set for
    recall. `certain`: what pages a person on the model alone, set above nearly all our harmless
    messages, so a look-alike the model half-reads is watched, not paged. `meaning`: the
    embedding head and its bars, read only for unsure messages when the router has an `Embed`.
    """

    meaning: RiskMeaning | None = None  # artefacts built before the meaning signal have none

    def __init__(self, model: TextClassifier, thresholds: dict[str, float], certain: dict[str, float],
                 meaning: RiskMeaning | None = None) -> None:
        self.model = model
        self.thresholds = thresholds
        self.certain = certain
        self.meaning = meaning

    def probabilities(self, normalised: str) -> dict[str, float]:
        text = normalised[:CLASSIFIED_CHARS]
        if len(text.split()) < MIN_WORDS:
            return dict.fromkeys(self.model.classes, 0.0) | {NONE: 1.0}
        scored = np.array([self.model.probabilities(part) for part in segments(text)])
        return dict(zip(self.model.classes, (float(p) for p in _segment_max(scored, self.model.classes)),
                        strict=True))

    def reading(self, normalised: str, ruled: RiskSignal | None = None,
                embed: Embed | None = None) -> RiskReading | None:
        """The risk to act on, with its tier (labels.RiskReading); with `embed`, an unsure
        reading is read again by meaning (`with_meaning`)."""
        p = self.probabilities(normalised)
        found = read_tier(p, Bars(self.thresholds, self.certain), ruled)
        if embed is None or self.meaning is None or not self.meaning.unsure(p, found):
            return found
        return with_meaning(found, self.meaning.head.probabilities(embed(normalised)), self.meaning.bars)


class Bars(NamedTuple):
    watch: dict[str, float]
    certain: dict[str, float]


class Rows(NamedTuple):
    texts: list[str]  # normalised
    labels: list[str]
    weights: list[float]
    groups: list[int]  # a message and its composed twin share one: folds never split them
    roles: list[str]  # dev, twin, fragment, its joins, plain, bitext: figures read dev and plain only
    langs: list[str]


def training_rows(bitext_csv: Path | None) -> Rows:
    """Our dev rows; each risk row again inside an ordinary request of its language (risk said in
    order talk stays risk); each look-alike clause joined with a few requests (harmless stays
    harmless); our plain intent messages; a sample of bitext. Each language's harmless messages
    weigh NEGATIVE_WEIGHT times its risk messages: otherwise a script with few harmless examples
    (Tamil, Bengali) reads as risky."""
    rng = random.Random(SEED)
    dev = read_dev(dev_files("risk"))
    plain = [(lang, NONE, text) for lang, _, text in read_dev_intents()]
    by_lang: dict[str, list[str]] = {}
    for lang, _, text in plain:
        by_lang.setdefault(lang, []).append(text)
    rows: list[tuple[DevRow, int, str]] = [(row, i, "dev") for i, row in enumerate(dev)]
    rows += [((lang, label, f"{rng.choice(by_lang[lang])} {text}"), i, "twin")
             for i, (lang, label, text) in enumerate(dev) if label != NONE and by_lang.get(lang)]
    for lang, _, fragment in read_dev(dev_files("fragments")):
        rows.append(((lang, NONE, fragment), len(rows) + len(dev), "fragment"))
        pool = by_lang.get(lang, [])
        for request in rng.sample(pool, min(FRAGMENT_JOINS, len(pool))):
            text = f"{fragment}, {request}" if rng.random() < 0.5 else f"{request} {fragment}"
            rows.append(((lang, NONE, text), len(rows) + len(dev), "join"))
    rows += [(row, len(dev) + len(rows) + i, "plain") for i, row in enumerate(plain)]
    if bitext_csv is not None:
        texts = [text for text, _ in read_examples(bitext_csv)]
        random.Random(SEED).shuffle(texts)
        start = 2 * len(rows) + len(dev)
        rows += [(("en", NONE, t), start + i, "bitext") for i, t in enumerate(texts[:BITEXT_NEGATIVES])]
    positives = Counter(lang for (lang, label, _), _, _ in rows if label != NONE)
    harmless = Counter(lang for (lang, label, _), _, _ in rows if label == NONE)
    return Rows(
        texts=[normalise(t) for (_, _, t), _, _ in rows], labels=[label for (_, label, _), _, _ in rows],
        weights=[1.0 if label != NONE else NEGATIVE_WEIGHT * positives[lang] / harmless[lang]
                 for (lang, label, _), _, _ in rows],
        groups=[g for _, g, _ in rows], roles=[role for _, _, role in rows],
        langs=[lang for (lang, _, _), _, _ in rows])


def out_of_fold(texts: list[str], labels: list[str], weights: list[float],
                groups: list[int]) -> tuple[np.ndarray, list[str], float]:
    """Probabilities (segment maxima, as `RiskClassifier.probabilities` reads them) of each
    message from a model that saw neither it nor its twins; classes; softmax temperature."""
    folds = StratifiedGroupKFold(n_splits=5, shuffle=True, random_state=SEED)
    classes = sorted(set(labels))
    whole = np.zeros((len(texts), len(classes)))
    parts: list[np.ndarray] = [np.zeros((0, len(classes)))] * len(texts)
    for train_index, test_index in folds.split(texts, labels, groups):
        model = _pipeline().fit([texts[i] for i in train_index], [labels[i] for i in train_index],
                                linearsvc__sample_weight=np.array([weights[i] for i in train_index]))
        for i in test_index:
            scored = model.decision_function(segments(texts[i][:CLASSIFIED_CHARS]))
            if len(texts[i][:CLASSIFIED_CHARS].split()) < MIN_WORDS:
                scored[:, :] = -10.0  # as `probabilities` reads it: too short, not risk
                scored[:, classes.index(NONE)] = 10.0
            whole[i], parts[i] = scored[0], scored
    temperature = fit_temperature(whole, labels)
    return np.array([_segment_max(_softmax(p, temperature), classes) for p in parts]), classes, temperature


def choose_thresholds(probabilities: np.ndarray, classes: list[str], labels: list[str],
                      ruled: list[RiskSignal | None], roles: list[str]) -> dict[str, float]:
    """Per kind, the bar the out-of-fold probabilities must clear, over the dev positives the
    rules do not already catch as that kind (the router asks the rules first)."""
    thresholds: dict[str, float] = {}
    for kind in KINDS:
        column = probabilities[:, classes.index(kind)]
        left = [i for i, label in enumerate(labels) if label == kind and ruled[i] != kind and roles[i] == "dev"]
        positives = np.sort(column[left]) if left else np.array([0.5])
        if kind == "self_harm":
            harmless = column[[label == NONE and role in ("dev", "plain") for label, role in zip(labels, roles,
                                                                                                   strict=True)]]
            widest = float(np.quantile(harmless, 1 - SELF_HARM_WATCHED)) if len(harmless) else 0.0
            thresholds[kind] = max(float(positives[0] * SELF_HARM_MARGIN), widest)
        else:
            # The rules carry most of these; the classifier may add what it can at a bar that
            # raises at most OTHER_FALSE_ALARMS of the dev harmless messages.
            harmless = column[[label == NONE and role in ("dev", "plain") for label, role in zip(labels, roles,
                                                                                                   strict=True)]]
            thresholds[kind] = max(float(positives[int(len(positives) * (1 - OTHER_RECALL))] * 0.999),
                                   float(np.quantile(harmless, 1 - OTHER_FALSE_ALARMS)) if len(harmless) else 0.5)
    return thresholds


def choose_certain(probabilities: np.ndarray, classes: list[str], labels: list[str], roles: list[str],
                   watch: dict[str, float]) -> dict[str, float]:
    """Per kind, the bar at which the model alone pages a person: above all but CERTAIN_FALSE_ALARMS
    of our harmless dev and plain messages out of fold, and never below the kind's watch bar."""
    harmless = [label == NONE and role in ("dev", "plain") for label, role in zip(labels, roles, strict=True)]
    return {kind: max(watch[kind], float(np.nextafter(np.quantile(probabilities[harmless, classes.index(kind)],
                                                                  1 - CERTAIN_FALSE_ALARMS), 1.0)))
            if any(harmless) else 0.5 for kind in KINDS}


def read_tier(p: dict[str, float], bars: Bars, ruled: RiskSignal | None) -> RiskReading | None:
    """Certain before watch, self-harm first within a tier (it decides the reply). A rule is an
    explicit phrasing and pages; the model alone pages only above its certain bar, and is watched
    between its two bars."""
    if ruled == "self_harm" or p["self_harm"] >= bars.certain["self_harm"]:
        return RiskReading("self_harm", True)
    if ruled is not None:
        return RiskReading(ruled, True)
    sure: list[RiskSignal] = [k for k in KINDS[1:] if p[k] >= bars.certain[k]]
    if sure:
        return RiskReading(max(sure, key=lambda kind: p[str(kind)]), True)
    if p["self_harm"] >= bars.watch["self_harm"]:
        return RiskReading("self_harm", False)
    over: list[RiskSignal] = [k for k in KINDS[1:] if p[k] >= bars.watch[k]]
    if not over:
        return None
    return RiskReading(max(over, key=lambda kind: p[str(kind)]), False)


def meaning_out_of_fold(rows: Rows, embed: Embed | None) -> tuple[np.ndarray, list[int], list[str]]:
    """The embedding head's out-of-fold probabilities on the rows it trains on (same groups as the
    classifier's folds), those rows' indices, and the classes."""
    chosen = [i for i, role in enumerate(rows.roles) if role in MEANING_ROLES]
    vectors = meaning.embedded([rows.texts[i] for i in chosen], embed, MEANING_CACHE)
    q, classes = meaning.out_of_fold(vectors, [rows.labels[i] for i in chosen], [rows.weights[i] for i in chosen],
                                     [rows.groups[i] for i in chosen])
    return q, chosen, classes


def choose_meaning_bars(p: np.ndarray, q: np.ndarray, classes: list[str], rows: Rows,
                        ruled: list[RiskSignal | None], watch: dict[str, float]) -> MeaningBars:
    """Out of fold (`p` the classifier's, `q` the head's, row for row; q is NaN where the head did
    not read): where to ask, and the head's watch and paging bars (see the constants)."""
    harmless = np.array([label == NONE and role in ("dev", "plain") for label, role in zip(rows.labels, rows.roles,
                                                                                            strict=True)])
    read = ~np.isnan(q[:, 0])
    doubt: dict[str, float] = {}
    watched: dict[str, float] = {}
    certain: dict[str, float] = {}
    for kind in KINDS:
        c = classes.index(kind)
        doubt[kind] = min(watch[kind], float(np.quantile(p[harmless, c], 1 - DOUBT_SHARE)))
        watched[kind] = float(np.quantile(q[harmless & read, c], 1 - MEANING_WATCHED))
        if kind == "self_harm":
            # As the classifier's: under the lowest dev self-harm message the rules miss, unless
            # that would give the caring line to more than SELF_HARM_WATCHED of harmless messages.
            missed = [q[i, c] for i, (label, role) in enumerate(zip(rows.labels, rows.roles, strict=True))
                      if label == kind and role == "dev" and ruled[i] != kind]
            widest = float(np.quantile(q[harmless & read, c], 1 - SELF_HARM_WATCHED))
            watched[kind] = float(max(min(missed) * SELF_HARM_MARGIN, widest)) if missed else watched[kind]
        every_harmless = read & np.array([label == NONE for label in rows.labels])
        certain[kind] = float(np.nextafter(q[every_harmless, c].max(), 1.0))
    return MeaningBars(doubt, watched, certain)


def train(bitext_csv: Path | None = None, embed: Embed | None = None) -> RiskClassifier:
    """Fit on every dev row; thresholds from the out-of-fold probabilities. The embedding head
    trains on the cached vectors (`embed` fills what the cache lacks)."""
    rows = training_rows(bitext_csv)
    probabilities, classes, temperature = out_of_fold(rows.texts, rows.labels, rows.weights, rows.groups)
    ruled = [risk_signal(t) for t in rows.texts]
    thresholds = choose_thresholds(probabilities, classes, rows.labels, ruled, rows.roles)
    certain = choose_certain(probabilities, classes, rows.labels, rows.roles, thresholds)
    pipeline = _pipeline().fit(rows.texts, rows.labels, linearsvc__sample_weight=np.array(rows.weights))
    q, chosen, _ = meaning_out_of_fold(rows, embed)
    bars = choose_meaning_bars(probabilities, aligned(q, chosen, len(rows.texts)), classes, rows, ruled, thresholds)
    vectors = meaning.embedded([rows.texts[i] for i in chosen], embed, MEANING_CACHE)
    head = meaning.fit_head(vectors, [rows.labels[i] for i in chosen], [rows.weights[i] for i in chosen])
    return RiskClassifier(TextClassifier(pipeline, temperature, None), thresholds, certain, RiskMeaning(head, bars))


def aligned(q: np.ndarray, chosen: list[int], n: int) -> np.ndarray:
    """The head's rows placed at their indices among all rows; NaN where it did not read."""
    out = np.full((n, q.shape[1]), np.nan)
    out[chosen] = q
    return out


def read_dev_intents() -> list[DevRow]:
    """Our intent dev messages (`data/dev/intent_*.tsv`): plain support talk, none of it risk."""
    return read_tsv(dev_files("intent"))
