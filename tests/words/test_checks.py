"""`make words-check`: a broken placeholder or catalogue fails it, a missing or fuzzy string is listed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from supportbot.words import checks
from supportbot.words.catalogue import LOCALE_DIR
from tests.words.catalogues import blank, edit, flag_fuzzy


@pytest.fixture
def locale(tmp_path: Path) -> Path:
    """A copy of the catalogues to break."""
    return Path(shutil.copytree(LOCALE_DIR, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo")))


def run(locale: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = checks.main(["--locale", str(locale)])
    return code, capsys.readouterr().out


def test_the_catalogues_pass(capsys):
    code, out = run(LOCALE_DIR, capsys)
    assert code == 0, out
    assert out.endswith("words-check: no errors\n")


def test_a_broken_placeholder_fails(locale, capsys):
    edit(locale, "es", "no_such_order", "{order}", "{ordr}")
    code, out = run(locale, capsys)
    assert code == 1
    assert "error: es: no_such_order: {ordr} is not in the English" in out
    assert "error: es: no_such_order: {order} of the English is missing" in out


def test_a_placeholder_added_or_unclosed_fails(locale, capsys):
    edit(locale, "ta", "confirm_address", "{address}", "{address} {amount}")
    edit(locale, "hi", "verified", "।", "{।")
    code, out = run(locale, capsys)
    assert code == 1
    assert "error: ta: confirm_address: {amount} is not in the English" in out
    assert "error: hi: verified: malformed placeholder" in out


def test_a_missing_and_a_fuzzy_string_are_listed_without_failing(locale, capsys):
    blank(locale, "bn", "yes")
    flag_fuzzy(locale, "bn", "no")
    code, out = run(locale, capsys)
    assert code == 0, out
    assert "bn (bn): 170 translated, 1 missing, 1 fuzzy\n  missing (1): yes\n  fuzzy (1): no\n" in out
    assert "es (es): 172 translated, 0 missing, 0 fuzzy\n" in out


@pytest.mark.parametrize(("line", "said"), [
    ("nonsense here", "error: hi_Latn: malformed at line {at}: 'nonsense here'"),
    ("msgstr[x] nonsense", "error: hi_Latn: malformed: invalid literal"),  # Babel's parser raises ValueError
])
def test_a_malformed_catalogue_fails(locale, capsys, line, said):
    path = locale / "hi_Latn" / "LC_MESSAGES" / "supportbot.po"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join([*lines, "", line]) + "\n", encoding="utf-8")
    code, out = run(locale, capsys)
    assert code == 1
    assert said.format(at=len(lines) + 2) in out


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="Debian's gettext (msgfmt) is not installed")
def test_msgfmt_finds_the_broken_placeholder_too(locale):
    # `make words-check` runs msgfmt --check where it is installed: it must pass ours and fail this.
    po = locale / "es" / "LC_MESSAGES" / "supportbot.po"
    assert subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po)], capture_output=True).returncode == 0
    edit(locale, "es", "no_such_order", "{order}", "{ordr}")
    found = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True)
    assert found.returncode != 0 and "'order' doesn't exist in 'msgstr'" in found.stderr
