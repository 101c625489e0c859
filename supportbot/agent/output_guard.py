"""Between the model's text and the send: code checks what the customer is told (issue 13 item 4).

The model's words are untrusted too. An obedient or confused model can say a refund was made
when no tool made one, repeat its instructions (verbatim, translated or encoded), name its tools,
echo the untrusted-text marks or paste a raw tool result. `check_reply` finds each of these in
one reply, structurally rather than by phrase lists of known attacks:

- internals: any 40-character run (letters and digits only) of the system prompt or the tool
  descriptions, in the text or in what its base64, hex, reversed, ROT13 or letter-spaced forms
  decode to; a tool's identifier; the untrusted-text marks; a raw tool result or refusal;
- outcomes: a clause that says an action (refund, cancellation, return, label, replacement,
  address change, email, code, verification...) happened, is under way or will happen, when
  neither this run's effects nor the history its tools read bear it out (supportbot/agent/
  claim_reading.py reads the clauses; supportbot/agent/grounds.py holds the facts).

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

from supportbot.agent.claim_reading import unsupported
from supportbot.agent.grounds import Fact, facts_from_tools
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
    # A leak is withheld whole: what the leaked instructions seem to claim is not the model's claim.
    leaks = _internals(clean, done)
    findings = [*leaks, *(() if leaks else _unbacked_claims(clean, grounds)), *_wrong_script(clean, lang)]
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


def _unbacked_claims(text: str, facts: Sequence[Fact]) -> list[str]:
    said = {(c.action, c.aspect) for c in unsupported(text, facts)}
    return [f"claims {action} ({aspect}) that this run's facts do not bear out" for action, aspect in sorted(said)]
