"""Which language a customer writes in, and the one language a turn answers in. Pure.

Detection is code's reading of the words; `turn_language` is the turn's decision, made once by
`bot.runner.run_turn` and carried on the turn (`TurnInput.language`): gates, flows and replies
read it from there and never decide again.
"""

from __future__ import annotations

import re

LANGUAGES = ("en", "es", "hi", "hinglish")  # every fixed text exists in these (bot/words/wording.py)

_HINGLISH = re.compile(r"\b(mera|meri|mujhe|kahan|kab|hai|nahi|kya|aaya|karo|chahiye)\b", re.I)
_SPANISH = re.compile(r"[¿¡ñ]|\b(hola|pedido|dónde|donde|quiero|gracias|por favor|reembolso)\b", re.I)
# English is what detection falls back to, so it counts only when the text plainly says so.
_ENGLISH = re.compile(r"\b(where|my|order|the|is|refund|please|thanks|thank|hello|when|what|can|you|"
                      r"want|need|help|it|was|not|broken|arrived)\b", re.I)


def detect(text: str, default: str = "en") -> str:
    """The language the words are in, or `default` when nothing in them says."""
    if re.search(r"[\u0900-\u097f]", text):
        return "hi"
    if _SPANISH.search(text):
        return "es"
    if _HINGLISH.search(text):
        return "hinglish"
    return default


def sure(text: str) -> str | None:
    """The language the text is plainly in, or None when detection would only be guessing."""
    found = detect(text, default="")
    if found:
        return found
    return "en" if len(_ENGLISH.findall(text)) >= 2 else None


def turn_language(said: str, *, conversation: str | None, known: str) -> str:
    """The language to answer a turn in: what code reads in the customer's words, else what the
    conversation was in, else `known` (what memory or the account says; a "yes" carries no
    language of its own). The small model's reading, when it routed, outranks all of these."""
    return detect(said, conversation or known)
