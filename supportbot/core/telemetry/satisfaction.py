"""CSAT: when a conversation has ended, whether the customer may be asked how we did, the
question, and how a tap or the reason after it is read. Pure; the worker does the asking.

Definitions (docs/quality.md):
- A conversation ends when the bot resolved it (a finished turn that answered and asked nothing
  back: `RESOLVING_OUTCOMES`), when staff closed its ticket, or when it was closed after silence.
- The customer is asked once per ending, with two reply buttons (good / not good) in the
  conversation's language, only inside WhatsApp's 24 h window (buttons are not a template), never
  twice within `ONCE_PER` (a rolling day), never in a conversation that ever had a self-harm or
  legal handoff, and not when they wrote again since it ended (then it has not ended).
- CSAT = good / (good + bad) over the answered asks. The first text within `REASON_WITHIN` after a
  bad rating is kept, masked, as the reason, unless it asks for a person or carries a risk signal
  (supportbot/worker/endings.py lets the turn's gates have it).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Literal

from supportbot.core.window import window_open

Rating = Literal["good", "bad"]
ONCE_PER = timedelta(hours=24)
REASON_WITHIN = timedelta(minutes=30)
# Turn outcomes that finish what the customer asked (core/turn.py, effects/execution.py, the rungs).
RESOLVING_OUTCOMES = frozenset({"answered", "order_status", "policy_answered", "refunded", "address_changed",
                                "order_cancelled"})
# Handoff reasons after which a satisfaction survey would be tone-deaf or a liability (supportbot/agent/loop.py).
SENSITIVE_HANDOFFS = ("self-harm", "high risk: legal")
TAP_PREFIX = "csat:"


def why_not_ask(now: datetime, *, last_inbound_at: datetime | None, last_asked_at: datetime | None,
                handoff_reasons: Iterable[str], came_back: bool) -> str | None:
    """None when the customer may be asked now; otherwise the recorded reason not to."""
    if any(r.lower().startswith(SENSITIVE_HANDOFFS) for r in handoff_reasons):
        return "sensitive"
    if came_back:
        return "came_back"
    if not window_open(last_inbound_at, now):
        return "outside_window"
    if last_asked_at is not None and now - last_asked_at < ONCE_PER:
        return "asked_today"
    return None


def read_tap(choice_id: str | None) -> tuple[int, Rating] | None:
    """(ending id, rating) from a tapped CSAT button; None for anything else."""
    if not choice_id or not choice_id.startswith(TAP_PREFIX):
        return None
    ending, _, rating = choice_id[len(TAP_PREFIX):].partition(":")
    if not ending.isdigit() or rating not in ("good", "bad"):
        return None
    return int(ending), "good" if rating == "good" else "bad"


def ratio(good: int, bad: int) -> float | None:
    """CSAT as a share of good answers; None when nobody answered."""
    return good / (good + bad) if good + bad else None
