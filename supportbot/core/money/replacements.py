"""Replacement instead of a refund: a new order with the same items at no charge (issue 15.3).

The rules in plain words (POLICY.md "Replacements"):

- Same eligibility as a refund: a covered reason (damaged, defective, wrong item, missing item,
  not as described), a delivered order, inside the refund window.
- A replacement is a claim on the order exactly like a refund: it takes its units and its value
  (unit price x quantity; never the delivery fee: a new parcel is sent, no money comes back). So
  a unit refunded, replaced, or in a claim of either kind still on its way cannot be claimed
  again by either: refund or replacement, never both, never twice.
- Same limits as a refund of the same value: automatic up to and including the automatic limit,
  a named staff member above it, and the caps and history rule counted on refunds and
  replacements together.

That is `decide_refund` on the same ledger for named items, which is why this module is small:
one rule, decided in one place. `recheck_refund` decides it again when the customer says yes
or staff approve, under the order's lock (supportbot/store/actions.py), as for a refund.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from supportbot.core.money.policy import ClaimContext, Items, OrderFacts, RefundLimits, Refused
from supportbot.core.money.refunds import Approved, NeedsApproval, RefundRequest, decide_refund

ReplacementDecision = Approved | NeedsApproval | Refused


@dataclass(frozen=True)
class ReplacementRequest:
    order_id: str
    items: Items  # (sku, qty); a replacement always names its units
    reason: str


def decide_replacement(order: OrderFacts, request: ReplacementRequest, claim: ClaimContext,
                       limits: RefundLimits, now: datetime) -> ReplacementDecision:
    """Whether these units may be replaced, and their value (what the limits weigh)."""
    if not request.items:
        return Refused("refused: name the items to replace", "refunds")
    return decide_refund(order, RefundRequest(request.order_id, request.items, request.reason), claim,
                         limits, now)
