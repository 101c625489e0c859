"""What staff see in Slack, as plain values: an approval card, a handoff card, a decision.

The worker fills them from the database; supportbot/channels/slack lays them out as Block Kit. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True)
class Decision:
    """The one decision on a refund approval; `first` is False when it was made earlier."""

    action_id: int
    status: str  # "approved" | "rejected"
    decided_by: str  # Slack user id
    decided_at: datetime
    first: bool  # False: a double click, a second approver or a retry found it decided; nothing changed
    not_paid: str = ""  # approved, but deciding again on current data paid nothing: why


@dataclass(frozen=True)
class ApprovalCard:
    """A refund waiting for a named approver (invariant 1: above the automatic limit)."""

    action_id: int
    order_id: str
    items: str  # "1 x Stoneware plate (PLATE-1)"
    amount: Decimal
    currency: str
    policy_slug: str  # the help-centre article relied on
    policy_passage: str
    summary: str  # two lines: what happened, what the policy check found
    language: str  # the customer's language
    reasons: tuple[str, ...] = ()  # why a person must decide ("above the 50.00 automatic limit")
    kind: str = "refund"  # or "replacement": a no-charge new order, `amount` its value; or "exchange":
    # other variants for these items, `amount` the difference refunded


@dataclass(frozen=True)
class HandoffCard:
    """Everything staff need so the customer does not have to repeat themselves."""

    handoff_id: int
    wants: str
    checked: str
    done: str
    why_stopped: str
    suggestion: str
    last_messages: tuple[tuple[str, str], ...] = ()  # (who, text), oldest first
    tool_calls: tuple[str, ...] = ()
    order_url: str | None = None
    trace_url: str | None = None
    priority: str = "normal"  # normal | high | urgent
    trace_ref: str | None = None  # how to read the run's journal: `supportbot trace RUN_ID`
    page: str = ""  # the on-call Slack user group mentioned on the card (urgent handoffs); "" pages nobody


@dataclass(frozen=True)
class ReviewCard:
    """A QA review: one sampled conversation, why it was picked, what happened, where to read more."""

    review_id: int
    why: str  # sample | refund | negative_csat | reversal
    summary: str  # how it ended and what was done, in a line or two
    last_messages: tuple[tuple[str, str], ...] = ()  # (who, text), oldest first; stored masked
    trace_ref: str | None = None  # `supportbot trace RUN_ID`
    order_url: str | None = None


VERDICTS = {"fine": "Fine", "wrong_action": "Wrong action", "wrong_policy": "Wrong policy", "tone": "Tone",
            "should_have_handed_off": "Should have handed off"}


@dataclass(frozen=True)
class SuggestionCard:
    """A suggested reply in a handoff thread: sent only when staff click Send or submit an edit."""

    suggestion_id: int
    text: str
    language: str
    drafted_by: str  # "templated", or the model that wrote it
    citations: tuple[tuple[str, str], ...] = ()  # (title and version, link) of each passage it cites
    replaced: str | None = None  # why a model's draft gave way to the templated one


@dataclass(frozen=True)
class SuggestionAnswer:
    """The desk's answer to a click on a suggestion: `decided` when this click decided it (the card
    then shows `text`), else `text` tells the clicker why nothing changed."""

    decided: bool
    text: str


def group_mention(group: str) -> str:
    """A Slack user group's mention: ours alone, from settings, and only an id Slack could have issued."""
    return f"<!subteam^{group}> " if re.fullmatch(r"S[A-Z0-9]{2,20}", group) else ""
