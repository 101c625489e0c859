"""Holding the claims a reply makes against what happened (issue 27 item 1): each claim that
supportbot/agent/claim_reading.py reads is borne out only by a fact of a kind that can support it, in a
state its aspect needs, for the same order, amount, items and rung (supportbot/agent/claim_details.py)."""

from __future__ import annotations

from collections.abc import Sequence

from supportbot.agent.claim_details import fits
from supportbot.agent.claim_money import same_currency
from supportbot.agent.claim_reading import (
    DONE_ASPECT,
    ONCE_CONFIRMED,
    TO_COME,
    UNDER_WAY_ASPECT,
    Claim,
    _same_order,
    read,
)
from supportbot.agent.grounds import DONE, PROPOSED, UNDER_WAY, Fact

# The facts that can bear out a claim of each action (a cancellation refunds what was paid; the
# label and its email are the return's and the exchange's; a code is emailed; "replaced" says an exchange's
# new variant too).
BORNE_BY = {"refund": {"refund", "cancellation"}, "cancellation": {"cancellation"}, "return": {"return"},
            "label": {"return", "exchange"}, "replacement": {"replacement", "exchange"}, "exchange": {"exchange"},
            "address_change": {"address_change"}, "saved_address": {"saved_address"}, "order_edit": {"order_edit"},
            "email": {"code", "return", "exchange"}, "code": {"code"}, "verification": {"verification"}}
# A return started promises its refund for when the warehouse has the items: "you'll get 25.00 back" is true.
PROMISED_BY = {"refund": {"return"}}
STATES_FOR = {DONE_ASPECT: {DONE}, UNDER_WAY_ASPECT: {DONE, UNDER_WAY}, TO_COME: {DONE, UNDER_WAY},
              ONCE_CONFIRMED: {DONE, UNDER_WAY, PROPOSED}}


def _may_bear(claim: Claim, f: Fact) -> bool:
    kinds = BORNE_BY.get(claim.action, set()) | (PROMISED_BY.get(claim.action, set()) if claim.aspect == TO_COME
                                                  else set())
    return f.kind in kinds and f.state in STATES_FOR[claim.aspect]


def borne_out(claim: Claim, facts: Sequence[Fact]) -> bool:
    kin = [f for f in facts if _may_bear(claim, f)
           and not (claim.orders and f.order_id and not any(_same_order(o, f.order_id) for o in claim.orders))]
    if (len(kin) > 1 and all(f.amount is not None and fits(claim.clause, claim.rung, f, facts) for f in kin)
            and sum(f.amount or 0 for f in kin) in claim.amounts):
        return True  # several said as their total ("55.00 in total" for 25.00 and 30.00)
    for f in kin:
        if claim.amounts and f.amount is not None and not any(
                a == f.amount and same_currency(a, f.currency) for a in claim.amounts):
            continue  # another amount, or this amount in another currency ("35.00 EUR" for 35.00 USD paid)
        if not fits(claim.clause, claim.rung, f, facts):
            continue  # other items, more of them, or a rung the action has not reached
        return True
    return False


def unsupported(text: str, facts: Sequence[Fact]) -> list[Claim]:
    return [c for c in read(text) if not borne_out(c, facts)]
