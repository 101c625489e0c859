"""What a turn is given and what it decides. Each decision is a value naming the next step.

`Reply` ends the turn; `Handoff` puts the ticket in the human queue; `AwaitConfirmation` has
asked the customer to confirm an effect; `AwaitApproval` waits for staff. All carry the
messages the customer gets now, and all are journaled as JSON, so a replay re-sends exactly
what was decided (invariant 6).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from supportbot.core.privacy.memory import Fact
from supportbot.core.shop.orders import Customer
from supportbot.core.types import MessageKind, Outbound, outbound_from_json, outbound_to_json


@dataclass(frozen=True)
class Said:
    """One customer message as the turn sees it: kind, text, tapped choice. Untrusted data."""

    message_id: int
    kind: MessageKind
    text: str | None
    choice_id: str | None


@dataclass(frozen=True)
class TurnInput:
    conversation_id: int
    run_id: int
    customer: Customer | None  # the account whose phone equals the sender's WhatsApp number
    said: tuple[Said, ...]  # the messages this turn answers, oldest first
    now: datetime
    wa_id: str | None = None
    conversation_language: str | None = None  # what this conversation was last in (a "yes" carries none)
    memory: tuple[Fact, ...] = ()  # live facts about the customer (supportbot/core/privacy/memory.py), written by code
    # The language this turn answers in: decided once by supportbot.agent.loop.run_turn, read by everything after.
    language: str = "en"


@dataclass(frozen=True)
class Reply:
    """Send these messages and end the turn."""

    messages: tuple[Outbound, ...]
    outcome: str = "answered"
    notes: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Handoff:
    """A person takes it from here: on request, on risk, on a hit bound, on provider failure."""

    reason: str
    messages: tuple[Outbound, ...]
    priority: str = "normal"  # normal | high | urgent
    outcome: str = "handoff"


@dataclass(frozen=True)
class AwaitConfirmation:
    action_id: int
    messages: tuple[Outbound, ...]
    outcome: str = "awaiting_confirmation"


@dataclass(frozen=True)
class AwaitApproval:
    action_id: int
    messages: tuple[Outbound, ...]
    outcome: str = "awaiting_approval"


TurnResult = Reply | Handoff | AwaitConfirmation | AwaitApproval

# Outcomes of a turn while a person has the ticket: the worker relays the customer's words to them.
IN_QUEUE = "in_queue"
WITH_STAFF = "with_staff"


def result_to_json(result: TurnResult) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": type(result).__name__, "outcome": result.outcome,
                            "messages": [outbound_to_json(m) for m in result.messages]}
    if isinstance(result, Handoff):
        data |= {"reason": result.reason, "priority": result.priority}
    if isinstance(result, AwaitConfirmation | AwaitApproval):
        data["action_id"] = result.action_id
    return data


def result_from_json(data: dict[str, Any]) -> TurnResult:
    messages = tuple(outbound_from_json(m) for m in data["messages"])
    match data.get("kind", "Reply"):
        case "Handoff":
            return Handoff(data["reason"], messages, data["priority"], data["outcome"])
        case "AwaitConfirmation":
            return AwaitConfirmation(data["action_id"], messages, data["outcome"])
        case "AwaitApproval":
            return AwaitApproval(data["action_id"], messages, data["outcome"])
    return Reply(messages, data["outcome"])
