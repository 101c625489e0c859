"""Which language the customer writes in, and the one language a turn answers in."""

from __future__ import annotations

import pytest

from supportbot.core.language import DEFAULT, LANGUAGES, decide, detect, read, spoken


@pytest.mark.parametrize(("text", "language"), [
    ("where is my order", "en"), ("mera order kahan hai", "hinglish"), ("¿dónde está mi pedido?", "es"),
    ("मेरा ऑर्डर कहाँ है", "hi"), ("என் ஆர்டர் எங்கே?", "ta"), ("আমার অর্ডার কোথায়?", "bn"),
    # Short messages: a thanks alone still says which language it is in.
    ("thanks", "en"), ("gracias", "es"), ("धन्यवाद", "hi"), ("நன்றி", "ta"), ("ধন্যবাদ", "bn"),
    ("shukriya bhai", "hinglish"), ("shukriya", "hinglish"), ("thank you bhai", "hinglish"),
    # English words borrowed inside another script or language do not make it English.
    ("मेरा order कहाँ है", "hi"), ("என் parcel கிடைக்கவில்லை", "ta"), ("refund chahiye", "hinglish"),
])
def test_detection(text, language):
    assert detect(text) == language


def test_code_reads_the_words_first_then_the_conversation_then_the_account():
    assert decide("order A-1042 status?", conversation="es", known="en") == "es"  # words say nothing
    assert decide("¿dónde está A-1042?", conversation="en", known="en") == "es"
    assert decide("ok", conversation=None, known="hi") == "hi"
    assert decide("thanks", conversation=None, known="es") == "en"  # a new conversation: the words
    assert decide("ok", conversation=None, known=None) == DEFAULT == "en"


@pytest.mark.parametrize(("conversation", "said", "answer_in"), [
    # Borrowed English does not switch a conversation...
    ("es", "thanks", "es"), ("es", "ok thanks", "es"), ("hinglish", "thank you", "hinglish"),
    ("hi", "ok", "hi"), ("ta", "A-1042?", "ta"), ("bn", "thanks", "bn"),
    # ...a clear switch does: another script, or a phrase plainly in another language.
    ("en", "धन्यवाद", "hi"), ("en", "நன்றி", "ta"), ("es", "ধন্যবাদ", "bn"), ("en", "gracias", "es"),
    ("hi", "shukriya bhai", "hinglish"), ("es", "where is my order, please?", "en"),
    ("hinglish", "I want to talk to a person", "en"),
])
def test_a_conversations_language_sticks_unless_the_customer_clearly_switches(conversation, said, answer_in):
    assert decide(said, conversation=conversation, known="en") == answer_in


def test_a_tie_between_english_and_nothing_else_is_not_a_reading():
    assert read("ok").language is None and read("A-1042").language is None


@pytest.mark.parametrize(("stored", "worded_in"), [("es", "es"), ("hinglish", "hinglish"), (None, "en"),
                                                    ("xx", "en")])
def test_what_is_sent_outside_a_turn_is_in_the_stored_decision(stored, worded_in):
    assert spoken(stored) == worded_in


def test_the_language_has_one_owner():
    # One tuple, one decision: nothing else in the package spells the languages out or decides one.
    from pathlib import Path
    package = Path(__file__).resolve().parents[2] / "supportbot"
    spelled = [p.relative_to(package).as_posix() for p in package.rglob("*.py")
               if '"hinglish", "ta", "bn")' in p.read_text(encoding="utf-8")]
    assert spelled == ["core/language.py"]
    assert LANGUAGES == ("en", "es", "hi", "hinglish", "ta", "bn")
