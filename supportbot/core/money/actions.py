"""Effects the agent proposes and code carries out: a refund or an address change.

An action is created by a tool call (keyed by that call's conversation:run:step), waits for
the customer's yes, then for staff where policy says so, and is executed once under the same
key (invariant 2). The model can propose; only these states, moved by code, decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

LIVE = frozenset({"awaiting_confirmation", "awaiting_approval", "approved", "executing", "pending"})


@dataclass(frozen=True)
class ProposedAction:
    idempotency_key: str
    conversation_id: int
    customer_id: str
    kind: str  # refund | address_change | cancel_order | return | replacement | saved_address | order_edit | exchange
    order_id: str  # "" for saved_address: the account's, no order's
    confirm_by: datetime
    items: tuple[tuple[str, int], ...] = ()
    amount: Decimal | None = None
    currency: str | None = None
    address: dict[str, str] | None = None
    token_nonce: str | None = None
    needs_approval: bool = False
    approval_reasons: tuple[str, ...] = ()
    article: str | None = None
    reason: str | None = None  # the customer's reason as policy read it (a return's fee depends on it)
    edit: dict[str, Any] | None = None  # an order_edit's changes and lines after (core/money/order_edits.py)
    swaps: tuple[tuple[str, int, str], ...] = ()  # an exchange's (sku, qty, new_sku)
    collect: Decimal | None = None  # an exchange's difference the customer owes (`amount` is what is refunded)


@dataclass(frozen=True)
class Action:
    id: int
    idempotency_key: str
    conversation_id: int
    customer_id: str
    kind: str
    order_id: str
    status: str
    confirm_by: datetime
    items: tuple[tuple[str, int], ...] = ()
    amount: Decimal | None = None
    currency: str | None = None
    address: dict[str, Any] | None = None
    needs_approval: bool = False
    approval_reasons: tuple[str, ...] = ()
    article: str | None = None
    provider_ref: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    reason: str | None = None
    edit: dict[str, Any] | None = None
    swaps: tuple[tuple[str, int, str], ...] = ()
    collect: Decimal | None = None


@dataclass(frozen=True)
class Verdict:
    """Where an action goes when its money is about to move, decided again on current data.

    `to` is "executing" (pay now), "awaiting_approval" (held for staff: `reasons` say why) or
    "refused" (no longer possible: `why`). Anything else is the status an earlier attempt
    already moved it to, read back on a replay.
    """

    to: str
    why: str | None = None
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class TokenUsed:
    """The token was already spent by another proposal: single use."""


@dataclass(frozen=True)
class Identity:
    """Who this conversation is, as far as code knows."""

    verified_customer_id: str | None  # by phone match or one-time code
    claimed_customer_id: str | None  # named by an order id; not verified
    code_failures: int
    mode: str


@dataclass(frozen=True)
class RefundRecord:
    """A refund as the customer asks after it: paid (or still processing at the provider)."""

    order_id: str
    amount: Decimal
    currency: str
    at: datetime  # when it was paid, or sent to the provider when still processing
    provider_status: str  # paid | processing | reversed
