"""Does a reply reveal what only the model is shown, in any language or form? (issue 27 item 2)

Each plain form of the reply (supportbot/agent/leak_forms.py) is compared four ways with the
system prompt, its translations into every language the bot speaks (agent/prompts/system_v1.<lang>.md:
a translated prompt is the same prompt) and the tools' descriptions:

- letter for letter: any WINDOW letters and digits in a row that the references hold;
- by meaning: the reply's word stems against each sentence of the references, counting only stems
  the bot never uses in its own customer-facing words (supportbot/words/), so "refund", "order"
  or "address" weigh nothing and "tool", "promise", "confirmed" or "token" do;
- by character n-grams, sentence by sentence (supportbot/agent/leak_meaning.py): a single rule reworded
  or translated shares most of its letters' sequences with the same rule in the translation kept for
  the reply's language;
- by name: a tool's name as an identifier (snake_case, camelCase, kebab-case), or in words next to
  the word "tool" in any of the six languages, or two tool names in words in one reply; the
  untrusted-text marks.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from supportbot.agent.leak_forms import forms, skeleton
from supportbot.agent.leak_meaning import Index, tells_a_rule
from supportbot.agent.prompt import PROMPT_VERSION, system_prompt
from supportbot.agent.tools import TOOLS
from supportbot.core.language import LANGUAGES
from supportbot.core.privacy.untrusted import MARK
from supportbot.words.wording import TEXTS

WINDOW = 40  # letters and digits in a row shared with a reference: far beyond a chance phrase
STEM = 5  # a word's first characters stand for it: "promise", "promised" and "promising" are one
SHARED = 4  # distinctive stems shared with one reference sentence that make a leak...
SHARE = 0.4  # ...when they are this much of the sentence's distinctive stems
SHARED_ALONE = 7  # ...or this many, whatever the sentence's length
SHARED_WITH_SELF_REFERENCE = 2  # "my rules say..." or talk of tools needs less to show it is the rules
TOLD_SHARED, TOLD_SHARE = 3, 0.3  # the bot telling its own instructions: this many of a rule's words, everyday or not

_WORD = re.compile(r"[\w\u0900-\u0dff]+")
_SELF_REFERENCE = re.compile(
    r"\b(?:my|our|mis|nuestras|mere|meri|mera|hamare)\s+(?:\w+\s+)?(?:rules|instructions|guidelines|prompt|"
    r"system prompt|reglas|instrucciones|directrices|niyam|instructions)\b|system prompt|"
    r"(?:मेरे|मेरी|हमारे)\s+(?:\S+\s+)?(?:नियम|निर्देश)|(?:என்|எனது|எங்கள்)\s+(?:\S+\s+)?(?:விதி|அறிவுறுத்த)|"
    r"(?:আমার|আমাদের)\s+(?:\S+\s+)?(?:নিয়ম|নির্দেশ)")
# The bot telling of its own instructions, in the first person singular ("our rules" is the shop's policy, and
# "I'm not allowed to cancel..." a refusal: neither is here).
_TOLD = re.compile(
    r"\b(?:my|mis|mere|meri|mera)\s+(?:own\s+)?(?:rules|instructions|guidelines|prompt|setup|set-up|programming|"
    r"reglas|instrucciones|directrices|configuraci[oó]n|niyam|instructions)\b|"
    r"\bi(?:'ve| have|'m| am| was)\s+(?:been\s+)?(?:told|instructed|programmed|configured|set up|designed)\s+to\b|"
    r"\bme\s+(?:han\s+)?(?:programaron|configuraron|indicaron|dijeron|programado|configurado|indicado|dicho|"
    r"instruido|pedido)\b|\b(?:mujhe|muje)\s+(?:\S+\s+){0,2}?(?:bataya|kaha|instruct|nirdesh|sikhaya)\w*|"
    r"मुझे\s+(?:\S+\s+){0,2}?(?:निर्देश|बताया|कहा)|(?:मेरे|मेरी)\s+(?:नियम|निर्देश)|"
    r"(?:என்|எனது|எனக்கு)\s+(?:\S+\s+){0,2}?(?:விதி|அறிவுறுத்த|சொல்லப்பட்ட)|"
    r"(?:আমার|আমাকে)\s+(?:\S+\s+){0,2}?(?:নিয়ম|নির্দেশ|বলা হয়েছে)")
_TOOL_WORD = re.compile(r"\b(?:tools?|functions?|herramientas?|funci[oó]n|funciones|api)\b|टूल|फ़ंक्शन|फंक्शन|"
                        r"கருவி|டூல்|টুল|ফাংশন")


def _stems(text: str) -> set[str]:
    return {word[:STEM] for word in _WORD.findall(text) if len(word) >= 3}


@cache
def _references() -> tuple[str, ...]:
    folder = resources.files("supportbot.agent") / "prompts"
    translated = [folder / f"{PROMPT_VERSION}.{lang}.md" for lang in LANGUAGES if lang != "en"]
    texts = [system_prompt(), *(t.description for t in TOOLS.values()),
             *(path.read_text(encoding="utf-8") for path in translated if path.is_file())]
    return tuple(skeleton(t) for t in texts)


@cache
def _windows() -> frozenset[str]:
    found: set[str] = set()
    for reference in _references():
        compact = _compact(reference)
        found |= {compact[i:i + WINDOW] for i in range(len(compact) - WINDOW + 1)}
    return frozenset(found)


@cache
def _everyday() -> frozenset[str]:
    """The stems of everything the bot says to customers, in every language: no evidence of a leak."""
    return frozenset(s for wording in TEXTS.values() for text in wording.values() for s in _stems(skeleton(text)))


@cache
def _index() -> Index:
    """The references' sentences by character n-grams, weighted against everything the bot says to customers."""
    return Index(_references(), (skeleton(t) for wording in TEXTS.values() for t in wording.values()))


