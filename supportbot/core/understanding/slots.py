"""Slots code can read from customer text without a model: order ids, items, quantities, reasons.
Pure; deliberately simple — what it cannot read, the templated rung asks for."""

from __future__ import annotations

import re
from collections.abc import Sequence

from supportbot.core.shop.orders import Order

ORDER_ID = re.compile(r"\b([A-Z]{1,3}-\d{3,})\b", re.IGNORECASE)
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "both": 2,
           "ek": 1, "do": 2, "teen": 3, "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3,
           "एक": 1, "दो": 2, "तीन": 3,
           "ஒரு": 1, "ஒன்று": 1, "ஒண்ணு": 1, "இரண்டு": 2, "ரெண்டு": 2, "மூன்று": 3, "மூணு": 3,
           "এক": 1, "একটা": 1, "একটি": 1, "দুই": 2, "দুটো": 2, "দুটি": 2, "তিন": 3, "তিনটে": 3, "তিনটি": 3}
# "do you ...", "do not ...": English, not the Hinglish two.
_NOT_A_COUNT_BEFORE = frozenset({"you", "u", "i", "we", "they", "not", "it"})
# Indic scripts get no \b: their vowel signs are not word characters, so a stem is matched as is.
REASONS = [
    ("wrong_item", re.compile(r"wrong (item|thing|one|colou?r|size)|not what i ordered|galat|equivocad"
                              r"|en (vez|lugar) de|गलत|தவறான|ভুল", re.I)),
    ("missing_item", re.compile(r"missing|never (came|arrived)|didn'?t (come|arrive)|falta|nahi aaya"
                                r"|(was|were|wasn'?t|weren'?t) not in the (box|parcel|package)"
                                r"|not in the (box|parcel|package)"
                                r"|no (ven[ií]a|estaba|vino|lleg[oó]) en (la caja|el paquete)"
                                r"|(डिब्बे|पार्सल) में नहीं|गायब|(பெட்டியில்|பார்சலில்) இல்லை|ছিল না", re.I)),
    ("defective", re.compile(r"faulty|defective|doesn'?t work|not working|stopped working|kharab|no funciona"
                             r"|estropead|काम नहीं कर|வேலை செய்ய(வில்லை|ல)|কাজ করছে না|কাজ করে না", re.I)),
    # Damage said by what it looks like: torn, stained, a hole, fraying, leaking, dented.
    ("damaged", re.compile(r"broke|broken|damaged|cracked|smashed|shattered|chipped|toot|tut|roto|rota|"
                           r"dañad|टूट|"
                           r"\b(torn|tears?|rip|ripped|rips|stain|stains|stained|holes?|fray|frayed|fraying"
                           r"|leak|leaks|leaked|leaking|dent|dents|dented|split|burst|unravell?ing|came apart"
                           r"|falling apart|blotch\w*|discolou?r\w*"
                           r"|(dye|ink|water|oil|grease) (marks?|spots?|stains?))\b|"
                           r"manch(a|as|ad[oa]s?)\b|agujer|desgarr|rasgad|deshilach|descosid|abollad|gotea|"
                           r"\b(phat(a|i|e)|daag|chhed|udhad|udhd)|"
                           r"फट|दाग|छेद|उधड़|கிழி|கறை|ஓட்டை|உடை|நசுங்கி|விரிசல|ফাটা|ফেটে|ছেঁড়া|ছিঁড়ে|দাগ|ফুটো|ভাঙা|ভেঙে|ফেঁসে|"
                           r"সুতো খুলে", re.I)),
    # Not a covered reason (supportbot/core/money/refunds.py refuses it), but a reason all the same: read it so policy
    # can refuse it with the rule, instead of asking "what was wrong?" until the customer gives up.
    # Last, so "changed my mind, it's broken anyway" is read as damaged.
    ("changed_mind", re.compile(r"(don'?t|do not|no longer|not) (really )?(like|love|want|need)\b|"
                                r"change[ds]? (my|our) mind|mind (is )?changed|(doesn'?t|does not|don'?t) suit|"
                                r"(ya )?no (me gusta|lo quiero|la quiero|lo necesito)|cambi[eé] de (opini[oó]n|idea)|"
                                r"no me (queda|sienta) bien|"
                                r"पसंद नहीं|अच्छा नहीं लगा|मन बदल|pasand (nahi|nahin|nhi)|(mann?|mood) badal|"
                                r"பிடிக்கவில்லை|பிடிக்கல|পছন্দ হয়নি|পছন্দ নয়|পছন্দ হচ্ছে না", re.I)),
]


