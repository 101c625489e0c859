"""`supportbot articles import|export DIR`: markdown with front matter, round trip, versions."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from supportbot.app.articles import parse_article
from tests.conftest import ROOT, settings_env

GIFTS = "---\nslug: gift-wrapping\ntitle: Gift wrapping\n---\nWe wrap any order for 3.00.\n\n## Cards\n\nAdd a card.\n"


def cli(settings, *args: str) -> dict:
    done = subprocess.run([sys.executable, "-m", "supportbot.app.cli", *args], env=settings_env(settings), cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_import_then_export_round_trips_and_an_edit_is_a_new_version(settings, db, tmp_path):
    source, out = tmp_path / "in", tmp_path / "out"
    source.mkdir()
    (source / "gift-wrapping.md").write_text(GIFTS, encoding="utf-8")
    assert cli(settings, "articles", "import", str(source)) == {"imported": {"gift-wrapping": 1}, "unchanged": []}
    exported = cli(settings, "articles", "export", str(out))["exported"]
    # The built-ins are synced first, like every startup, so the export holds the whole help centre.
    assert exported == {"gift-wrapping": 1, "refunds": 1, "damaged-items": 1, "address-changes": 1, "delivery": 1,
                        "returns": 1}
    assert (out / "gift-wrapping.md").read_text(encoding="utf-8") == GIFTS
    assert "within 30 days" in (out / "refunds.md").read_text(encoding="utf-8")

    assert cli(settings, "articles", "import", str(out))["imported"] == {}  # unchanged: no new versions
    (out / "gift-wrapping.md").write_text(GIFTS.replace("3.00", "4.00"), encoding="utf-8")
    assert cli(settings, "articles", "import", str(out))["imported"] == {"gift-wrapping": 2}


@pytest.mark.parametrize("text", ["no front matter", "---\nslug: Bad Slug\ntitle: x\n---\nbody",
                                  "---\nslug: ok\n---\nbody", "---\nslug: ok\ntitle: t\nextra: 1\n---\nbody"])
def test_a_bad_file_is_refused_with_the_reason(text):
    with pytest.raises(ValueError):
        parse_article(text)
