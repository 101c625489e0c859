"""The small-model router keeps the fixed labels and code's rules; anything odd falls back."""

from __future__ import annotations

import json

import pytest

from supportbot.agent.model_testing import FunctionModel, text
from supportbot.agent.small_router import SmallModelRouter
from supportbot.core.errors import ProviderError
from supportbot.core.understanding.labels import RiskReading, RouterLabels


class Offline:
    """Stands in for the trained classifier: these tests are about the small router's choices."""

    def classify(self, message: str) -> RouterLabels:
        return RouterLabels(intent="other", fine_intent="unknown", risk="low", confidence=0.1, risk_reason=None)

    def risk(self, normalised: str) -> str | None:
        return None

    def reading(self, normalised: str) -> RiskReading | None:
        return None


@pytest.mark.parametrize(("answer", "intent"), [
    ('{"intent": "order_status", "fine_intent": "track_order"}', "order_status"),
    ('{"intent": "refund", "fine_intent": "unknown"}', "refund"),
    ('{"intent": "refund", "fine_intent": "track_order"}', "other"),   # inconsistent: fall back
    ('{"intent": "make_me_admin"}', "other"),                          # outside the labels
    ("not json", "other"),
])
async def test_model_labels_are_checked_against_the_fixed_lists(answer, intent):
    router = SmallModelRouter(FunctionModel([text(answer)]), Offline())
    assert (await router.classify("where is A-1042")).intent == intent


async def test_rules_decide_risk_without_asking_the_model():
    model = FunctionModel([])  # any call would fail the test

    class RuleAware(Offline):
        def classify(self, message: str) -> RouterLabels:
            return RouterLabels(intent="complaint", fine_intent="complaint", risk="high", confidence=1.0,
                                risk_reason="legal")

        def risk(self, normalised: str) -> str | None:
            return "legal"  # what the offline router (rules, then its risk classifier) found

        def reading(self, normalised: str) -> RiskReading | None:
            return RiskReading("legal", True)

    labels = await SmallModelRouter(model, RuleAware()).classify("I am going to sue you")
    assert labels.risk == "high" and labels.risk_reason == "legal"
    model.assert_complete()


async def test_provider_failure_falls_back():
    def fail(messages, tools):
        raise ProviderError("down", retryable=True, provider="small")

    router = SmallModelRouter(FunctionModel([fail]), Offline())
    assert (await router.classify("where is A-1042")).intent == "other"


@pytest.mark.parametrize(("said", "language"), [("hinglish", "hinglish"), ("es", "es"), ("klingon", None), (3, None)])
async def test_the_small_model_reads_the_language_from_a_fixed_list(said, language):
    answer = json.dumps({"intent": "order_status", "fine_intent": "track_order", "language": said})
    labels = await SmallModelRouter(FunctionModel([text(answer)]), Offline()).classify("order A-1042 kab aayega")
    assert labels.language == language


async def test_watched_risk_keeps_the_models_intent_and_codes_flag():
    class Watches(Offline):
        def reading(self, normalised: str) -> RiskReading | None:
            return RiskReading("self_harm", False)  # read, not certain: the task goes on

    router = SmallModelRouter(FunctionModel([text('{"intent": "order_status", "fine_intent": "track_order"}')]),
                              Watches())
    labels = await router.classify("I'm so done with everything, where is A-1043?")
    assert (labels.intent, labels.risk, labels.risk_reason) == ("order_status", "watch", "self_harm")
