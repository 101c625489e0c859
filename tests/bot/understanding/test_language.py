"""Which language the customer writes in, and the one language a turn answers in."""

from __future__ import annotations

import pytest

from bot.understanding.language import detect, sure, turn_language


@pytest.mark.parametrize(("text", "language"), [
    ("where is my order", "en"), ("mera order kahan hai", "hinglish"), ("¿dónde está mi pedido?", "es"),
    ("मेरा ऑर्डर कहाँ है", "hi"),
])
def test_detection(text, language):
    assert detect(text) == language


@pytest.mark.parametrize(("text", "lang"), [
    ("hola, ¿dónde está mi pedido?", "es"), ("mera order kahan hai", "hinglish"), ("मेरा ऑर्डर कहाँ है", "hi"),
    ("where is my order please", "en"), ("A-1043?", None), ("ok", None), ("", None),
])
def test_a_language_is_remembered_only_when_detection_is_sure(text, lang):
    assert sure(text) == lang


def test_code_reads_the_words_first_then_the_conversation_then_memory():
    assert turn_language("order A-1042 status?", conversation="es", known="en") == "es"  # words say nothing
    assert turn_language("¿dónde está A-1042?", conversation="en", known="en") == "es"
    assert turn_language("ok", conversation=None, known="hi") == "hi"
