"""The model's part of a turn: it proposes tool calls, code runs them, checks its words, and bounds it.

Each model call and tool call is a journaled step, so a retried job replays the model's earlier
choices instead of asking again (invariant 6); the bounds (tool calls, model calls, the same call
twice, the deadline) end in a handoff, never an error (invariant 5).
"""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import replace
from decimal import Decimal
from typing import Any

from supportbot.agent.dependencies import AgentDeps
from supportbot.agent.escalation import model_handoff
from supportbot.agent.gates import risk_check
from supportbot.agent.gateway import ModelTurn, Size, ToolCall, Usage
from supportbot.agent.output_guard import check_reply
from supportbot.agent.patience import customer_orders, patiently
from supportbot.agent.prompt import PROMPT_VERSION, build_messages
from supportbot.agent.tools import CARRIES_HELD, FOUND_AGAIN, READS_ONLY, ToolContext, run_tool, tool_schemas
from supportbot.core.errors import ProviderError
from supportbot.core.journal import HeldSteps, RunJournal
from supportbot.core.money.actions import Action
from supportbot.core.privacy.memory import render as render_memory
from supportbot.core.shop.orders import Order
from supportbot.core.turn import AwaitConfirmation, Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding.frustration import rising
from supportbot.rungs.responder import respond
from supportbot.words import replies

SERVED_WITHOUT_MODEL = frozenset({None, "order_status", "other"})  # intents the no-model answer may take


ANSWERED_WHATEVER_THE_ASK = frozenset({"unknown_sender", "media"})


ANSWERABLE_WITHOUT_MODEL = frozenset({"order_status", "pleasantry", "no_orders", "unknown_sender", "media"})


async def without_model(turn: TurnInput, deps: AgentDeps, intent: str | None) -> TurnResult:
    """The provider failed: serve from live data where code can, else a person (never silence).
    The router's intent, which reads every language, says whether the ask is one live data
    answers: a refund asked in Tamil is no order status, whatever order id it names."""
    lang = turn.language
    orders = await customer_orders(turn, deps)
    answer = respond(turn, orders, lang)
    # A number on no account, or a photo, gets the same honest answer whatever it asks for.
    if answer.outcome in ANSWERED_WHATEVER_THE_ASK or (
            intent in SERVED_WITHOUT_MODEL and answer.outcome in ANSWERABLE_WITHOUT_MODEL):
        return answer
    return Handoff("model provider failed", (replies.handoff_message("provider", lang),))


def turn_to_json(t: ModelTurn) -> dict[str, Any]:
    return {"text": t.text, "tool_calls": [{"id": c.id, "name": c.name, "arguments": c.arguments}
                                           for c in t.tool_calls],
            "model": t.model, "provider": t.provider, "cost": str(t.cost),
            "usage": [t.usage.prompt_tokens, t.usage.completion_tokens]}


def turn_from_json(d: dict[str, Any]) -> ModelTurn:
    return ModelTurn(text=d["text"], tool_calls=tuple(ToolCall(c["id"], c["name"], c["arguments"])
                                                      for c in d["tool_calls"]),
                     model=d["model"], provider=d["provider"], usage=Usage(*d["usage"]),
                     cost=Decimal(d["cost"]))


async def agent_loop(turn: TurnInput, deps: AgentDeps, journal: RunJournal, size: Size,
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
    version_models = deps.prompt.models if deps.prompt else None  # model choice as data: the version's names
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
                return turn_to_json(await model.complete(messages, schemas, size=size, conversation_id=cid,
                                                          deadline_s=left, models=version_models))
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
            return await without_model(turn, deps, intent)
        model_turn = turn_from_json(recorded)
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
            result = await tool_step(call, turn, deps, journal)
            done.append((call.name, result))
            messages.append({"role": "tool", "tool_call_id": call.id,
                             "content": json.dumps(result, ensure_ascii=False)})
            if _refusal(result) in earlier_refusals:
                return Handoff("same failure twice", (replies.handoff_message("bound", lang),))
            if call.name == "request_human" and not _refusal(result):
                reason = str(call.arguments.get("reason", "")).strip()[:200]
                return model_handoff(reason, turn.wa_id, lang, risk_check(deps))
            if result.get("status") == "awaiting_confirmation":
                action = await proposed(deps, result["action_id"])
                order: Order | None = await store.order(action.order_id)
                prompt = replies.confirmation(action, order, lang, returns=deps.tools.returns)
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


async def tool_step(call: ToolCall, turn: TurnInput, deps: AgentDeps, journal: RunJournal) -> dict[str, Any]:
    key = journal.next_key()
    ctx = ToolContext(conversation_id=turn.conversation_id, step_key=key,
                      phone_customer_id=turn.customer.id if turn.customer else None,
                      now=turn.now, services=deps.tools)

    async def tool(held: HeldSteps | None = None) -> dict[str, Any]:
        # A slow tool: tell the customer we are on it, and keep waiting for the answer.
        hold_on = deps.hold_on
        return await patiently(run_tool(call.name, call.arguments, replace(ctx, held=held)), deps.tool_patience_s,
                               (lambda: hold_on(turn.conversation_id, key)) if hold_on is not None else None)

    request = {"name": call.name, "arguments": call.arguments}
    if call.name in CARRIES_HELD:
        return await journal.step_carrying("tool", tool, request, record_held=call.name in FOUND_AGAIN)
    return await journal.step("tool", tool, request, record_held=call.name in FOUND_AGAIN,
                              acts=call.name not in READS_ONLY)


async def proposed(deps: AgentDeps, action_id: int) -> Action:
    """The action a tool has just proposed in this turn: gone would be a bug, not an outcome."""
    action = await deps.actions.proposed(action_id)  # as its write returned it: no read back
    if action is None:
        raise LookupError(f"action {action_id} was proposed in this turn and is gone")
    return action
