"""What a turn is given and what it decides. Each decision is a value naming the next step."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from bot.orders import Customer
from bot.types import MessageKind, Outbound


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


@dataclass(frozen=True)
class Reply:
    """Send these messages and end the turn."""

    messages: tuple[Outbound, ...]
    outcome: str = "answered"
    notes: dict[str, str] = field(default_factory=dict)


TurnResult = Reply
