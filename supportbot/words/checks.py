"""`make words-check`: per language, the strings that go out in English; fails on a broken catalogue.

Listed, not failing: a key the template has that a language lacks, leaves empty, marks fuzzy or
translates from English the template no longer has (the bot says those in English, and
tests/words/test_wording.py fails on them before they ship). Failing (exit 1): a catalogue Babel
cannot read, a text without its key (msgctxt), a translation whose {fields} are not the English's
(code fills in exactly those: an extra one raises, a missing one loses a fact) and whatever Babel's
own checkers find.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from string import Formatter

from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileError

from supportbot.words.catalogue import LOCALE_DIR, LOCALES
from supportbot.words.po_files import TRANSLATED, read, shipped, source, template


@dataclass(frozen=True)
class Report:
    """What one language's catalogue lacks and what is wrong in it."""

    lang: str
    translated: int
    missing: tuple[str, ...]
    fuzzy: tuple[str, ...]
    errors: tuple[str, ...]


def fields(text: str) -> set[str]:
    """The {fields} a text asks code to fill in; a malformed one ("{order") raises ValueError."""
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def _unreadable(error: Exception) -> str:
    if isinstance(error, PoFileError):  # Babel counts lines from 0, editors and msgfmt from 1
        return f"malformed at line {error.lineno + 1}: {error.line!r}"
    if isinstance(error, ValueError):  # a line Babel's parser chokes on before it can say where
        return f"malformed: {error}"
    return f"unreadable: {error}"


def _keyless(catalog: Catalog, name: str) -> list[str]:
    return [f"{name}:{m.lineno}: no msgctxt: every text needs its key" for m in catalog if m.id and not m.context]


def _field_errors(key: str, english: str, text: str) -> list[str]:
    try:
        wanted, got = fields(english), fields(text)
    except ValueError as error:
        return [f"{key}: malformed placeholder ({error})"]
    out = [f"{key}: {{{name}}} is not in the English" for name in sorted(got - wanted)]
    return out + [f"{key}: {{{name}}} of the English is missing" for name in sorted(wanted - got)]


def check(lang: str, english: dict[str, str], root: Path = LOCALE_DIR) -> Report:
    """One language's catalogue against the template's English."""
    path = source(lang, root)
    try:
        catalog = read(path)
    except (OSError, PoFileError, ValueError) as error:
        return Report(lang, 0, (), (), (_unreadable(error),))
    errors = _keyless(catalog, path.name)
    for message, found in catalog.check():  # Babel's checkers: %-formats, plural forms
        errors += [f"{message.context}: {error}" for error in found]
    for m in catalog:
        if m.id and m.context and isinstance(m.string, str) and m.string:
            errors += _field_errors(m.context, str(m.id), m.string)
    ships = shipped(catalog, english)
    fuzzy = {m.context for m in catalog if m.context in english and m.fuzzy and m.string}
    missing = [key for key in english if key not in ships and key not in fuzzy]
    return Report(lang, len(ships), tuple(missing), tuple(k for k in english if k in fuzzy), tuple(errors))


def check_template(root: Path = LOCALE_DIR) -> tuple[dict[str, str], list[str]]:
    """The template's key -> English, and what is wrong with it."""
    path = template(root)
    try:
        catalog = read(path)
    except (OSError, PoFileError, ValueError) as error:
        return {}, [f"{path.name}: {_unreadable(error)}"]
    english = {m.context: str(m.id) for m in catalog if m.id and m.context}
    errors = _keyless(catalog, path.name)
    for key, text in english.items():
        try:
            fields(text)
        except ValueError as error:
            errors.append(f"{path.name}: {key}: malformed placeholder ({error})")
    return english, errors


def _listed(label: str, keys: Sequence[str]) -> list[str]:
    return [f"  {label} ({len(keys)}): {', '.join(keys)}"] if keys else []


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m supportbot.words.checks", description=__doc__)
    parser.add_argument("--locale", type=Path, default=LOCALE_DIR, help="the catalogues' folder (default: %(default)s)")
    args = parser.parse_args(argv)
    english, errors = check_template(args.locale)
    print(f"{template(args.locale).name}: {len(english)} strings in English")
    for lang in TRANSLATED:
        report = check(lang, english, args.locale)
        print(f"{lang} ({LOCALES[lang]}): {report.translated} translated, {len(report.missing)} missing, "
              f"{len(report.fuzzy)} fuzzy")
        for line in _listed("missing", report.missing) + _listed("fuzzy", report.fuzzy):
            print(line)
        errors += [f"{LOCALES[lang]}: {error}" for error in report.errors]
    for error in errors:
        print(f"error: {error}")
    print(f"words-check: {len(errors)} error(s)" if errors else "words-check: no errors")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
