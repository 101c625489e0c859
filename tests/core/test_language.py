"""Which language the customer writes in, and the one language a turn answers in."""

from __future__ import annotations

import pytest

from supportbot.core.language import LANGUAGES, detect, read, sure, turn_language
from supportbot.words.wording import LANGUAGES as WORDED


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


def test_every_language_detected_is_one_we_have_wording_in():
    assert LANGUAGES == WORDED


@pytest.mark.parametrize(("text", "lang"), [
    ("hola, ¿dónde está mi pedido?", "es"), ("mera order kahan hai", "hinglish"), ("मेरा ऑर्डर कहाँ है", "hi"),
    ("where is my order please", "en"), ("A-1043?", None), ("ok", None), ("", None), ("நன்றி", "ta"),
    ("thanks", None),  # a borrowed word is not enough to remember a language by
])
def test_a_language_is_remembered_only_when_detection_is_sure(text, lang):
    assert sure(text) == lang


def test_code_reads_the_words_first_then_the_conversation_then_memory():
    assert turn_language("order A-1042 status?", conversation="es", known="en") == "es"  # words say nothing
    assert turn_language("¿dónde está A-1042?", conversation="en", known="en") == "es"
    assert turn_language("ok", conversation=None, known="hi") == "hi"
    assert turn_language("thanks", conversation=None, known="es") == "en"  # a new conversation: the words


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
    assert turn_language(said, conversation=conversation, known="en") == answer_in


def test_a_tie_between_english_and_nothing_else_is_not_a_reading():
    assert read("ok").language is None and read("A-1042").language is None


@pytest.mark.parametrize(("conversation", "said", "model", "answer_in"), [
    (None, "nope", "en", "en"),  # a new conversation: the model's reading first
    (None, "ok", None, "es"),  # ...else code's, else what is known (here "es")
    ("es", "thanks", "en", "es"),  # the model reads a borrowed word as English: no switch
    ("en", "नमस्ते, मेरा ऑर्डर", "hi", "hi"),  # code and model both read a switch
    ("en", "mera order kahan hai", "hi", "hi"),  # a clear switch, the model names the language
])
def test_the_small_models_reading_names_the_language_but_switches_only_with_code(conversation, said, model,
                                                                                  answer_in):
    assert turn_language(said, conversation=conversation, known="es", model=model) == answer_in
