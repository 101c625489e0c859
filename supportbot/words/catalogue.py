"""The bot's words at run time: the compiled gettext catalogues, read once into key -> {language: text}.

The sources are gettext catalogues under locale/ (docs/translating.md): the template supportbot.pot
holds the English, msgctxt the key code says and msgid the text; each language's .po holds its
msgstr. `make install` compiles them (supportbot/words/po_files.py) into the .mo files read here,
English as the template's own msgids, the way GNU gettext's msgen makes an English catalogue.

Why compiled catalogues and the stdlib, not the .po files through Babel: every process that says
anything (the web app, each worker, every CLI call) reads them at import. Measured on this machine
(2 shared cores, best of three): reading the six .mo files with gettext.GNUTranslations takes
3.4 ms, and gettext imports in under 1 ms; Babel's .po reader takes 16 ms to import and 26 ms to
parse the six .po files, about 42 ms in all. The compiled form is also what gettext tools ship. The
price is a build step: a .po edited but not compiled is caught by tests/words/test_catalogue.py,
which compares what is read here with the sources.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from supportbot.core.language import LANGUAGES

DOMAIN = "supportbot"
LOCALE_DIR = Path(__file__).with_name("locale")
SOURCE = "en"  # the template's msgids are English: a language with no translation falls back to them
# Our codes are the language detector's (supportbot/core/language.py); a catalogue's folder needs a
# locale name translators' tools (Weblate, Poedit) accept. Hinglish is Hindi written in Latin
# letters: BCP-47 says that with a script subtag. The one place the two names meet.
_FOLDERS = {"hinglish": "hi_Latn"}
LOCALES = {lang: _FOLDERS.get(lang, lang) for lang in LANGUAGES}
CONTEXT = "\x04"  # gettext joins msgctxt and msgid with EOT in a compiled catalogue (pgettext looks them up so)


def compiled(lang: str, root: Path = LOCALE_DIR) -> Path:
    """Where the compiled catalogue of one of our languages lives."""
    return root / LOCALES[lang] / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _messages(path: Path) -> dict[str, str]:
    """One compiled catalogue: "msgctxt EOT msgid" -> msgstr, the header (msgid "") left out."""
    try:
        with path.open("rb") as fp:
            translations = gettext.GNUTranslations(fp)
    except FileNotFoundError:
        raise FileNotFoundError(f"{path} is missing: `make install` compiles the catalogues") from None
    # The stdlib has no public way to list a catalogue's messages; Django's translations read
    # _catalog too. Only pgettext's keys count: every text has a msgctxt.
    catalog: dict[object, str] = translations._catalog  # type: ignore[attr-defined]
    return {k: v for k, v in catalog.items() if isinstance(k, str) and CONTEXT in k}


def load(root: Path = LOCALE_DIR) -> dict[str, dict[str, str]]:
    """Every key's text in each language that has a translation of its current English."""
    english = {ctxt_id.partition(CONTEXT)[0]: text for ctxt_id, text in _messages(compiled(SOURCE, root)).items()}
    texts = {key: {SOURCE: text} for key, text in sorted(english.items())}
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        messages = _messages(compiled(lang, root))
        for key, text in english.items():
            # pgettext's own lookup: a translation of English the template no longer has is not one.
            if (translated := messages.get(f"{key}{CONTEXT}{text}")) is not None:
                texts[key][lang] = translated
    return texts
