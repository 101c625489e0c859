"""WhatsApp templates for staff: `supportbot template NAME` in a taken-over thread sends one (the
worker chooses its language and fills it: supportbot/worker/templates.py); `/supportbot templates`
lists the business's approved ones, `/supportbot template NAME` shows one (a slash command
carries no thread, so it cannot send)."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

from supportbot.core.templates import MessageTemplate, Unreachable
from supportbot.words.template_notes import listing

SEND = re.compile(r"\s*/?supportbot\s+template\s+(\S+)\s*", re.IGNORECASE)
"""A thread reply that asks for a template instead of being relayed as written."""

TemplateList = Callable[[], Awaitable[list[MessageTemplate] | Unreachable]]


def asked_for(text: str) -> str | None:
    """The template a thread message names (Meta's names are lower case); None for an ordinary reply."""
    found = SEND.fullmatch(text)
    return found[1].lower() if found else None


async def shown(read: TemplateList | None, fields: dict[str, tuple[str, ...]], name: str | None = None) -> str:
    """The approved templates (or only `name`'s languages), as staff read them in Slack."""
    found = await read() if read is not None else Unreachable("no WhatsApp template list is set up here")
    if isinstance(found, Unreachable):
        return f"The template list could not be read: {found.detail}."
    if name is not None:
        found = [t for t in found if t.name == name.lower()]
        if not found:
            return f"No template {name[:40].encode('unicode_escape').decode()!r}. `/supportbot templates` lists them."
    return listing(found, fields)
