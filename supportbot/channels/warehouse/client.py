"""The carrier/warehouse's returns API over WAREHOUSE_API_BASE, with our idempotency key.

`POST /v1/returns` (Idempotency-Key) -> {"id": "ret_...", "label_url": "...", "status": "label_created"}:
the same key answers with the same return, so a retried call never makes a second label.
"""

from __future__ import annotations

import aiohttp

from supportbot.core.ports import ReturnLabel


class WarehouseClient:
    def __init__(self, session: aiohttp.ClientSession, base_url: str, *, timeout: float = 5.0) -> None:
        self._session = session
        self._base = base_url.rstrip("/")
        self._timeout = aiohttp.ClientTimeout(total=timeout)

    async def create_return(self, key: str, order_id: str, items: tuple[tuple[str, int], ...]) -> ReturnLabel | None:
        body = {"order_id": order_id, "items": [{"sku": sku, "qty": qty} for sku, qty in items]}
        try:
            async with self._session.post(f"{self._base}/v1/returns", json=body, timeout=self._timeout,
                                          headers={"Idempotency-Key": key}) as resp:
                document = await resp.json(content_type=None)
                status = resp.status
        except (aiohttp.ClientError, TimeoutError, ValueError):
            return None
        if status != 200 or not document.get("id") or not document.get("label_url"):
            return None
        return ReturnLabel(str(document["id"]), str(document["label_url"]))
