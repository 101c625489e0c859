"""The translator's round: a template change reaches every .po as `make words-update` says, and
what compiles is what ships (untranslated and fuzzy strings stay out, so they go out in English)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from supportbot.words import catalogue, po_files
from supportbot.words.catalogue import LOCALE_DIR, LOCALES
from tests.words.catalogues import blank, flag_fuzzy

NEW = '''
#. A new text for a test.
#, python-brace-format
msgctxt "test:new"
msgid "Your parcel {order} is at the depot."
msgstr ""
'''


@pytest.fixture
def locale(tmp_path: Path) -> Path:
    return Path(shutil.copytree(LOCALE_DIR, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo")))


def test_the_files_are_as_babel_writes_them():
    # Otherwise the first `make words-update` rewrites every file and buries the real change.
    for path in (po_files.template(), *(po_files.source(lang) for lang in po_files.TRANSLATED)):
        written = path.with_name("rewritten")
        try:
            po_files.write(written, po_files.read(path))
            assert written.read_bytes() == path.read_bytes(), path
        finally:
            written.unlink(missing_ok=True)


def test_every_language_has_its_catalogue_and_says_which_it_is():
    for lang in po_files.TRANSLATED:
        assert str(po_files.read(po_files.source(lang)).locale_identifier) == LOCALES[lang]
    assert LOCALES["hinglish"] == "hi_Latn"


def test_update_brings_a_new_key_untranslated_and_marks_a_reworded_one_fuzzy(locale):
    pot = po_files.template(locale)
    text = pot.read_text(encoding="utf-8").replace("find order {order}", "find the order {order}")
    pot.write_text(text + NEW, encoding="utf-8")
    po_files.update(locale)
    for lang in po_files.TRANSLATED:
        catalog = po_files.read(po_files.source(lang, locale))
        new = catalog.get("Your parcel {order} is at the depot.", context="test:new")
        assert new is not None and new.string == "" and "python-brace-format" in new.flags, lang
        changed = catalog.get("I couldn't find the order {order} on your account.", context="no_such_order")
        assert changed is not None and changed.fuzzy and changed.string, lang
    before = {lang: po_files.source(lang, locale).read_bytes() for lang in po_files.TRANSLATED}
    po_files.update(locale)
    assert before == {lang: po_files.source(lang, locale).read_bytes() for lang in po_files.TRANSLATED}
    texts = po_files.texts(locale)
    assert list(texts["test:new"]) == list(texts["no_such_order"]) == ["en"]  # neither ships yet


def test_compiled_catalogues_leave_out_what_does_not_ship(locale):
    blank(locale, "ta", "yes")
    flag_fuzzy(locale, "bn", "no")
    po_files.compile_all(locale)
    loaded = catalogue.load(locale)
    assert loaded == po_files.texts(locale)
    assert "ta" not in loaded["yes"] and "bn" not in loaded["no"]
    assert loaded["yes"]["bn"] == "হ্যাঁ" and loaded["no"]["ta"] == "இல்லை"
