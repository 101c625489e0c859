"""The user-simulator interface: the runner asks it what the customer says next.

Two implementations share it: an offline scripted one (seeded per trial, phrasings sampled) and
an LLM-backed one (OpenAI-compatible). The runner owns the loop and the stand-ins; a simulator
only reads what the bot sent and answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from evals.scenario import Scenario


@dataclass(frozen=True)
class Say:
    text: str | None = None
    choice: str | None = None  # a reply-button or list-row id the customer taps instead of typing


@dataclass(frozen=True)
class Stop:
    reason: str  # "goal met", "gave up", "turn budget"


class Simulator(Protocol):
    def start(self, scenario: Scenario, seed: int) -> None:
        """Begin one trial; the same scenario and seed give the same customer."""

    async def next(self, bot_sent: list[dict]) -> Say | Stop:
        """What the customer does after the bot sent `bot_sent` (Graph API bodies, oldest first;
        empty for the opening message). A simulator must not stop before the bot has acted on
        the last ask."""
