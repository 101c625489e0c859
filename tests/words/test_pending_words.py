"""A claim waiting for approval is worded as pending, never as refunded, in every language (issue 13.2)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from supportbot.core.language import LANGUAGES
from supportbot.core.shop.orders import Order, OrderItem
from supportbot.words import replies
from supportbot.words.po_files import texts

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
ORDER = Order(id="A-1042", customer_id="C-1", status="delivered",
              items=(OrderItem(sku="PLATE-1", name="Stoneware plate", qty=3, unit_price=Decimal("25.00")),),
              delivery_fee=Decimal("5.00"), paid=Decimal("80.00"), refunded=Decimal("0.00"), currency="USD",
              payment_method=None, placed_at=NOW, shipped_at=NOW, delivered_at=NOW, eta=None, carrier=None,
              tracking=None)
# The word for "pending" in each language's text, and the word for "refunded": both must be
# there, each next to its own number.
PENDING = {"en": "still pending", "es": "sigue pendiente", "hi": "लंबित", "hinglish": "pending", "ta": "நிலுவையில்",
           "bn": "প্রক্রিয়াধীন"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_units_taken_tells_refunded_and_pending_apart(lang):
    text = replies.units_taken(ORDER, "PLATE-1", asked=1, ordered=3, refunded=1, pending=2, lang=lang).text
    assert PENDING[lang] in text
    assert "Stoneware plate" in text and "A-1042" in text
    numbers = [int(n) for n in re.findall(r"(?<!\d)\d(?!\d)", text)]
    assert numbers.count(2) == 1 and numbers.count(3) == 1  # the pending 2 and the ordered 3, each once


def test_every_language_has_its_own_wording():
    catalogue = texts()
    for key in ("units_taken", "refund_stopped"):
        assert set(catalogue[key]) == set(LANGUAGES), key
        assert len(set(catalogue[key].values())) == len(LANGUAGES), key
