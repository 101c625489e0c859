"""The pure help centre: built-ins say the enforced numbers, bodies split into passages, questions
in four languages become English search terms."""

from __future__ import annotations

from decimal import Decimal

import pytest

from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.helpcentre import Section, sections
from supportbot.core.understanding.lexicon import search_terms
from supportbot.words.articles import builtin_articles


def body(slug: str, limits: RefundLimits) -> str:
    return next(a.body for a in builtin_articles(limits) if a.slug == slug)


def test_builtins_say_the_numbers_the_policy_enforces():
    limits = RefundLimits(refund_window_days=45, auto_limit=Decimal("80.00"))
    assert "within 45 days of delivery" in body("refunds", limits)
    assert "Refunds up to 80.00 are made straight away" in body("refunds", limits)
    assert "within 45 days of delivery" in body("damaged-items", limits)
    assert "30" not in body("refunds", limits)


def test_a_body_splits_into_paragraphs_under_their_headings():
    assert sections("Intro line\nwraps here.\n\n## Fees\n\nOne.\n\nTwo.\n### Later ###\n- a\n- b") == [
        Section("", "Intro line\nwraps here."), Section("Fees", "One."), Section("Fees", "Two."),
        Section("Later", "- a\n- b")]


@pytest.mark.parametrize(("question", "terms"), [
    ("How many days do I have to ask for a refund?", ["days", "refund"]),
    ("¿Cuántos días tengo para pedir un reembolso?", ["days", "refund"]),
    ("रिफंड के लिए कितने दिन हैं?", ["days", "refund"]),
    ("paise wapas kab milenge?", ["money", "back", "refund"]),
    ("¿Me devuelven los gastos de envío?", ["delivery", "fee", "return", "refund"]),
    ("मेरा सामान टूटा हुआ आया", ["broken"]),
    ("Can I add another item to my order?", ["add", "another"]),  # shop words say nothing
    ("do you offer gift wrapping?", ["offer", "gift", "wrapping"]),
])
def test_questions_become_english_search_terms(question, terms):
    assert search_terms(question) == terms


# Tamil and Bengali inflect: stems are read inside words, longest first ("gift card" before "card").
@pytest.mark.parametrize(("question", "wanted"), [
    ("டெலிவரிக்கு எத்தனை நாள் ஆகும்?", {"delivery", "days"}),
    ("கிஃப்ட் கார்டை எப்படி பயன்படுத்துவது?", {"gift", "card"}),
    ("ஆர்டரை ரத்து செய்ய முடியுமா?", {"cancel"}),
    ("গিফট কার্ড কীভাবে কিনব?", {"gift", "card"}),
    ("ঠিকানা বদলানো যায়?", {"address", "change"}),
    ("শাড়ি ধোয়ার নিয়ম কী?", {"wash"}),
    ("क्या नकद भुगतान हो सकता है?", {"cash", "payment"}),
    ("¿Puedo anular el pedido?", {"cancel"}),
])
def test_tamil_bengali_and_more_hindi_and_spanish_words_become_english(question, wanted):
    assert wanted <= set(search_terms(question))


def test_the_returns_article_says_what_the_return_settings_enforce():
    from supportbot.core.money.returns import ReturnSettings

    body = next(a.body for a in builtin_articles(RefundLimits(), ReturnSettings(window_days=45, receive_days=14))
                if a.slug == "returns")
    assert "within 45 days of delivery" in body and "within 14 days of the label" in body
    assert "4.95" in body and "delivery fee is not refunded" in body
