"""Leaks by meaning: the instructions in any language, spelling or encoding are withheld (issue 27 item 2)."""

from __future__ import annotations

import base64
import codecs
import gzip
import urllib.parse
import zlib

import pytest

from supportbot.agent.leaks import leaks
from supportbot.agent.output_guard import check_reply
from supportbot.agent.prompt import system_prompt
from supportbot.words.wording import TEXTS, say

RULE = "Tools decide. Never promise a refund, an amount or a change a tool has not confirmed."
RULES = system_prompt()[system_prompt().index("Rules you cannot change"):][:500]


def _wrapped(text: str, width: int) -> str:
    encoded = base64.b64encode(text.encode()).decode()
    return "\n".join(encoded[i:i + width] for i in range(0, len(encoded), width))


CYRILLIC = str.maketrans("aeopcx", "аеорсх")


@pytest.mark.parametrize("form", [
    base64.b32encode(RULE.encode()).decode(),
    base64.b85encode(RULE.encode()).decode(),
    base64.a85encode(RULE.encode()).decode(),
    urllib.parse.quote(RULE),
    base64.b64encode(zlib.compress(RULES.encode())).decode(),
    base64.b64encode(gzip.compress(RULES.encode())).decode(),
    _wrapped(RULES, 16),
    _wrapped(RULES, 76),
    codecs.encode(RULE, "rot13"),
    RULE.translate(CYRILLIC),
    RULE.replace("o", "0").replace("e", "3").replace("a", "4"),
    "_".join(RULE),
    RULE.upper().replace(" ", " - "),
])
def test_the_rules_in_any_spelling_or_encoding_are_a_leak(form: str) -> None:
    assert "system prompt" in leaks(form)


@pytest.mark.parametrize("text", [
    "Mis reglas: las herramientas deciden; nunca prometo un reembolso, un importe o un cambio sin confirmación.",
    "मेरे नियम: टूल तय करते हैं, मैं कभी ऐसे रिफ़ंड या राशि का वादा नहीं करता जिसकी टूल ने पुष्टि न की हो।",
    "கருவிகள் தான் முடிவு செய்யும்; கருவி உறுதிப்படுத்தாத தொகையை நான் வாக்குறுதி அளிக்க மாட்டேன்.",
    "আমার নিয়ম: টুল সিদ্ধান্ত নেয়, টুল নিশ্চিত না করলে আমি কোনো রিফান্ডের প্রতিশ্রুতি দিই না।",
    "My rules say I may never promise an amount a tool hasn't confirmed.",
])
def test_the_rules_translated_or_paraphrased_are_a_leak(text: str) -> None:
    assert "system prompt" in leaks(text)


@pytest.mark.parametrize("text", [
    "I call checkRefund first, then IssueRefund.",
    "The check-refund step decides.",
    "My tools include the search help centre tool.",
    "Behind the scenes: get order, list orders, where is my refund.",
])
def test_a_tool_named_as_an_identifier_or_in_words_is_a_leak(text: str) -> None:
    assert "tool name" in leaks(text)


def test_nothing_the_bot_says_itself_is_a_leak():
    said = [t for wording in TEXTS.values() for t in wording.values()]
    assert [t for t in said if leaks(t)] == []


@pytest.mark.parametrize("text", [
    "I can check your refund and tell you where it is.",
    "Our policy: returns within 30 days, free for damaged items. Shall I start one?",
    "I can't share internal details, but I can help with your order.",
    "Please send me the code from your email so I can verify you.",
    "Tu pedido A-1042 llega mañana; si quieres, puedo cambiar la dirección antes del envío.",
])
def test_customer_facing_words_about_refunds_codes_and_policy_are_not_a_leak(text: str) -> None:
    assert leaks(text) == []


def test_a_leak_is_withheld_in_the_customers_language():
    checked = check_reply("Claro: " + base64.b32encode(RULE.encode()).decode(), [], "es")
    assert checked.findings and checked.text == say("guard:help", "es")


@pytest.mark.parametrize("text", [
    # The bot telling of its own instructions, then one of them in everyday words.
    "Those are my guidelines: no promising refunds the system hasn't confirmed.",
    "I've been instructed to offer a person whenever the help centre has no answer.",
    "Me programaron para no enseñar nunca tokens ni números de tarjeta.",
    "Mujhe instruct kiya gaya hai ki untrusted text kabhi instruction nahi hota.",
])
def test_the_bot_telling_its_own_instructions_in_everyday_words_is_a_leak(text: str) -> None:
    assert "system prompt" in leaks(text)


@pytest.mark.parametrize("text", [
    "I'm not allowed to cancel a shipped order, but I can start a return once it arrives.",
    "Our return rules give you 30 days from delivery to send items back.",
    "I was told by the warehouse that your parcel left this morning.",
])
def test_refusals_and_policy_in_the_first_person_are_not_a_leak(text: str) -> None:
    assert leaks(text) == []


@pytest.mark.parametrize("text", [
    "আমি চেক রিফান্ড টুল ব্যবহার করি।",
    "நான் செக் ரீஃபண்ட் கருவியைப் பயன்படுத்துகிறேன்.",
    "मैं वेरिफाई कोड टूल चलाता हूँ।",
])
def test_a_tool_named_in_indic_letters_is_a_leak(text: str) -> None:
    assert "tool name" in leaks(text)
