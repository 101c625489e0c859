"""Code, not the model, recognises the customer's answer to a confirmation prompt.

Only the customer's own next message counts: a tap on this prompt's button, or a plain
yes/no on its own. Anything else leaves the question open and the turn goes on as usual.
"""

from __future__ import annotations

import re

from supportbot.core.turn import Said

YES = frozenset({"yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "confirm", "confirmed",
                 "si", "sí", "claro", "vale", "haan", "han", "ha", "haanji", "hanji", "ji", "हाँ", "हां", "जी",
                 "ஆம்", "ஆமாம்", "ஆமா", "சரி", "হ্যাঁ", "হ্যা", "হাঁ", "জি"})
NO = frozenset({"no", "n", "nope", "cancel", "dont", "don't", "nahi", "nahin", "na", "नहीं", "नही",
                "இல்லை", "வேண்டாம்", "না", "নাহ", "বাতিল"})
# "Replacement" as a refund question's third answer (the button's title, or typed), in each language.
REPLACE = frozenset({"replacement", "replace", "reemplazo", "reemplazar", "reposición", "reposicion",
                     "रिप्लेसमेंट", "बदलें", "badal", "badlo", "மாற்று", "மாற்றுப்", "রিপ্লেসমেন্ট", "বদলে"})
# Letters of Devanagari, Bengali and Tamil are kept whole: their vowel signs and viramas are not \w.
_PUNCT = re.compile(r"[^\w\s'\u0900-\u0963\u0966-\u097f\u0980-\u09ff\u0b80-\u0bff]")


def recognise(said: tuple[Said, ...], action_id: int) -> bool | None:
    """True for yes, False for no, None when the customer said something else."""
    if not said:
        return None
    last = said[-1]
    if last.choice_id:
        return {f"confirm:{action_id}:yes": True, f"confirm:{action_id}:no": False}.get(last.choice_id)
    words = _PUNCT.sub(" ", (last.text or "").lower()).split()
    if not words or len(words) > 3:
        return None
    if all(w in YES or w in {"please", "thanks", "thank", "you"} for w in words) and words[0] in YES:
        return True
    if words[0] in NO:
        return False
    return None


def chooses_replacement(said: tuple[Said, ...], action_id: int) -> bool:
    """The customer answered a refund's question with "replacement" (its button, or the word alone)."""
    if not said:
        return False
    last = said[-1]
    if last.choice_id:
        return last.choice_id == f"confirm:{action_id}:replace"
    words = _PUNCT.sub(" ", (last.text or "").lower()).split()
    return 0 < len(words) <= 3 and any(w in REPLACE for w in words) and not any(w in NO for w in words)
