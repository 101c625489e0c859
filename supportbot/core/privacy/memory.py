"""What the bot remembers about a customer between conversations: a few typed facts, never prose.

Each fact has a kind from a closed list, a value code derived (a channel name, a ticket number),
the conversation it came from, and an expiry. The customer's language is not one of them: the
conversation holds the one stored copy (core/language.py). Code writes them after a turn;
nothing the model says becomes a fact, so memory cannot carry an injected instruction into
later prompts (invariant 9), and forgetting a customer deletes them (invariant 10).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

FactKind = Literal["preferred_channel", "open_complaint"]

# How long a fact stays true without being written again.
LIFETIME: dict[FactKind, timedelta] = {
    "preferred_channel": timedelta(days=365),
    "open_complaint": timedelta(days=30),  # closing the ticket clears it sooner
}
CHANNELS = frozenset({"whatsapp"})


@dataclass(frozen=True)
class Fact:
    kind: FactKind
    value: str
    source_conversation_id: int
    expires_at: datetime

    def __post_init__(self) -> None:
        # Values come from closed sets or are ticket numbers: no free text reaches a prompt this way.
        allowed = {"preferred_channel": CHANNELS}.get(self.kind)
        if self.kind not in LIFETIME or (allowed is not None and self.value not in allowed) or (
                self.kind == "open_complaint" and not self.value.isdigit()):
            raise ValueError(f"not a memory fact: {self.kind}={self.value!r}")


def fact(kind: FactKind, value: str, conversation_id: int, now: datetime) -> Fact:
    return Fact(kind, value, conversation_id, now + LIFETIME[kind])


def live(facts: Iterable[Fact], now: datetime) -> tuple[Fact, ...]:
    """The facts still true at `now`, newest per kind."""
    latest: dict[str, Fact] = {}
    for f in facts:
        if f.expires_at > now and (f.kind not in latest or f.expires_at > latest[f.kind].expires_at):
            latest[f.kind] = f
    return tuple(sorted(latest.values(), key=lambda f: f.kind))


def after_turn(conversation_id: int, now: datetime, *, handoff_id: int | None) -> list[Fact]:
    """The facts a finished turn establishes: the channel it came on, a ticket."""
    facts = [fact("preferred_channel", "whatsapp", conversation_id, now)]
    if handoff_id is not None:
        facts.append(fact("open_complaint", str(handoff_id), conversation_id, now))
    return facts


def render(facts: Sequence[Fact]) -> str | None:
    """The structured section a prompt gets: kinds and values, no customer text."""
    if not facts:
        return None
    parts = [f"{f.kind.replace('_', ' ')}={f.value} (conversation {f.source_conversation_id}, "
             f"until {f.expires_at:%Y-%m-%d})" for f in facts]
    return "Remembered about this customer (set by code): " + "; ".join(parts) + "."
