"""What a shop's goods are called in the customer's language, when it translates the name rather than borrowing it
(issue 27 items 1 and 3).

Item names are recorded in English ("Linen shirt", "Desk fan"). A reply borrows them ("शर्ट", "ফ্যান"), which the
guard finds by sound (supportbot/agent/claim_details.py), or translates them: "camisas", "पंखा", "மின்விசிறி",
"জামা" sound like nothing in "shirt" or "fan", so a claim about the wrong item went unread, and a translated word
could sound like another item ("फूलदान", vase, like "belt"). A word found here is read as its English name instead.

Spanish words are matched whole (accents dropped, the plural's -s or -es too); Hindi, Tamil and Bengali words as the
word's opening, since case endings follow ("मिक्सी", "பூச்சாடியை", "পাখাটি"), except the shortest, which must be the
whole word. Tamil drops a final -u before an ending ("விளக்கு", "விளக்கை"). Words that open common words of another
meaning are left out (Bengali "বাতি", lamp, opens "বাতিল", cancelled; Tamil "உடை", dress, opens "உடைந்த", broken).
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache

# English name: its translations (Spanish; Hinglish as Hindi speakers write it; Hindi; Tamil; Bengali).
GOODS: dict[str, tuple[str, ...]] = {
    "shirt": ("camisa", "kameez", "kamiz", "कमीज़", "कमीज", "சட்டை", "জামা"),
    "trousers": ("pantalon", "pantalones", "patloon", "पतलून", "கால்சட்டை"),
    "dress": ("vestido", "ஆடை", "পোশাক"),
    "jacket": ("chaqueta", "cazadora", "chamarra"),
    "sweater": ("jersey", "sueter"),
    "socks": ("calcetin", "calcetines", "moze", "मोज़े", "मोजे", "காலுறை", "মোজা"),
    "shoes": ("zapato", "zapatos", "zapatilla", "zapatillas", "joote", "jute", "joota", "जूते", "जूता", "காலணி", "জুতো",
              "জুতা"),
    "boots": ("bota", "botas"),
    "hat": ("sombrero", "gorra", "gorro", "topi", "टोपी", "தொப்பி", "টুপি"),
    "belt": ("cinturon",),
    "bag": ("bolso", "bolsa", "mochila", "thaila", "थैला", "থলে"),
    "watch": ("reloj", "ghadi", "घड़ी", "கடிகாரம்", "கைக்கடிகாரம்", "ঘড়ি"),
    "vase": ("jarron", "florero", "phooldan", "फूलदान", "பூச்சாடி", "ফুলদানি"),
    "fan": ("ventilador", "pankha", "pankhe", "पंखा", "पंखे", "மின்விசிறி", "விசிறி", "পাখা"),
    "lamp": ("lampara", "விளக்கு"),
    "bottle": ("botella", "குப்பி"),
    "plate": ("thali", "थाली", "தட்டு", "থালা"),
    "bowl": ("cuenco", "tazon", "katori", "katora", "कटोरी", "कटोरा", "கிண்ணம்", "বাটি"),
    "mug": ("taza", "குவளை"),
    "glass": ("vaso", "gilas", "गिलास", "டம்ளர்"),
    "kettle": ("hervidor", "ketli", "केतली", "কেটলি"),
    "pan": ("sarten", "kadhai", "कड़ाही", "வாணலி", "কড়াই"),
    "knife": ("cuchillo", "chaku", "चाकू", "கத்தி", "ছুরি"),
    "spoon": ("cuchara", "chammach", "चम्मच", "கரண்டி", "চামচ"),
    "candle": ("vela", "velas", "mombatti", "मोमबत्ती", "மெழுகுவர்த்தி", "মোমবাতি"),
    "towel": ("toalla", "tauliya", "तौलिया", "துண்டு", "তোয়ালে"),
    "pillow": ("almohada", "takiya", "तकिया", "தலையணை", "বালিশ"),
    "blanket": ("manta", "kambal", "कंबल", "போர்வை", "কম্বল"),
    "sheet": ("sabana", "chadar", "चादर", "চাদর"),
    "book": ("libro", "kitab", "किताब", "புத்தகம்", "বই"),
    "toy": ("juguete", "khilona", "खिलौना", "பொம்மை", "খেলনা"),
    "chair": ("silla", "kursi", "कुर्सी", "நாற்காலி"),
    "headphones": ("auriculares", "cascos"),
    "charger": ("cargador",),
    "case": ("funda",),
    "leather": ("cuero", "chamda", "चमड़े", "चमड़ा", "தோல்", "চামড়া"),
    "cotton": ("algodon", "suti", "सूती", "பருத்தி", "সুতি"),
    "steel": ("acero",),
    "table": ("mesa", "मेज़", "மேசை"),
}
_SHORTEST_OPENING = 3  # code points: shorter Indic words must be the whole word


def _bare(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


_TAMIL_VOWEL_SIGNS = frozenset(chr(c) for c in range(0x0BBE, 0x0BCD))


@cache
def _tables() -> tuple[dict[str, str], tuple[tuple[str, str, bool], ...]]:
    """Whole words -> English, and openings (word, English, whether a vowel sign must follow), longest first."""
    whole: dict[str, str] = {}
    openings: list[tuple[str, str, bool]] = []
    for english, words in GOODS.items():
        for word in words:
            native = unicodedata.normalize("NFC", word)
            whole[native] = english
            if not native.isascii() and len(native) >= _SHORTEST_OPENING:
                openings.append((native, english, False))
                if native.endswith("\u0bc1"):  # Tamil's -u drops before an ending: விளக்கு, விளக்கை
                    openings.append((native[:-1], english, True))
    return whole, tuple(sorted(openings, key=lambda o: -len(o[0])))


@lru_cache(maxsize=8192)  # a reply's words recur across its clauses and items
def english_name(word: str) -> str | None:
    """The English name a word in the customer's language gives an item ("camisas": "shirt"); None if none."""
    whole, openings = _tables()
    word = unicodedata.normalize("NFC", word.casefold())
    latin = _bare(word)
    if latin.isascii():
        singulars = (latin, latin[:-1] if latin.endswith("s") else "", latin[:-2] if latin.endswith("es") else "")
        return next((whole[s] for s in singulars if s in whole), None)
    if word in whole:
        return whole[word]
    for native, english, vowel_follows in openings:
        # a stem that dropped Tamil's -u goes on with a vowel sign ("விளக்கை"), not a consonant ("விளக்கம்")
        if word.startswith(native) and (not vowel_follows or word[len(native):][:1] in _TAMIL_VOWEL_SIGNS):
            return english
    return None
