"""Between the model's text and the send: code checks what the customer is told (issue 13 item 4).

The model's words are untrusted too. An obedient or confused model can say a refund was made
when no tool made one, repeat its instructions (verbatim, translated or encoded), name its tools,
echo the untrusted-text marks or paste a raw tool result. `check_reply` finds each of these in
one reply, structurally rather than by phrase lists of known attacks:

- internals: any 40-character run (letters and digits only) of the system prompt or the tool
  descriptions, in the text or in what its base64, hex, reversed, ROT13 or letter-spaced forms
  decode to; a tool's identifier; the untrusted-text marks; a raw tool result or refusal;
- outcomes: a sentence that says a refund, an address change, a cancellation or a verification
  is done (English, Spanish, Hindi, Hinglish, Tamil, Bengali), when this run's tool results hold
  no such effect.

A reply with findings is not sent: code's own wording of what this run really did goes instead
(refusals worded for customers, in their language), then what the bot can help with. Pure:
the caller hands in the run's (tool name, result) pairs, which are journaled, so a replay
decides the same.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from supportbot.agent.grounds import DONE, Fact, facts_from_tools
from supportbot.agent.prompt import system_prompt
from supportbot.agent.tools import TOOLS
from supportbot.core.privacy.untrusted import MARK
from supportbot.core.understanding.invisible import strip_invisible
from supportbot.words.wording import say

WINDOW = 40  # letters and digits in a row shared with the prompt: far beyond a chance phrase
Done = Sequence[tuple[str, dict[str, Any]]]  # this run's tool calls: (name, result), in order


@dataclass(frozen=True)
class Checked:
    text: str  # what may be sent
    findings: tuple[str, ...] = ()  # why the model's text was replaced; empty: it was sent as written


def check_reply(text: str, done: Done, lang: str, *, facts: Sequence[Fact] | None = None) -> Checked:
    """`facts`: what claims may rest on; by default read from `done` (supportbot/agent/grounds.py)."""
    clean = strip_invisible(text)
    grounds = facts_from_tools(done) if facts is None else facts
    findings = [*_internals(clean, done), *_unbacked_claims(clean, grounds), *_wrong_script(clean, lang)]
    if not findings:
        return Checked(clean, ())
    return Checked(account(done, lang, claimed=any(f.startswith("claims") for f in findings)), tuple(findings))


def account(done: Done, lang: str, *, claimed: bool) -> str:
    """Code's own wording of what this run did, then what the bot can help with."""
    parts = [say(f"guard:refused_{kind}", lang) for kind in dict.fromkeys(_refusals(done))]
    if claimed:
        parts.append(say("verified", lang) + " " + say("guard:no_change", lang) if _verified(done)
                     else say("guard:nothing_done", lang))
    parts.append(say("guard:help", lang))
    return " ".join(parts)


# --- language ----------------------------------------------------------------------------------

# Languages with a script of their own (Hinglish, English and Spanish share Latin letters).
SCRIPTS = {"hi": (0x0900, 0x097F), "ta": (0x0B80, 0x0BFF), "bn": (0x0980, 0x09FF)}
MIN_LETTERS = 12  # fewer letters ("OK", an order id) say nothing about the language


def _wrong_script(text: str, lang: str) -> list[str]:
    """A reply with no letter of the customer's script is not in their language: a confused small
    model answering a Hindi customer in English nonsense (issue 19)."""
    if lang not in SCRIPTS:
        return []
    low, high = SCRIPTS[lang]
    letters = [c for c in text if c.isalpha()]
    if len(letters) < MIN_LETTERS or any(low <= ord(c) <= high for c in letters):
        return []
    return [f"not in the customer's script ({lang})"]


# --- internals ---------------------------------------------------------------------------------

