"""Transactional email (one-time codes, return labels) over EMAIL_API_BASE."""

from __future__ import annotations

import aiohttp


class EmailClient:
    def __init__(self, session: aiohttp.ClientSession, base_url: str, *, timeout: float = 5.0) -> None:
        self._session = session
        self._base = base_url.rstrip("/")
        self._timeout = aiohttp.ClientTimeout(total=timeout)

    async def send(self, to: str, subject: str, text: str, idempotency_key: str | None = None) -> bool:
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        try:
            async with self._session.post(f"{self._base}/v1/send", timeout=self._timeout, headers=headers,
                                          json={"to": to, "subject": subject, "text": text}) as resp:
                return resp.status == 200
        except (aiohttp.ClientError, TimeoutError):
            return False
