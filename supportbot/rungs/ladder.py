"""The degradation ladder: how much of the bot runs, from everything to people only.

    full       the LLM agent on the large model
    small      the agent on the small model, for everything
    fallback   the agent on the second provider
    templated  no LLM: the router and code answer from live data (order status, help passages)
    menus      no LLM: reply buttons and lists for the top intents
    humans     every message acknowledged honestly and queued for a person

The mode in force is the safer of the operator's floor and the automatic mode, which follows the
model providers' circuit breakers: the primary open -> the fallback provider when it is healthy,
else templated; a half-open breaker lets a turn probe the provider again. Pure.
"""

from __future__ import annotations

from typing import Literal

Mode = Literal["full", "small", "fallback", "templated", "menus", "humans"]
MODES: tuple[Mode, ...] = ("full", "small", "fallback", "templated", "menus", "humans")
LLM_MODES = frozenset({"full", "small", "fallback"})


def safer(a: Mode, b: Mode) -> Mode:
    return a if MODES.index(a) >= MODES.index(b) else b


def automatic(primary: str, fallback: str | None) -> Mode:
    """From breaker states ("closed" | "open" | "half_open"; fallback None when there is none)."""
    if primary != "open":
        return "full"  # closed, or half-open: this turn is the probe
    if fallback is not None and fallback != "open":
        return "fallback"
    return "templated"


def in_force(floor: str | None, auto: Mode) -> Mode:
    """The operator's floor wins when it is safer; an unknown floor is ignored, not trusted."""
    return safer(floor, auto) if floor in MODES else auto


# What each mode means to someone watching the bot, not to its code.
MODE_WORDS: dict[Mode, str] = {
    "full": "the full model",
    "small": "the small model",
    "fallback": "the second model provider",
    "templated": "fixed replies from live data, no model",
    "menus": "menus of buttons, no model",
    "humans": "people only: every message waits for staff",
}


def describe(floor: str | None, auto: Mode) -> str:
    """The mode in force and why, in plain words (the console's panel, /supportbot mode)."""
    now = in_force(floor, auto)
    said = f"Answering with {MODE_WORDS[now]}"
    if now == "full":
        return f"{said}: nothing is held back."
    chosen_by = [who for who, mode in (("an operator chose it", floor), ("the model provider is unhealthy", auto))
                 if mode == now]
    return f"{said}, because {' and '.join(chosen_by)}."
