"""Intent and risk labels for one customer message, offline: the rules first, then the classifiers.

Pure: the classifier arrives already loaded (see `supportbot.core.understanding.classifier`); this module
only reads normalise()d text (normalisation.py) with the rule tables (risk_rules.py, intent_rules.py)
and reads the classifiers' probabilities.
Rules win over the classifier for risk and for "talk to a person" (DESIGN.md invariant 7).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

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
from supportbot.core.understanding.meaning import Embed, Remembered
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk_rules import risk_signal


class Context(NamedTuple):
    """What the conversation says around a message (issue 28, item 3): the customer's messages just
    before it, oldest first, and the bot's pending question (its last message, when it asked one)."""

    earlier: tuple[str, ...] = ()
    asked: str | None = None


# The classifier reads only the start of a long message: its cost grows with length (about
# 2 ms per 1,000 characters) and the request is nearly always up front. Rules read it all.
CLASSIFIED_CHARS = 500


class IntentModel(Protocol):
    """A loaded classifier over the bitext fine intents (supportbot.core.understanding.classifier.TextClassifier)."""

    classes: tuple[str, ...]

    def probabilities(self, normalised: str) -> Sequence[float]: ...


class TenIntentModel(Protocol):
    """The ten-intent model (supportbot.core.understanding.intents.IntentClassifier): with `embed`,
    it may blend in the meaning signal for a message it is unsure of."""

    classes: tuple[str, ...]

    def probabilities(self, normalised: str, embed: Embed | None = None) -> Sequence[float]: ...


class RiskModel(Protocol):
    """The risk classifier (supportbot.core.understanding.risk.RiskClassifier): given what the rules found,
    the risk to act on and its tier."""

    def reading(self, normalised: str, ruled: RiskSignal | None = None,
                embed: Embed | None = None) -> RiskReading | None: ...


class Router:
    """Labels messages with a loaded classifier plus the rule tables; build once, share.

    Risk: the rule tables, then the risk classifier the artefact carries (`model.risk`, built
    with it by `make`), unless one is given. A model without one (a test stub) has rules only.
    Intent: the rule tables, then the ten-intent model the artefact carries (`model.intents`,
    trained on bitext and our multilingual dev messages), else the fine intent's mapping.
    `fine_intent` refines the intent decided: the bitext model's best reading among its fine intents.
    `embed`: the meaning signal (meaning.py), asked only for what the classifiers are unsure of;
    without one (the CLI, a test stub) the router reads as before it.
    """

    def __init__(self, model: IntentModel, min_confidence: float = 0.5, risk: RiskModel | None = None,
                 intents: TenIntentModel | None = None, intent_min_confidence: float = 0.3,
                 embed: Embed | None = None, intents_by_meaning: bool = False) -> None:
        unmapped = set(model.classes) - FINE_TO_INTENT.keys()
        if unmapped:
            raise ValueError(f"classifier has intents missing from FINE_TO_INTENT: {unmapped}")
        self._model = model
        self._min_confidence = min_confidence
        self._risk: RiskModel | None = risk if risk is not None else getattr(model, "risk", None)
        self._intents: TenIntentModel | None = intents if intents is not None else getattr(model, "intents", None)
        # The ten-intent model spreads its probability over ten labels and six languages: a lower
        # bar than the fine model's 27 (chosen on our dev messages, 5-fold).
        self._intent_min_confidence = intent_min_confidence
        self.embed = Remembered(embed) if embed is not None else None
        # Off by default, decided on the frozen sets (evals/frozen/FIGURES.md, v7): the intent head
        # moved v7's intents by 4 of 360 and lost 2-6 messages per language on v2 and v5, where
        # the risk head's reading raised self-harm recall by 8-11 messages on v5 and v7.
        self._intent_embed = self.embed if intents_by_meaning else None

    def reading(self, normalised: str) -> RiskReading | None:
        """The risk in normalise()d text and its tier: rules first, then the classifier. Without
        a classifier (a test stub) a rule pages, as before tiers."""
        ruled = risk_signal(normalised)
        if self._risk is None:
            return RiskReading(ruled, True) if ruled else None
        return self._risk.reading(normalised, ruled, embed=self.embed)

    def risk(self, normalised: str) -> RiskSignal | None:
        """The risk that pages a person (the certain tier); a watched signal is not one."""
        found = self.reading(normalised)
        return found.kind if found is not None and found.certain else None

    def in_context(self, text: str, context: Context, labels: RouterLabels | None = None) -> RouterLabels:
        """The labels of `text` read with the conversation around it. Risk: said across two
        messages ("I bought a rope" / "it's for tonight"), read over the last earlier one joined
        with this, is watched, never paged (a page needs the message itself) and not when the
        earlier one was risk already (its own turn flagged it). Intent: an answer to the bot's
        question that says no task of its own ("A-1042", "the blue one") carries on the task
        the customer asked for before it. `labels`: the message's own, when already read."""
        labels = labels or self.classify(text)
        normalised = normalise(text)
        if context.earlier and labels.risk != "high":
            before = normalise(context.earlier[-1])
            joined = self.reading(f"{before} {normalised}") if self.reading(before) is None else None
            if joined is not None and (labels.risk == "low" or (joined.kind == "self_harm"
                                                                 and labels.risk_reason != "self_harm")):
                labels = labels.model_copy(update={"risk": "watch", "risk_reason": joined.kind})
        if context.asked and context.earlier and self.needs_history(labels):
            for earlier in reversed(context.earlier):
                task = self.classify(earlier)
                if task.intent not in ("other", "human"):
                    return labels.model_copy(update={"intent": task.intent, "fine_intent": task.fine_intent,
                                                     "confidence": task.confidence})
        return labels

    def needs_history(self, labels: RouterLabels) -> bool:
        """A message whose own words say no task: "other" only because no intent cleared the bar
        (a pleasantry reads 0, a clear "other" clears it). Only then is the conversation's history
        worth its read: the pending question and the task before it."""
        bar = self._intent_min_confidence if self._intents is not None else self._min_confidence
        return labels.intent == "other" and 0.0 < labels.confidence < bar

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
            probabilities = self._intents.probabilities(normalised[:CLASSIFIED_CHARS], embed=self._intent_embed)
            intent, confidence = self._best_of(self._intents.classes, probabilities)
            bar = self._intent_min_confidence
        else:
            intent, confidence = FINE_TO_INTENT[fine], fine_confidence
            bar = self._min_confidence
        if confidence < bar:
            return labelled("other", confidence)
        return labelled(intent, confidence)  # type: ignore[arg-type]

    @staticmethod
    def _best_of(classes: Sequence[str], probabilities: Sequence[float]) -> tuple[str, float]:
        best = max(range(len(probabilities)), key=probabilities.__getitem__)
        return classes[best], float(probabilities[best])
