"""What a trial left behind: the rows and stand-in records the grader diffs against `Expect`.

Plain values, read once at the end of a trial (evals/snapshot.py), so grading and the policy
audit are pure functions that tests can feed by hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True)
class OrderRow:
    id: str
    customer_id: str
    paid: Decimal
    delivered_at: datetime | None
    postcode: str
    qty: dict[str, int] = field(default_factory=dict)  # sku -> units ordered
    status: str = "delivered"
    payment_method: str | None = None  # as the shop holds it after the chat; None: not read back


@dataclass(frozen=True)
class RefundRow:
    """A refund in our database; `source` is 'seed' for the fixture's earlier refunds."""

    order_id: str
    amount: Decimal
    skus: tuple[str, ...]  # one entry per unit
    source: str = "bot"
    action_id: int | None = None
    idempotency_key: str | None = None
    at: datetime | None = None


@dataclass(frozen=True)
class ProviderRefund:
    """A refund the payment stand-in accepted: the money that actually moved."""

    order_id: str
    amount: Decimal
    idempotency_key: str


@dataclass(frozen=True)
class ReplacementRow:
    """A replacement order: `source` 'shop' as the shop stand-in created it, 'bot' as our row records it."""

    order_id: str
    items: tuple[tuple[str, int], ...]  # (sku, qty), sorted
    source: str = "shop"
    shop_ref: str | None = None  # ours: the order the shop made for it (on Shopify, read back from there)


@dataclass(frozen=True)
class ActionRow:
    id: int
    kind: str  # refund | address_change
    order_id: str
    customer_id: str
    status: str
    amount: Decimal | None = None
    needs_approval: bool = False
    decided_by: str | None = None
    outcome: str | None = None

    @property
    def before_staff(self) -> bool:
        """Withdrawn at the customer's question (they chose a replacement instead): staff never saw it."""
        return self.status == "cancelled" and self.outcome == "customer chose a replacement instead"


@dataclass(frozen=True)
class ReturnRow:
    """A return the bot started (label emailed), in whatever state it reached."""

    order_id: str
    items: tuple[tuple[str, int], ...]  # (sku, qty), sorted
    reason: str
    fee: Decimal
    refund_amount: Decimal
    state: str  # label_sent | received | refunded | closed_not_received
    label_sent_at: datetime
    action_id: int | None = None


@dataclass(frozen=True)
class HandoffRow:
    reason: str
    priority: str


@dataclass(frozen=True)
class ExchangeRow:
    """An exchange the bot recorded as made by the shop (issue 33): (sku, qty, new_sku), sorted."""

    order_id: str
    swaps: tuple[tuple[str, int, str], ...]


@dataclass(frozen=True)
class EditRow:
    """An order edit the bot made before shipping (issue 33): (sku, qty, new_sku or "" for units
    removed), sorted."""

    order_id: str
    changes: tuple[tuple[str, int, str], ...]


@dataclass(frozen=True)
class EndState:
    orders: dict[str, OrderRow]
    refunds: list[RefundRow]
    provider_refunds: list[ProviderRefund]
    actions: list[ActionRow]
    handoffs: list[HandoffRow]
    sender_customer_id: str | None  # the account whose phone is the sender's wa_id
    verified_customer_id: str | None  # set by code after a one-time code (invariant 3)
    replies: list[str]  # what the customer read, oldest first
    slack_posts: list[dict] = field(default_factory=list)  # chat.postMessage calls at the Slack stand-in
    failed_sends: list[str] = field(default_factory=list)  # why each message to the customer failed
    approvers: frozenset[str] = frozenset()
    returns: list[ReturnRow] = field(default_factory=list)
    replacements: list[ReplacementRow] = field(default_factory=list)  # shop's and ours (source)
    saved_addresses: dict[str, dict[str, str] | None] = field(default_factory=dict)  # by customer, after the chat
    exchanges: list[ExchangeRow] = field(default_factory=list)
    order_edits: list[EditRow] = field(default_factory=list)

    @property
    def bot_refunds(self) -> list[RefundRow]:
        return [r for r in self.refunds if r.source != "seed"]

    @property
    def identified_as(self) -> str | None:
        """Whom code treats the sender as: verified by code, or the account on this phone."""
        return self.verified_customer_id or self.sender_customer_id
