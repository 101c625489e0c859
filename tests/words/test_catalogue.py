"""The bot says what the catalogues say: the compiled files it reads are their sources', and a
language without a translation gets the English."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from supportbot.words import catalogue, po_files, wording
from supportbot.words.catalogue import LANGUAGES, LOCALE_DIR
from tests.words.catalogues import blank


def test_the_bot_reads_what_the_catalogues_say():
    assert wording.TEXTS == po_files.texts(), "a .po changed since it was compiled: run `make install`"


def test_every_language_is_read():
    assert {lang for texts in wording.TEXTS.values() for lang in texts} == set(LANGUAGES)


def test_a_language_without_a_translation_gets_the_english(tmp_path, monkeypatch):
    locale = Path(shutil.copytree(LOCALE_DIR, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo")))
    blank(locale, "hi", "no_such_order")
    po_files.compile_all(locale)
    monkeypatch.setattr(wording, "TEXTS", catalogue.load(locale))
    assert wording.say("no_such_order", "hi", order="A-1042") == wording.say("no_such_order", "en", order="A-1042")
    assert wording.say("no_such_order", "es", order="A-1042") == "No encuentro el pedido A-1042 en tu cuenta."


def test_a_catalogue_not_compiled_says_how_to_compile_it(tmp_path):
    with pytest.raises(FileNotFoundError, match="make install"):
        catalogue.load(tmp_path)
