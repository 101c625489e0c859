"""The refund tools: check_refund asks policy and signs a token, issue_refund proposes it, and where_is_my_refund."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import NOT_VERIFIED, owned_order, refused
from supportbot.agent.tools.claims import check_reads, claim_reason, facts_of, proposed, units_result
from supportbot.agent.tools.context import CONFIRM_TTL, ToolContext
from supportbot.core.money.actions import ProposedAction, TokenUsed
from supportbot.core.money.ledger import Ledger, claim_context, day_start, order_facts
from supportbot.core.money.policy import Refused
from supportbot.core.money.refunds import NeedsApproval, RefundRequest, decide_refund, refund_arrival
from supportbot.core.money.tokens import TokenClaim, TokenRefused, issue_token, verify_token


def _request(args: s.CheckRefund) -> RefundRequest:
    merged: dict[str, int] = {}
    for item in args.items:
        merged[item.sku.strip().upper()] = merged.get(item.sku.strip().upper(), 0) + item.qty
    return RefundRequest(args.order_id.strip().upper(), tuple(sorted(merged.items())),
                         args.reason.strip().lower().replace(" ", "_"), args.whole_order)


async def check_refund(args: s.CheckRefund, ctx: ToolContext) -> dict[str, Any]:
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    _, order = owned
    reads = await check_reads(order, ctx)  # the customer's words and the unlocked ledger, in one read
    reason = await claim_reason(order, args.reason, ctx, reads.words)
    if isinstance(reason, dict):
        return reason
    facts, claim = facts_of(order, reads, ctx)
    request = replace(_request(args), reason=reason)
    decision = decide_refund(facts, request, claim, ctx.services.limits, ctx.now)
    if isinstance(decision, Refused):
        return ({"decision": "refused", "reason": decision.reason, "article": decision.article}
                | units_result(decision.units))
    # The nonce is this call's step key: a replay re-issues the same token (invariant 2).
    token = issue_token(ctx.services.token_secret,
                        TokenClaim(str(ctx.conversation_id), decision.order_id, decision.items,
                                   decision.amount, request.reason), ctx.now, nonce=ctx.step_key)
    needs = isinstance(decision, NeedsApproval)
    return {"decision": "needs_approval" if needs else "approved", "amount": str(decision.amount),
            "currency": decision.currency, "items": [{"sku": k, "qty": q} for k, q in decision.items],
            "article": decision.article, "token": token,
            "next": "call issue_refund with this token; the customer is asked to confirm"
                    + (" and staff approve it" if needs else "")}


async def issue_refund(args: s.IssueRefund, ctx: ToolContext) -> dict[str, Any]:
    customer = await ctx.verified_customer()
    if customer is None:
        return refused(NOT_VERIFIED)
    claim = verify_token(ctx.services.token_secret, args.token, ctx.now, str(ctx.conversation_id))
    if isinstance(claim, TokenRefused):
        return refused(f"token {claim.reason.replace('_', ' ')}; call check_refund again")
    order = await ctx.services.store.order(claim.order_id)
    if order is None or order.customer_id != customer:
        return refused("token is not for this account")

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        # Decided again on what is claimed now, read under the order's lock: the token fixes
        # what, policy still says whether, and a claim racing this one from another
        # conversation is either already counted here or will count this one.
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: token is not for this account", "refunds")
        facts, context = order_facts(current, ledger.claims), claim_context(ledger, ctx.conversation_id)
        # the reason policy checked is signed inside the token
        decision = decide_refund(facts, RefundRequest(claim.order_id, claim.items, claim.reason), context,
                                 ctx.services.limits, ctx.now)
        if isinstance(decision, Refused):
            return decision
        if decision.amount != claim.amount:
            # A whole-order token carries the delivery fee: decide the whole order again, and
            # accept it only if it is still exactly what the token names.
            whole = decide_refund(facts, RefundRequest(claim.order_id, (), claim.reason, whole_order=True),
                                  context, ctx.services.limits, ctx.now)
            if not isinstance(whole, Refused) and (whole.items, whole.amount) == (claim.items, claim.amount):
                decision = whole
        if decision.amount != claim.amount:
            return Refused("refused: the refund no longer matches the order; call check_refund again",
                           decision.article)
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="refund", order_id=claim.order_id, confirm_by=ctx.now + CONFIRM_TTL, items=claim.items,
            amount=claim.amount, currency=current.currency, token_nonce=claim.nonce, reason=claim.reason,
            needs_approval=isinstance(decision, NeedsApproval),
            approval_reasons=decision.reasons if isinstance(decision, NeedsApproval) else (),
            article=decision.article)

    # The decisions this rests on are written by the proposal's own statement (ctx.held).
    result = await ctx.services.store.propose_refund(ctx.step_key, claim.nonce, claim.order_id,
                                                     ctx.conversation_id, day_start(ctx.now), decide, held=ctx.held)
    if isinstance(result, TokenUsed):
        return refused("this token was already used")
    if isinstance(result, Refused):
        return refused(result.reason) | units_result(result.units)
    return {"status": "awaiting_confirmation", "action_id": result.id,
            "next": "the customer has been asked to confirm; nothing is paid until they do"} | proposed(result)


async def where_is_my_refund(args: s.WhereIsMyRefund, ctx: ToolContext) -> dict[str, Any]:
    """The customer's refunds with amount, day, provider status and expected arrival (policy's days);
    an overdue or reversed one is for a person, with these facts."""
    if args.order_id:
        owned = await owned_order(args.order_id, ctx)
        if isinstance(owned, dict):
            return owned
        customer, only = owned[0], owned[1].id
    else:
        verified = await ctx.verified_customer()
        if verified is None:
            return refused(NOT_VERIFIED)
        customer, only = verified, None
    listed = []
    for r in await ctx.services.store.refunds_of(customer):
        if only is not None and r.order_id != only:
            continue
        arrival = refund_arrival(r.at, r.provider_status, ctx.services.limits, ctx.now)
        listed.append({"order_id": r.order_id, "amount": str(r.amount), "currency": r.currency,
                       "refunded_on": r.at.date().isoformat(), "provider_status": r.provider_status,
                       "expected_by": arrival.expected_by.isoformat(), "overdue": arrival.overdue})
    late = [r for r in listed if r["overdue"]]
    if late:
        facts = "; ".join(f"{r['amount']} {r['currency']} on {r['order_id']} refunded {r['refunded_on']}, "
                          f"provider status {r['provider_status']}, expected by {r['expected_by']}" for r in late)
        nxt = f"overdue: tell the customer a person will check, then call request_human with these facts: {facts}"
    elif listed:
        nxt = "tell the customer each refund, its status and the day it should show by"
    else:
        nxt = "no refunds on this account" + (f" for {only}" if only else "")
    return {"refunds": listed, "next": nxt}
