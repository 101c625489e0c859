"""The conversation is part of the reading (issue 28, item 3): risk said across two messages is
watched, never paged on the joining alone; an answer to the bot's question that names no task
carries on the task asked for before it. Stub models, so what is tested is the router's use of
the context, not a model's numbers."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

from supportbot.agent.gates import context_of, route
from supportbot.core.turn import Said, TurnInput
from supportbot.core.understanding.labels import RiskReading, RiskSignal
from supportbot.core.understanding.router import Context, Router


class Fine:
    """The fine model: nothing it is sure of (the router falls back to its ten-intent model)."""

    classes = ("track_order", "get_refund", "review")

    def probabilities(self, normalised: str) -> list[float]:
        return [0.34, 0.33, 0.33]


class Ten:
    """The ten-intent model: a refund where the words say broken, nothing sure otherwise."""

    classes = ("refund", "other", "order_status")

    def probabilities(self, normalised: str, embed: object = None) -> Sequence[float]:
        return [0.9, 0.05, 0.05] if "broken" in normalised or "roto" in normalised else [0.2, 0.25, 0.2]


class Joined:
    """A risk model that reads self-harm only when the rope and tonight are in the same text."""

    def reading(self, normalised: str, ruled: RiskSignal | None = None, embed: object = None) -> RiskReading | None:
        if ruled:
            return RiskReading(ruled, True)
        if ("rope" in normalised or "cuerda" in normalised) and ("tonight" in normalised or "esta noche" in normalised):
            return RiskReading("self_harm", True)
        return None


def router() -> Router:
    return Router(Fine(), risk=Joined(), intents=Ten())


def test_risk_said_across_two_messages_is_watched_not_paged() -> None:
    for earlier, now in (("I bought a rope today", "it's for tonight, goodbye"),
                         ("compré una cuerda", "es para esta noche")):
        alone = router().classify(now)
        assert alone.risk == "low"
        read = router().in_context(now, Context(earlier=(earlier,)))
        assert (read.risk, read.risk_reason) == ("watch", "self_harm"), now


def test_an_earlier_message_that_was_risk_itself_is_not_read_again() -> None:
    # Its own turn flagged it; a "thanks" after it is not risk by joining.
    read = router().in_context("thanks", Context(earlier=("I want to kill myself",)))
    assert read.risk == "low"


def test_an_answer_to_the_bots_question_carries_the_task_on() -> None:
    context = Context(earlier=("the plate arrived broken",), asked="Which order is it? Send its number.")
    assert router().classify("A-1042").intent == "other"
    assert router().in_context("A-1042", context).intent == "refund"
    es = Context(earlier=("el plato llegó roto",), asked="¿Qué pedido es?")
    assert router().in_context("el azul, el de ayer", es).intent == "refund"


def test_without_a_pending_question_a_message_stands_on_its_own() -> None:
    assert router().in_context("A-1042", Context(earlier=("the plate arrived broken",))).intent == "other"
    # A pleasantry is read as one, question or not.
    asked = Context(earlier=("the plate arrived broken",), asked="Anything else?")
    assert router().in_context("thanks", asked).intent == "other"


def test_the_pending_question_is_the_bots_last_word_when_it_asked() -> None:
    history = [("in", "my plate arrived broken"), ("out", "Sorry! Which order is it?")]
    assert context_of(history, []) == Context(earlier=("my plate arrived broken",), asked="Sorry! Which order is it?")
    answered = [*history, ("in", "A-1042"), ("out", "Refunded 25.00.")]
    assert context_of(answered, ["and the bowl"]).asked is None
    assert context_of(answered, ["and the bowl"]).earlier == ("my plate arrived broken", "A-1042", "and the bowl")
    assert context_of([], []) == Context()


class Conversations:
    """The conversation store as the route step uses it: labels written, history read (counted)."""

    def __init__(self, history: list[tuple[str, str]]) -> None:
        self._history = history
        self.reads = 0
        self.labels: dict[int, dict[str, object]] = {}

    async def history(self, conversation_id: int, before_message_id: int) -> list[tuple[str, str]]:
        self.reads += 1
        return self._history

    async def label(self, labels: dict[int, dict[str, object]], conversation_id: int | None = None,
                    language: str | None = None) -> None:
        self.labels.update(labels)


class Journal:
    async def step(self, kind: str, run: Callable[[], Awaitable[dict[str, Any]]]) -> dict[str, Any]:
        return await run()


def routed(texts: list[str], history: list[tuple[str, str]]) -> tuple[list[dict[str, Any]], int]:
    conversations = Conversations(history)
    deps = SimpleNamespace(router=router(), conversations=conversations, queue_length=None)
    said = tuple(Said(message_id=i, kind="text", text=t, choice_id=None) for i, t in enumerate(texts, 1))
    turn = TurnInput(conversation_id=1, run_id=1, customer=None, said=said, now=datetime(2026, 1, 1, tzinfo=UTC))
    labels, _ = asyncio.run(route(turn, deps, Journal()))  # type: ignore[arg-type]
    return labels, conversations.reads


def test_the_route_step_reads_history_only_for_a_message_without_a_task() -> None:
    asked = [("in", "the plate arrived broken"), ("out", "Which order is it?")]
    labels, reads = routed(["A-1042"], asked)
    assert (labels[0]["intent"], reads) == ("refund", 1)
    labels, reads = routed(["my cup is broken too"], asked)
    assert (labels[0]["intent"], reads) == ("refund", 0)  # it says its task: no query


def test_the_turns_own_burst_is_context_without_a_query() -> None:
    labels, reads = routed(["the bowl came broken, I bought a rope today", "it's for tonight, the bowl is broken"], [])
    assert [(lab["risk"], lab["risk_reason"]) for lab in labels] == [("low", None), ("watch", "self_harm")]
    assert reads == 0  # both name their task: the turn's own messages are the context


def test_history_is_read_once_a_turn() -> None:
    assert routed(["A-1042", "the blue one"], [("out", "Which order?")])[1] == 1
