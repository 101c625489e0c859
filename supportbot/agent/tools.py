"""The tools the model sees, with least privilege: the customer is the session's, never an argument.

Each tool has typed arguments (supportbot/agent/tool_schemas.py), a risk rating, and says whether the
session must be verified. Refusals are short texts the model can act on; another customer's
order answers exactly like a missing one. Results carry references, not PII.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import math
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import Any, Protocol

from pydantic import BaseModel, ValidationError

from supportbot.agent import tool_schemas as s
from supportbot.agent.tracking import carrier_tracking
from supportbot.core.codes import CodeWait
from supportbot.core.money.actions import Action, Identity, ProposedAction, RefundRecord, TokenUsed
from supportbot.core.money.address_changes import decide_address_change
from supportbot.core.money.cancellations import decide_cancellation
from supportbot.core.money.ledger import Ledger, claim_context, day_start, order_facts
from supportbot.core.money.policy import ClaimContext, EarlierRefund, OrderFacts, RefundLimits, Refused, UnitsTaken
from supportbot.core.money.refunds import NeedsApproval, RefundRequest, decide_refund, refund_arrival
from supportbot.core.money.replacements import ReplacementRequest, decide_replacement
from supportbot.core.money.returns import ReturnApproved, ReturnSettings, decide_return
from supportbot.core.money.tokens import TokenClaim, TokenRefused, issue_token, verify_token
from supportbot.core.ports import Carrier, HelpCentre, Mailer
from supportbot.core.privacy.pii import address_reference, mask, mask_cards
from supportbot.core.privacy.untrusted import mark
from supportbot.core.shop.orders import Customer, Order

CODE_TTL = timedelta(minutes=10)
CONFIRM_TTL = timedelta(minutes=10)
MAX_CODE_FAILURES = 3
NOT_VERIFIED = ("refused: identity not verified. Ask for the order number if you have none, then call "
                "send_code to email a one-time code to the email address on file, then verify_code.")


class ToolStore(Protocol):
    """What tools read and write; supportbot/store/ implements it."""

    async def order(self, order_id: str) -> Order | None: ...
    async def orders_of(self, customer_id: str) -> list[Order]: ...
    async def customer(self, customer_id: str) -> Customer | None: ...
    async def identity(self, conversation_id: int) -> Identity: ...
    async def claim(self, conversation_id: int, customer_id: str) -> None: ...
    async def save_code(self, conversation_id: int, customer_id: str, code_hash: str, step_key: str,
                        expires_at: datetime, now: datetime) -> bool | CodeWait: ...
    async def latest_code(self, conversation_id: int) -> Any: ...
    async def record_attempt(self, conversation_id: int, step_key: str, *, code_id: int | None,
                             customer_id: str | None) -> None: ...
    async def propose(self, proposal: ProposedAction) -> Action | TokenUsed: ...
    async def propose_refund(self, key: str, nonce: str, order_id: str, conversation_id: int, since: datetime,
                             decide: Callable[[Ledger], ProposedAction | Refused]
                             ) -> Action | TokenUsed | Refused: ...
    async def claims(self, order_id: str) -> tuple[EarlierRefund, ...]: ...
    async def refunds_of(self, customer_id: str) -> list[RefundRecord]: ...
    async def claimed_totals(self, conversation_id: int, customer_id: str, since: datetime) -> tuple[Any, Any]: ...


@dataclass(frozen=True)
class ToolServices:
    store: ToolStore
    mailer: Mailer
    limits: RefundLimits
    token_secret: bytes
    helpcentre: HelpCentre | None = None  # none: nothing to quote, so every policy question goes to a person
    returns: ReturnSettings = ReturnSettings()
    carrier: Carrier | None = None  # none: a delivered order is told from its row alone


@dataclass
class ToolContext:
    conversation_id: int
    step_key: str  # conversation:run:step of this call: the idempotency key of any effect
    phone_customer_id: str | None  # verified because the WhatsApp number is the account's phone
    now: datetime
    services: ToolServices

    async def verified_customer(self) -> str | None:
        if self.phone_customer_id:
            return self.phone_customer_id
        return (await self.services.store.identity(self.conversation_id)).verified_customer_id


Handler = Callable[[Any, ToolContext], Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    args: type[BaseModel]
    risk: s.Risk
    handler: Handler

    def schema(self) -> dict[str, Any]:
        return {"type": "function", "function": {
            "name": self.name, "description": self.description,
            "parameters": self.args.model_json_schema()}}


def refused(text: str) -> dict[str, Any]:
    return {"refused": text if text.startswith("refused") else f"refused: {text}"}


async def _scoped_order(order_id: str, ctx: ToolContext) -> tuple[str | None, Order | None]:
    """(customer, order) for a verified session; the order only when it is theirs."""
    customer = await ctx.verified_customer()
    order = await ctx.services.store.order(order_id.strip().upper())
    if customer is None:
        if order is not None:  # remember whose account to send a code to; reveal nothing
            await ctx.services.store.claim(ctx.conversation_id, order.customer_id)
        return None, None
    return customer, order if order and order.customer_id == customer else None


async def _owned_order(order_id: str, ctx: ToolContext) -> tuple[str, Order] | dict[str, Any]:
    """(customer, order) when the session is verified and the order is theirs; else the refusal."""
    customer, order = await _scoped_order(order_id, ctx)
    if customer is None:
        return refused(NOT_VERIFIED)
    if order is None:
        return refused(f"no order {order_id} on this account")
    return customer, order


def _reference(order: Order) -> dict[str, Any]:
    address = order.address or {}
    return {
        "order_id": order.id, "status": order.status,
        "items": [{"sku": i.sku, "name": i.name, "qty": i.qty, "unit_price": str(i.unit_price)}
                  for i in order.items],
        "delivery_fee": str(order.delivery_fee), "paid": str(order.paid),
        "refunded": str(order.refunded), "currency": order.currency,
        "placed_at": order.placed_at.isoformat(),
        "delivered_at": order.delivered_at.isoformat() if order.delivered_at else None,
        "eta": order.eta.isoformat() if order.eta else None,
        "carrier": order.carrier, "tracking": order.tracking,
        "delivery_address": address_reference(address.get("postcode", "?")),
        "payment": mask_cards(order.payment_method) if order.payment_method else None,
        # The note is the customer's own words: masked (invariant 10), then marked (invariant 9).
        "customer_note": mark(mask(order.note)) if order.note else None,
    }


async def get_order(args: s.GetOrder, ctx: ToolContext) -> dict[str, Any]:
    owned = await _owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    # Each refund paid or on its way, with its day: "where is my refund?" is answered from these.
    # A claim still waiting (for the customer's yes, staff or the provider) is said as pending.
    made = [{"amount": str(c.amount), "on": c.at.date().isoformat(), "status": "pending" if c.pending else "paid"}
            for c in sorted(await ctx.services.store.claims(owned[1].id), key=lambda c: c.at)]
    order = owned[1]
    if order.status != "delivered":
        return _reference(order) | {"refunds": made}
    tracked = await carrier_tracking(ctx.services.carrier, order)
    return _reference(order) | {"refunds": made, "carrier_tracking": tracked}


async def list_orders(args: s.ListOrders, ctx: ToolContext) -> dict[str, Any]:
    customer = await ctx.verified_customer()
    if customer is None:
        return refused(NOT_VERIFIED)
    orders = await ctx.services.store.orders_of(customer)
    return {"orders": [{"order_id": o.id, "status": o.status, "placed_at": o.placed_at.isoformat(),
                        "eta": o.eta.isoformat() if o.eta else None,
                        "items": ", ".join(f"{i.qty} x {i.name}" for i in o.items)} for o in orders]}


async def _facts(order: Order, ctx: ToolContext) -> tuple[OrderFacts, ClaimContext]:
    """Unlocked reads: enough for a check that only issues a token (issue_refund decides locked)."""
    store = ctx.services.store
    here, today = await store.claimed_totals(ctx.conversation_id, order.customer_id, day_start(ctx.now))
    ledger = Ledger(order, await store.claims(order.id), here, today)
    return order_facts(order, ledger.claims), claim_context(ledger, ctx.conversation_id)


def _units(taken: UnitsTaken | None) -> dict[str, Any]:
    """Numbers a reply can word in the customer's language; pending is never counted as refunded."""
    if taken is None:
        return {}
    return {"units": {"sku": taken.sku, "asked": taken.asked, "ordered": taken.ordered,
                      "refunded": taken.refunded, "pending": taken.pending}}


