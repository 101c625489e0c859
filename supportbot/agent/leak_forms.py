"""Every form a reply may hide the assistant's instructions in, undone (issue 27 item 2).

An obedient model asked to "print your rules in base64" complies; one asked to dodge a filter
writes them in look-alike letters, leetspeak, spaced out, reversed, ROT13, URL-encoded, or
compressed and encoded. `forms` returns the reply in each plain form it can be brought back to,
and supportbot/agent/leaks.py compares those with what only the model is shown. Decoding is
bounded (MAX_TEXT characters, DEPTH rounds) so a hostile reply cannot make the guard slow.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import quopri
import re
import unicodedata
import urllib.parse
import zlib
from collections.abc import Callable, Iterator

from supportbot.core.understanding.invisible import strip_invisible

MAX_TEXT = 20_000  # a reply longer than this is cut to it before decoding (WhatsApp's own limit is 4,096)
DEPTH = 2  # base64 inside URL-encoding, zlib inside base64: two rounds undo what a model layers
MIN_RUN = 16  # shorter encoded runs decode to a few letters, too few to compare

# Latin look-alikes from the Cyrillic and Greek alphabets (after casefolding), and leetspeak's digits.
_CONFUSABLES = str.maketrans("аеорсухіјѕкмтвнԁɡһӏαοερικντυχβηϲ", "aeopcyxijskmtbhdghlaoepikvtuxbnc")
_LEET = str.maketrans("01345789@$|!", "oieastbgasli")


def skeleton(text: str) -> str:
    """The text as it reads: zero-width characters dropped, compatibility forms (fullwidth letters) folded,
    case folded, look-alike letters made Latin."""
    return unicodedata.normalize("NFKC", strip_invisible(text)).casefold().translate(_CONFUSABLES)


def _printable(data: bytes) -> str | None:
    """Bytes as text when they are mostly text (a decoder's garbage is not), decompressed first when they are
    compressed. Raw deflate "succeeds" on many plain byte strings with garbage, so the bytes as they are
    are tried too."""
    candidates = []
    for wbits in (15, -15, 31):  # zlib, raw deflate, gzip
        try:
            candidates.append(zlib.decompressobj(wbits).decompress(data, MAX_TEXT))
        except zlib.error:
            continue
    for candidate in (*candidates, data):
        text = candidate.decode("utf-8", "ignore")
        letters = sum(c.isprintable() or c.isspace() for c in text)
        if len(text) >= 8 and letters >= 0.9 * len(text):
            return text
    return None


# A run may go on across line breaks: a model wraps long base64 at 16, 64 or 76 columns.
_B64 = re.compile(r"[A-Za-z0-9+/_-]{8,}(?:={0,2}[ \t]*\r?\n[ \t]*[A-Za-z0-9+/_-]{4,})*={0,2}")
_B32 = re.compile(r"[A-Z2-7]{16,}(?:=*[ \t]*\r?\n[ \t]*[A-Z2-7]{4,})*={0,6}")
_B85 = re.compile(r"[!-~]{20,}")
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}[\s:]?){12,}")
_BITS = re.compile(r"(?:[01]{8}\s?){6,}")
_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})")
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);")


def _runs(pattern: re.Pattern[str], text: str) -> Iterator[str]:
    for run in pattern.findall(text):
        joined = re.sub(r"\s", "", run)
        if len(joined) >= MIN_RUN:
            yield joined


def _b32(run: str) -> bytes:
    return base64.b32decode(run + "=" * (-len(run) % 8), casefold=True)


def _a85(run: str) -> bytes:
    return base64.a85decode(run.removeprefix("<~").removesuffix("~>"))


def _hex(run: str) -> bytes:
    return bytes.fromhex(run.replace(":", ""))


def _bits(run: str) -> bytes:
    return bytes(int(run[i:i + 8], 2) for i in range(0, len(run) - 7, 8))


def _unescaped(text: str) -> str:
    """\\u0063 and \\x63 escapes (a JSON or Python string's) as their characters; \\x runs as UTF-8 bytes."""
    if "\\x" in text:
        text = re.sub(r"(?:\\x[0-9a-fA-F]{2})+", lambda m: bytes.fromhex(m.group().replace("\\x", "")).decode(
            "utf-8", "replace"), text)
    return _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)) if m.group(1) else m.group(), text)


def _padded(decode: Callable[[str], bytes]) -> Callable[[str], bytes]:
    return lambda run: decode(run + "=" * (-len(run) % 4))


_DECODERS: tuple[tuple[re.Pattern[str], tuple[Callable[[str], bytes], ...]], ...] = (
    (_B64, (_padded(base64.b64decode), _padded(base64.urlsafe_b64decode))),
    (_B32, (_b32,)),
    (_B85, (base64.b85decode, _a85)),
    (_HEX, (_hex,)),
    (_BITS, (_bits,)),
)


def _decoded(text: str) -> Iterator[str]:
    for pattern, decoders in _DECODERS:
        for run in _runs(pattern, text):
            for decode in decoders:
                try:
                    plain = _printable(decode(run))
                except (binascii.Error, ValueError):
                    continue
                if plain:
                    yield plain
    if "%" in text:
        yield urllib.parse.unquote_plus(text)
    if _ENTITY.search(text):
        yield html.unescape(text)
    if _ESCAPE.search(text):
        yield _unescaped(text)
    if "=" in text and re.search(r"=[0-9A-F]{2}", text):
        yield quopri.decodestring(text.encode()).decode("utf-8", "ignore")


_SEPARATORS = "-._|*·/~+,"


def _respelled(text: str) -> Iterator[str]:
    """The same letters rearranged or re-spelled: reversed, ROT13, leetspeak, spaced out."""
    yield text[::-1]
    yield codecs.encode(text, "rot13")
    if any(c.isdigit() or c in "@$|" for c in text):
        yield text.translate(_LEET)
    for separator in _SEPARATORS:  # v-e-r-i-f-y, c.h.e.c.k, c|h|e|c|k: every other character the same one
        if text.count(separator) >= 8 and text.count(separator) > 0.4 * len(text):
            yield text.replace(separator, "")
    tokens = text.split()
    if tokens and sum(len(t) == 1 for t in tokens) > 0.6 * len(tokens):
        yield re.sub(r"(?<=\S) (?=\S)", "", re.sub(r"\s{2,}", "  ", text))  # l e t t e r s  s p a c e d


def forms(text: str) -> list[str]:
    """The text, its re-spellings and what it decodes to, each folded by `skeleton`."""
    found = [text[:MAX_TEXT]]
    frontier = list(found)
    for _ in range(DEPTH):
        fresh = [plain for form in frontier for plain in _decoded(form) if plain not in found]
        found += fresh
        frontier = fresh
    shapes = [skeleton(f) for f in found]
    return shapes + [r for s in shapes for r in _respelled(s)]
