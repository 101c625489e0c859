"""Getting a message to the customer once: under an idempotency key, inside the rules of the
24 h window. Every path that speaks to the customer goes through here."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from arq import Retry

from supportbot.core.journal import RunJournal
from supportbot.core.language import DEFAULT, spoken
from supportbot.core.ports import NOT_STORED_FORGOTTEN, Recipient, Rejected, RetryLater, Sent
from supportbot.core.templates import meta_language
from supportbot.core.types import Outbound, OutboundTemplate, OutboundText
from supportbot.core.window import window_open
from supportbot.worker.deps import Deps

log = logging.getLogger(__name__)


async def send_once(deps: Deps, to: Recipient, conversation_id: int, run_id: int | None, key: str,
                    message: Outbound, journal: RunJournal | None = None, *, record_sent: bool = True
                    ) -> dict[str, Any]:
    """Send under an idempotency key: a message recorded as sent is never sent again. A run's
    journal writes the decisions it holds with the outbox row: the send rests on them.
    `record_sent=False`: the caller writes the send's record ({"wamid"} under `key`) in its next
    statement, durably (a run's last send: with the close's read, supportbot/worker/turns.py)."""
    if journal is None:
        already = await deps.outbox.prepare(conversation_id, run_id, key, message)
    else:
        already = await journal.with_held(lambda held: deps.outbox.prepare(conversation_id, run_id, key, message, held))
    if already == NOT_STORED_FORGOTTEN:  # forgotten while this turn ran: the customer's words go nowhere more
        return {"dropped": "forgotten"}
    if already:
        return {"wamid": already}
    outcome = await deps.messenger.send(to, message)
    match outcome:
        case Sent(message_id=wamid):
            if record_sent:
                await deps.outbox.sent(key, wamid)
            return {"wamid": wamid}
        case Rejected(code=code, detail=detail):
            await deps.outbox.failed(key, f"{code}: {detail}")
            return {"rejected": code, "detail": detail}
        case RetryLater(after_seconds=after, detail=detail):
            log.warning("send deferred %.0fs: %s", after, detail)
            raise Retry(defer=after)
    raise AssertionError(outcome)


def template_language(language: str, approved: tuple[str, ...]) -> str:
    """The language code to send the template in: the customer's when the template is approved in
    it (the body parameter is already worded in their language), else the first approved one."""
    code = meta_language(language)
    return code if code in approved else (approved[0] if approved else DEFAULT)


Wording = OutboundText | Callable[[str], OutboundText]
"""A text, or how to word it in a language: the conversation's language is read at sending time."""


async def tell(deps: Deps, conversation_id: int, key: str, message: Wording, template: str) -> None:
    """Free-form inside WhatsApp's 24 h customer-service window; the approved template outside it."""
    to = await deps.runs.recipient(conversation_id)
    if callable(message):
        message = message(spoken(to.language))
    inside = window_open(to.last_inbound_at, deps.now())
    outbound = message if inside else OutboundTemplate(
        template, template_language(spoken(to.language), deps.update_template_languages), (message.text[:1000],))
    await send_once(deps, to, conversation_id, None, key, outbound)
