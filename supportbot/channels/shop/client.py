"""The shop system's order API: no-charge replacement orders, with our idempotency key.

The same key and body always get the shop's first answer, so a replayed step (a crash after the
request, a retried job) finds the order it already created instead of creating a second one.
"""

from __future__ import annotations

import aiohttp

from supportbot.core.ports import ReplacementCreated, ReplacementFailed, ReplacementOutcome, ReplacementUnknown


class ShopClient:
    def __init__(self, session: aiohttp.ClientSession, base_url: str, *, timeout: float = 5.0) -> None:
        self._session = session
        self._base = base_url.rstrip("/")
        self._timeout = aiohttp.ClientTimeout(total=timeout)

    async def create_replacement(self, key: str, order_id: str, items: tuple[tuple[str, int], ...],
                                 reason: str) -> ReplacementOutcome:
        body = {"items": [{"sku": sku, "qty": qty} for sku, qty in items], "reason": reason,
                "charge": "0.00"}
        try:
            async with self._session.post(f"{self._base}/v1/orders/{order_id}/replacements", json=body,
                                          timeout=self._timeout, headers={"Idempotency-Key": key}) as resp:
                document = await resp.json(content_type=None)
                status = resp.status
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            return ReplacementUnknown(f"no answer from the shop: {exc!r}")
        if status in (200, 201) and document.get("status") == "created":
            return ReplacementCreated(str(document["id"]))
        if status >= 500:
            return ReplacementUnknown(f"shop error {status}")
        return ReplacementFailed(f"shop refused ({status}): {str(document)[:200]}")
