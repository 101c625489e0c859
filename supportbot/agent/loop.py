"""`run_turn`: one bounded turn. Code gates first (a pending confirmation, risk, a request for a
person), then the model proposes tool calls and code decides what they do.

Every model call and tool call is a journaled step, and control flow reads only journaled
values, so a replayed turn walks the same steps and never re-decides (invariant 6). Bounds —
tool calls per turn, model calls per conversation, a wall-clock deadline, the same call twice —
end the turn in a handoff with an honest message, never an error or silence (invariant 5).
"""

from __future__ import annotations

import asyncio
import inspect
import json
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, Protocol

from supportbot.agent.escalation import model_handoff, risk_handoff
from supportbot.agent.gateway import Model, ModelTurn, Size, ToolCall, Usage
from supportbot.agent.output_guard import check_reply
from supportbot.agent.prompt import PROMPT_VERSION, build_messages
from supportbot.agent.small_router import SmallModelRouter
from supportbot.agent.tools import ToolContext, ToolServices, run_tool, tool_schemas
from supportbot.core import language
from supportbot.core.errors import ProviderError
from supportbot.core.journal import RunJournal
from supportbot.core.money.actions import Action
from supportbot.core.money.confirmation import chooses_replacement, recognise
from supportbot.core.money.policy import RefundLimits
from supportbot.core.money.rechecks import next_status
from supportbot.core.privacy.memory import render as render_memory
from supportbot.core.prompt_version import PromptVersion
from supportbot.core.shop.orders import Order
from supportbot.core.turn import IN_QUEUE, WITH_STAFF, AwaitConfirmation, Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding.frustration import rising
from supportbot.core.understanding.router import RiskSignal, Router, normalise, risk_signal
from supportbot.effects.execution import ActionStore, Execution, answer
from supportbot.rungs.ladder import LLM_MODES, Mode
from supportbot.rungs.menus import menus
from supportbot.rungs.responder import VERSION as TEMPLATED_VERSION
from supportbot.rungs.responder import respond
from supportbot.rungs.templated import Proposed, templated_turn
from supportbot.words import replies

AGENT_VERSION = f"agent/{PROMPT_VERSION}"
SIZES: dict[str, Size] = {"full": "large", "small": "small", "fallback": "fallback"}
TEMPLATED_INTENTS = frozenset({"order_status"})  # what the no-LLM rung can finish on its own
SERVED_WITHOUT_MODEL = frozenset({None, "order_status", "other"})  # intents the no-model answer may take
ANSWERED_WHATEVER_THE_ASK = frozenset({"unknown_sender", "media"})
ANSWERABLE_WITHOUT_MODEL = frozenset({"order_status", "pleasantry", "no_orders", "unknown_sender", "media"})
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


@dataclass(frozen=True)
class TurnBounds:
    max_tool_calls: int = 5
    max_llm_calls: int = 40  # per conversation
    deadline_s: float = 8.0


class ConversationStore(Protocol):
    async def history(self, conversation_id: int, before_message_id: int, limit: int = 12
                      ) -> list[tuple[str, str]]: ...
    async def llm_calls_elsewhere(self, conversation_id: int, run_id: int) -> int: ...
    async def earlier_tool_results(self, conversation_id: int, run_id: int, limit: int = 6
                                   ) -> list[dict[str, Any]]: ...
    async def label(self, labels: dict[int, dict[str, Any]]) -> None: ...
    async def remember_language(self, conversation_id: int, language: str) -> None: ...


@dataclass(frozen=True)
class AgentDeps:
    model: Model | None  # None: the templated responder answers (no LLM)
    router: Router | SmallModelRouter | None
    tools: ToolServices
    conversations: ConversationStore
    actions: ActionStore
    execution: Execution
    bounds: TurnBounds = TurnBounds()
    mode: Callable[[], Awaitable[Mode]] | None = None  # the rung in force (supportbot/rungs/ladder.py)
    agent_intents: Callable[[], Awaitable[frozenset[str] | None]] | None = None  # None: every intent
    intents_elsewhere: str = "humans"  # where other intents go: "humans", or "templated" where it has a flow
    queue_length: Callable[[], Awaitable[int]] | None = None  # tickets waiting for a person
    tool_patience_s: float = 2.0  # a tool slower than this gets the customer a "checking, one moment"
    hold_on: Callable[[int, str], Awaitable[None]] | None = None  # sends that note (conversation, step key)
    refund_brake: Callable[[], Awaitable[bool]] | None = None  # on: every refund waits for staff (worker/alerts.py)
    prompt_version_id: int | None = None  # the prompt_versions row this turn answers with (runs record it)
    prompt: PromptVersion | None = None  # that row's content; None: the shipped prompt files


