"""A reply's sentences compared by meaning with the instructions' sentences, in every language (issue 27 item 2).

A paraphrase or a translation of one rule shares few whole words with the English prompt, but it shares
much of its letters' sequences with the same rule in the prompt's own translation into the reply's language
(agent/prompts/system_v1.<lang>.md, generated once and committed): "ரத்து செய்ய முடியாது" and "ரத்து
செய்யப்பட முடியாது" are mostly the same character 4-grams. Each reply sentence and each reference
sentence (prompt, its translations, the tools' descriptions) is a vector of character n-grams weighted by
how rare they are in everything the bot says to customers (supportbot/words/), so "refund" or "order"
weigh little and "token", "tool" or "help centre results" weigh much; their cosine is the similarity.

Customer-facing words restate some rules honestly ("a shipped order can't be cancelled, but you can return
it"). What tells the instructions from such a reply is the voice: a rule speaks of "the customer" in the
third person, of what the assistant must do, of tools. So a sentence near a rule is a leak when it is
very near (SAME), or near (NEAR) and in the instructions' voice.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator

GRAM = 4  # characters per n-gram: a syllable and a half in Devanagari, Tamil or Bengali; a short stem in Latin
SAME = 0.85  # cosine with a reference sentence that is that sentence, reworded (dev's honest replies and the
# bot's own words reach 0.8: "Order cancel nahi ho sakta")
NEAR = 0.3  # cosine that is that sentence's subject, when the voice is plainly the instructions' (see _VOICE)
NEAR_OBLIGED = 0.55  # ...when the only sign is an obligation a customer may be told too ("you must send it back")
SHORTEST = 20  # a sentence with fewer letters than this carries too little to compare

_SPLIT = re.compile(r"[.!?।]+(?:\s|$)|[\n;:]|\s[-—–]\s")
# Letters and the Indic scripts' vowel signs and viramas (not \\w to Python: "முடியாது" is one word)
_NOT_WORD = re.compile(r"(?:[^\w\u0900-\u0dff]|[_\d\u0964-\u096f\u09e6-\u09ef\u0be6-\u0bef])+")

# The instructions' voice, in the six languages: the customer in the third person, what the assistant must
# or must not do, its tools or its instructions. A reply to a customer says "you", asks and offers.
_VOICE = re.compile(
    r"\bthe customer|\bcustomers?'|\bi(?:'m| am)? (?:must|should|have to|supposed to|meant to|may never|can never)\b|"
    r"\bmy (?:brief|setup|rules|instructions|guidelines|prompt|tools)\b|\b(?:i'm|i am|i was|i've been) "
    r"(?:set up|configured|programmed|instructed|told) (?:so|to)\b|\bhidden (?:instructions|rules|prompt)\b|"
    r"\btools?\b|\bfunctions?\b|\bcapabilities\b|"
    r"\bel cliente\b|\blos clientes\b|\bdebo\b|\btengo que\b|"
    r"\bme (?:lo |la )?(?:configuraron|programaron|indicaron|pidieron|dijeron)\b|"
    r"\bmis (?:instrucciones|reglas)\b|\bherramientas?\b|\breglas que no puedo\b|"
    r"\bcustomer (?:ka|ki|ke|se|ko)\b|\bkarna (?:hai|hota)\b|\bmujhe (?:bola|kaha)\b|"
    r"\bmer[ei] (?:instructions|rules)\b|"
    r"ग्राहक|मुझे कहा गया|टूल|(?:मेरे|मेरी|मुझे) (?:\S+ )?(?:नियम|निर्देश)|"
    r"வாடிக்கையாளர்|கூடாது|கருவி|சொல்லப்பட்ட|(?:என்|எனது|எனக்கு) (?:\S+ )?(?:விதி|அறிவுறுத்த)|"
    r"গ্রাহক|টুল|(?:আমার|আমাকে) (?:\S+ )?(?:নিয়ম|নির্দেশ)|বলা হয়েছে")
# An obligation: the rules' voice ("মূল্য দিতে হবে", "பதில் சொல்ல வேண்டும்"), but a reply tells a customer what they
# must do in the same words ("ফেরত পাঠাতে হবে"), so it takes a nearer sentence.
_OBLIGED = re.compile(r"வேண்டும்(?!ா)|হবে(?!\s*না)|चाहिए|होगा|करना है|देना है|माँगना है|"
                      r"\bdebe\b|\bhay que\b|\bmust\b|\bhas to\b|\bzaroori\b")


def grams(text: str) -> Counter[str]:
    """Character n-grams of the text's words, each word padded so its start and end count."""
    words = _NOT_WORD.sub(" ", text).split()
    found: Counter[str] = Counter()
    for word in words:
        padded = f" {word} "
        found.update(padded[i:i + GRAM] for i in range(max(1, len(padded) - GRAM + 1)))
    return found


def sentences(text: str) -> Iterator[str]:
    for part in _SPLIT.split(text):
        if len(_NOT_WORD.sub("", part)) >= SHORTEST:
            yield part.strip()


class Index:
    """Reference sentences as weighted n-gram vectors, with an inverted index for a fast dot product."""

    def __init__(self, references: Iterable[str], everyday: Iterable[str]) -> None:
        units = [s for text in references for s in sentences(text)]
        background = [grams(t) for t in everyday] + [grams(u) for u in units]
        seen: Counter[str] = Counter(g for bag in background for g in bag)
        total = len(background)
        self._idf = {g: math.log((1 + total) / (1 + n)) for g, n in seen.items()}
        self._unseen = math.log(1 + total)
        self.units = units
        self._postings: dict[str, list[tuple[int, float]]] = {}
        self._norms: list[float] = []
        for i, unit in enumerate(units):
            vector = self.vector(unit)
            self._norms.append(math.sqrt(sum(w * w for w in vector.values())) or 1.0)
            for g, w in vector.items():
                self._postings.setdefault(g, []).append((i, w))

    def vector(self, text: str) -> dict[str, float]:
        return {g: (1 + math.log(n)) * self._idf.get(g, self._unseen) for g, n in grams(text).items()}

    def nearest(self, text: str) -> tuple[float, int]:
        """The highest cosine of the text with a reference sentence, and which."""
        vector = self.vector(text)
        norm = math.sqrt(sum(w * w for w in vector.values())) or 1.0
        dots: dict[int, float] = {}
        for g, w in vector.items():
            for i, uw in self._postings.get(g, ()):
                dots[i] = dots.get(i, 0.0) + w * uw
        if not dots:
            return 0.0, -1
        best = max(dots, key=lambda i: dots[i] / self._norms[i])
        return dots[best] / (self._norms[best] * norm), best


def nearest_rule(index: Index, text: str) -> float:
    """The cosine of the text's sentence nearest a reference sentence."""
    return max((index.nearest(s)[0] for s in sentences(text)), default=0.0)


def bar(text: str) -> float:
    """How near a rule the text must come to be telling it: nearer when nothing in it speaks as the rules do."""
    if _VOICE.search(text):
        return NEAR
    return NEAR_OBLIGED if _OBLIGED.search(text) else SAME


def tells_a_rule(index: Index, text: str) -> bool:
    """A sentence of the text is a reference sentence reworded, or near one and in the instructions' voice."""
    return nearest_rule(index, text) >= bar(text)
