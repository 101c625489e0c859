"""Between the model's text and the send: code checks what the customer is told (issue 13 item 4).

The model's words are untrusted too. An obedient or confused model can say a refund was made
when no tool made one, repeat its instructions (verbatim, translated or encoded), name its tools,
echo the untrusted-text marks or paste a raw tool result. `check_reply` finds each of these in
one reply, structurally rather than by phrase lists of known attacks:

- internals: the system prompt or a tool's description in any language, spelling or encoding, a
  tool's name, the untrusted-text marks (supportbot/agent/leaks.py); a raw tool result or refusal;
- outcomes: a clause that says an action (refund, cancellation, return, label, replacement,
  address change, email, code, verification...) happened, is under way or will happen, when
  neither this run's effects nor the history its tools read bear it out
  (supportbot/agent/claim_reading.py reads the clauses; supportbot/agent/grounds.py holds the facts).

A reply with findings is not sent: code's own wording of what this run really did goes instead
(refusals worded for customers, in their language), then what the bot can help with. Pure:
the caller hands in the run's (tool name, result) pairs, which are journaled, so a replay
decides the same.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from supportbot.agent.claim_holding import unsupported
from supportbot.agent.grounds import Fact, facts_from_tools
from supportbot.agent.leaks import leaks
from supportbot.core.understanding.invisible import strip_invisible
from supportbot.words.wording import say

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

_RAW_RESULT = re.compile(r'\{\s*"(refused|decision|status|token|action_id|next|orders|order_id|results|note)"\s*:'
                         r"|\brefused:\s")


def _internals(text: str, done: Done) -> list[str]:
    found = leaks(text)
    if _RAW_RESULT.search(text) or _quotes_a_refusal(text, done):
        found.append("raw tool result")
    return found


def _compact(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKC", text).casefold() if c.isalnum())


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
