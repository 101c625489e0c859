"""How often a one-time code may be emailed (issue 13, item 8). Pure.

Anyone who names an order id can ask the bot to email its owner a code: without a limit that is
a way to flood a stranger's inbox, and each code is another guess at verification. So at most
CODES_PER_HOUR codes per conversation (whatever accounts it names) and per account (whichever
conversations ask), and none within COOLDOWN of the last one to either.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

CODES_PER_HOUR = 3
COOLDOWN = timedelta(minutes=1)
WINDOW = timedelta(hours=1)


@dataclass(frozen=True)
class CodeSent:
    conversation_id: int
    customer_id: str
    at: datetime


@dataclass(frozen=True)
class CodeWait:
    """No code now: how long until one may be sent."""

    wait: timedelta


def wait_before_code(recent: Iterable[CodeSent], conversation_id: int, customer_id: str,
                     now: datetime) -> timedelta | None:
    """None when a code may be emailed now, else how long until one may. `recent` holds the codes
    of the last hour that this conversation asked for or that went to this account (more is fine:
    the rest is ignored)."""
    mine = [c.at for c in recent if now - c.at < WINDOW
            and (c.conversation_id == conversation_id or c.customer_id == customer_id)]
    waits = []
    if mine and now - max(mine) < COOLDOWN:
        waits.append(max(mine) + COOLDOWN - now)
    for same in (lambda c: c.conversation_id == conversation_id, lambda c: c.customer_id == customer_id):
        times = sorted(c.at for c in recent if now - c.at < WINDOW and same(c))
        if len(times) >= CODES_PER_HOUR:
            # The oldest that keeps the count at the limit must leave the hour first.
            waits.append(times[-CODES_PER_HOUR] + WINDOW - now)
    return max(waits) if waits else None
