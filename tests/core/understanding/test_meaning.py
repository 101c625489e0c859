"""The meaning signal (issue 28, [4/9]): an embedding head asked only when the classifiers are
unsure, that only ever adds to a risk reading and never pages on its own."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from sklearn.linear_model import LogisticRegression

from supportbot.core.understanding import classifier, meaning
from supportbot.core.understanding.intents import IntentClassifier, IntentMeaning
from supportbot.core.understanding.labels import RiskReading
from supportbot.core.understanding.meaning import Head, Remembered, embedded, fit_head, from_cache
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk import KINDS, NONE, MeaningBars, RiskMeaning, with_meaning
from supportbot.core.understanding.router import Router

BARS = MeaningBars(doubt=dict.fromkeys(KINDS, 0.2), watch=dict.fromkeys(KINDS, 0.5),
                   certain=dict.fromkeys(KINDS, 0.9))


def q(**kinds: float) -> dict[str, float]:
    return dict.fromkeys([NONE, *KINDS], 0.0) | kinds


def test_a_watched_kind_the_head_is_sure_of_too_pages() -> None:
    assert with_meaning(RiskReading("fraud", False), q(fraud=0.95), BARS) == RiskReading("fraud", True)
    assert with_meaning(RiskReading("fraud", False), q(fraud=0.6), BARS) == RiskReading("fraud", False)


def test_the_head_alone_never_pages_anyone() -> None:
    # A low reading the head is certain of is watched: one signal, a look-alike's risk, no page.
    for kind in KINDS:
        assert with_meaning(None, q(**{kind: 0.99}), BARS) == RiskReading(kind, False)
    assert with_meaning(None, q(legal=0.4), BARS) is None


def test_the_head_never_lowers_a_reading() -> None:
    assert with_meaning(RiskReading("self_harm", False), q(), BARS) == RiskReading("self_harm", False)
    assert with_meaning(RiskReading("legal", True), q(), BARS) == RiskReading("legal", True)
    assert with_meaning(RiskReading("chargeback", False), q(none=1.0), BARS) == RiskReading("chargeback", False)


def test_self_harm_read_by_the_head_comes_first() -> None:
    # Its caring line is what the customer needs; the other kind is still flagged by the classifier's reading.
    assert with_meaning(RiskReading("fraud", False), q(self_harm=0.6), BARS) == RiskReading("self_harm", False)
    assert with_meaning(None, q(self_harm=0.6, legal=0.8), BARS) == RiskReading("self_harm", False)


def test_only_unsure_readings_are_worth_an_embedding() -> None:
    cascade = RiskMeaning(Head(["a"], np.zeros((1, 1)), np.zeros(1)), BARS)
    low = q(none=0.9)
    assert not cascade.unsure(low, None)
    assert cascade.unsure(low | {"legal": 0.25}, None)  # near a bar
    assert cascade.unsure(low, RiskReading("legal", False))  # watched
    assert not cascade.unsure(low, RiskReading("legal", True))  # decided


def test_the_head_scores_as_the_fitted_regression() -> None:
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(60, 8)).astype(np.float32)
    labels = ["a", "b", "c"] * 20
    head = fit_head(vectors, labels, [1.0] * 60)
    expected = LogisticRegression(C=4.0, max_iter=2000, random_state=0).fit(vectors, labels).predict_proba(vectors[:5])
    got = np.array([[head.probabilities(v)[k] for k in ("a", "b", "c")] for v in vectors[:5]])
    assert np.allclose(got, expected, atol=1e-6)


def test_an_embedding_is_computed_once_per_text() -> None:
    seen: list[str] = []

    def embed(text: str) -> np.ndarray:
        seen.append(text)
        return np.ones(4, dtype=np.float32)

    remembered = Remembered(embed, size=2)
    for text in ("one", "two", "one", "three", "one"):
        remembered(text)
    assert seen == ["one", "two", "three"]
    assert remembered.calls == 3


def test_the_cache_gives_the_same_vectors_without_the_model(tmp_path: Path) -> None:
    cache = tmp_path / "meaning.npz"
    texts = ["where is my order", "mera order kahan hai"]
    first = embedded(texts, lambda t: np.full(4, len(t), dtype=np.float32), cache)
    assert np.array_equal(embedded(texts, None, cache), first)
    assert np.array_equal(from_cache(cache)(texts[1]), first[1])
    with pytest.raises(LookupError):
        embedded(["not embedded yet"], None, cache)
    size = cache.read_bytes()
    embedded(texts, None, cache)
    assert cache.read_bytes() == size  # nothing new: the file is not rewritten


class Fixed:
    """A ten-intent n-gram model stub: the same probabilities for every text."""

    classes = ("order_status", "refund")

    def __init__(self, p: list[float]) -> None:
        self.p = p

    def probabilities(self, text: str) -> list[float]:
        return self.p


def test_the_intent_head_is_asked_only_under_its_band() -> None:
    asked: list[str] = []

    def embed(text: str) -> np.ndarray:
        asked.append(text)
        return np.array([1.0], dtype=np.float32)

    head = Head(["order_status", "refund"], np.array([[0.0], [5.0]]), np.zeros(2))  # says refund
    unsure = IntentClassifier.__new__(IntentClassifier)
    unsure.model, unsure.classes = Fixed([0.55, 0.45]), Fixed.classes  # type: ignore[assignment]
    unsure.meaning = IntentMeaning(head, unsure=0.6, weight=0.5)
    blended = unsure.probabilities("the mug came cracked", embed)
    assert blended[1] > blended[0] and asked == ["the mug came cracked"]
    assert unsure.probabilities("the mug came cracked") == [0.55, 0.45]  # no embedder: as before
    sure = IntentClassifier.__new__(IntentClassifier)
    sure.model, sure.classes, sure.meaning = Fixed([0.7, 0.3]), Fixed.classes, unsure.meaning  # type: ignore[assignment]
    assert sure.probabilities("where is it", embed) == [0.7, 0.3] and len(asked) == 1


@pytest.fixture(scope="module")
def built() -> Router:
    if not classifier.ARTEFACT.exists():
        pytest.fail(f"{classifier.ARTEFACT} is missing: `make install` builds it (make test does first)")
    model = classifier.load(classifier.ARTEFACT)
    assert model.risk.meaning is not None and model.intents.meaning is not None, "the artefact carries the heads"
    return Router(model, embed=from_cache(classifier.ARTEFACT.parents[2] / "data" / "dev" / "meaning.npz",
                                          _live_embedder()))


def _live_embedder() -> meaning.Embed:
    from supportbot.store.meaning import shared_embedder

    return shared_embedder().vector


PLAIN = ["where is my order A-1042", "mera order kahan hai", "¿dónde está mi pedido?", "আমার রিফান্ড কবে আসবে",
         "I want to cancel my order", "quiero cambiar la dirección de entrega"]


def test_plain_messages_pay_for_no_embedding(built: Router) -> None:
    assert built.embed is not None
    before = built.embed.calls
    for text in PLAIN:
        built.classify(text)
    assert built.embed.calls == before


def test_risk_is_read_once_per_message_and_turn(built: Router) -> None:
    text = "my lawyer friend said nothing, the rope I ordered is for tonight, it's over"
    assert built.embed is not None
    built.classify(text)
    calls = built.embed.calls
    built.risk(normalise(text))  # the gates ask again: remembered
    assert built.embed.calls == calls
