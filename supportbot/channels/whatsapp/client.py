"""A thin WhatsApp Cloud API client over aiohttp (our own: pywa's base URL is fixed).

Retries with backoff on 429/5xx and network faults; Meta's rate-limit codes 130429
(throughput) and 131056 (pair rate) come back as RetryLater for the job to defer, and 131047
(outside the 24 h window) and other 4xx as Rejected, never retried.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection
from datetime import datetime
from typing import Any

import aiohttp

from supportbot.core.ports import Recipient, Rejected, RetryLater, SendOutcome, Sent
from supportbot.core.templates import MessageTemplate, Unreachable
from supportbot.core.types import Outbound, OutboundButtons, OutboundList, OutboundTemplate, OutboundText
from supportbot.core.window import window_open

log = logging.getLogger(__name__)

MAX_TEXT = 4096
MAX_BUTTONS, MAX_BUTTON_TITLE = 3, 20
MAX_ROWS, MAX_ROW_TITLE, MAX_ROW_DESCRIPTION, MAX_LIST_BUTTON = 10, 24, 72, 20
RATE_LIMIT_CODES = frozenset({130429, 131056})
TEMPLATE_FIELDS = "name,language,status,category,components"
TEMPLATE_PAGE = 100
MAX_TEMPLATE_PAGES = 50  # 5,000 templates: past Meta's per-account limit, so a cursor loop cannot run forever


def graph_body(to: Recipient, message: Outbound) -> dict[str, Any]:
    """The Graph API body for one message; raises ValueError where Meta would refuse it."""
    body: dict[str, Any] = {"messaging_product": "whatsapp", "recipient_type": "individual"}
    if to.wa_id:
        body["to"] = to.wa_id
    elif to.user_id:
        body["recipient"] = to.user_id  # business-scoped user id when Meta gave no phone
    else:
        raise ValueError("recipient has neither a phone number nor a user id")
    match message:
        case OutboundText(text=text):
            _check(len(text) <= MAX_TEXT, f"text longer than {MAX_TEXT} characters")
            body |= {"type": "text", "text": {"preview_url": False, "body": text}}
        case OutboundButtons(text=text, buttons=buttons):
            _check(1 <= len(buttons) <= MAX_BUTTONS, f"1 to {MAX_BUTTONS} reply buttons")
            _check(all(len(b.title) <= MAX_BUTTON_TITLE for b in buttons),
                   f"button titles at most {MAX_BUTTON_TITLE} characters")
            body |= {"type": "interactive", "interactive": {
                "type": "button", "body": {"text": text},
                "action": {"buttons": [{"type": "reply", "reply": {"id": b.id, "title": b.title}}
                                       for b in buttons]}}}
        case OutboundList(text=text, button_label=label, rows=rows, section_title=section):
            _check(1 <= len(rows) <= MAX_ROWS, f"1 to {MAX_ROWS} list rows")
            _check(len(label) <= MAX_LIST_BUTTON, f"list button at most {MAX_LIST_BUTTON} characters")
            _check(all(len(r.title) <= MAX_ROW_TITLE for r in rows),
                   f"row titles at most {MAX_ROW_TITLE} characters")
            body |= {"type": "interactive", "interactive": {
                "type": "list", "body": {"text": text},
                "action": {"button": label, "sections": [{"title": section, "rows": [
                    {"id": r.id, "title": r.title}
                    | ({"description": r.description[:MAX_ROW_DESCRIPTION]} if r.description else {})
                    for r in rows]}]}}}
        case OutboundTemplate(name=name, language=language, parameters=params):
            template: dict[str, Any] = {"name": name, "language": {"code": language}}
            if params:
                template["components"] = [{"type": "body", "parameters": [
                    {"type": "text", "text": p} for p in params]}]
            body |= {"type": "template", "template": template}
    return body


def _check(ok: bool, rule: str) -> None:
    if not ok:
        raise ValueError(f"WhatsApp allows {rule}")


def _error_code(document: Any) -> tuple[int | None, str]:
    error = document.get("error", {}) if isinstance(document, dict) else {}
    code = error.get("code")
    return (code if isinstance(code, int) else None), str(error.get("message", document))[:300]


def outside_window(to: Recipient, message: Outbound, now: datetime, templates: Collection[str]) -> str | None:
    """Why WhatsApp would refuse this message to this customer now, or None.

    Outside the 24 h customer-service window only approved templates may be sent (Meta answers
    131047 otherwise); we refuse before calling Meta, so nothing is attempted or billed.
    """
    if isinstance(message, OutboundTemplate):
        return None if message.name in templates else f"template {message.name!r} is not an approved template"
    if not window_open(to.last_inbound_at, now):
        return "outside the 24 h customer-service window: only an approved template may be sent"
    return None


class GraphClient:
    """Sends messages and read receipts; every outcome is a value, never an exception."""

    def __init__(self, session: aiohttp.ClientSession, base_url: str, version: str, token: str,
                 *, attempts: int = 3, backoff: float = 0.25, timeout: float = 10.0,
                 rate_limit_pause: float = 30.0, now: Callable[[], datetime] | None = None,
                 templates: Collection[str] = ()) -> None:
        self._session = session
        self._base = f"{base_url.rstrip('/')}/{version}"
        self._headers = {"Authorization": f"Bearer {token}"}
        self._attempts = attempts
        self._backoff = backoff
        self._timeout = aiohttp.ClientTimeout(total=timeout)
        self._rate_limit_pause = rate_limit_pause
        self._now = now  # None: no window rule (tools and tests that send on their own)
        self._templates = frozenset(templates)
        # Names Meta listed as APPROVED on the last read (list_templates): sendable outside the window too.
        self._listed: frozenset[str] = frozenset()

    async def send(self, to: Recipient, message: Outbound) -> SendOutcome:
        if self._now is not None and (why := outside_window(to, message, self._now(),
                                                             self._templates | self._listed)):
            return Rejected(131047, why)
        try:
            body = graph_body(to, message)
        except ValueError as exc:
            return Rejected(None, str(exc))
        status, document = await self._post(f"/{to.business_number_id}/messages", body)
        if status == 200:
            try:
                return Sent(document["messages"][0]["id"])
            except (KeyError, IndexError, TypeError):
                return RetryLater(None, f"unexpected Graph response: {str(document)[:200]}", 5.0)
        code, detail = _error_code(document)
        if code in RATE_LIMIT_CODES:
            return RetryLater(code, detail, self._rate_limit_pause)
        if status is None or status == 429 or status >= 500:
            return RetryLater(code, detail, self._rate_limit_pause / 3)
        return Rejected(code, detail)

    async def list_templates(self, business_account_id: str) -> list[MessageTemplate] | Unreachable:
        """Every template of the WhatsApp Business Account, all pages (GET /{WABA-ID}/message_templates,
        `paging.cursors.after` while Meta gives a `paging.next`)."""
        found: list[MessageTemplate] = []
        query = {"fields": TEMPLATE_FIELDS, "limit": str(TEMPLATE_PAGE)}
        for _ in range(MAX_TEMPLATE_PAGES):
            status, document = await self._get(f"/{business_account_id}/message_templates", query)
            if status != 200 or not isinstance(document, dict):
                return Unreachable(f"{status}: {_error_code(document)[1]}")
            found += [_template(t) for t in document.get("data") or [] if isinstance(t, dict)]
            paging = document.get("paging") or {}
            after = (paging.get("cursors") or {}).get("after")
            if not paging.get("next") or not after:
                break
            query = query | {"after": after}
        self._listed = frozenset(t.name for t in found if t.approved)
        return found

    async def mark_read(self, business_number_id: str, message_id: str) -> None:
        await self._post(f"/{business_number_id}/messages",
                         {"messaging_product": "whatsapp", "status": "read", "message_id": message_id})

    async def _get(self, path: str, query: dict[str, str]) -> tuple[int | None, Any]:
        try:
            async with self._session.get(self._base + path, params=query, headers=self._headers,
                                         timeout=self._timeout) as resp:
                return resp.status, await resp.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            return None, {"error": {"message": f"network: {exc!r}"}}

    async def _post(self, path: str, body: dict[str, Any]) -> tuple[int | None, Any]:
        """POST with backoff on 429/5xx/network faults; (None, reason) when the network failed."""
        status: int | None = None
        document: Any = None
        for attempt in range(self._attempts):
            if attempt:
                await asyncio.sleep(self._backoff * 2 ** (attempt - 1))
            try:
                async with self._session.post(self._base + path, json=body, headers=self._headers,
                                              timeout=self._timeout) as resp:
                    status = resp.status
                    document = await resp.json(content_type=None)
            except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
                status, document = None, {"error": {"message": f"network: {exc!r}"}}
                continue
            code, _ = _error_code(document)
            if status == 200 or (status < 500 and status != 429) or code in RATE_LIMIT_CODES:
                break
        if status != 200:
            log.warning("graph api %s -> %s %s", path, status, str(document)[:300])
        return status, document


def _template(item: dict[str, Any]) -> MessageTemplate:
    """One entry of Meta's template list; the body is the BODY component's text (`{{1}}` placeholders)."""
    body = next((c.get("text", "") for c in item.get("components") or []
                 if isinstance(c, dict) and str(c.get("type", "")).upper() == "BODY"), "")
    return MessageTemplate(name=str(item.get("name", "")), language=str(item.get("language", "")),
                           status=str(item.get("status", "")), category=str(item.get("category", "")), body=body)
