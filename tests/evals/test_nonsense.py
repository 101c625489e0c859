"""Nonsense to a customer (evals/nonsense.py): what no person would send, and none of our own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from evals.nonsense import nonsense

LOCALE = Path(__file__).resolve().parents[2] / "supportbot" / "words" / "locale"
LANGUAGE = {"hi_Latn": "hinglish"}  # the catalogue's locale -> the customer's language code


@pytest.mark.parametrize(("text", "language", "why"), [
    ("...", "en", "no words"),
    ("🙂🙂 👍", "en", "no words"),
    ('{"name": "get_order", "arguments": {}}', "en", "raw JSON or code"),
    ("Here:\n```json\n{}\n```", "en", "raw JSON or code"),
    ("Thanks!!!!!!!!!!", "en", "one character repeated"),
    ("You're a chatbot with a strong desire to help customers.", "en", "the model's role, not a reply"),
    ("As an AI language model I cannot see orders.", "en", "the model's role, not a reply"),
    ("no no no no", "en", "words looping"),
    ("I can help. I can help. I can help.", "en", "words looping"),
    ("Your parcel arrives today, thank you.", "hi", "not in the customer's script (hi)"),
    ("Your parcel arrives today, thank you.", "ta", "not in the customer's script (ta)"),
])
def test_nonsense_is_named(text, language, why):
    assert nonsense(text, language) == why


@pytest.mark.parametrize(("text", "language"), [
    ("Your order A-1042 is out for delivery and arrives today.", "en"),
    ("Done: 25.00 USD refunded to card ending 4242.", "en"),
    ("Sure, sure: I can help you with that.", "en"),
    ("You are a valued customer and your refund is on its way.", "en"),
    ("A-1042", "hi"),
    ("आपका ऑर्डर A-1042 आज पहुँचेगा।", "hi"),
    ("Aapka order A-1042 aaj pahunchega.", "hinglish"),
])
def test_a_plain_reply_is_not_nonsense(text, language):
    assert nonsense(text, language) is None


def test_none_of_the_bots_own_words_is_nonsense_in_any_language():
    """Every translated text the bot sends (Tamil's and Bengali's vowel signs included) passes."""
    checked = 0
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/supportbot.po")):
        language = LANGUAGE.get(po.parts[-3], po.parts[-3])
        with po.open(encoding="utf-8") as f:
            for message in read_po(f):
                # The fields are filled from data when sent ("{variant} {price}, {stock}"): the words
                # judged are the ones around them, and a text of fields alone has none to judge.
                words = re.sub(r"\{[^}]*\}", "", str(message.string))
                if message.id and message.string and not message.fuzzy and any(c.isalpha() for c in words):
                    checked += 1
                    assert nonsense(words, language) is None, (language, message.string)
    assert checked > 500
