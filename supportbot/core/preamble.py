"""What a turn reads of its conversation before deciding, in one read (supportbot/store/conversation_state.py).

Above the money rung: it carries the action awaiting a yes and who the conversation is, so the
turn's input (supportbot/core/turn.py) cannot; the worker hands it to `run_turn` beside it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from supportbot.core.money.actions import Action, Identity
from supportbot.core.privacy.memory import Fact


@dataclass(frozen=True)
class ConversationState:
    """What a turn reads of its conversation before deciding, in one read
    (supportbot/store/conversation_state.py); each part is what its module's own read says."""

    identity: Identity
    awaiting: Action | None  # the action waiting for the customer's yes
    queue_length: int  # tickets waiting for a person
    awaiting_reason: int | None  # the ending rated bad moments ago, whose reason may be this message
    memory: tuple[Fact, ...]  # live facts about the customer
    history: tuple[tuple[str, str], ...] = ()  # the last messages before the turn's, oldest first: (direction, text)


class ConversationStateReader(Protocol):
    async def read(self, conversation_id: int, now: datetime, phone_customer: str | None,
                   first_message_id: int) -> ConversationState: ...
