"""Edits a translator might make to a copy of the catalogues, for tests that break them."""

from __future__ import annotations

from pathlib import Path

from supportbot.words import po_files


def _msgstr(text: str, key: str) -> int:
    """Where the msgstr of `key` starts in a .po's text."""
    return text.index("msgstr", text.index(f'msgctxt "{key}"\n'))


def edit(locale: Path, lang: str, key: str, old: str, new: str) -> None:
    """Replace the first `old` in the msgstr of `key` in `lang`."""
    path = po_files.source(lang, locale)
    text = path.read_text(encoding="utf-8")
    at = text.index(old, _msgstr(text, key))
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")


def blank(locale: Path, lang: str, key: str) -> None:
    """Empty the msgstr of `key` in `lang`, as a translator who has not got to it yet leaves it."""
    path = po_files.source(lang, locale)
    text = path.read_text(encoding="utf-8")
    start = _msgstr(text, key)
    end = text.find("\n\n", start)
    path.write_text(text[:start] + 'msgstr ""' + (text[end:] if end != -1 else "\n"), encoding="utf-8")


def flag_fuzzy(locale: Path, lang: str, key: str) -> None:
    """Mark `key` in `lang` fuzzy, as msgmerge does when its English changed."""
    path = po_files.source(lang, locale)
    text = path.read_text(encoding="utf-8").replace(f'msgctxt "{key}"\n', f'#, fuzzy\nmsgctxt "{key}"\n', 1)
    path.write_text(text, encoding="utf-8")
