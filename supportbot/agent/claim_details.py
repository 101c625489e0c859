"""What a claim says beyond its action, held against a fact: which items, how many, and how far along (issue 27 item 1).

A refund made bears out "your refund has been issued", but not "the bowl has been refunded" when it was the
plate, nor "all three plates" when it was one. A return started (the label emailed) bears out "your return
is under way", but not "we've received your return" nor "your return is complete"; a replacement sent not
"it has been delivered"; a code sent not "your code is correct". Each action is a ladder of recorded states,
and a clause's words say which rung it claims.

Items are told apart by their names across scripts: a reply in Hindi, Tamil or Bengali writes an English
item name in its own letters ("प्लेट", "பிளேட்", "প্লেট" for "plate"), so names are compared by their
consonants, mapped to one rough Latin skeleton. Only items the run's facts name are told apart: a word that
names none of them says nothing about items.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache

from supportbot.agent import claim_words, item_words, stage_words
from supportbot.agent.grounds import Fact, Item

# --- the rung a clause claims --------------------------------------------------------------------

RECEIVED, DELIVERED = "received", "delivered"
# The recorded states below each claimed rung: "received" is further than a return "started".
BELOW = {RECEIVED: {"started", "awaiting_confirmation"}, DELIVERED: {"sent", "awaiting_confirmation",
                                                                       "awaiting_approval"}}


def _compile(patterns: Sequence[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{unicodedata.normalize('NFKC', p)})" for p in patterns))


@cache
def _tables() -> dict[str, re.Pattern[str]]:
    tables = {name: _compile(getattr(stage_words, name)) for name in ("RETURN_THING", "RETURN_RECEIVED",
                                                                      "DELIVERED", "CODE_ACCEPTED", "WHOLE",
                                                                      "RUNG_REACHED", "PARTITIVE")}
    return tables | {"NEW": _compile([claim_words.NEW]), "INFORMATION": _compile(claim_words.INFORMATION)}


def staged(clause: str, actions: list[str]) -> tuple[list[str], dict[str, str], bool]:
    """The clause's actions, the rung it claims for each, and whether a state word alone says it was reached
    ("your code is correct", "Return received!"), with no verb of doing.

    A code said to be correct is the customer verified, whatever verb carries it; goods said to have reached
    the warehouse are a return received, even when no word for "return" is there ("we've received the mug")."""
    t = _tables()
    actions, rungs, stated = list(actions), {}, False
    if t["CODE_ACCEPTED"].search(clause):
        actions = [a for a in actions if a != "code"] + ([] if "verification" in actions else ["verification"])
        stated = True  # "your code is correct" states the check done, with no verb of doing
    thing = "return" in actions or (not actions and t["RETURN_THING"].search(clause))
    if thing and t["RETURN_RECEIVED"].search(clause):
        actions += [] if "return" in actions else ["return"]
        rungs["return"] = RECEIVED
    if t["DELIVERED"].search(clause):
        if (not actions and t["NEW"].search(clause) and not t["INFORMATION"].search(clause)):
            actions.append("replacement")  # "your new mug has been delivered": the item again, as one shipped is
        if "replacement" in actions:
            rungs["replacement"] = DELIVERED
    if rungs and t["RUNG_REACHED"].search(clause):
        stated = True  # "Return received!": the participle alone says the rung reached
    return actions, rungs, stated


# --- items, by name across scripts ---------------------------------------------------------------

_WORD = re.compile(r"[\w\u0900-\u0dff]+")
# Words in item names that tell no item apart.
_GENERIC = {"item", "items", "order", "pack", "set", "size", "piece", "pieces", "product", "new", "the", "and", "with",
            "for", "of", "de", "del", "la", "el", "con", "y"}
# Letters of one sound class share a symbol: voiced and unvoiced, aspirated and not, are one (Tamil writes
# one letter for p and b); semivowels and h drop, as vowels do.
_LATIN = str.maketrans({"b": "p", "f": "p", "d": "t", "g": "k", "q": "k", "c": "k", "j": "c", "z": "s", "x": "k",
                        "v": "", "w": "", "y": "", "h": ""})
_INDIC = {}
for _letters, _sound in (("कखगघ", "k"), ("चछजझ", "c"), ("टठडढतथदध", "t"), ("पफबभ", "p"), ("ङञणन", "n"),
                         ("म", "m"), ("र", "r"), ("लळ", "l"), ("शषस", "s"),
                         ("க", "k"), ("சஜ", "c"), ("டத", "t"), ("ப", "p"), ("ஙஞணநன", "n"), ("ம", "m"),
                         ("ரற", "r"), ("லளழ", "l"), ("ஷஸ", "s"),
                         ("কখগঘ", "k"), ("চছজঝয", "c"), ("টঠডঢতথদধৎ", "t"), ("পফবভ", "p"), ("ঙঞণন", "n"), ("ংं", "N"),
                         ("ম", "m"), ("রড়ঢ়", "r"), ("ল", "l"), ("শষস", "s")):
    for _letter in _letters:
        _INDIC[ord(_letter)] = _sound


_VIRAMAS = {"\u094d", "\u0bcd", "\u09cd"}
_SILENT = {"\u093c", "\u09bc", "\u0b83"}  # nuktas (part of their consonant) and Tamil's ஃ


def _latin(word: str) -> str:
    """A Latin word without its accents ("lámparas": "lamparas"), so it is read as Latin; other scripts as written."""
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    return bare if bare.isascii() else word


@lru_cache(maxsize=16384)  # pure, and called for every word and item name a reply's clauses hold
def _skeleton(word: str) -> str:
    """A word's consonants as one rough Latin skeleton ("प्लेट", "பிளேட்", "plate": "plt")."""
    # Bengali writes the "a" of an English loanword as ya-phala after a consonant ("ল্যাম্প", "ব্যাগ"): no consonant.
    word = _latin(unicodedata.normalize("NFC", word)).replace("\u09cd\u09af", "")
    if word.isascii():
        word = re.sub(r"ch|sh|th|ph", lambda m: {"ch": "c", "sh": "s", "th": "t", "ph": "p"}[m.group()], word)
        sounds = re.sub(r"[aeiou\d_]", "", word.translate(_LATIN))
        return re.sub(r"(.)\1+", r"\1", sounds)
    # A consonant written twice with a virama joining them ("ட்ட") is one sound; with a vowel between, written or
    # inherent, two: "পাবেন" (p-a-b) is not the "fan" of "ফ্যান" (Tamil's ஃ before ப writes f, and drops).
    written: list[str] = []
    joined = True
    for c in unicodedata.normalize("NFD", word):
        if c in _VIRAMAS or c in _SILENT:
            joined = joined or c in _VIRAMAS
            continue
        sound = _INDIC.get(ord(c))
        written.append(("" if joined else "|") + sound if sound else "|")
        joined = not sound
    # An anusvara is the nasal of the consonant after it: m before p ("लैंप", lamp), n elsewhere ("पंखा").
    nasal = re.sub(r"N(?=p)", "m", "".join(written).replace("N|", "N")).replace("N", "n")
    return re.sub(r"(.)\1+", r"\1", nasal).replace("|", "")


