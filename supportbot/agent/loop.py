"""`run_turn`: one bounded turn. Code gates first (a pending confirmation, risk, a request for a
person), then the model proposes tool calls and code decides what they do.

Every model call and tool call is a journaled step, and control flow reads only journaled
values, so a replayed turn walks the same steps and never re-decides (invariant 6). Bounds —
tool calls per turn, model calls per conversation, a wall-clock deadline, the same call twice —
end the turn in a handoff with an honest message, never an error or silence (invariant 5).
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from decimal import Decimal
from typing import Any

from supportbot.agent.after_hours import people_answer_now, with_opening_hours
from supportbot.agent.dependencies import AgentDeps
from supportbot.agent.gates import gates, risky, route, with_caring_line, with_people
from supportbot.agent.gateway import Size, ToolCall
from supportbot.agent.model_loop import agent_loop, proposed, tool_step
from supportbot.agent.patience import customer_orders
from supportbot.agent.prompt import PROMPT_VERSION
from supportbot.core import language
from supportbot.core.journal import RunJournal
from supportbot.core.money.confirmation import chooses_replacement, recognise
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.rechecks import next_status
from supportbot.core.preamble import ConversationState
from supportbot.core.shop.orders import Order
from supportbot.core.turn import AwaitConfirmation, Handoff, TurnInput, TurnResult
from supportbot.effects.execution import answer
from supportbot.rungs.ladder import LLM_MODES, Mode
from supportbot.rungs.menus import menus
from supportbot.rungs.responder import VERSION as TEMPLATED_VERSION
from supportbot.rungs.steps import Proposed
from supportbot.rungs.templated import templated_turn
from supportbot.words import replies

AGENT_VERSION = f"agent/{PROMPT_VERSION}"
SIZES: dict[str, Size] = {"full": "large", "small": "small", "fallback": "fallback"}
TEMPLATED_INTENTS = frozenset({"order_status"})  # what the no-LLM rung can finish on its own


def responder_version(deps: AgentDeps) -> str:
    if deps.model is None:
        return TEMPLATED_VERSION
    return f"agent/{deps.prompt.label}" if deps.prompt else AGENT_VERSION


async def run_turn(turn: TurnInput, deps: AgentDeps, journal: RunJournal,
                   state: ConversationState | None = None) -> TurnResult:
    """`state`: what the worker read of the conversation before the turn, in one read; without it
    each gate reads its own part."""
    # Decided here, once, and carried on the turn: every gate, flow and reply reads it there.
    turn = replace(turn, language=language.decide(" ".join(s.text or "" for s in turn.said),
                                                  conversation=turn.conversation_language,
                                                  known=turn.customer.language if turn.customer else None))
    return with_opening_hours(await _decide(turn, deps, journal, state), turn.now, turn.language, deps.hours)


async def _decide(turn: TurnInput, deps: AgentDeps, journal: RunJournal, state: ConversationState | None
                  ) -> TurnResult:
    store = deps.tools.store
    cid = turn.conversation_id
    lang = turn.language
    identity = state.identity if state else await store.identity(cid)
    # A ticket waiting outside business hours: nobody will read it before the opening, so the
    # bot keeps doing what it can meanwhile (risk is read by the same gates either way).
    if identity.mode == "human" or (identity.mode == "handoff" and people_answer_now(deps.hours, turn.now)):
        return with_people(turn, deps, taken=identity.mode == "human")

    async def pending_answer() -> dict[str, Any] | None:
        action = state.awaiting if state else await deps.actions.awaiting_confirmation(cid)
        if action is None:
            return None
        if risky(turn, deps):
            return None  # a "yes" beside a risk message is not a confirmation: the gates decide first
        yes = recognise(turn.said, action.id)
        # A refund's question offers the same items sent new instead: code reads that choice too.
        replace_ = yes is None and action.kind == "refund" and chooses_replacement(turn.said, action.id)
        if yes is None and not replace_:
            return None
        # The refund brake is read with the answer: a refund proposed before an alert and confirmed
        # after it is re-decided at "yes" under the braked limit, so it waits for staff too.
        brake = await deps.refund_brake() if deps.refund_brake else False
        to = next_status(action, True, turn.now) if replace_ else next_status(action, bool(yes), turn.now)
        if replace_ and to != "expired":
            to = "replace"
        return {"action_id": action.id, "to": to, "brake": brake}

    decided = await journal.step("confirm", pending_answer)
    if decided:
        # The action the turn's state read a moment ago, unless this is a replay of a yes to another.
        awaiting = state.awaiting if state else None
        action = awaiting if awaiting is not None and awaiting.id == decided["action_id"] else \
            await deps.actions.get(decided["action_id"])
        order = await store.order(action.order_id) if action else None
        execution = deps.execution
        if decided.get("brake"):
            execution = replace(execution, limits=braked(execution.limits))
        return await answer(execution, decided, order, turn.now, journal, lang, action)

    labels, queue = await route(turn, deps, journal, state.queue_length if state else None)
    gate, intent = gates(labels, queue, turn)  # route() has stored the turn's language
    if gate is not None:
        return gate
    return with_caring_line(await _serve(turn, deps, journal, intent, state), labels, lang)


async def _serve(turn: TurnInput, deps: AgentDeps, journal: RunJournal, intent: str | None,
                 state: ConversationState | None = None) -> TurnResult:
    """The turn past the gates: the rung in force answers it."""
    lang = turn.language
    # The rung is journaled: a replay answers on the rung the first attempt chose.
    rung = await journal.step("mode", lambda: _rung(deps))
    mode = rung["mode"]
    if rung.get("brake"):
        # The refund alert's brake (journaled with the rung, so a replay decides as the first attempt):
        # an automatic limit of zero sends every refund this turn proposes to staff approval.
        deps = replace(deps, tools=replace(deps.tools, limits=braked(deps.tools.limits)))
    if mode in LLM_MODES and intent and rung["intents"] is not None and intent not in rung["intents"]:
        # Start small: the agent takes only the intents operators listed (AGENT_INTENTS).
        if deps.intents_elsewhere == "templated" and intent in TEMPLATED_INTENTS:
            mode = "templated"
        else:
            return Handoff(f"intent {intent} is not handled by the agent",
                           (replies.handoff_message("menus", lang),))
    if mode == "humans":
        return Handoff("humans mode", (replies.handoff_message("humans", lang),))
    if mode in ("templated", "menus"):
        orders = await customer_orders(turn, deps)
        if mode == "menus":
            return menus(turn, orders)
        return await _templated(turn, deps, journal, intent, orders, state)
    try:
        async with asyncio.timeout(deps.bounds.deadline_s) as budget:
            # Small talk is a short reply: the small model; anything with a task, the large one.
            size = "small" if mode == "full" and intent == "other" else SIZES[mode]
            return await agent_loop(turn, deps, journal, size, budget, intent)
    except TimeoutError:
        return Handoff("turn deadline passed", (replies.handoff_message("bound", lang),))


def braked(limits: RefundLimits) -> RefundLimits:
    """The limits while the refund brake is on: nothing is paid without a person."""
    return replace(limits, auto_limit=Decimal(0))


async def _rung(deps: AgentDeps) -> dict[str, Any]:
    """The mode in force, the intents the agent may take and the refund brake, as one recorded value."""
    if deps.rung is not None:
        return await deps.rung(deps.model is not None)  # one read of what operators set (ops/modes.py)
    mode: Mode = "full" if deps.model is not None else "templated"
    return {"mode": mode, "intents": None, "brake": await deps.refund_brake() if deps.refund_brake else False}


async def _templated(turn: TurnInput, deps: AgentDeps, journal: RunJournal, intent: str | None,
                     orders: list[Order], state: ConversationState | None = None) -> TurnResult:
    store, cid = deps.tools.store, turn.conversation_id
    history = list(state.history) if state else await deps.conversations.history(cid, turn.said[0].message_id)

    async def tool(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        # The turn as it came in: tools take the customer from the phone or the session (invariant 3).
        return await tool_step(ToolCall(f"templated-{name}", name, arguments), turn, deps, journal)

    async def account() -> tuple[TurnInput, list[Order]]:
        verified = (await store.identity(cid)).verified_customer_id
        customer = await store.customer(verified) if verified else None
        return replace(turn, customer=customer), (await store.orders_of(customer.id) if customer else [])

    shown = turn
    if turn.customer is None:
        # Verified by a code in an earlier turn? Journaled, so a replay after this turn's own
        # verify_code walks the same steps as the first attempt (invariant 6).
        async def verified_before() -> dict[str, Any]:
            return {"customer": (await store.identity(cid)).verified_customer_id}

        if (await journal.step("identity", verified_before))["customer"]:
            shown, orders = await account()
    result = await templated_turn(shown, intent, orders, history, deps.tools.limits, tool, account)
    if not isinstance(result, Proposed):
        return result
    action = await proposed(deps, result.action_id)
    order = await store.order(action.order_id)
    asked = replies.confirmation(action, order, turn.language, returns=deps.tools.returns)
    return AwaitConfirmation(action.id, (*result.preface, asked))


