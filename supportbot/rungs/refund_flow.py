"""The templated refund flow: which order, which items, why, then the agent's check_refund and issue_refund."""

from __future__ import annotations

from typing import Any

from supportbot.core.shop.orders import Order
from supportbot.core.turn import Handoff, Reply, TurnInput, TurnResult
from supportbot.core.types import OutboundText
from supportbot.core.understanding import asks as kinds
from supportbot.core.understanding.references import items_referred, orders_referred
from supportbot.core.understanding.slots import leading_quantity, mentions_one, order_ids, reason
from supportbot.rungs.questions import ASKING_CODE
from supportbot.rungs.responder import respond
from supportbot.rungs.steps import Account, Proposed, ToolStep, with_preface
from supportbot.rungs.verification import CODE, verify
from supportbot.words.replies import fixed, refusal_reason, units_taken


async def refund_flow(turn: TurnInput, said: str, lang: str, orders: list[Order], history: list[str],
                      run_tool: ToolStep, item_answers: list[str], last_bot: str | None,
                      account: Account | None) -> TurnResult | Proposed:
    if turn.customer is not None:
        return await _refund_on_file(said, lang, orders, history, run_tool, item_answers)
    if account is None:
        return respond(turn, orders, lang)  # the unknown-sender answer
    gate = await verify(said, lang, [*history[-3:], said],
                        last_bot is not None and last_bot.startswith(ASKING_CODE), run_tool)
    if gate is not None:
        return gate
    # Verified by the tools just now: the same flow as for a sender on file, on their orders. The
    # code is no detail of the claim, so it is not read as one.
    turn, orders = await account()
    if turn.customer is None:  # verify_code said yes but the store does not: a bug, not a refund
        raise RuntimeError("verify_code verified but the session has no customer")
    result = await _refund_on_file(CODE.sub(" ", said), lang, orders, history, run_tool, item_answers)
    return with_preface(result, (fixed("verified", lang),))


async def _refund_on_file(said: str, lang: str, orders: list[Order], history: list[str],
                          run_tool: ToolStep, item_answers: list[str]) -> TurnResult | Proposed:
    # Slots may have come in earlier messages: "it's A-1042" ... "one plate, broken".
    context = [*history[-3:], said]
    ids = order_ids(context)
    delivered = [o for o in orders if o.status == "delivered"]
    # No id: the order holding the item named ("the one with the lamp"), else the only delivered one.
    holding = orders_referred(" ".join(context), delivered)
    order = next((o for o in orders if o.id == ids[-1]), None) if ids else (
        holding[0] if len(holding) == 1 else delivered[0] if len(delivered) == 1 else None)
    if order is None:
        return Reply((fixed("which_order", lang, example=orders[0].id if orders else "A-1042"),), outcome="asking")
    # The latest message wins: "no, two plates" corrects what was said before.
    # Items named, counted, compared ("the cheaper one") or "the whole order".
    wanted = items_referred(said, order) or items_referred(" ".join(context), order)
    count = next((n for t in reversed(item_answers) if (n := leading_quantity(t))), None)
    count = count or (leading_quantity(said) if len(order.items) == 1 else None)
    if not wanted and len(order.items) == 1 and (count or order.items[0].qty == 1 or mentions_one(said)):
        count = count or 1
        # One kind of item: the count answers our question, whatever the customer calls the item.
        wanted = ((order.items[0].sku, min(count, order.items[0].qty)),)
    if not wanted:
        return Reply((fixed("which_item", lang, order=order.id, item=order.items[0].name.lower()),),
                     outcome="asking")
    why = reason(said) or reason(" ".join(context))
    if why is None:
        return Reply((fixed("what_wrong", lang),), outcome="asking")
    claim: dict[str, Any] = {"order_id": order.id, "reason": why,
                             "items": [{"sku": s, "qty": q} for s, q in wanted]}
    if kinds.whole_order(" ".join(context)):
        # Asked for the whole order in so many words: the policy decides whether the fee comes back.
        claim |= {"items": [], "whole_order": True}
    check = await run_tool("check_refund", claim)
    if "token" not in check:
        if "units" in check:  # refunded and pending told apart, in the customer's language
            return Reply((_units_taken(order, check["units"], lang),), outcome="refund_refused")
        refusal = check.get("refused") or check.get("reason") or "refused"
        return Reply((fixed("cannot_refund", lang, why=refusal_reason(refusal, lang)),), outcome="refund_refused")
    proposal = await run_tool("issue_refund", {"token": check["token"]})
    if "units" in proposal:  # another conversation claimed them between the check and the proposal
        return Reply((_units_taken(order, proposal["units"], lang),), outcome="refund_refused")
    if proposal.get("status") != "awaiting_confirmation":
        return Handoff("templated refund could not be proposed", (fixed("to_person", lang),))
    return Proposed(proposal["action_id"])


def _units_taken(order: Order, units: dict[str, Any], lang: str) -> OutboundText:
    return units_taken(order, units["sku"], units["asked"], units["ordered"], units["refunded"], units["pending"],
                       lang)
