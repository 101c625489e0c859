"""Refunds through Stripe with the official `stripe` client, the action's key as `Idempotency-Key`.

Outcomes are values. A timeout, a 5xx or a 429 is an *unknown* outcome: the refund may have been
committed, so it is recorded as pending and settled by `lookup` (invariant 2), never retried
blind under a new key. Stripe answers a repeated key with its first result; the same key with
other parameters is its `idempotency_error`, also unknown here: the first request under the key
is the one that counts, and the reconciler finds it (or its absence) by the key we put in the
refund's metadata, so the action is neither paid twice nor lost.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from decimal import Decimal
from typing import Any

import aiohttp
import stripe

from supportbot.core.money.minor_units import to_minor_units
from supportbot.core.ports import RefundFailed, RefundOutcome, RefundSucceeded, RefundUnknown

# Stripe counts a pending refund as made (it settles or fails later, and a failure arrives as a
# refund.failed event); failed and canceled ones moved no money.
MADE = frozenset({"succeeded", "pending", "requires_action"})
PaymentRefOf = Callable[[str], Awaitable[str | None]]


class StripePayments:
    """The Payments port over Stripe: refunds against the order's payment intent."""

    def __init__(self, api_key: str, api_base: str, session: aiohttp.ClientSession, payment_ref_of: PaymentRefOf,
                 *, timeout: float = 5.0) -> None:
        # No retries inside the client: one call fits the turn's deadline, and an unanswered one is
        # the reconciler's to settle by key (supportbot/worker/reconcile.py).
        self._stripe = stripe.StripeClient(
            api_key, base_addresses={"api": api_base.rstrip("/")}, max_network_retries=0,
            http_client=stripe.AIOHTTPClient(session=session, timeout=aiohttp.ClientTimeout(total=timeout)))
        self._payment_ref_of = payment_ref_of

    async def refund(self, key: str, order_id: str, amount: Decimal, currency: str,
                     payment_ref: str | None = None) -> RefundOutcome:
        intent = payment_ref or await self._payment_ref_of(order_id)
        if not intent:
            return RefundFailed(f"order {order_id} has no payment reference to refund against")
        try:
            minor = to_minor_units(amount, currency)
        except ValueError as exc:
            return RefundFailed(str(exc))
        params: Any = {"payment_intent": intent, "amount": minor, "currency": currency.lower(),
                       "reason": "requested_by_customer",
                       "metadata": {"order_id": order_id, "idempotency_key": key}}
        try:
            made = await self._stripe.v1.refunds.create_async(params, {"idempotency_key": key})
        except stripe.IdempotencyError as exc:
            return RefundUnknown(f"the provider holds another request under this key: {exc.user_message}")
        except (stripe.APIConnectionError, stripe.APIError, stripe.RateLimitError, TimeoutError,
                aiohttp.ClientError) as exc:
            return RefundUnknown(f"no answer from the provider: {type(exc).__name__}")
        except stripe.StripeError as exc:  # card, request, auth and permission errors: nothing was refunded
            return RefundFailed(f"provider refused ({exc.http_status}): {exc.user_message or exc}"[:300])
        return _outcome(made)

    async def lookup(self, key: str, order_id: str) -> RefundOutcome:
        """What Stripe holds under this key on the order's payment intent: made, or nothing (failed)."""
        intent = await self._payment_ref_of(order_id)
        if not intent:
            return RefundFailed(f"order {order_id} has no payment reference")
        try:
            page = await self._stripe.v1.refunds.list_async({"payment_intent": intent, "limit": 100})
            found = [r async for r in page.auto_paging_iter() if (r.metadata or {}).get("idempotency_key") == key]
        except (stripe.StripeError, TimeoutError, aiohttp.ClientError) as exc:
            return RefundUnknown(f"no answer from the provider: {type(exc).__name__}")
        if not found:
            return RefundFailed("the provider has no refund under this key")
        return _outcome(found[0])


def _outcome(refund: stripe.Refund) -> RefundOutcome:
    if refund.status in MADE:
        return RefundSucceeded(str(refund.id))
    return RefundFailed(f"refund {refund.id} {refund.status}: {getattr(refund, 'failure_reason', None)}")