def responder_version(deps: AgentDeps) -> str:
    if deps.model is None:
        return TEMPLATED_VERSION
    return f"agent/{deps.prompt.label}" if deps.prompt else AGENT_VERSION


async def run_turn(turn: TurnInput, deps: AgentDeps, journal: RunJournal) -> TurnResult:
    store = deps.tools.store
    cid = turn.conversation_id
    # Decided here, once, and carried on the turn: every gate, flow and reply reads it there.
    turn = replace(turn, language=language.decide(" ".join(s.text or "" for s in turn.said),
                                                  conversation=turn.conversation_language,
                                                  known=turn.customer.language if turn.customer else None))
    lang = turn.language
    identity = await store.identity(cid)
    if identity.mode in ("human", "handoff"):
        return _with_people(turn, deps, taken=identity.mode == "human")

    async def pending_answer() -> dict[str, Any] | None:
        action = await deps.actions.awaiting_confirmation(cid)
        if action is None:
            return None
        if _risky(turn, deps):
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
        action = await deps.actions.get(decided["action_id"])
        order = await store.order(action.order_id) if action else None
        execution = deps.execution
        if decided.get("brake"):
            execution = replace(execution, limits=braked(execution.limits))
        return await answer(execution, decided, order, turn.now, journal, lang)

    labels, queue = await _route(turn, deps, journal)
    gate, intent = _gates(labels, queue, turn)
    # The one stored copy: what is sent outside turns (staff decisions, nudges) and the next turn read it.
    await deps.conversations.remember_language(cid, lang)
    if gate is not None:
        return gate
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
        orders = await store.orders_of(turn.customer.id) if turn.customer else []
        if mode == "menus":
            return menus(turn, orders)
        return await _templated(turn, deps, journal, intent, orders)
    try:
        async with asyncio.timeout(deps.bounds.deadline_s) as budget:
            # Small talk is a short reply: the small model; anything with a task, the large one.
            size = "small" if mode == "full" and intent == "other" else SIZES[mode]
            return await _agent_loop(turn, deps, journal, size, budget, intent)
    except TimeoutError:
        return Handoff("turn deadline passed", (replies.handoff_message("bound", lang),))


def braked(limits: RefundLimits) -> RefundLimits:
    """The limits while the refund brake is on: nothing is paid without a person."""
    return replace(limits, auto_limit=Decimal(0))


async def _rung(deps: AgentDeps) -> dict[str, Any]:
    """The mode in force and the intents the agent may take, as one recorded value."""
    intents = await deps.agent_intents() if deps.agent_intents else None
    if deps.model is None:
        mode: Mode = "templated"  # no model configured: the no-LLM rung is the top of this ladder
    else:
        mode = await deps.mode() if deps.mode else "full"
    brake = await deps.refund_brake() if deps.refund_brake else False
    return {"mode": mode, "intents": sorted(intents) if intents is not None else None, "brake": brake}


