"""One-off: the Python word dicts (supportbot/words/wording.py and the modules it merges) into gettext
catalogues. Run once to make locale/; removed with the dicts, since nothing is left to convert.

    .venv/bin/python scripts/words_to_catalogues.py
"""

from __future__ import annotations

import re
import textwrap
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog

from supportbot.words import po_files
from supportbot.words.catalogue import DOMAIN, LOCALE_DIR, LOCALES, SOURCE
from supportbot.words.wording import TEXTS

ROOT = Path(__file__).resolve().parents[1]
WORDS = ROOT / "supportbot" / "words"
# The source comments about the entries that follow them: translators keep them as `#.` lines.
SOURCES = ("wording.py", "replacement_words.py", "returns_wording.py")
BUTTONS = ("yes", "no", "menu:status", "menu:refund", "menu:person", "menu:choose", "csat:good", "csat:bad",
           "replace_button")

HEADERS = {
    None: "The bot's words in English, the source language. msgctxt is the key the code says\n"
          "(supportbot/words/wording.py), msgid the English text. Add or change a text here, then\n"
          "`make words-update` carries it into every language (docs/translating.md).",
    "es": "Spanish for the shop's customers: tú, the shop's terms as supportbot/words/glossary.py\n"
          "lists them (pedido, reembolso, equipo, dirección).",
    "hi": "Hindi in Devanagari: आप, the shop's terms as supportbot/words/glossary.py lists them\n"
          "(ऑर्डर, रिफ़ंड, टीम, पता). Sentences end with the danda (।), never a full stop.",
    "hinglish": "Hinglish: Hindi written in Latin letters (our code \"hinglish\", locale hi_Latn), aap and\n"
                "-iye imperatives, the shop's terms as supportbot/words/glossary.py lists them.",
    "ta": "Tamil: formal register (நீங்கள், polite imperatives in -ங்கள்), the shop's terms as\n"
          "supportbot/words/glossary.py lists them. Order ids, amounts and codes keep Western\n"
          "digits, as Tamil shopping apps write them. Sentences end with a full stop.",
    "bn": "Bengali: polite register (আপনি, -উন imperatives, তিনি for the staff member), the shop's\n"
          "terms as supportbot/words/glossary.py lists them. Order ids, amounts and codes keep\n"
          "Western digits, so they read the same as on the order. Sentences end with the danda (।).",
}
FIELDS_NOTE = "Keep every {field} of the English: the code fills it in."


def comment(text: str) -> str:
    return "\n".join(f"# {line}" for line in textwrap.wrap(" ".join(text.split("\n")), width=72))


def source_comments() -> dict[str, list[str]]:
    """Key -> the comment lines right above it in the dict modules."""
    found: dict[str, list[str]] = {}
    for name in SOURCES:
        block: list[str] = []
        for line in (WORDS / name).read_text(encoding="utf-8").splitlines():
            if m := re.match(r"^    # (.*)$", line):
                block.append(m.group(1))
            elif m := re.match(r'^    "([^"]+)":', line):
                if block:
                    found[m.group(1)] = [" ".join(block)]
                block = []
            elif line.strip():
                block = []
    return found


def notes(key: str, english: str, comments: dict[str, list[str]]) -> list[str]:
    out = list(comments.get(key, []))
    if key in BUTTONS:
        out.append("A WhatsApp reply button: at most 20 characters.")
    if key == "menu:yours":
        out.append("A WhatsApp list's section title: at most 24 characters.")
    if key.startswith("month:"):
        number = key.split(":")[1]
        out.append(f"The name of month {number} (1 is January) in dates: the {{month}} of the \"date\" text.")
    if '"person"' in english:
        out.append("The quoted words are what the customer writes to reach a person: keep them words the "
                   "bot hands off on (tests/words/test_wording.py checks each language).")
    return out


def main() -> None:
    comments = source_comments()
    pot = Catalog(domain=DOMAIN, project="supportbot", version="1", header_comment=comment(HEADERS[None]),
                  msgid_bugs_address="", copyright_holder="")
    for key, wording in TEXTS.items():
        pot.add(wording[SOURCE], "", context=key, auto_comments=notes(key, wording[SOURCE], comments))
    po_files.write(po_files.template(), pot)
    for lang in po_files.TRANSLATED:
        catalog = Catalog(locale=LOCALES[lang], domain=DOMAIN, project="supportbot", version="1",
                          header_comment=comment(f"{HEADERS[lang]}\n{FIELDS_NOTE}"), msgid_bugs_address="",
                          copyright_holder="", last_translator="supportbot", revision_date=datetime.now(UTC),
                          language_team=f"supportbot {lang}", fuzzy=False)
        for message in pot:
            if message.id:
                catalog.add(message.id, TEXTS[str(message.context)][lang], context=message.context,
                            auto_comments=message.auto_comments, flags=message.flags)
        po_files.write(po_files.source(lang), catalog)
    print(f"{len(TEXTS)} keys into {LOCALE_DIR.relative_to(ROOT)}: the template and {len(po_files.TRANSLATED)} .po")


if __name__ == "__main__":
    main()
