"""The ten-intent model: concept tokens shared by six languages, and the artefact's model on the
hard cases, in messages written here (not in data/dev, not from a frozen set)."""

from __future__ import annotations

import pytest

from supportbot.core.understanding import classifier
from supportbot.core.understanding.concepts import with_concepts
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.router import Router

ARTEFACT = classifier.ARTEFACT


@pytest.mark.parametrize(("text", "concept"), [
    ("the bowl came chipped", "zzdamage"), ("la bufanda vino rasgada", "zzdamage"),
    ("कुर्ता फटा हुआ आया", "zzdamage"), ("சட்டை கிழிஞ்சு வந்துச்சு", "zzdamage"), ("শাড়িটা ছেঁড়া", "zzdamage"),
    ("kurta phata hua aaya", "zzdamage"),
    ("¿dónde está mi paquete?", "zzwhere_when"), ("ஆர்டரை ரத்து பண்ணுங்க", "zzcancel"),
])
def test_the_same_concept_in_any_language_is_the_same_token(text: str, concept: str) -> None:
    assert concept in with_concepts(normalise(text)).split()


@pytest.fixture(scope="module")
def built() -> Router:
    if not ARTEFACT.exists():
        pytest.fail(f"{ARTEFACT} is missing: `make install` builds it (make test does first)")
    model = classifier.load(ARTEFACT)
    assert model.intents is not None, "the artefact carries the ten-intent model"
    return Router(model)


@pytest.mark.parametrize(("text", "intent"), [
    ("the teapot lid arrived chipped, what can you do", "refund"),  # damage without the word refund
    ("still no sign of the refund you promised last week", "refund"),
    ("tracking says delivered on tuesday, nothing here and the neighbours don't have it", "order_status"),
    ("do I have to pay anything to cancel an order?", "policy_question"),
    ("please cancel the teapot, I don't need it", "cancel_order"),
    ("la tetera llegó con la tapa rota", "refund"),
    ("केतली का ढक्कन टूटा हुआ आया", "refund"),
])
def test_the_hard_cases(built: Router, text: str, intent: str) -> None:
    assert built.classify(text).intent == intent, text
