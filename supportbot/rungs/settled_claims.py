"""Asks about what already happened to an order: where a refund is, and a delivered parcel that never came."""

from __future__ import annotations

from collections.abc import Callable

from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.not_received import carrier_proof, not_received
from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding import asks as kinds
from supportbot.core.understanding.slots import order_ids, reason
from supportbot.rungs.questions import follows_refund_status
from supportbot.rungs.rereading import claim_reason
from supportbot.rungs.responder import describe_status
from supportbot.rungs.status_asks import IN_FLIGHT
from supportbot.rungs.steps import ToolStep
from supportbot.words.replies import carrier_said, fixed
from supportbot.words.wording import date, say


def _target(said: str, orders: list[Order], fits: Callable[[Order], bool]) -> Order | None:
    """The order the message names, else the customer's only order that fits."""
    named = [o for o in orders if o.id in order_ids([said])]
    if named:
        return next((o for o in named if fits(o)), None)
    fitting = [o for o in orders if fits(o)]
    return fitting[0] if len(fitting) == 1 else None


async def settled_claims(turn: TurnInput, intent: str | None, said: str, lang: str, orders: list[Order],
                         run_tool: ToolStep, limits: RefundLimits, last_bot: str | None = None) -> TurnResult | None:
    """Asks about what already happened to an order, answered before any new claim:
    "where is my refund?" (refunds made: amount, day) and "it says delivered but it never came"
    (the facts, to a person who can take it up with the carrier). None: neither applies."""
    if turn.customer is None or intent in ("human", "policy_question"):
        return None
    # "Two more came torn, you refunded one already": a fault named is a new claim.
    # "I haven't seen it yet" right after a refund's status is about that refund, not a parcel.
    waiting = follows_refund_status(last_bot) and kinds.still_waiting(said) and not order_ids([said])
    if (waiting or kinds.asks_about_a_refund(said)) \
            and claim_reason(said) not in ("damaged", "defective", "wrong_item"):
        order = _target(f"{said} {last_bot}" if waiting else said, orders, lambda o: o.refunded > 0)
        if order is not None:
            facts = await run_tool("get_order", {"order_id": order.id})
            made = facts.get("refunds") or []
            status = await run_tool("where_is_my_refund", {"order_id": order.id})
            late = [r for r in status.get("refunds") or [] if r["overdue"]]
            # Past the policy's arrival days (or reversed): a person checks with the provider. Normal
            # priority: money late is no chargeback, legal threat or fraud (the policy's high ones).
            if late:
                first = late[0]
                return Handoff(f"refund overdue: {status['next'].partition('these facts: ')[2]}",
                               (fixed("refund_overdue", lang, order=order.id, amount=first["amount"],
                                      currency=first["currency"], date=first["refunded_on"],
                                      expected=first["expected_by"]),))
            if made:
                lines = "; ".join(say("refund_line", lang, amount=r["amount"], currency=order.currency, date=r["on"])
                                  for r in made)
                return Reply((fixed("refund_status", lang, order=order.id, lines=lines),), outcome="refund_status")
    # "It hasn't come" about an order still on its way is a status question: only an order named,
    # or said to be delivered, or the only one when none is on its way, is a parcel gone missing.
    named = bool(order_ids([said])) or kinds.says_delivered(said) or not any(o.status in IN_FLIGHT for o in orders)
    if named and kinds.not_received(said) and reason(said) not in ("damaged", "defective", "wrong_item"):
        order = _target(said, orders, lambda o: o.status == "delivered")
        if order is not None and order.delivered_at is not None:
            left_at, photo = carrier_proof(await run_tool("get_order", {"order_id": order.id}))
            case = not_received(order, turn.now, limits.dnr_wait_days, left_at, photo)
            after = (say("not_received_claim", lang) if case.claim
                     else say("not_received_wait", lang, date=date(case.claim_from.day, case.claim_from.month, lang)))
            told = fixed("not_received", lang, status=describe_status(order, turn.now, lang)).text
            carrier = carrier_said(case.left_at, case.photo_url, lang)
            words = " ".join(w for w in (told, carrier, say("not_received_check", lang), after) if w)
            return Handoff(case.reason(), (OutboundText(words),))
    return None