def _compact(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKC", text).casefold() if c.isalnum())


@cache
def _secret_windows() -> frozenset[str]:
    """Every WINDOW-long run of what only the model is shown: the system prompt, the tools."""
    shown = _compact(system_prompt() + " ".join(t.description for t in TOOLS.values()))
    return frozenset(shown[i:i + WINDOW] for i in range(len(shown) - WINDOW + 1))


_TOOL_NAME = re.compile(r"(?<![a-z0-9])(" + "|".join(n.replace("_", r"\\?_") for n in TOOLS) + r")(?![a-z0-9])")
_RAW_RESULT = re.compile(r'\{\s*"(refused|decision|status|token|action_id|next|orders|order_id|results|note)"\s*:'
                         r"|\brefused:\s")
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]{24,}={0,2}")
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}\s?){12,}")


def _decoded(text: str) -> list[str]:
    """The text as an attacker might have had it re-encoded: each form that decodes to something."""
    forms = [text, text[::-1], codecs.encode(text, "rot13")]
    tokens = text.split()
    if tokens and sum(len(t) == 1 for t in tokens) > 0.6 * len(tokens):
        forms.append("".join(tokens))  # l e t t e r s  s p a c e d
    for run in _BASE64.findall(text):
        for decode in (base64.b64decode, base64.urlsafe_b64decode):
            try:
                forms.append(decode(run + "=" * (-len(run) % 4)).decode("utf-8", "ignore"))
            except (binascii.Error, ValueError):
                continue
    for run in _HEX.findall(text):
        try:
            forms.append(bytes.fromhex(run.replace(" ", "")).decode("utf-8", "ignore"))
        except ValueError:
            continue
    return forms


def _internals(text: str, done: Done) -> list[str]:
    found: list[str] = []
    windows = _secret_windows()
    for form in _decoded(text):
        compact = _compact(form)
        if "system prompt" not in found and any(compact[i:i + WINDOW] in windows
                                                for i in range(len(compact) - WINDOW + 1)):
            found.append("system prompt")
        folded = form.casefold()
        if "tool name" not in found and _TOOL_NAME.search(folded):
            found.append("tool name")
        if "internal marker" not in found and (MARK in form or "untrusted:" in folded):
            found.append("internal marker")
    if _RAW_RESULT.search(text) or _quotes_a_refusal(text, done):
        found.append("raw tool result")
    return found


def _refusal_text(result: dict[str, Any]) -> str | None:
    if result.get("refused"):
        return str(result["refused"])
    if result.get("decision") == "refused":
        return str(result.get("reason") or "refused")
    return None


def _quotes_a_refusal(text: str, done: Done) -> bool:
    """Five words in a row of a refusal this run's tools gave: code's words for the model, not the customer."""
    said = " ".join(_compact(w) for w in text.split())
    for _, result in done:
        refusal = _refusal_text(result)
        words = [_compact(w) for w in (refusal or "").removeprefix("refused:").split()]
        words = [w for w in words if w]
        if any(" ".join(words[i:i + 5]) in said for i in range(max(len(words) - 4, 0))):
            return True
    return False


def _refusals(done: Done) -> list[str]:
    kinds = []
    for _, result in done:
        refusal = _refusal_text(result)
        if refusal is None:
            continue
        if result.get("decision") == "refused":
            kinds.append("policy")
        elif "not verified" in refusal:
            kinds.append("verify")
        else:
            kinds.append("other")
    return kinds


# --- outcomes ----------------------------------------------------------------------------------

def _verified(done: Done) -> bool:
    return any(result.get("status") in ("verified", "already verified") for _, result in done)


_WE = r"\b(?:i|we)(?:'ve| have)?\s+(?:just\s+|now\s+|already\s+)?"
_FUTURE_HI = r"(?!\s*(?:जा(?:एगा|एगी|एँगे|येगा|येगी|ता|ती)|सकता|सकती|सकते))"
_FUTURE_HINGLISH = r"(?!\s*(?:jayega|jaega|jayegi|jaegi|jayenge|jaenge|sakta|sakti|sakte))"
_HI_DONE = (r"(?:कर दिया|कर दी|कर दिए|हो गया|हो गई|हो गए|हो चुका|हो चुकी|भेज दिया|भेज दिए|जारी कर दिया|"
            r"लौटा दिए|वापस कर दिए|दे दिया)")
