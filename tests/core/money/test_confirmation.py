"""A typed yes or no to a confirmation prompt, in each of our languages; anything else is neither."""

from __future__ import annotations

import pytest

from supportbot.core.money.confirmation import recognise
from supportbot.core.turn import Said
from supportbot.core.types import MessageKind


def typed(text: str) -> tuple[Said, ...]:
    return (Said(1, MessageKind.TEXT, text, None),)


@pytest.mark.parametrize(("text", "answer"), [
    ("yes", True), ("yes please", True), ("no", False),
    ("sí", True), ("vale", True), ("no, gracias", False),
    ("हाँ", True), ("नहीं", False), ("haan ji", True), ("nahi", False),
    ("ஆம்", True), ("ஆமாம்", True), ("சரி", True), ("இல்லை", False), ("வேண்டாம்", False),
    ("হ্যাঁ", True), ("হ্যা", True), ("না", False), ("বাতিল", False),
    # Not an answer: a question, or more than a yes or no.
    ("ஆம் ஆனால் இரண்டு தட்டுகள்", None), ("না, আগে বলুন কত টাকা", None), ("where is my order?", None),
    ("ஆர்டர்", None), ("নাম", None),
])
def test_a_plain_yes_or_no_in_each_language(text, answer):
    assert recognise(typed(text), 7) is answer
