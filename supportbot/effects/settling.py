"""Settling a shop write that went unanswered: asked again under its own key before anyone is told.

A write whose answer was lost (a timeout, a dropped connection, a 5xx) may have been made: the
shop can have applied it and lost only the answer. Calling it failed would tell the customer a
change did not happen when it did (a cancelled order left unrefunded, an address "too late" that
changed). The shop writes (supportbot/core/ports.py: `OrderWriter`, `ShopOrders`) promise that
asking again under the same key is safe: each first reads what the key already made (the order's
cancellation, its shipping address and marker, the tagged draft, the default address) and writes
only what is not there. So asking again *is* the read-back; a write that had not landed is made
now, once, which is what the customer's yes asked for. Still no answer: unknown, for a person.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

from supportbot.core.ports import ReplacementUnknown, ShopWriteUnknown

Outcome = TypeVar("Outcome")

# The write, then one read-back: a shop that answers neither is down, and a person settles it by
# the key (more asks would only keep the customer waiting for the same silence).
ASKS = 2


def unanswered(outcome: object) -> bool:
    return isinstance(outcome, ShopWriteUnknown | ReplacementUnknown)


async def settle(ask: Callable[[], Awaitable[Outcome]]) -> Outcome:
    """`ask()`'s outcome, asked again under the same key while it is unknown, at most ASKS times."""
    outcome = await ask()
    for _ in range(ASKS - 1):
        if not unanswered(outcome):
            break
        outcome = await ask()
    return outcome
