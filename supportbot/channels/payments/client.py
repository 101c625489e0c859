"""The payment provider's refund API, with our idempotency key on every request.

Outcomes are values. A timeout or a 5xx is an *unknown* outcome: the refund may have been
committed, so it is recorded as pending and settled by `lookup` (invariant 2), never retried
blind under a new key.
"""

from __future__ import annotations

from decimal import Decimal

import aiohttp

from supportbot.core.ports import RefundFailed, RefundOutcome, RefundSucceeded, RefundUnknown


class PaymentsClient:
    def __init__(self, session: aiohttp.ClientSession, base_url: str, *, timeout: float = 5.0) -> None:
        self._session = session
        self._base = base_url.rstrip("/")
        self._timeout = aiohttp.ClientTimeout(total=timeout)

    async def refund(self, key: str, order_id: str, amount: Decimal, currency: str) -> RefundOutcome:
        body = {"order_id": order_id, "amount": str(amount), "currency": currency}
        try:
            async with self._session.post(f"{self._base}/v1/refunds", json=body, timeout=self._timeout,
                                          headers={"Idempotency-Key": key}) as resp:
                document = await resp.json(content_type=None)
                status = resp.status
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            return RefundUnknown(f"no answer from the provider: {exc!r}")
        if status == 200 and document.get("status") == "succeeded":
            return RefundSucceeded(str(document["id"]))
        if status >= 500:
            return RefundUnknown(f"provider error {status}")
        return RefundFailed(f"provider refused ({status}): {str(document)[:200]}")

    async def lookup(self, key: str) -> RefundOutcome:
        """What the provider knows under this key: succeeded, or nothing (failed)."""
        try:
            async with self._session.get(f"{self._base}/v1/refunds", params={"idempotency_key": key},
                                         timeout=self._timeout) as resp:
                document = await resp.json(content_type=None)
                status = resp.status
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            return RefundUnknown(f"no answer from the provider: {exc!r}")
        if status != 200:
            return RefundUnknown(f"provider error {status}")
        found = [r for r in document.get("data", []) if r.get("status") == "succeeded"]
        if found:
            return RefundSucceeded(str(found[0]["id"]))
        return RefundFailed("the provider has no refund under this key")
