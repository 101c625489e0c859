"""The frozen sets (evals/frozen/, written by people who never saw the code) at the level the
router reached: a change that loses a self-harm message, another high-risk message, a look-alike
or an intent it got right fails here. Floors are the achieved counts exactly (evals/frozen/
FIGURES.md): the artefact is built deterministically (fixed seeds, liblinear), so there is no
noise to leave room for. Raise them when the figures rise; never lower them to pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.frozen_eval import load_messages, measure_intent, measure_risk
from supportbot.core.understanding import classifier
from supportbot.core.understanding.router import Router

ROOT = Path(__file__).resolve().parents[2]
ARTEFACT = classifier.ARTEFACT
V1 = ROOT / "evals" / "frozen" / "v1"
V2 = ROOT / "evals" / "frozen" / "v2"
V5 = ROOT / "evals" / "frozen" / "v5" / "messages"
V7 = ROOT / "evals" / "frozen" / "v7" / "messages"


@pytest.fixture(scope="module")
def router() -> Router:
    if not ARTEFACT.exists():
        pytest.fail(f"{ARTEFACT} is missing: `make install` builds it (make test does first)")
    # As the app reads (supportbot/app/bootstrap.py): with the meaning signal, so the floors hold the
    # router customers meet, not the n-grams alone.
    from supportbot.store.meaning import shared_embedder
    return Router(classifier.load(ARTEFACT), embed=shared_embedder().vector)


def test_v1_risk(router: Router) -> None:
    report = measure_risk(router.classify, load_messages([V1 / "risk"]))
    hits = {group: rate["hits"] for group, rate in report["high_recall"].items()}
    assert report["self_harm_as_self_harm"]["all"]["hits"] >= 65  # of 69 (before: 17)
    assert hits["other_high"] >= 118  # of 126 chargeback, legal, fraud (before: 59; 113 before the tiers)
    # Harmless messages that page a person (the watch tier pages nobody): 19 before the tiers.
    # 2 since the meaning signal (risk only: it pages a watched reading the embedding agrees with);
    # it raised self-harm recall on v5 and v7 by 8 and 11 (FIGURES.md, v7). 1 before it.
    assert report["false_alarms"]["all"]["hits"] <= 2  # of 192 harmless (before: 26)
    assert (hits["kind:chargeback"], hits["kind:legal"], hits["kind:fraud"]) >= (41, 38, 39)


def test_v1_intent(router: Router) -> None:
    report = measure_intent(router.classify, load_messages([V1 / "intent"]))
    assert report["accuracy"]["hits"] >= 354  # of 407 (before: 242)
    floors = {"en": 63, "es": 57, "hinglish": 63, "hi": 59, "ta": 55, "bn": 57}
    below = {lang: report["by_language"][lang]["hits"] for lang, floor in floors.items()
             if report["by_language"][lang]["hits"] < floor}
    assert below == {}


# v2 was written after v1's failures had been looked at (in aggregate), by new writers from the
# same brief, and measured by the lead only, once, after the issue-14 work had landed: the
# unseen figure. Its floors are that first measurement.


def test_v2_risk(router: Router) -> None:
    report = measure_risk(router.classify, load_messages([V2 / "risk"]))
    hits = {group: rate["hits"] for group, rate in report["high_recall"].items()}
    assert report["self_harm_as_self_harm"]["all"]["hits"] >= 52  # of 54 (before: 14)
    # Read as risk of some kind, in either tier (issue 28). 53 before the tiers: the one lost was
    # caught under another kind (no caring reply); read as self-harm stays 52.
    assert hits["kind:self_harm"] >= 52
    assert hits["other_high"] >= 96  # of 108 chargeback, legal, fraud (before: 48; 94 before the tiers)
    assert report["false_alarms"]["all"]["hits"] <= 8  # of 198 paging a person (before: 30; 16 before the tiers)


def test_v2_intent(router: Router) -> None:
    report = measure_intent(router.classify, load_messages([V2 / "intent"]))
    assert report["accuracy"]["hits"] >= 323  # of 361 (before: 182)
    floors = {"en": 53, "es": 54, "hinglish": 55, "hi": 55, "ta": 55, "bn": 51}
    below = {lang: report["by_language"][lang]["hits"] for lang, floor in floors.items()
             if report["by_language"][lang]["hits"] < floor}
    assert below == {}


# v5 was written before any of the fourth round's code (evals/frozen/v5/README.md) and measured by
# the lead once that code had landed: its floors are that measurement (FIGURES.md, v5).


def test_v5_risk(router: Router) -> None:
    report = measure_risk(router.classify, load_messages([V5 / "risk.json"]))
    hits = {group: rate["hits"] for group, rate in report["high_recall"].items()}
    assert report["self_harm_as_self_harm"]["all"]["hits"] >= 59  # of 66 (before the round: 51; 51 before meaning)
    assert hits["other_high"] >= 77  # of 78 chargeback, legal, fraud (before: 65; 73 before meaning)
    # 10 with the meaning signal, 8 before it: the price of the self-harm above (FIGURES.md, v7).
    assert report["false_alarms"]["all"]["hits"] <= 10  # of 198 harmless paging a person (before: 27)
    assert (hits["kind:chargeback"], hits["kind:legal"], hits["kind:fraud"]) >= (24, 26, 23)


def test_v5_intent(router: Router) -> None:
    report = measure_intent(router.classify, load_messages([V5 / "intent.json"]))
    assert report["accuracy"]["hits"] >= 310  # of 360 (before: 310)
    floors = {"en": 53, "es": 47, "hinglish": 55, "hi": 54, "ta": 51, "bn": 50}
    below = {lang: report["by_language"][lang]["hits"] for lang, floor in floors.items()
             if report["by_language"][lang]["hits"] < floor}
    assert below == {}


# v7 was written 2026-12-07 05:30-05:36 UTC, before this round's reading code (evals/frozen/v7/README.md),
# and measured by the lead once that code had landed (FIGURES.md, v7): before it, 40 of 54 self-harm
# messages read as self-harm, 83 of 90 other high risk, intents 301 of 360.


def test_v7_risk(router: Router) -> None:
    report = measure_risk(router.classify, load_messages([V7 / "risk.json"]))
    hits = {group: rate["hits"] for group, rate in report["high_recall"].items()}
    assert report["self_harm_as_self_harm"]["all"]["hits"] >= 49  # of 54 (before: 40; aim all)
    assert hits["kind:self_harm"] >= 51  # read as risk in either tier (before: 42)
    assert hits["other_high"] >= 87  # of 90 chargeback, legal, fraud (before: 83)
    assert report["false_alarms"]["all"]["hits"] <= 2  # of 252 harmless paging a person (before: 2)


def test_v7_intent(router: Router) -> None:
    report = measure_intent(router.classify, load_messages([V7 / "intent.json"]))
    assert report["accuracy"]["hits"] >= 301  # of 360 (before: 301; aim 0.95)
