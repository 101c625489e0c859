"""Intent and risk labels for one customer message, offline: the rules first, then the classifiers.

Pure: the classifier arrives already loaded (see `supportbot.core.understanding.classifier`); this module
only reads normalise()d text (normalisation.py) with the rule tables (risk_rules.py, intent_rules.py)
and reads the classifiers' probabilities.
Rules win over the classifier for risk and for "talk to a person" (DESIGN.md invariant 7).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from supportbot.core.understanding.intent_rules import is_pleasantry, ruled_intent, wants_human, wants_return
from supportbot.core.understanding.labels import (
    FINE_TO_INTENT,
    UNKNOWN_FINE,
    Intent,
    Risk,
    RiskReading,
    RiskSignal,
    RouterLabels,
)
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk_rules import risk_signal

# The classifier reads only the start of a long message: its cost grows with length (about
# 2 ms per 1,000 characters) and the request is nearly always up front. Rules read it all.
CLASSIFIED_CHARS = 500


class IntentModel(Protocol):
    """A loaded classifier over the bitext fine intents (supportbot.core.understanding.classifier.TextClassifier)."""

    classes: tuple[str, ...]

    def probabilities(self, normalised: str) -> Sequence[float]: ...


class RiskModel(Protocol):
    """The risk classifier (supportbot.core.understanding.risk.RiskClassifier): given what the rules found,
    the risk to act on and its tier."""

    def reading(self, normalised: str, ruled: RiskSignal | None = None) -> RiskReading | None: ...


class Router:
    """Labels messages with a loaded classifier plus the rule tables; build once, share.

    Risk: the rule tables, then the risk classifier the artefact carries (`model.risk`, built
    with it by `make`), unless one is given. A model without one (a test stub) has rules only.
    Intent: the rule tables, then the ten-intent model the artefact carries (`model.intents`,
    trained on bitext and our multilingual dev messages), else the fine intent's mapping.
    `fine_intent` refines the intent decided: the bitext model's best reading among its fine intents.
    """

    def __init__(self, model: IntentModel, min_confidence: float = 0.5, risk: RiskModel | None = None,
                 intents: IntentModel | None = None, intent_min_confidence: float = 0.3) -> None:
        unmapped = set(model.classes) - FINE_TO_INTENT.keys()
        if unmapped:
            raise ValueError(f"classifier has intents missing from FINE_TO_INTENT: {unmapped}")
        self._model = model
        self._min_confidence = min_confidence
        self._risk: RiskModel | None = risk if risk is not None else getattr(model, "risk", None)
        self._intents: IntentModel | None = intents if intents is not None else getattr(model, "intents", None)
        # The ten-intent model spreads its probability over ten labels and six languages: a lower
        # bar than the fine model's 27 (chosen on our dev messages, 5-fold).
        self._intent_min_confidence = intent_min_confidence

    def reading(self, normalised: str) -> RiskReading | None:
        """The risk in normalise()d text and its tier: rules first, then the classifier. Without
        a classifier (a test stub) a rule pages, as before tiers."""
        ruled = risk_signal(normalised)
        if self._risk is None:
            return RiskReading(ruled, True) if ruled else None
        return self._risk.reading(normalised, ruled)

    def risk(self, normalised: str) -> RiskSignal | None:
        """The risk that pages a person (the certain tier); a watched signal is not one."""
        found = self.reading(normalised)
        return found.kind if found is not None and found.certain else None

    def classify(self, text: str) -> RouterLabels:
        normalised = normalise(text)
        found = self.reading(normalised)
        risk: Risk = found.risk if found else "low"
        signal = found.kind if found else None
        fine_probabilities = self._model.probabilities(normalised[:CLASSIFIED_CHARS])
        fine, fine_confidence = self._best_of(self._model.classes, fine_probabilities)

        def labelled(intent: Intent, confidence: float) -> RouterLabels:
            # The fine label refines the intent, never contradicts it: the bitext model's best
            # reading among the fine intents of the intent decided (unknown when none maps to it).
            within = [i for i, c in enumerate(self._model.classes) if FINE_TO_INTENT[c] == intent]
            refined = max(within, key=fine_probabilities.__getitem__, default=None)
            return RouterLabels(intent=intent, fine_intent=self._model.classes[refined] if refined is not None
                                else UNKNOWN_FINE, risk=risk, confidence=confidence, risk_reason=signal)

        if wants_human(normalised):
            return labelled("human", 1.0)
        if wants_return(normalised):
            return labelled("return", 1.0)
        ruled = ruled_intent(normalised)
        if ruled is not None:
            return labelled(ruled, 1.0)
        if is_pleasantry(normalised):
            return labelled("other", 0.0)
        if self._intents is not None:
            intent, confidence = self._best(self._intents, normalised)
            bar = self._intent_min_confidence
        else:
            intent, confidence = FINE_TO_INTENT[fine], fine_confidence
            bar = self._min_confidence
        if confidence < bar:
            return labelled("other", confidence)
        return labelled(intent, confidence)  # type: ignore[arg-type]

    @classmethod
    def _best(cls, model: IntentModel, normalised: str) -> tuple[str, float]:
        return cls._best_of(model.classes, model.probabilities(normalised[:CLASSIFIED_CHARS]))

    @staticmethod
    def _best_of(classes: Sequence[str], probabilities: Sequence[float]) -> tuple[str, float]:
        best = max(range(len(probabilities)), key=probabilities.__getitem__)
        return classes[best], float(probabilities[best])
