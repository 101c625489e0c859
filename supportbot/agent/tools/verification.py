"""The send_code and verify_code tools: a one-time code to the email on file verifies the session."""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
from datetime import timedelta
from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import refused
from supportbot.agent.tools.context import ToolContext
from supportbot.core.codes import CodeWait
from supportbot.core.money.actions import Identity

CODE_TTL = timedelta(minutes=10)
MAX_CODE_FAILURES = 3


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
