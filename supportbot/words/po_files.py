"""The catalogues' sources, read, merged and compiled with Babel: the template and one .po per language.

English lives in the template, locale/supportbot.pot: msgctxt is the key code says ("handoff:asked"),
msgid the English text, `#.` lines what a translator needs to know, `python-brace-format` on a text
with {fields}. Each language's locale/<locale>/LC_MESSAGES/supportbot.po holds its msgstr for each.

    python -m supportbot.words.po_files update    # the template's keys and English into every .po
    python -m supportbot.words.po_files compile   # the .mo files the runtime reads (`make install`)

`update` is gettext's msgmerge: a new key arrives untranslated, a key whose English changed a little
keeps its old translation marked fuzzy (a rewritten one arrives untranslated), and neither ships
until a translator fills it in or clears the flag. Only tooling imports this module; the bot reads the
compiled files (supportbot/words/catalogue.py).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from supportbot.core.language import LANGUAGES
from supportbot.words.catalogue import DOMAIN, LOCALE_DIR, LOCALES, SOURCE, compiled

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE)
WIDTH = 76  # pybabel's and msgmerge's own line width, so their rewrites leave our files as they are


def template(root: Path = LOCALE_DIR) -> Path:
    return root / f"{DOMAIN}.pot"


def source(lang: str, root: Path = LOCALE_DIR) -> Path:
    """The .po a translator edits for one of our languages."""
    return root / LOCALES[lang] / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path) -> Catalog:
    """A catalogue as Babel reads it; a malformed one raises babel.messages.pofile.PoFileError."""
    with path.open("rb") as fp:
        return read_po(fp, abort_invalid=True)


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fp:
        # No "#| msgid" lines with a fuzzy string's old English: Babel reads them back as a
        # translator's comment ("# | msgid ...") and would keep that forever.
        write_po(fp, catalog, width=WIDTH)


def shipped(catalog: Catalog, english: dict[str, str]) -> dict[str, str]:
    """Key -> text of each translation that ships: filled in, not fuzzy, of the template's English."""
    return {m.context: m.string for m in catalog
            if m.id and m.context and isinstance(m.string, str) and m.string and not m.fuzzy
            and english.get(m.context) == m.id}


def english(root: Path = LOCALE_DIR) -> dict[str, str]:
    """Key -> English text, as the template has them."""
    return {m.context: m.id for m in read(template(root)) if m.id and m.context and isinstance(m.id, str)}


def texts(root: Path = LOCALE_DIR) -> dict[str, dict[str, str]]:
    """Key -> {language: text} as the sources say, English for every key and each translation that ships."""
    source_texts = english(root)
    out = {key: {SOURCE: text} for key, text in sorted(source_texts.items())}
    for lang in TRANSLATED:
        for key, text in shipped(read(source(lang, root)), source_texts).items():
            out[key][lang] = text
    return out


def update(root: Path = LOCALE_DIR) -> None:
    """Carry the template into every language's .po (new keys empty, changed English fuzzy)."""
    pot = read(template(root))
    for lang in TRANSLATED:
        catalog = read(source(lang, root))
        catalog.update(pot)
        write(source(lang, root), catalog)


def compile_all(root: Path = LOCALE_DIR) -> None:
    """Write the .mo files the runtime reads: English from the template, each language from its .po."""
    pot = read(template(root))
    english_catalog = Catalog(locale=SOURCE, domain=DOMAIN, project=pot.project, version=pot.version, fuzzy=False)
    for message in pot:
        if message.id:
            english_catalog.add(message.id, message.id, context=message.context)
    catalogs = {SOURCE: english_catalog} | {lang: read(source(lang, root)) for lang in TRANSLATED}
    for lang, catalog in catalogs.items():
        path = compiled(lang, root)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as fp:
            write_mo(fp, catalog)  # untranslated and fuzzy messages stay out: gettext falls back to English


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m supportbot.words.po_files",
                                     description="Merge the template into each .po, or compile them.")
    parser.add_argument("command", choices=("update", "compile"))
    parser.add_argument("--locale", type=Path, default=LOCALE_DIR, help="the catalogues' folder (default: %(default)s)")
    args = parser.parse_args(argv)
    if args.command == "update":
        update(args.locale)
    else:
        compile_all(args.locale)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