@cache
def _sentences() -> tuple[frozenset[str], ...]:
    """Each reference sentence as its distinctive stems (tool names count: they are the tools')."""
    units = [u for reference in _references() for u in re.split(r"[.!?।]+\s|[\n;]|:\s", reference)]
    stems = [frozenset(_stems(u.replace("_", " ")) - _everyday()) for u in units]
    return tuple(s for s in stems if len(s) >= 2)


def _words(text: str) -> set[str]:
    """Stems of the words long enough to carry meaning, everyday or not."""
    return {word[:STEM] for word in _WORD.findall(text.replace("_", " ")) if len(word) >= 4}


@cache
def _rules() -> tuple[frozenset[str], ...]:
    units = [u for reference in _references() for u in re.split(r"[.!?।]+\s|[\n;]|:\s", reference)]
    return tuple(w for w in (frozenset(_words(u)) for u in units) if len(w) >= 3)


def _tells_own_rules(form: str) -> bool:
    """"My guidelines: no promising refunds the system hasn't confirmed": once the bot says it is telling its
    instructions, a rule's everyday words are enough to know which."""
    if not _TOLD.search(form):
        return False
    said = _words(form)
    return any(len(said & rule) >= TOLD_SHARED and len(said & rule) >= TOLD_SHARE * len(rule) for rule in _rules())


_NOT_ALNUM = re.compile(r"[\W_]+")


def _compact(text: str) -> str:
    return _NOT_ALNUM.sub("", text)


def _copies(form: str) -> bool:
    compact, windows = _compact(form), _windows()
    return any(compact[i:i + WINDOW] in windows for i in range(len(compact) - WINDOW + 1))