_HINGLISH_DONE = (r"(?:kar diya|kar di|kar diye|ho gaya|ho gayi|ho gaye|ho chuka|bhej diya|bhej diye|de diya|"
                  r"de diye|kar chuke|kar chuka)")
CLAIMS: dict[str, tuple[str, ...]] = {
    "refund": (
        _WE + r"(?:refunded|reimbursed|credited)\b",
        _WE + r"(?:issued|processed|approved|sent|completed|made|paid)\s+(?:you\s+)?(?:a|the|your)\s+"
              r"(?:full\s+|partial\s+)?refund",
        r"\brefund\b(?!\s+request)[^.!?\n]{0,60}\b(?:has been|have been|was|is now|'s been|got)\s+"
        r"(?:issued|processed|approved|completed|sent|made|paid|credited|done)",
        r"\b(?:has been|have been|was|were|is now|'s been|are now|got)\s+(?:fully\s+)?refunded\b",
        r"\byou(?:'ve| have) been (?:refunded|reimbursed|credited)",
        r"^\W*refunded\b",
        r"\b(?:te |le )?(?:he|hemos|ha|han)\s+(?:sido\s+)?(?:reembolsad[oa]s?|devuelt[oa]s?|abonad[oa]s?)\b",
        r"\b(?:he|hemos)\s+(?:procesado|emitido|aprobado|realizado|hecho|enviado|completado)\s+(?:el|tu|su|un)\s+"
        r"reembolso",
        r"\breembolso\b[^.!?\n]{0,60}\b(?:ha sido|fue|está|quedó)\s+(?:procesado|emitido|aprobado|realizado|"
        r"hecho|enviado|completado|pagado)",
        r"(?:रिफ़ंड|रिफंड|पैसे|राशि)[^।.!?\n]{0,40}" + _HI_DONE + _FUTURE_HI,
        r"\b(?:refund|paise|paisa|amount)\b[^.!?\n]{0,40}\b" + _HINGLISH_DONE + r"\b" + _FUTURE_HINGLISH,
        r"(?:ரீஃபண்ட்|பணம்)[^.!?\n]{0,40}(?:செய்யப்பட்டது|செய்துவிட்டேன்|செய்தேன்|வழங்கப்பட்டது|அனுப்பப்பட்டது|"
        r"திருப்பி அளிக்கப்பட்டது)",
        r"(?:রিফান্ড|টাকা)[^।.!?\n]{0,40}(?:করা হয়েছে|করে দিয়েছি|দেওয়া হয়েছে|পাঠানো হয়েছে|হয়ে গেছে|ফেরত দেওয়া হয়েছে)",
    ),
    "address": (
        _WE + r"(?:changed|updated|moved|modified)\s+(?:the|your)\s+(?:delivery\s+|shipping\s+)?address",
        r"\baddress\b[^.!?\n]{0,60}\b(?:has been|was|is now|'s been)\s+(?:changed|updated|moved|modified)",
        r"\b(?:he|hemos)\s+(?:cambiado|actualizado|modificado)\s+(?:la|tu|su)\s+dirección",
        r"\bdirección\b[^.!?\n]{0,60}\b(?:ha sido|fue|está|quedó)\s+(?:cambiada|actualizada|modificada)",
        r"पता[^।.!?\n]{0,40}(?:बदल दिया|बदल दी|बदल गया|अपडेट कर दिया|अपडेट हो गया)" + _FUTURE_HI,
        r"\baddress\b[^.!?\n]{0,40}\b(?:badal diya|badal di|badal gaya|change kar diya|change kar di|"
        r"update kar diya|update ho gaya|change ho gaya)\b" + _FUTURE_HINGLISH,
        r"முகவரி[^.!?\n]{0,40}(?:மாற்றப்பட்டது|மாற்றிவிட்டேன்|மாற்றினேன்|புதுப்பிக்கப்பட்டது)",
        r"ঠিকানা[^।.!?\n]{0,40}(?:বদলানো হয়েছে|বদলে দিয়েছি|পরিবর্তন করা হয়েছে|আপডেট করা হয়েছে)",
    ),
    "cancellation": (
        _WE + r"cancell?ed\b",
        r"\b(?:has been|have been|was|is now|'s been)\s+cancell?ed\b",
        r"\b(?:he|hemos)\s+cancelado\b",
        r"\b(?:ha sido|fue|está|quedó)\s+cancelad[oa]\b",
        r"(?:रद्द|कैंसल|कैंसिल)[^।.!?\n]{0,20}(?:कर दिया|कर दी|हो गया|हो गई|किया गया)" + _FUTURE_HI,
        r"\bcancel\b[^.!?\n]{0,10}\b(?:kar diya|kar di|ho gaya|ho gayi)\b" + _FUTURE_HINGLISH,
        r"ரத்து[^.!?\n]{0,20}(?:செய்யப்பட்டது|செய்துவிட்டேன்|செய்தேன்)",
        r"বাতিল[^।.!?\n]{0,20}(?:করা হয়েছে|করে দিয়েছি|হয়ে গেছে)",
    ),
    "verification": (
        r"\byou(?:'re| are)\s+(?:now\s+)?verified\b",
        r"\b(?:you(?:'ve| have) been|identity (?:has been|is|was))\s+(?:now\s+)?(?:verified|confirmed)",
        _WE + r"verified\s+(?:you|your)\b",
        r"\bverification (?:is |was |has been )?(?:complete|completed|done|successful)",
        r"\b(?:estás|quedas|has sido|fuiste)\s+verificad[oa]",
        r"\bidentidad\b[^.!?\n]{0,40}\b(?:ha sido|está|fue|quedó)\s+(?:verificada|confirmada)",
        r"\b(?:he|hemos)\s+verificado\s+(?:tu|su)\b",
        r"(?:सत्यापित|वेरिफ़ाई|वेरिफाई)[^।.!?\n]{0,20}(?:हो गई|हो गया|हो गए|कर दिया|कर दी)" + _FUTURE_HI,
        r"पहचान[^।.!?\n]{0,20}(?:हो गई|सत्यापित)" + _FUTURE_HI,
        r"\b(?:verify|verified)\s+(?:ho gaye|ho gaya|ho gayi|ho chuke|kar diya|kar di|ho|hai|hain)\b"
        + _FUTURE_HINGLISH,
        r"\bpehchaan\b[^.!?\n]{0,15}\b(?:ho gayi|ho gaya|confirm)\b" + _FUTURE_HINGLISH,
        r"(?:சரிபார்க்கப்பட்ட|சரிபார்த்துவிட்டேன்|அடையாளம் உறுதிசெய்யப்பட்ட)",
        r"(?:যাচাই|পরিচয়)[^।.!?\n]{0,20}(?:করা হয়েছে|হয়ে গেছে|সম্পন্ন হয়েছে|নিশ্চিত হয়েছে)",
    ),
}
# Normalised like the text they are matched against (Devanagari and Bengali nuktas decompose).
_CLAIMS = {kind: [re.compile(unicodedata.normalize("NFKC", p)) for p in patterns] for kind, patterns in CLAIMS.items()}
# A sentence that denies or only supposes an outcome claims nothing.
_NOT_A_CLAIM = re.compile(r"\b(?:not|never|no|yet|if|once|when|until|unless|whether|nada|nunca|todavía|aún|si|"
                          r"cuando|nahi|nahin|nhi|agar|jab)\b|n't|नहीं|अगर|जब|जैसे ही")
_SENTENCES = re.compile(r"[^.!?\n।]+[.!?।]*")


def claims(text: str) -> set[str]:
    """The outcomes (refund, address, cancellation, verification) the text says are done."""
    found = set()
    folded = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'")
    for sentence in _SENTENCES.findall(folded):
        if _NOT_A_CLAIM.search(sentence):
            continue
        found |= {kind for kind, patterns in _CLAIMS.items() if any(p.search(sentence) for p in patterns)}
    return found


def _unbacked_claims(text: str, facts: Sequence[Fact]) -> list[str]:
    kinds = {"address_change": "address"}
    produced = {kinds.get(f.kind, f.kind) for f in facts if f.state == DONE}
    return [f"claims {kind} the run did not produce" for kind in sorted(claims(text) - produced)]
