"""Every fixed text the bot sends, by key, in English, Spanish, Hindi, Hinglish, Tamil and Bengali.

A customer who writes in Hindi should not get the confirmation, the handoff or the question for
a missing detail in English. The texts are gettext catalogues (supportbot/words/locale, the guide
in docs/translating.md), read compiled once at import (supportbot/words/catalogue.py). `say` looks
a text up: a language with no translation of a key gets the English, which tests/words/test_wording.py
never lets ship.
"""

from __future__ import annotations

from supportbot.core.language import LANGUAGES  # noqa: F401  (the one list; re-exported for the catalogue)
from supportbot.words.catalogue import load

# Key -> {language: text}. Code that recognises the bot's own questions in a reply reads it whole
# (supportbot/rungs/returns_flow.py); everything else says a text.
TEXTS: dict[str, dict[str, str]] = load()


def say(key: str, lang: str = "en", **fields: object) -> str:
    """The text under `key` in `lang` (English when we have no wording in it), fields filled in."""
    wording = TEXTS[key]
    return wording.get(lang, wording["en"]).format(**fields)


def date(day: int, month: int, lang: str = "en") -> str:
    """A day of the year as a customer reads it in `lang`: "5 Dec", "5 de diciembre", "டிசம்பர் 5"."""
    return say("date", lang, day=day, month=say(f"month:{month}", lang))
