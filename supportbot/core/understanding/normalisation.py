"""Message text as every rule table and classifier reads it: folded, lowercased, order ids as a placeholder."""

from __future__ import annotations

import re
import unicodedata

ORDER_PLACEHOLDER = "ordref"

# Shop ids (A-1042) and bitext order numbers (6+ digits); bitext invoice ids (#85632) stay.
_ORDER_ID = re.compile(r"\b[a-z]{1,3}-?\d{3,}\b|\b\d{6,}\b")
# Nuktas and Devanagari chandrabindu are typed inconsistently; matching ignores them.
_FOLD = str.maketrans({"\u093c": None, "\u09bc": None, "\u0901": "\u0902",
                       "\u200b": None, "\u200c": None, "\u200d": None, "\ufeff": None})


def fold(text: str) -> str:
    """NFKC, with the marks typed inconsistently dropped; case is kept, so patterns fold too."""
    return unicodedata.normalize("NFKC", text).translate(_FOLD)


def normalise(text: str) -> str:
    """Lowercase, NFKC, fold Indic spelling variants, and replace order ids by a placeholder."""
    text = fold(text).lower()
    return " ".join(_ORDER_ID.sub(f" {ORDER_PLACEHOLDER} ", text).split())


def compile_rules(rules: dict[str, tuple[str, ...]]) -> re.Pattern[str]:
    # Patterns are written lowercase; only fold them (lower() would turn \W into \w).
    return re.compile("|".join(f"(?:{fold(p)})" for ps in rules.values() for p in ps))


def folded_pattern(pattern: str) -> re.Pattern[str]:
    """One pattern, case-blind, for text read through fold(): folded the same way, or a nukta typed
    in the pattern would never meet the text that lost it."""
    return re.compile(fold(pattern), re.I)