def order_ids(texts: Sequence[str]) -> list[str]:
    seen: list[str] = []
    for text in texts:
        for match in ORDER_ID.findall(text or ""):
            if match.upper() not in seen:
                seen.append(match.upper())
    return seen


# "Nothing wrong with it" names no fault however many fault words it holds: a change of mind.
NO_FAULT = re.compile(r"nothing wrong|no fault|no defects?\b|not (faulty|damaged|broken)|"
                      r"sin (ning[uú]n )?defecto|ning[uú]n (defecto|problema)|no tiene nada|"
                      r"कोई खराबी नहीं|कोई कमी नहीं|koi kharabi nahi|koi kami nahi|"
                      r"குறை(யும்)? இல்லை|குறை எதுவும் இல்லை|খুঁত নেই|কোনো সমস্যা নেই", re.I)


def reason(text: str) -> str | None:
    if NO_FAULT.search(text):
        return "changed_mind"
    return next((name for name, pattern in REASONS if pattern.search(text)), None)


def _count(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBERS.get(word)


def _qty_before(words: list[str], index: int, ordered: int) -> int:
    # "one of the two shades", "two of the four bulbs": the part before "of" is the count.
    for back in range(1, 5):
        if index - back - 1 >= 0 and words[index - back] == "of":
            part = _count(words[index - back - 1])
            if part is not None:
                return part
    for back in (1, 2):
        if index - back < 0:
            break
        word = words[index - back]
        if word in ("all", "sab", "todos", "todas"):
            return ordered
        if word.isdigit():
            return int(word)
        if word in NUMBERS:
            return NUMBERS[word]
    return 1


# Words of a catalogue name that say nothing about which item it is ("with", "set of 4").
_NAME_FILLER = frozenset({"with", "and", "for", "the", "set", "pack", "pair", "pairs", "from", "size", "one"})


def items(text: str, order: Order) -> tuple[tuple[str, int], ...]:
    """(sku, qty) for each item of the order the text names, by sku or a word of its name."""
    words = re.findall(r"[\w-]+", text.lower())
    names = {item.sku: {item.sku.lower()} | {w for w in re.findall(r"\w+", item.name.lower())
                                             if len(w) >= 3 and w not in _NAME_FILLER}
             for item in order.items}
    # A name word of one item only says which item; one that several items share ("lamp" in
    # "Table lamp" and "Lamp shade") counts only when no item is named by a word of its own.
    own = {sku: {w for w in ws if all(w not in other for k, other in names.items() if k != sku)}
           for sku, ws in names.items()}

    def named(vocabulary: dict[str, set[str]]) -> dict[str, int]:
        found: dict[str, int] = {}
        for item in order.items:
            for i, word in enumerate(words):
                stem = word[:-1] if word.endswith("s") else word
                if word in vocabulary[item.sku] or stem in vocabulary[item.sku]:
                    found[item.sku] = min(_qty_before(words, i, item.qty), item.qty)
                    break
        return found

    return tuple(sorted((named(own) or named(names)).items()))


def leading_quantity(text: str) -> int | None:
    """The count a message opens with ("un plato", "एक प्लेट", "2"), whatever the item is called.

    For an answer to "which item, and how many?" on an order of one kind of item, where the
    catalogue's English name may not be the customer's word for it."""
    # Split on spaces, not \w: Indic vowel signs are not word characters.
    words = [w.strip(".,;:!?¿¡()") for w in text.lower().split()]
    words = [w for w in words if w]
    if not words:
        return None
    if words[0].isdigit():
        return int(words[0])
    if words[0] in NUMBERS and len(words) > 1 and words[1] not in _NOT_A_COUNT_BEFORE:
        return NUMBERS[words[0]]
    return None


# Not "a", "un", "una": articles as often as counts ("a refund", "un reembolso").
_ONE = re.compile(r"\b(one|ek)\b|एक|ஒரு|ஒன்று|ஒண்ணு|একটা|একটি", re.I)


def mentions_one(text: str) -> bool:
    """"One plate came chipped", "एक प्लेट टूटी": one unit, whatever the item is called, on an
    order of one kind of item (a larger count is read by leading_quantity or items)."""
    return bool(_ONE.search(text))
