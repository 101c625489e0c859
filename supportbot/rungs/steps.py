"""What a templated flow is handed and hands back: a journaled tool step, the account, a proposal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from supportbot.core.shop.orders import Order
from supportbot.core.turn import TurnInput, TurnResult
from supportbot.core.types import OutboundText


@dataclass(frozen=True)
class Proposed:
    """A refund was proposed through the tools: the caller asks the customer to confirm it."""

    action_id: int
    preface: tuple[OutboundText, ...] = ()  # sent before the confirmation (a status asked alongside)


ToolStep = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
"""Runs one tool as a journaled step, exactly as the agent's calls run."""

Account = Callable[[], Awaitable[tuple[TurnInput, list[Order]]]]
"""The turn as the code-verified account's, and its orders: read after verify_code succeeds."""


def with_preface(result: TurnResult | Proposed, preface: tuple[OutboundText, ...]) -> TurnResult | Proposed:
    """The result with `preface` sent first: a status asked alongside, or "that's you verified"."""
    if not preface:
        return result
    if isinstance(result, Proposed):
        return replace(result, preface=(*preface, *result.preface))
    return replace(result, messages=(*preface, *result.messages))
