"""`supportbot articles import PATH... [--dry-run]` and `export DIR`: Markdown, HTML and PDF in, round trip,
versions."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

from tests.cli import supportbot
from tests.conftest import ROOT, settings_env
from tests.pdfs import write_pdf

FIXTURES = ROOT / "tests" / "fixtures" / "helpcentre"

GIFTS = "---\nslug: gift-wrapping\ntitle: Gift wrapping\n---\nWe wrap any order for 3.00.\n\n## Cards\n\nAdd a card.\n"


def cli(settings, *args: str) -> dict:
    return json.loads(supportbot(settings, *args))


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


async def test_markdown_html_and_pdf_import_after_a_dry_run_that_writes_nothing(settings, db, tmp_path):
    folder = tmp_path / "export"
    shutil.copytree(FIXTURES, folder)
    write_pdf(folder / "pdf" / "size-guide.pdf", [
        [(18, "Size guide"), (14, "Aprons"), (11, "One size, with an adjustable neck strap."), (11, "1")],
        [(14, "Tablecloths"), (11, "Round: 150 cm. Rectangular: 140 x 240 cm."), (11, "2")]])
    slugs = {"returns", "payment-methods", "gift-cards", "shipping", "order-changes", "care-and-warranty",
             "size-guide"}
    planned = cli(settings, "articles", "import", str(folder), "--dry-run")
    # "returns" is also a built-in article (synced first): the shop's own page is its next version.
    assert planned["would_import"] == {**dict.fromkeys(slugs, 1), "returns": 2} and planned["unchanged"] == []
    assert planned["passages"]["size-guide"] == 2 and planned["passages"]["shipping"] == 4
    assert await db.fetchval("SELECT count(*) FROM article_versions WHERE origin = 'import'") == 0

    assert cli(settings, "articles", "import", str(folder))["imported"] == planned["would_import"]
    rows = dict(await db.fetch("SELECT s.heading, s.body FROM article_sections s JOIN article_versions v "
                               "ON v.id = s.version_id WHERE v.slug = 'size-guide'"))
    assert rows == {"Aprons": "One size, with an adjustable neck strap.",
                    "Tablecloths": "Round: 150 cm. Rectangular: 140 x 240 cm."}  # both pages, under their headings

    # One saved page edited: the dry run names it and the version it would become; the import adds it.
    page = folder / "html" / "shipping.html"
    page.write_text(page.read_text(encoding="utf-8").replace("before 1 pm", "before noon"), encoding="utf-8")
    assert cli(settings, "articles", "import", str(page), str(folder / "markdown"), "--dry-run") == {
        "would_import": {"shipping": 2}, "unchanged": ["gift-cards", "payment-methods", "returns"],
        "passages": {"shipping": 4}}
    assert cli(settings, "articles", "import", str(folder))["imported"] == {"shipping": 2}


def test_a_file_that_is_not_a_help_centre_page_is_refused_by_name(settings, db, tmp_path):
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4 not really")
    for path in ("notes.txt", "broken.pdf"):
        done = subprocess.run([sys.executable, "-m", "supportbot.app.cli", "articles", "import", str(tmp_path / path)],
                              env=settings_env(settings), cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert done.returncode != 0 and path in done.stderr