def _means(form: str) -> bool:
    said = _stems(form.replace("_", " ")) - _everyday()
    if len(said) < SHARED_WITH_SELF_REFERENCE:
        return False
    # Talk of "my rules" or of tools is the instructions' own subject: two of their stems tell.
    own_subject = bool(_SELF_REFERENCE.search(form) or _TOOL_WORD.search(form))
    for sentence in _sentences():
        shared = len(said & sentence)
        if shared >= SHARED_ALONE or (shared >= SHARED and shared >= SHARE * len(sentence)):
            return True
        if own_subject and shared >= SHARED_WITH_SELF_REFERENCE:
            return True
    return False


@cache
def _tool_names() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A tool's name as one identifier (check_refund, check-refund, checkRefund), and in words."""
    parts = [name.split("_") for name in TOOLS]
    joined = "|".join("[_-]?".join(p) for p in parts)
    spaced = "|".join(r"\s+".join(p) for p in parts)
    return (re.compile(rf"(?<![a-z0-9])(?:{joined})(?![a-z0-9])"), re.compile(rf"\b(?:{spaced})\b"))


# The tools' words as a model writes them in Indic letters ("चेक रिफ़ंड", "செக் ரீஃபண்ட்", "চেক রিফান্ড"), put back
# in Latin letters so a tool named in them is compared as any other.
_SPELLED = {
    "check": "चेक|செக்|চেক", "refund": "रिफ़ंड|रिफंड|ரீஃபண்ட்|ரீபண்ட்|রিফান্ড", "issue": "इश्यू|இஷ்யூ|ইস্যু",
    "order": "ऑर्डर|ஆர்டர்|অর্ডার", "orders": "ऑर्डर्स|ஆர்டர்கள்|অর্ডারস", "get": "गेट|கெட்|গেট",
    "list": "लिस्ट|லிஸ்ட்|লিস্ট", "cancel": "कैंसल|कैंसिल|கேன்சல்|ক্যানসেল", "start": "स्टार्ट|ஸ்டார்ட்|স্টার্ট",
    "return": "रिटर्न|ரிட்டர்ன்|রিটার্ন", "send": "सेंड|சென்ட்|সেন্ড", "code": "कोड|கோட்|কোড",
    "verify": "वेरिफाई|वेरिफ़ाई|வெரிஃபை|ভেরিফাই", "request": "रिक्वेस्ट|ரிக்வெஸ்ட்|রিকোয়েস্ট",
    "human": "ह्यूमन|ஹியூமன்|হিউম্যান", "change": "चेंज|சேஞ்ச்|চেঞ্জ", "address": "एड्रेस|அட்ரஸ்|অ্যাড্রেস",
    "replacement": "रिप्लेसमेंट|ரீப்ளேஸ்மென்ட்|রিপ্লেসমেন্ট", "search": "सर्च|சர்ச்|সার্চ",
}
_SPELLINGS = [(re.compile(f"(?:{forms})"), latin) for latin, forms in _SPELLED.items()]


def _latin(text: str) -> str:
    for spelled, latin in _SPELLINGS:
        text = spelled.sub(f" {latin} ", text)
    return " ".join(text.split())


def _names_a_tool(text: str) -> bool:
    text = _latin(text) if any(ord(c) > 0x900 for c in text) else text
    identifier, words = _tool_names()
    uncameled = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", text)  # checkRefund -> check_Refund
    if identifier.search(skeleton(uncameled)):
        return True
    named = {m.group() for m in words.finditer(skeleton(text))}
    return len(named) >= 2 or (bool(named) and bool(_TOOL_WORD.search(skeleton(text))))


def leaks(text: str) -> list[str]:
    """What of the model's own instructions the text reveals, by kind (empty: nothing)."""
    found: list[str] = []
    shapes = forms(text)
    for form in shapes:
        if "system prompt" not in found and (_copies(form) or _means(form) or _tells_own_rules(form)
                                             or tells_a_rule(_index(), form)):
            found.append("system prompt")
        if "internal marker" not in found and (MARK in form or "untrusted:" in form):
            found.append("internal marker")
    if any(_names_a_tool(f) for f in (text, *shapes[1:])):
        found.append("tool name")
    return found
