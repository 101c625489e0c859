"""Code's gates before any model sees the text: risk, a request for a person, a ticket people hold.

The router's labels are journaled (a replay gates as the first attempt did); an explicit request
for a person always wins, the classifier's guess only above a bar that rises with the queue.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from supportbot.agent.dependencies import AgentDeps
from supportbot.agent.escalation import risk_handoff
from supportbot.core.journal import RunJournal
from supportbot.core.turn import IN_QUEUE, WITH_STAFF, Handoff, Reply, TurnInput, TurnResult
from supportbot.core.understanding.labels import RiskSignal
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk_rules import risk_signal
from supportbot.core.understanding.router import Context, Router
from supportbot.words import replies

# The customer's earlier messages a message is read beside (risk joins the last one; an answer
# carries the task of the latest that had one).
HISTORY_READ = 4
SHORT_QUEUE, LONG_QUEUE = 2, 10  # tickets waiting for a person
EAGER_BAR, RELUCTANT_BAR = 0.6, 0.97  # classifier confidence that sends a conversation to a person


def escalation_bar(queue_length: int) -> float:
    """How sure the classifier must be that someone wants a person, given the human queue.

    Explicit requests (rules, confidence 1.0) and high risk never depend on it.
    """
    if queue_length <= SHORT_QUEUE:
        return EAGER_BAR
    if queue_length >= LONG_QUEUE:
        return RELUCTANT_BAR
    share = (queue_length - SHORT_QUEUE) / (LONG_QUEUE - SHORT_QUEUE)
    return round(EAGER_BAR + share * (RELUCTANT_BAR - EAGER_BAR), 3)


async def route(turn: TurnInput, deps: AgentDeps, journal: RunJournal, queue_length: int | None = None
                ) -> tuple[list[dict[str, Any]], int]:
    """The router's labels for each message (journaled) and the human queue's length (`queue_length`
    when the turn's preamble read it)."""
    router = deps.router
    if router is None:
        # The one stored copy: what is sent outside turns (staff decisions, nudges) and the next turn read it.
        await deps.conversations.remember_language(turn.conversation_id, turn.language)
        return [], 0

    async def label() -> dict[str, Any]:
        labels = {}
        history: list[tuple[str, str]] | None = None
        earlier: list[str] = []
        for said in turn.said:
            if said.text:
                if isinstance(router, Router):
                    # On a thread: the few messages the meaning signal reads cost tens of
                    # milliseconds, and the worker's loop serves other conversations meanwhile.
                    read = await asyncio.to_thread(router.classify, said.text)
                    if router.needs_history(read) and history is None:
                        # Read only for a message that says no task of its own: most turns never pay it.
                        history = await deps.conversations.history(turn.conversation_id, turn.said[0].message_id)
                    read = await asyncio.to_thread(router.in_context, said.text, context_of(history or [], earlier),
                                                   read)
                else:
                    found = router.classify(said.text)
                    read = await found if inspect.isawaitable(found) else found
                earlier.append(said.text)
                labels[said.message_id] = read.model_dump()
        # The language with the labels: the one stored copy, read by what is sent outside turns
        # (staff decisions, nudges) and by the next turn. A replay's recorded route step wrote it before.
        await deps.conversations.label(labels, turn.conversation_id, turn.language)
        if deps.queue_length is None:
            queue = 0
        else:
            queue = queue_length if queue_length is not None else await deps.queue_length()
        return {"labels": list(labels.values()), "queue": queue}

    recorded = await journal.step("route", label)
    return recorded["labels"], recorded.get("queue", 0)


def context_of(history: list[tuple[str, str]], burst: list[str]) -> Context:
    """The conversation around a message: the customer's last messages (earlier turns, then this
    turn's before it) and the bot's pending question, when its last word asked one."""
    said = tuple(text for direction, text in history[-HISTORY_READ:] if direction == "in") + tuple(burst)
    last_out = next((text for direction, text in reversed(history) if direction == "out"), None)
    asked = last_out if last_out is not None and history[-1][0] == "out" and "?" in last_out else None
    return Context(earlier=said[-HISTORY_READ:], asked=asked)


def risk_check(deps: AgentDeps) -> Callable[[str], RiskSignal | None]:
    router = deps.router
    return router.risk if router is not None else risk_signal


def risk_in(turn: TurnInput, deps: AgentDeps) -> RiskSignal | None:
    """The turn's high risk by code's check (rules and the risk classifier); self-harm first."""
    check = risk_check(deps)
    signals = [signal for s in turn.said if s.text and (signal := check(normalise(s.text)))]
    return "self_harm" if "self_harm" in signals else (signals[0] if signals else None)


def risky(turn: TurnInput, deps: AgentDeps) -> bool:
    return risk_in(turn, deps) is not None


def with_people(turn: TurnInput, deps: AgentDeps, *, taken: bool) -> TurnResult:
    """A person has the ticket (`taken`) or it waits for one: the bot stays out of the way, but
    risk is still read. Self-harm brings the caring reply with a crisis line whoever has the
    ticket; any risk raises the ticket's priority (the worker does, on the Handoff)."""
    outcome = WITH_STAFF if taken else IN_QUEUE
    signal = risk_in(turn, deps)
    if signal is None:
        return Reply(() if taken else (replies.in_queue(turn.language),), outcome=outcome)
    handoff = risk_handoff(signal, turn.wa_id, turn.language)
    said = handoff.messages if signal == "self_harm" or not taken else ()  # with a person on it, theirs to say
    return replace(handoff, messages=said, outcome=outcome)


def watched(labels: list[dict[str, Any]]) -> RiskSignal | None:
    """The risk read but not certain in the turn's messages (risk "watch"), self-harm first: it
    pages no one; the labels stored with the messages are the staff's flag."""
    kinds = [lab["risk_reason"] for lab in labels if lab.get("risk") == "watch"]
    return "self_harm" if "self_harm" in kinds else (kinds[0] if kinds else None)


def with_caring_line(result: TurnResult, labels: list[dict[str, Any]], lang: str) -> TurnResult:
    """Self-harm watched: the customer's task goes on, after one caring line offering a person."""
    if watched(labels) != "self_harm":
        return result
    return replace(result, messages=(replies.caring_line(lang), *result.messages))


def gates(labels: list[dict[str, Any]], queue: int, turn: TurnInput) -> tuple[Handoff | None, str | None]:
    """Risk and explicit requests for a person are code's call, before any model sees the text.

    Only certain risk ("high") gates; watched risk lets the task go on (`with_caring_line`).
    Otherwise no gate, and the latest message's intent, for the agent's list of intents.
    """
    lang = turn.language
    reasons = [lab["risk_reason"] for lab in labels if lab["risk"] == "high"]
    if "self_harm" in reasons:
        return risk_handoff("self_harm", turn.wa_id, lang), None
    if reasons:
        return risk_handoff(reasons[0], turn.wa_id, lang), None
    # An explicit request (a rule, confidence 1.0) always; the classifier's guess only above a bar
    # that rises with the queue: when people are busy, unsure cases stay with the bot longer.
    if any(lab["intent"] == "human" and lab["confidence"] >= escalation_bar(queue) for lab in labels):
        return Handoff("customer asked for a person", (replies.handoff_message("asked", lang),)), None
    return None, labels[-1]["intent"] if labels else None
