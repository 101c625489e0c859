"""Rising frustration, read by code from the customer's own words: shouting, exclamation runs,
and the words people use when a bot is failing them. Two such messages in a row -> a person."""

from __future__ import annotations

import re

_WORDS = re.compile(
    r"\b(useless|ridiculous|worst|pathetic|stupid bot|not helping|no help|waste of time|fed up|"
    r"bakwas|bekaar|pagal|inutil|inútil|horrible|fatal)\b",
    re.IGNORECASE,
)


def frustrated(text: str | None) -> bool:
    if not text:
        return False
    letters = [c for c in text if c.isalpha()]
    shouting = len(letters) >= 10 and sum(c.isupper() for c in letters) / len(letters) >= 0.7
    return shouting or "!!!" in text or _WORDS.search(text) is not None


def rising(earlier: list[str], now: list[str]) -> bool:
    """Frustrated now, and in the message just before: a trend, not one bad moment."""
    return any(frustrated(t) for t in now) and bool(earlier) and frustrated(earlier[-1])
