"""The currency an amount in a reply is written in, held against the currency a fact was paid in (issue 27 item 1).

"I've refunded 35.00 EUR" is not borne out by 35.00 USD refunded, nor "$450" by ₹450: the number alone matches, the
money does not. An amount keeps the currencies its mark can mean ("$" is any dollar, "USD" one); an amount written
without a mark, or with a word that names money in general (Bengali's "টাকা" is said of rupees as well as taka),
says nothing about its currency and is compared by its number alone.
"""

from __future__ import annotations

import re
from decimal import Decimal

_DOLLARS = frozenset({"USD", "CAD", "AUD", "NZD", "SGD", "HKD"})
# A mark as the reader folds it (case folded, dots dropped) -> the ISO codes it may stand for.
_MARKS: dict[str, frozenset[str]] = {}
for _codes, _written in (
        (_DOLLARS, ("$", "dollar", "dollars", "dólares", "dolares", "डॉलर", "டாலர்", "ডলার")),
        (frozenset({"USD"}), ("usd", "us$")),
        (frozenset({"EUR"}), ("€", "eur", "euro", "euros", "यूरो", "யூரோ", "ইউরো")),
        (frozenset({"INR"}), ("₹", "inr", "rs", "rupee", "rupees", "रुपये", "रुपए", "रु", "ரூபாய்", "ரூ")),
        (frozenset({"GBP"}), ("£", "gbp", "pound", "pounds", "libra", "libras")),
        (frozenset({"BDT"}), ("৳", "bdt"))):
    for _mark in _written:
        _MARKS[_mark] = _codes


class Money(Decimal):
    """An amount as the reply wrote it: its value (compared as any Decimal) and the currencies its mark may mean."""

    currencies: frozenset[str] | None

    def __new__(cls, value: Decimal, currencies: frozenset[str] | None) -> Money:
        made = super().__new__(cls, value)
        made.currencies = currencies
        return made


def written(value: Decimal, token: str) -> Money:
    """The amount with the currency its token's mark names ("35,00 €": EUR; "35.00": none said)."""
    mark = re.sub(r"[\d.,'\s\u00a0\u202f]", "", token)
    return Money(value, _MARKS.get(mark))


def same_currency(amount: Decimal, currency: str | None) -> bool:
    """Whether an amount the reply wrote may be in the currency a fact records (either unknown: it may be)."""
    currencies = getattr(amount, "currencies", None)
    return currencies is None or currency is None or currency in currencies
