"""Every fixed text exists in every language we speak, with the same fields as the English.

Read from the catalogues' sources (supportbot/words/locale), each translation that ships: a key
left untranslated or fuzzy in one language, a translation that drops {order_id}, a Tamil text typed
in the wrong script or a button title WhatsApp would refuse fails here, naming the key and the language.
"""

from __future__ import annotations

import re
from string import Formatter

import pytest

from supportbot.core.language import LANGUAGES
from supportbot.core.understanding.intent_rules import wants_human
from supportbot.core.understanding.normalisation import normalise
from supportbot.words import po_files
from supportbot.words.glossary import GLOSSARY
from supportbot.words.wording import say

SIX = ("en", "es", "hi", "hinglish", "ta", "bn")

# The script each language is written in; Latin letters may appear in any of them (order ids,
# carriers, "WhatsApp"), another Indic script never.
# The danda (।, U+0964) sits in the Devanagari block but ends Bengali sentences too.
DEVANAGARI, TAMIL, BENGALI = r"[\u0900-\u0963\u0966-\u097f]", r"[\u0b80-\u0bff]", r"[\u0980-\u09ff]"
SCRIPT = {"hi": DEVANAGARI, "ta": TAMIL, "bn": BENGALI}
NOT_LATIN = r"[\u0900-\u0dff]"  # any Indic script: en, es and Hinglish are written in Latin letters
CATALOGUE = po_files.texts()  # key -> {language: text}, English and each translation that ships
# WhatsApp's limits for reply-button titles and a list's button (sandbox/whatsapp_validation.py).
BUTTONS = ("yes", "no", "menu:status", "menu:refund", "menu:person", "menu:choose", "csat:good", "csat:bad",
           "replace_button")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def test_we_speak_six_languages():
    assert LANGUAGES == SIX


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_text_is_in_every_language_with_the_english_fields(key):
    wording = CATALOGUE[key]
    missing = [lang for lang in SIX if not wording.get(lang, "").strip()]
    assert not missing, f"{key!r} has no wording in {missing}"
    assert set(wording) <= set(SIX), f"{key!r} has a language we do not speak: {set(wording) - set(SIX)}"
    english = fields(wording["en"])
    for lang in SIX:
        assert fields(wording[lang]) == english, f"{key!r} in {lang}: {fields(wording[lang])} != {english}"


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_text_is_in_its_languages_script(key):
    for lang in SIX:
        text = re.sub(r"\{[^}]*\}", "", CATALOGUE[key][lang])
        if not re.search(r"[^\W\d_]", text):
            continue  # fields and punctuation only ("{day} {month}"): no script to check
        if lang in SCRIPT:
            assert re.search(SCRIPT[lang], text), f"{key!r} in {lang} is not in its script: {text!r}"
            others = [s for other, s in SCRIPT.items() if other != lang]
            assert not any(re.search(s, text) for s in others), f"{key!r} in {lang} mixes scripts"
        else:
            assert not re.search(NOT_LATIN, text), f"{key!r} in {lang} is not in Latin letters: {text!r}"


@pytest.mark.parametrize("key", BUTTONS)
def test_button_titles_fit_whatsapp(key):
    for lang in SIX:
        assert 0 < len(CATALOGUE[key][lang]) <= 20, (key, lang, CATALOGUE[key][lang])


def test_the_order_lists_section_title_fits_whatsapp():
    assert all(0 < len(CATALOGUE["menu:yours"][lang]) <= 24 for lang in SIX)


def test_say_fills_the_fields_in_the_language_asked():
    assert say("no_such_order", "es", order="A-1042") == "No encuentro el pedido A-1042 en tu cuenta."
    assert "A-1042" in say("no_such_order", "ta", order="A-1042")


@pytest.mark.parametrize("term", sorted(GLOSSARY))
def test_every_text_uses_the_glossarys_word_for_the_shops_terms(term):
    # Cased and caseless alike: "Order A-1042" and "your order" are both an order.
    def words(key: str, lang: str) -> str:
        return re.sub(r"\{[^}]*\}", "", CATALOGUE[key][lang]).lower()  # "{order}" is a field, not the word

    using = [key for key in CATALOGUE if re.search(term, words(key, "en"))]
    assert using, f"no English text uses {term!r}: drop it from the glossary"
    off = [(key, lang) for key in using for lang, stem in GLOSSARY[term].items()
           if stem.lower() not in words(key, lang)]
    assert not off, f"{term!r} worded off the glossary in {off}"


@pytest.mark.parametrize("key", sorted(k for k, w in CATALOGUE.items() if '"person"' in w["en"]))
def test_what_we_tell_customers_to_write_reaches_a_person(key):
    # Invariant 7: the phrase each language quotes is one the router's rules hand off on, whatever
    # the classifier's confidence or the length of the queue.
    for lang in SIX:
        quoted = re.findall(r'"([^"{}]+)"', CATALOGUE[key][lang])
        assert quoted, (key, lang)
        assert all(wants_human(normalise(q)) for q in quoted), (key, lang, quoted)


@pytest.mark.parametrize("lang", ["hi", "bn"])
def test_hindi_and_bengali_sentences_end_with_the_danda(lang):
    # Tamil, like English and Spanish, ends a sentence with a full stop; Hindi and Bengali with "।".
    assert [key for key, wording in CATALOGUE.items() if wording[lang].rstrip().endswith(".")] == []
