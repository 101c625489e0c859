"""Delivered but not received: the facts to give, and when the case becomes a claim for staff.

The rules in plain words (POLICY.md "Delivered but not received"):

- The assistant never simply repeats "it was delivered". It gives the facts (delivery date,
  carrier, tracking, and where the carrier says it left the parcel when it says so), asks the
  customer to check with neighbours and the safe place, and passes the case to a person with
  those facts, normal priority.
- From `dnr_wait_days` after delivery (UTC dates: delivered 1 October with a wait of 2, the claim
  opens on 3 October) the handoff carries a claim: staff decide a refund or a replacement. Money
  or a replacement for a lost parcel is only ever decided by staff, never by the assistant.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from supportbot.core.privacy.untrusted import unmark
from supportbot.core.shop.orders import Order


@dataclass(frozen=True)
class NotReceived:
    order_id: str
    delivered_on: date
    carrier: str | None
    tracking: str | None
    left_at: str | None  # where the carrier says it left the parcel, when it says so (its words: data)
    claim_from: date  # the first day the case is a claim for staff
    claim: bool  # the wait is over: staff decide a refund or a replacement
    value: Decimal  # paid and not refunded: the most a refund could be
    photo_url: str | None = None  # the carrier's delivery photo, when it has one

    def reason(self) -> str:
        """The handoff's reason, as staff read it on the card."""
        facts = (f"delivered but not received: {self.order_id} marked delivered {self.delivered_on.isoformat()}"
                 f" by {self.carrier or 'the carrier'}, tracking {self.tracking or 'none'}"
                 + (f", left at {self.left_at}" if self.left_at else "")
                 + (f", delivery photo {self.photo_url}" if self.photo_url else ""))
        if self.claim:
            return (f"{facts}; claim: staff decide a refund (up to {self.value}) or a replacement, never "
                    "automatic")
        return f"{facts}; customer asked to check neighbours and the safe place; a claim from {self.claim_from}"


def not_received(order: Order, now: datetime, wait_days: int, left_at: str | None = None,
                 photo_url: str | None = None) -> NotReceived:
    """The facts of a parcel marked delivered that the customer says never came."""
    if order.delivered_at is None:
        raise ValueError(f"order {order.id} is not marked delivered")
    delivered = order.delivered_at.astimezone(UTC).date()
    claim_from = delivered + timedelta(days=wait_days)
    return NotReceived(order.id, delivered, order.carrier, order.tracking, left_at, claim_from,
                       now.astimezone(UTC).date() >= claim_from, max(order.paid - order.refunded, Decimal("0.00")),
                       photo_url)


def carrier_proof(order_facts: dict[str, Any]) -> tuple[str | None, str | None]:
    """(where the carrier left it, its photo) from get_order's result; (None, None) when the carrier
    was not asked, did not answer or has no proof of delivery."""
    tracking = order_facts.get("carrier_tracking")
    proof = tracking.get("proof_of_delivery") if isinstance(tracking, dict) else None
    if not isinstance(proof, dict):
        return None, None
    left_at, photo = proof.get("left_at"), proof.get("photo_url")
    return (unmark(left_at) if isinstance(left_at, str) and left_at else None,
            photo if isinstance(photo, str) and photo else None)
