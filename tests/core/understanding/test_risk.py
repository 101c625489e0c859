"""Risk beyond keywords: the classifier the artefact carries, its thresholds, and how the router
combines it with the rules."""

from __future__ import annotations

import numpy as np
import pytest

from supportbot.core.understanding import classifier
from supportbot.core.understanding.labels import RiskReading, RiskSignal
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk import (
    CERTAIN_FALSE_ALARMS,
    KINDS,
    NONE,
    Bars,
    choose_certain,
    choose_thresholds,
    dev_files,
    read_dev,
    read_tier,
    segments,
)
from supportbot.core.understanding.router import Router

ARTEFACT = classifier.ARTEFACT


class AlwaysOther:
    classes = ("review",)

    def probabilities(self, normalised: str) -> list[float]:
        return [1.0]


class SaysFraud:
    """A risk model that reads fraud into everything, certain only where a rule found it (or when
    told to be): the router must ask it after the rules, and label by its tier."""

    def __init__(self, certain: bool = True) -> None:
        self.asked: list[tuple[str, str | None]] = []
        self.certain = certain

    def reading(self, normalised: str, ruled: RiskSignal | None = None, embed: object = None) -> RiskReading | None:
        self.asked.append((normalised, ruled))
        return RiskReading(ruled, True) if ruled else RiskReading("fraud", self.certain)


def test_without_a_risk_model_the_rules_decide() -> None:
    router = Router(AlwaysOther())
    assert router.classify("my brother is a lawyer, where is my order").risk == "low"
    assert router.classify("I want to end my life").risk_reason == "self_harm"


def test_the_risk_model_is_asked_with_what_the_rules_found() -> None:
    model = SaysFraud()
    router = Router(AlwaysOther(), risk=model)
    labels = router.classify("where is my parcel")
    assert (labels.risk, labels.risk_reason) == ("high", "fraud")
    assert router.classify("I'll file a chargeback").risk_reason == "chargeback"
    assert model.asked[-1] == ("i'll file a chargeback", "chargeback")


def test_an_uncertain_reading_is_watched_and_pages_no_one() -> None:
    router = Router(AlwaysOther(), risk=SaysFraud(certain=False))
    labels = router.classify("where is my parcel")
    assert (labels.risk, labels.risk_reason) == ("watch", "fraud")
    assert router.risk(normalise("where is my parcel")) is None  # what pages: nothing
    assert router.classify("I'll file a chargeback").risk == "high"


def test_the_model_alone_pages_only_above_its_certain_bar() -> None:
    bars = Bars(watch={"self_harm": 0.2, "chargeback": 0.5, "legal": 0.5, "fraud": 0.5},
                certain={"self_harm": 0.7, "chargeback": 0.8, "legal": 0.8, "fraud": 0.8})
    p = dict.fromkeys([NONE, *KINDS], 0.0)
    assert read_tier(p | {"self_harm": 0.69}, bars, None) == RiskReading("self_harm", False)
    assert read_tier(p | {"self_harm": 0.7}, bars, None) == RiskReading("self_harm", True)
    assert read_tier(p | {"fraud": 0.6}, bars, None) == RiskReading("fraud", False)
    assert read_tier(p | {"fraud": 0.9}, bars, None) == RiskReading("fraud", True)
    assert read_tier(p | {"self_harm": 0.3, "fraud": 0.9}, bars, None) == RiskReading("fraud", True)
    assert read_tier(p | {"self_harm": 0.1}, bars, None) is None
    # A rule is an explicit phrasing: it pages whatever the model says.
    assert read_tier(p, bars, "legal") == RiskReading("legal", True)
    assert read_tier(p, bars, "self_harm") == RiskReading("self_harm", True)


def test_the_paging_bar_sits_above_nearly_all_harmless_messages() -> None:
    classes = sorted([NONE, *KINDS])
    harmless = np.linspace(0.0, 0.5, 1000)
    probabilities = np.zeros((1000, len(classes)))
    probabilities[:, classes.index("fraud")] = harmless
    certain = choose_certain(probabilities, classes, [NONE] * 1000, ["plain"] * 1000, dict.fromkeys(KINDS, 0.0))
    assert (harmless >= certain["fraud"]).sum() <= 1000 * CERTAIN_FALSE_ALARMS


def test_the_self_harm_bar_catches_every_dev_message_the_rules_miss() -> None:
    # Columns: the classes in sorted order. Rows: out-of-fold probabilities.
    classes = sorted([NONE, *KINDS])
    sh, fr = classes.index("self_harm"), classes.index("fraud")
    rows = [("self_harm", None, "dev", 0.30), ("self_harm", None, "dev", 0.12),
            ("self_harm", "self_harm", "dev", 0.01),  # the rules catch it: it does not lower the bar
            ("self_harm", None, "twin", 0.02),  # composed training material: not a dev figure
            ("fraud", None, "dev", 0.6), ("none", None, "dev", 0.05)]
    probabilities = np.zeros((len(rows), len(classes)))
    for i, (label, _, _, p) in enumerate(rows):
        probabilities[i, sh if label != "fraud" else fr] = p
    thresholds = choose_thresholds(probabilities, classes, [r[0] for r in rows], [r[1] for r in rows],
                                   [r[2] for r in rows])
    assert 0.05 < thresholds["self_harm"] <= 0.12
    assert thresholds["fraud"] <= 0.6


def test_a_clause_is_read_on_its_own_as_well_as_the_whole_message() -> None:
    assert segments(normalise("Where is my order? I don't see the point any more, honestly")) == [
        "where is my order? i don't see the point any more, honestly", "where is my order",
        "i don't see the point any more", "honestly"]
    assert segments("short one") == ["short one"]


@pytest.fixture(scope="module")
def built() -> Router:
    if not ARTEFACT.exists():
        pytest.fail(f"{ARTEFACT} is missing: `make install` builds it (make test does first)")
    model = classifier.load(ARTEFACT)
    assert model.risk is not None, "the artefact carries the risk classifier"
    return Router(model)


def test_every_dev_self_harm_message_is_read_as_self_harm(built: Router) -> None:
    rows = read_dev(dev_files("risk"))
    missed = [text for _, label, text in rows if label == "self_harm"
              and built.classify(text).risk_reason != "self_harm"]
    assert missed == []


def test_self_harm_inside_order_talk_is_still_self_harm(built: Router) -> None:
    for text in ("hi, order #4471 — honestly I don't want to be here anymore, so it doesn't matter",
                 "mi pedido no llegó, pero da igual, ya no quiero seguir aquí"):
        assert built.classify(text).risk_reason == "self_harm", text


@pytest.mark.parametrize("text", [
    "my uncle is an attorney, he asked me to order the same lamp",
    "drop it at the shop opposite the police station please",
    "the fraud-proof wrapping was a nice touch",
    "you are killing it with these prices",
    "my phone charge ran out when the courier called",
    "will the bank holiday delay the parcel?",
])
def test_look_alikes_stay_low(built: Router, text: str) -> None:
    assert built.classify(text).risk == "low", text
