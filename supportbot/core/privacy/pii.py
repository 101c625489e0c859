"""Masking personal data before it reaches traces, logs and eval sets (invariant 10).

Pure functions over text. `mask` is for anything written for humans to read later (traces,
logs, exported scenarios); `mask_cards` is the narrower rule applied before a customer's
message is stored at all, because nothing we do needs a card number the customer typed.
Order ids (A-1042), amounts (25.00), dates and tracking numbers must survive: support staff
need them, and none of them is personal on its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from supportbot.core.privacy.untrusted import MARK

Label = Callable[[str, str], str]
"""(kind, the text found) -> what replaces it; kinds: email, phone, code."""

# 13-19 digits, optionally grouped by single spaces or dashes; not glued to letters or digits.
_CARD = re.compile(r"(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w]|[.-]\d)")
_NO_DIGITS = str.maketrans("", "", "0123456789")
# Linear on any input: a match may only start where a token starts (the look-behind), and the
# local part is at most 64 characters (RFC 5321), so no run of letters or digits is rescanned
# from each of its positions; each "@" is reached from one start at most.
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+")
# A phone number: 10-15 digits with the usual separators, an optional leading +.
# It must not be part of a longer digit run ("1234 5678 9012 3456" is no phone).
_PHONE = re.compile(r"(?<![\w+-])(?<!\d[\s().-])(?<!\d[\s().-]{2})"
                    r"\+?\(?\d(?:[\s().-]{0,2}\d){9,14}(?![\w]|[\s().-]{0,2}\d)")
# Secrets follow one of these words; everything after it on the line goes.
_PASSWORD_WORDS = ("passw", "pwd", "contraseña", "पासवर्ड")
_PASSWORD = re.compile(r"(?i)\b(password|passwd|pwd|contraseña|पासवर्ड)\b\s*[:=]?.*")
# One-time codes: 4-8 digits standing alone. Years and quantities rarely stand alone with 6
# digits; 4-5 digit numbers are only masked next to a word that says "code".
_CODE_WORD = re.compile(r"(?i)\b(code|otp|pin|c[oó]digo|कोड)\b")
_SIX_TO_EIGHT = re.compile(r"(?<![\w.,-])\d{6,8}(?![\w]|[.,]\d)")
# Not the last four of a card label already written: "[card ending 4242]" stays readable.
_FOUR_TO_EIGHT = re.compile(r"(?<![\w.,-])(?<!ending )\d{4,8}(?![\w]|[.,]\d)")


def luhn_valid(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card(match: re.Match[str]) -> str:
    digits = re.sub(r"\D", "", match.group())
    return f"[card ending {digits[-4:]}]" if luhn_valid(digits) else match.group()


def mask_cards(text: str) -> str:
    """Card numbers (those passing the Luhn check) and anything after "password"."""
    # Runs at ingest on every message (bench/ingest.py): most have fewer than 13 digits and no
    # password word, and two string operations in C say so before any regex runs.
    if len(text) - len(text.translate(_NO_DIGITS)) >= 13:
        text = _CARD.sub(_card, text)
    lowered = text.lower()
    if any(word in lowered for word in _PASSWORD_WORDS):
        text = _PASSWORD.sub(lambda m: f"{m.group(1)} [hidden]", text)
    return text


def _phone(match: re.Match[str]) -> str:
    return "[phone]" if _phone_length(match) else match.group()


def _phone_length(match: re.Match[str]) -> bool:
    return 10 <= sum(ch.isdigit() for ch in match.group()) <= 15


def mask(text: str, label: Label | None = None) -> str:
    """Cards, emails, phone numbers, one-time codes and passwords, replaced by labels.

    Datamarked prompt text (supportbot/core/privacy/untrusted.py joins words with MARK, a letter to the regex engine)
    is read back as plain words first, or "isˆ482913" would hide the code from every rule here.
    `label` names what replaces an email, phone or code ("[email]" without it); a recorded eval run
    (evals/recording.py) numbers them instead, so a replay can put the live values back. Without it
    the replacements are plain strings: every log line and trace pays for this function.
    """
    text = text.replace(MARK, " ")
    text = mask_cards(text)
    if label is None:
        email: str | Callable[[re.Match[str]], str] = "[email]"
        phone: Callable[[re.Match[str]], str] = _phone
        code: str | Callable[[re.Match[str]], str] = "[code]"
    else:
        def email(m: re.Match[str]) -> str:
            return label("email", m.group())

        def phone(m: re.Match[str]) -> str:
            return label("phone", m.group()) if _phone_length(m) else m.group()

        def code(m: re.Match[str]) -> str:
            return label("code", m.group())
    text = _EMAIL.sub(email, text)
    text = _PHONE.sub(phone, text)
    codes = _FOUR_TO_EIGHT if _CODE_WORD.search(text) else _SIX_TO_EIGHT
    return codes.sub(code, text)


def mask_value(value: object, keep: frozenset[str] = frozenset()) -> object:
    """`mask` applied to every string inside JSON-like data (trace payloads, webhook payloads),
    except under the keys in `keep`, which are left exactly as they are."""
    if isinstance(value, str):
        return mask(value)
    if isinstance(value, dict):
        return {k: v if k in keep else mask_value(v, keep) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [mask_value(v, keep) for v in value]
    return value


def address_reference(postcode: str) -> str:
    """What a prompt may say about an address: enough to recognise it, not enough to visit."""
    return f"address ending {postcode}"


def reference_value(value: object) -> object:
    """What a prompt may show of recorded data (earlier tool calls and results): every string
    masked, and an address object replaced by its reference."""
    if isinstance(value, dict):
        if "postcode" in value and ("line1" in value or "city" in value):
            return address_reference(str(value["postcode"]))
        return {k: reference_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [reference_value(v) for v in value]
    return mask(value) if isinstance(value, str) else value