def _request(args: s.CheckRefund) -> RefundRequest:
    merged: dict[str, int] = {}
    for item in args.items:
        merged[item.sku.strip().upper()] = merged.get(item.sku.strip().upper(), 0) + item.qty
    return RefundRequest(args.order_id.strip().upper(), tuple(sorted(merged.items())),
                         args.reason.strip().lower().replace(" ", "_"), args.whole_order)


async def check_refund(args: s.CheckRefund, ctx: ToolContext) -> dict[str, Any]:
    owned = await _owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    _, order = owned
    facts, claim = await _facts(order, ctx)
    request = _request(args)
    decision = decide_refund(facts, request, claim, ctx.services.limits, ctx.now)
    if isinstance(decision, Refused):
        return {"decision": "refused", "reason": decision.reason, "article": decision.article} | _units(decision.units)
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
            amount=claim.amount, currency=current.currency, token_nonce=claim.nonce,
            needs_approval=isinstance(decision, NeedsApproval),
            approval_reasons=decision.reasons if isinstance(decision, NeedsApproval) else (),
            article=decision.article)

    result = await ctx.services.store.propose_refund(ctx.step_key, claim.nonce, claim.order_id,
                                                     ctx.conversation_id, day_start(ctx.now), decide)
    if isinstance(result, TokenUsed):
        return refused("this token was already used")
    if isinstance(result, Refused):
        return refused(result.reason) | _units(result.units)
    return {"status": "awaiting_confirmation", "action_id": result.id,
            "next": "the customer has been asked to confirm; nothing is paid until they do"}