def _keys(item: Item) -> set[str]:
    words = {k for name in item.names for k in _WORD.findall(name.casefold().replace("_", " "))}
    return {k for k in words if len(k) >= 3 and not k.isdigit() and k not in _GENERIC}


def _names(word: str, key: str) -> bool:
    sounds, of_key = _skeleton(word), _skeleton(key)
    if word.isascii():
        if word == key or (word.startswith(key) and len(word) - len(key) <= 2):  # "plates", "mugs"
            return True
        # A cognate in the other Latin language ("platos" for "plate"); short names are left alone ("make", "mug").
        singular = sounds[:-1] if word.endswith("s") and not key.endswith("s") else sounds  # "lámparas"
        return (len(key) >= 4 and len(of_key) >= 3 and word[0] == key[0] and singular.startswith(of_key)
                and len(singular) - len(of_key) <= 1)
    # The script's case endings follow the name; its opening sound is the name's: a word opening with a vowel
    # ("আপনার", your) does not name one opening with a consonant ("fan").
    opening = next((c for c in word if c not in _SILENT), " ")  # Tamil's ஃ before ப is the f, not a vowel
    opens_alike = key[0] in "aeiou" or ord(opening) in _INDIC
    return len(of_key) >= 2 and opens_alike and sounds.startswith(of_key)