async def _templated(turn: TurnInput, deps: AgentDeps, journal: RunJournal, intent: str | None,
                     orders: list[Order]) -> TurnResult:
    store, cid = deps.tools.store, turn.conversation_id
    history = await deps.conversations.history(cid, turn.said[0].message_id)

    async def tool(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        # The turn as it came in: tools take the customer from the phone or the session (invariant 3).
        return await _tool_step(ToolCall(f"templated-{name}", name, arguments), turn, deps, journal)

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
    action = await _proposed(deps, result.action_id)
    order = await store.order(action.order_id)
    return AwaitConfirmation(action.id, (*result.preface, replies.confirmation(action, order, turn.language)))


async def _proposed(deps: AgentDeps, action_id: int) -> Action:
    """The action a tool has just proposed in this turn: gone would be a bug, not an outcome."""
    action = await deps.actions.get(action_id)
    if action is None:
        raise LookupError(f"action {action_id} was proposed in this turn and is gone")
    return action


async def _without_model(turn: TurnInput, deps: AgentDeps, intent: str | None) -> TurnResult:
    """The provider failed: serve from live data where code can, else a person (never silence).
    The router's intent, which reads every language, says whether the ask is one live data
    answers: a refund asked in Tamil is no order status, whatever order id it names."""
    lang = turn.language
    orders = await deps.tools.store.orders_of(turn.customer.id) if turn.customer else []
    answer = respond(turn, orders, lang)
    # A number on no account, or a photo, gets the same honest answer whatever it asks for.
    if answer.outcome in ANSWERED_WHATEVER_THE_ASK or (
            intent in SERVED_WITHOUT_MODEL and answer.outcome in ANSWERABLE_WITHOUT_MODEL):
        return answer
    return Handoff("model provider failed", (replies.handoff_message("provider", lang),))


async def _route(turn: TurnInput, deps: AgentDeps, journal: RunJournal) -> tuple[list[dict[str, Any]], int]:
    """The router's labels for each message (journaled) and the human queue's length."""
    router = deps.router
    if router is None:
        return [], 0

    async def label() -> dict[str, Any]:
        labels = {}
        for said in turn.said:
            if said.text:
                found = router.classify(said.text)  # the offline router answers at once
                labels[said.message_id] = (await found if inspect.isawaitable(found) else found).model_dump()
        await deps.conversations.label(labels)
        queue = await deps.queue_length() if deps.queue_length else 0
        return {"labels": list(labels.values()), "queue": queue}

    recorded = await journal.step("route", label)
    return recorded["labels"], recorded.get("queue", 0)


def _risk_check(deps: AgentDeps) -> Callable[[str], RiskSignal | None]:
    router = deps.router
    return router.risk if router is not None else risk_signal


def _risk_in(turn: TurnInput, deps: AgentDeps) -> RiskSignal | None:
    """The turn's high risk by code's check (rules and the risk classifier); self-harm first."""
    check = _risk_check(deps)
    signals = [signal for s in turn.said if s.text and (signal := check(normalise(s.text)))]
    return "self_harm" if "self_harm" in signals else (signals[0] if signals else None)


def _risky(turn: TurnInput, deps: AgentDeps) -> bool:
    return _risk_in(turn, deps) is not None


def _with_people(turn: TurnInput, deps: AgentDeps, *, taken: bool) -> TurnResult:
    """A person has the ticket (`taken`) or it waits for one: the bot stays out of the way, but
    risk is still read. Self-harm brings the caring reply with a crisis line whoever has the
    ticket; any risk raises the ticket's priority (the worker does, on the Handoff)."""
    outcome = WITH_STAFF if taken else IN_QUEUE
    signal = _risk_in(turn, deps)
    if signal is None:
        return Reply(() if taken else (replies.in_queue(turn.language),), outcome=outcome)
    handoff = risk_handoff(signal, turn.wa_id, turn.language)
    said = handoff.messages if signal == "self_harm" or not taken else ()  # with a person on it, theirs to say
    return replace(handoff, messages=said, outcome=outcome)


def _gates(labels: list[dict[str, Any]], queue: int, turn: TurnInput) -> tuple[Handoff | None, str | None]:
    """Risk and explicit requests for a person are code's call, before any model sees the text.

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


def _turn_to_json(t: ModelTurn) -> dict[str, Any]:
    return {"text": t.text, "tool_calls": [{"id": c.id, "name": c.name, "arguments": c.arguments}
                                           for c in t.tool_calls],
            "model": t.model, "provider": t.provider, "cost": str(t.cost),
            "usage": [t.usage.prompt_tokens, t.usage.completion_tokens]}


def _turn_from_json(d: dict[str, Any]) -> ModelTurn:
    return ModelTurn(text=d["text"], tool_calls=tuple(ToolCall(c["id"], c["name"], c["arguments"])
                                                      for c in d["tool_calls"]),
                     model=d["model"], provider=d["provider"], usage=Usage(*d["usage"]),
                     cost=Decimal(d["cost"]))


async def _agent_loop(turn: TurnInput, deps: AgentDeps, journal: RunJournal, size: Size,
                      budget: asyncio.Timeout, intent: str | None = None) -> TurnResult:
    store, cid, lang = deps.tools.store, turn.conversation_id, turn.language
    # Independent reads, side by side: every millisecond here is added to the model's time.
    identity, history, calls_elsewhere, earlier = await asyncio.gather(
        store.identity(cid), deps.conversations.history(cid, turn.said[0].message_id),
        deps.conversations.llm_calls_elsewhere(cid, turn.run_id),
        deps.conversations.earlier_tool_results(cid, turn.run_id))
    verified = turn.customer is not None or identity.verified_customer_id is not None
    earlier_said = [text for direction, text in history if direction == "in"]
    if rising(earlier_said, [s.text or "" for s in turn.said]):
        return Handoff("rising frustration", (replies.handoff_message("asked", lang),), "high")
    earlier_refusals = {_refusal(t["result"]) for t in earlier} - {None}
    messages = build_messages(history, turn.said, earlier, verified=verified,
                              customer_name=turn.customer.name if turn.customer else None,
                              language=lang, memory=render_memory(turn.memory),
                              system=deps.prompt.system_prompt if deps.prompt else None)
    schemas = tool_schemas(deps.prompt.tools if deps.prompt else None)
    llm_budget = deps.bounds.max_llm_calls - calls_elsewhere
    said_first: list[str] = []
    done: list[tuple[str, dict[str, Any]]] = []  # this run's tool calls and results, for the output guard
    tool_calls, seen = 0, set()

    model = deps.model
    if model is None:  # run_turn sends a model-less deployment to the templated rung
        raise ValueError("the agent loop needs a model")
    for call_number in range(max(llm_budget, 0)):
        async def call_model() -> dict[str, Any]:
            try:
                # The gateway retries a slow model only when the turn's deadline holds another wait.
                left = (budget.when() or math.inf) - asyncio.get_running_loop().time()
                return _turn_to_json(await model.complete(messages, schemas, size=size, conversation_id=cid,
                                                          deadline_s=left))
            except ProviderError as exc:
                return {"error": str(exc)[:300]}

        # What the model was shown beyond the versioned system prompt, once per run (traces mask it).
        request: dict[str, Any] = {"prompt": deps.prompt.label if deps.prompt else PROMPT_VERSION,
                                   "prompt_version_id": deps.prompt_version_id,
                                   "size": size}
        if call_number == 0:
            request["context"] = messages[1:]
        recorded = await journal.step("llm", call_model, request=request)
        if "error" in recorded:
            return await _without_model(turn, deps, intent)
        model_turn = _turn_from_json(recorded)
        if not model_turn.tool_calls:
            # Code reads the model's words before the customer does (supportbot/agent/output_guard.py).
            checked = check_reply("\n".join([*said_first, model_turn.text or ""]).strip(), done, lang)
            if checked.findings:
                return Reply((OutboundText(checked.text),), outcome="guarded",
                             notes={"guard": "; ".join(checked.findings)})
            return Reply((OutboundText(checked.text),), outcome="answered")
        if model_turn.text:
            said_first.append(model_turn.text)
        messages.append(model_turn.to_message())
        for call in model_turn.tool_calls:
            tool_calls += 1
            signature = (call.name, json.dumps(call.arguments, sort_keys=True))
            if tool_calls > deps.bounds.max_tool_calls or signature in seen:
                why = "tool-call bound" if signature not in seen else "same tool call twice"
                return Handoff(why, (replies.handoff_message("bound", lang),))
            seen.add(signature)
            result = await _tool_step(call, turn, deps, journal)
            done.append((call.name, result))
            messages.append({"role": "tool", "tool_call_id": call.id,
                             "content": json.dumps(result, ensure_ascii=False)})
            if _refusal(result) in earlier_refusals:
                return Handoff("same failure twice", (replies.handoff_message("bound", lang),))
            if call.name == "request_human" and not _refusal(result):
                reason = str(call.arguments.get("reason", "")).strip()[:200]
                return model_handoff(reason, turn.wa_id, lang, _risk_check(deps))
            if result.get("status") == "awaiting_confirmation":
                action = await _proposed(deps, result["action_id"])
                order: Order | None = await store.order(action.order_id)
                prompt = replies.confirmation(action, order, lang)
                # What the model said on the way goes only if the guard finds nothing in it: the
                # confirmation that follows is code's account of what happens next.
                kept = (check_reply(t, done, lang) for t in said_first)
                preface = tuple(OutboundText(c.text) for c in kept if not c.findings)
                return AwaitConfirmation(action.id, (*preface, prompt))
    return Handoff("model-call bound for the conversation", (replies.handoff_message("bound", lang),))


def _refusal(result: Any) -> str | None:
    """The refusal a tool result carries, if any: the same one twice means the bot is stuck."""
    if not isinstance(result, dict):
        return None
    return result.get("refused") or (result.get("reason") if result.get("decision") == "refused" else None)


async def _tool_step(call: ToolCall, turn: TurnInput, deps: AgentDeps, journal: RunJournal) -> dict[str, Any]:
    key = journal.next_key()
    ctx = ToolContext(conversation_id=turn.conversation_id, step_key=key,
                      phone_customer_id=turn.customer.id if turn.customer else None,
                      now=turn.now, services=deps.tools)

    async def patiently() -> dict[str, Any]:
        work = asyncio.ensure_future(run_tool(call.name, call.arguments, ctx))
        try:
            return await asyncio.wait_for(asyncio.shield(work), deps.tool_patience_s)
        except TimeoutError:
            # A slow tool: tell the customer we are on it, and keep waiting for the answer.
            if deps.hold_on is not None:
                await deps.hold_on(turn.conversation_id, key)
            return await work

    return await journal.step("tool", patiently, request={"name": call.name, "arguments": call.arguments})