async def change_address(args: s.ChangeAddress, ctx: ToolContext) -> dict[str, Any]:
    owned = await _owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    facts, _ = await _facts(order, ctx)
    decision = decide_address_change(facts, ctx.now)
    if isinstance(decision, Refused):
        return {"decision": "refused", "reason": decision.reason, "article": decision.article}
    result = await ctx.services.store.propose(ProposedAction(
        idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
        kind="address_change", order_id=order.id, confirm_by=ctx.now + CONFIRM_TTL,
        address=args.address.model_dump(), article=decision.article))
    assert not isinstance(result, TokenUsed)
    return {"status": "awaiting_confirmation", "action_id": result.id,
            "next": "the customer has been asked to confirm the new address"}


async def cancel_order(args: s.CancelOrder, ctx: ToolContext) -> dict[str, Any]:
    """Propose cancelling a placed order with everything paid refunded; the customer must confirm.

    Decided on the order read under its lock (as a refund claim is): the yes decides again, so
    an order the warehouse ships in between is refused then, nothing paid.
    """
    owned = await _owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "refunds")
        decision = decide_cancellation(order_facts(current, ledger.claims), ctx.now)
        if isinstance(decision, Refused):
            return decision
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="cancel_order", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.amount, currency=decision.currency, article=decision.article)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return {"decision": "refused", "reason": result.reason, "article": result.article}
    assert not isinstance(result, TokenUsed)  # no token: nothing to spend twice
    return {"status": "awaiting_confirmation", "action_id": result.id, "amount": str(result.amount),
            "currency": result.currency,
            "next": "the customer has been asked to confirm the cancellation; nothing changes until they do"}


async def request_replacement(args: s.RequestReplacement, ctx: ToolContext) -> dict[str, Any]:
    """Propose a no-charge replacement of these units instead of a refund; the customer must confirm.

    Decided under the order's lock on refunds and replacements together (supportbot/core/money/replacements.py):
    a unit refunded, replaced or claimed elsewhere is refused; above the limit staff approve.
    """
    owned = await _owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    items = tuple(sorted((i.sku.strip().upper(), i.qty) for i in args.items))

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "refunds")
        decision = decide_replacement(order_facts(current, ledger.claims),
                                      ReplacementRequest(current.id, items, args.reason),
                                      claim_context(ledger, ctx.conversation_id), ctx.services.limits, ctx.now)
        if isinstance(decision, Refused):
            return decision
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="replacement", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.amount, currency=decision.currency,
            needs_approval=isinstance(decision, NeedsApproval),
            approval_reasons=decision.reasons if isinstance(decision, NeedsApproval) else (),
            article=decision.article)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return refused(result.reason) | _units(result.units)
    assert not isinstance(result, TokenUsed)  # no token: decided and proposed in one call
    return {"status": "awaiting_confirmation", "action_id": result.id, "value": str(result.amount),
            "needs_staff_approval": result.needs_approval,
            "next": "the customer has been asked to confirm the replacement; nothing is sent until they do"}


async def where_is_my_refund(args: s.WhereIsMyRefund, ctx: ToolContext) -> dict[str, Any]:
    """The customer's refunds with amount, day, provider status and expected arrival (policy's days);
    an overdue or reversed one is for a person, with these facts."""
    if args.order_id:
        owned = await _owned_order(args.order_id, ctx)
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


