"""What a turn is handed: the model, the router, the tools, the stores it sees as protocols, its bounds."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from supportbot.agent.gateway import Model
from supportbot.agent.small_router import SmallModelRouter
from supportbot.agent.tools import ToolServices
from supportbot.core.hours import BusinessHours
from supportbot.core.prompt_version import PromptVersion
from supportbot.core.understanding.router import Router
from supportbot.effects.execution import ActionStore, Execution
from supportbot.rungs.ladder import Mode


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
    async def label(self, labels: dict[int, dict[str, Any]], conversation_id: int, language: str) -> None: ...
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
    # The turn's rung: {"mode", "intents" (None: every intent), "brake"}, given whether a model is configured.
    rung: Callable[[bool], Awaitable[dict[str, Any]]] | None = None
    intents_elsewhere: str = "humans"  # where other intents go: "humans", or "templated" where it has a flow
    queue_length: Callable[[], Awaitable[int]] | None = None  # tickets waiting for a person
    tool_patience_s: float = 2.0  # a tool slower than this gets the customer a "checking, one moment"
    hold_on: Callable[[int, str], Awaitable[None]] | None = None  # sends that note (conversation, step key)
    refund_brake: Callable[[], Awaitable[bool]] | None = None  # on: every refund waits for staff (worker/alerts.py)
    prompt_version_id: int | None = None  # the prompt_versions row this turn answers with (runs record it)
    prompt: PromptVersion | None = None  # that row's content; None: the shipped prompt files
    hours: BusinessHours | None = None  # the shop's business hours; None: people answer at any hour
