"""Invisible characters: tag characters, zero-width and bidi controls are removed (issue 13 item 4)."""

from __future__ import annotations

import pytest

from supportbot.core.understanding.invisible import strip_invisible


@pytest.mark.parametrize("char", [
    *(chr(c) for c in (0xE0000, 0xE0001, 0xE0020, 0xE0041, 0xE007F)),  # tags: hidden ASCII
    "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e",  # zero-width and soft hyphen
    *(chr(c) for c in range(0x202A, 0x202F)), *(chr(c) for c in range(0x2066, 0x206A)),  # bidi
    "\u200e", "\u200f", "\u061c",  # direction marks
])
def test_each_invisible_character_is_removed(char):
    assert strip_invisible(f"re{char}fund") == "refund"


def test_visible_text_in_every_language_is_kept():
    for text in ("Where is A-1042?", "¿Dónde está mi pedido?", "मेरा ऑर्डर कहाँ है?", "mera order kahan hai 🙂",
                 "line one\nline two\ttab"):
        assert strip_invisible(text) == text


def test_none_stays_none():
    assert strip_invisible(None) is None