async def start_return(args: s.StartReturn, ctx: ToolContext) -> dict[str, Any]:
    """Propose a return of a delivered order's items; the customer must confirm. Decided under the
    order's lock on what is claimed now (as cancel_order), and again at the yes."""
    owned = await _owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    customer, order = owned
    items = tuple((i.sku, i.qty) for i in args.items)
    reason = args.reason.strip().lower().replace(" ", "_") or "other"

    def decide(ledger: Ledger) -> ProposedAction | Refused:
        current = ledger.order
        if current is None or current.customer_id != customer:
            return Refused("refused: no such order on this account", "returns")
        decision = decide_return(order_facts(current, ledger.claims), items, reason, ctx.services.returns, ctx.now,
                                 whole_order=args.whole_order)
        if isinstance(decision, Refused):
            return decision
        assert isinstance(decision, ReturnApproved)
        return ProposedAction(
            idempotency_key=ctx.step_key, conversation_id=ctx.conversation_id, customer_id=customer,
            kind="return", order_id=current.id, confirm_by=ctx.now + CONFIRM_TTL, items=decision.items,
            amount=decision.refund, currency=decision.currency, article=decision.article, reason=reason)

    result = await ctx.services.store.propose_refund(ctx.step_key, "", order.id, ctx.conversation_id,
                                                     day_start(ctx.now), decide)
    if isinstance(result, Refused):
        return {"decision": "refused", "reason": result.reason, "article": result.article}
    assert not isinstance(result, TokenUsed)  # no token: nothing to spend twice
    return {"status": "awaiting_confirmation", "action_id": result.id, "refund_on_receipt": str(result.amount),
            "currency": result.currency,
            "next": "the customer has been asked to confirm the return; the label is emailed after their yes"}


async def search_help_centre(args: s.SearchHelpCentre, ctx: ToolContext) -> dict[str, Any]:
    # Only passages above the relevance floor come back: below it the honest answer is a person.
    helpcentre = ctx.services.helpcentre
    found = await helpcentre.search(args.query) if helpcentre else []
    if not found:
        return {"results": [], "note": "nothing in the help centre answers this: do not guess; offer a person"}
    # slug + version in the journaled result are the citation (invariant 8).
    return {"results": [p.as_result() for p in found],
            "note": "answer only from these passages, quote the one you use and send its link"}


def _code_hash(conversation_id: int, code: str, secret: bytes) -> str:
    return hmac.new(secret, f"{conversation_id}:{code}".encode(), hashlib.sha256).hexdigest()


def _masked(email: str) -> str:
    name, _, domain = email.partition("@")
    return f"{name[:1]}***@{domain}"


async def _code_gate(ctx: ToolContext) -> Identity | dict[str, Any]:
    """The identity to run a code tool for, or the answer when there is nothing to do."""
    if await ctx.verified_customer():
        return {"status": "already verified"}
    identity = await ctx.services.store.identity(ctx.conversation_id)
    if identity.code_failures >= MAX_CODE_FAILURES:
        return refused("no more code attempts in this conversation; offer a person (request_human)")
    return identity


async def send_code(args: s.SendCode, ctx: ToolContext) -> dict[str, Any]:
    store = ctx.services.store
    identity = await _code_gate(ctx)
    if isinstance(identity, dict):
        return identity
    account = await store.customer(identity.claimed_customer_id) if identity.claimed_customer_id else None
    if account is None or not account.email:
        return refused("ask for an order number on the account first (get_order), then send_code")
    code = f"{secrets.randbelow(1_000_000):06d}"  # a secret, so random; keys are not
    saved = await store.save_code(ctx.conversation_id, account.id,
                                  _code_hash(ctx.conversation_id, code, ctx.services.token_secret),
                                  ctx.step_key, ctx.now + CODE_TTL, ctx.now)
    if isinstance(saved, CodeWait):
        minutes = math.ceil(saved.wait / timedelta(minutes=1))
        return refused(f"code limit: no new code was sent, codes for this account were sent recently; the "
                       f"next can be sent in {minutes} minutes. Tell the customer so: use the latest code "
                       "already received, or wait, or offer a person (request_human)") | {
                           "retry_in_minutes": minutes}
    if saved:
        # Always the address on file, never one typed in the chat (invariant 3).
        await ctx.services.mailer.send(account.email, "Your verification code",
                                       f"Your code is {code}. It expires in 10 minutes.")
    return {"status": "sent", "to": _masked(account.email), "expires_in_minutes": 10}


