"""Saved replies: texts staff send from a handoff thread, in the customer's language.

They live in the bot's word catalogues under `saved:NAME` (supportbot/words/locale), so translators
see them with every other text; `supportbot reply NAME` written in a taken-over thread sends one,
and `/supportbot replies` and `/supportbot reply NAME` list and preview them (a Slack slash command
carries no thread, so it cannot send).
"""

from __future__ import annotations

import re

from supportbot.core.language import LANGUAGES
from supportbot.words.replies import saved_names, saved_reply

SEND = re.compile(r"\s*/?supportbot\s+reply\s+(\S+)\s*", re.IGNORECASE)
"""A thread reply that asks for a saved reply instead of being relayed as written."""


def asked_for(text: str) -> str | None:
    """The saved reply a thread message names, lower-cased; None when it is an ordinary reply."""
    found = SEND.fullmatch(text)
    return found[1].lower() if found else None


def listing() -> str:
    return (f"Saved replies: {', '.join(saved_names())}. In a thread you have taken over, write "
            "`supportbot reply NAME` to send one in the customer's language; `/supportbot reply NAME` "
            "previews it.")


def unknown(name: str) -> str:
    shown = name[:40].encode("unicode_escape").decode()
    return f"No saved reply {shown!r}; nothing was sent. {listing()}"


def preview(name: str) -> str:
    """The saved reply in every language the bot speaks, for staff to read before sending."""
    if name.lower() not in saved_names():
        return unknown(name)
    return "\n".join([f"Saved reply `{name.lower()}`:"] +
                     [f"• {lang}: {saved_reply(name.lower(), lang).text}" for lang in LANGUAGES])