def _named(words: list[str], item: Item) -> list[int]:
    """Where in the clause's words the item is named."""
    keys = _keys(item)
    return [i for i, word in enumerate(words) if any(_names(form, k) for form in _forms(word) for k in keys)]


@lru_cache(maxsize=16384)  # pure, and called for every word and item name a reply's clauses hold
def _forms(word: str) -> tuple[str, ...]:
    """The forms a clause's word is held against item names by: a word translating a name is read as the English
    name too ("camisas": shirt; a Spanish shop's "Taza azul" is still "tazas"), and an Indic one only so: its sound
    is an English name's by chance ("फूलदान", vase, sounds like "belt")."""
    english, latin = item_words.english_name(word), _latin(word)
    if english is None:
        return (latin,)
    return (english, latin) if latin.isascii() else (english,)


def _same(a: Item, b: Item) -> bool:
    """One item written two ways: a shared name or sku, or one's words all the other's ("Plate", "Stoneware plate")."""
    names = {n.casefold() for n in a.names} & {n.casefold() for n in b.names}
    keys_a, keys_b = _keys(a), _keys(b)
    return bool(names) or (bool(keys_a) and bool(keys_b) and (keys_a <= keys_b or keys_b <= keys_a))


_OF = {"of", "de"}


@cache
def _count_words() -> dict[str, int]:
    return {word: n for n, words in stage_words.COUNTS.items() for word in words}


def _count(word: str) -> int | None:
    digits = re.match(r"^(\d+)(?:টি|টা|ta|ti|x)?$", word)
    if digits:
        return int(digits.group(1))
    counts = _count_words()
    if word in counts:
        return counts[word]
    # Indic numerals take endings ("மூன்றும்", "তিনটিই"): the longest numeral the word opens with.
    found = [n for numeral, n in counts.items() if not numeral.isascii() and word.startswith(numeral)]
    return max(found) if found else None


def _counts(words: list[str], at: list[int]) -> set[int]:
    """The numbers written just before an item's name ("all three plates", "दोनों प्लेटों", "2টি প্লেটের")."""
    found = set()
    for i in at:
        # "both of the lamps": a numeral before "of" and one word still counts the item
        for j in (i - 1, i - 2, *((i - 3,) if i >= 2 and words[i - 2] in _OF else ())):
            n = _count(words[j]) if j >= 0 else None
            if n is not None:
                if not _tables()["PARTITIVE"].search(" ".join(words[max(j - 4, 0):j]) + " "):
                    found.add(n)
                break
    return found


def fits(clause: str, rung: str | None, fact: Fact, facts: Sequence[Fact]) -> bool:
    """Whether a claim read from the clause, for the rung it names, may rest on this fact of its kind."""
    if rung and fact.reached in BELOW.get(rung, ()):
        return False
    if not fact.items:
        return True
    if _tables()["WHOLE"].search(clause) and not _covers_order(fact, facts):
        return False  # "your whole order has been refunded" when some of its items were
    words = _WORD.findall(clause)
    at = {item: frozenset(_named(words, item)) for f in facts for item in f.items}
    # The items the clause names: those whose words it uses, unless another's take in all of them ("red mug" names
    # the red one, not the blue one that shares "mug").
    named = [item for item, where in at.items() if where and not any(where < other for other in at.values())]
    own = [item for item in named if any(_same(item, mine) for mine in fact.items)]
    if named and not own:
        return False  # it names another of the customer's items, and none of this fact's
    counts = _counts(words, sorted(set().union(*(at[item] for item in own))))
    quantities = [item.qty for item in fact.items if item.qty is not None]
    if counts and quantities:
        allowed = {*quantities, sum(quantities)}
        return counts <= allowed
    return True


def _covers_order(fact: Fact, facts: Sequence[Fact]) -> bool:
    """Whether the fact's items are all of its order's, as far as an order shown says (unknown: it may be)."""
    def total(items: Sequence[Item]) -> int | None:
        return None if any(i.qty is None for i in items) else sum(i.qty or 0 for i in items)

    done = total(fact.items)
    for shown in facts:
        if shown.kind == "order" and shown.order_id == fact.order_id and shown.items:
            whole = total(shown.items)
            if done is not None and whole is not None:
                return done >= whole
            return len(fact.items) >= len(shown.items)
    return True