async def verify_code(args: s.VerifyCode, ctx: ToolContext) -> dict[str, Any]:
    store = ctx.services.store
    identity = await _code_gate(ctx)
    if isinstance(identity, dict):
        return identity
    latest = await store.latest_code(ctx.conversation_id)
    if latest is None:
        return refused("no code was sent; call send_code")
    if latest["expires_at"] <= ctx.now:
        return refused("the code expired; call send_code for a new one")
    expected = latest["code_hash"]
    given = _code_hash(ctx.conversation_id, args.code.strip(), ctx.services.token_secret)
    ok = hmac.compare_digest(expected, given)
    await store.record_attempt(ctx.conversation_id, ctx.step_key, code_id=latest["id"],
                               customer_id=latest["customer_id"] if ok else None)
    if ok:
        return {"status": "verified"}
    left = MAX_CODE_FAILURES - identity.code_failures - 1
    if left <= 0:
        return refused("wrong code and no tries left; offer a person (request_human)")
    return refused(f"wrong code; {left} tries left")


async def request_human(args: s.RequestHuman, ctx: ToolContext) -> dict[str, Any]:
    return {"status": "queued for a person"}


TOOLS: dict[str, Tool] = {t.name: t for t in [
    Tool("get_order", "Look up one of the customer's orders.", s.GetOrder, "low", get_order),
    Tool("list_orders", "List the customer's orders, newest first.", s.ListOrders, "low", list_orders),
    Tool("check_refund", "Ask policy whether a refund is allowed and for how much; returns a token "
         "unless refused.", s.CheckRefund, "low", check_refund),
    Tool("issue_refund", "Propose the refund a check_refund token allows; the customer must confirm.",
         s.IssueRefund, "high", issue_refund),
    Tool("change_address", "Propose a new delivery address for an order that has not shipped.",
         s.ChangeAddress, "medium", change_address),
    Tool("cancel_order", "Propose cancelling an order that has not shipped, with everything paid refunded; "
         "the customer must confirm. Shipped orders are refused: offer a return instead.",
         s.CancelOrder, "high", cancel_order),
    Tool("start_return", "Propose returning items of a delivered order (any reason, inside the return window); "
         "the customer must confirm, then a prepaid label is emailed and the refund is paid when the warehouse "
         "receives the items, less the return fee for the customer's own reasons.",
         s.StartReturn, "high", start_return),
    Tool("request_replacement", "Propose sending damaged, defective, wrong or missing items again at no "
         "charge instead of a refund (the customer chooses one or the other); the customer must confirm.",
         s.RequestReplacement, "high", request_replacement),
    Tool("where_is_my_refund", "List the customer's refunds with provider status and the day each should "
         "show by; an overdue one goes to a person.", s.WhereIsMyRefund, "low", where_is_my_refund),
    Tool("search_help_centre", "Search the shop's help-centre articles; answer policy only from them.",
         s.SearchHelpCentre, "low", search_help_centre),
    Tool("send_code", "Email a one-time code to the email on file for the account.", s.SendCode, "low",
         send_code),
    Tool("verify_code", "Check the one-time code the customer gives.", s.VerifyCode, "low", verify_code),
    Tool("request_human", "Hand the conversation to a person on the team.", s.RequestHuman, "low",
         request_human),
]}


@cache
def _shipped_schemas() -> str:
    return json.dumps([t.schema() for t in TOOLS.values()])  # built once; copied per turn


def tool_schemas(descriptions: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """The OpenAI tool definitions, generated from the argument models; a prompt version may word
    the descriptions the model reads (supportbot/core/prompt_version.py), never the arguments or what a tool does."""
    schemas: list[dict[str, Any]] = json.loads(_shipped_schemas())
    for schema in schemas:
        worded = (descriptions or {}).get(schema["function"]["name"])
        if worded:
            schema["function"]["description"] = worded
    return schemas


async def run_tool(name: str, arguments: dict[str, Any], ctx: ToolContext) -> dict[str, Any]:
    """Validate and run one proposed call; every failure is a refusal the model can read."""
    tool = TOOLS.get(name)
    if tool is None:
        return refused(f"no tool named {name}")
    try:
        args = tool.args.model_validate(arguments)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "arguments"
        return refused(f"invalid arguments for {name}: {where}: {first['msg']}")
    return await tool.handler(args, ctx)
