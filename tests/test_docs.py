"""The README stays one screen, and the README and the manual cite only files that exist.

README.md is what a newcomer reads in ten minutes; everything else is the MkDocs manual in docs/
(mkdocs.yml; `make docs` builds it with --strict, which fails on a broken link between pages).
MkDocs cannot see repository files, which the pages name as code spans
(`supportbot/core/money/policy.py`), so a file that moves or is split leaves a stale name
behind: these tests catch it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
README_MAX_LINES = 250
PAGES = [README, *sorted((ROOT / "docs").rglob("*.md"))]

# Code spans and fenced blocks: where a page names a repository path.
CODE = re.compile(r"```.*?```|`[^`]+`", re.S)
CITED = re.compile(r"(?<![\w/.~-])((?:supportbot|sandbox|evals|bench|tests|scripts|docs|dev)/[\w./*<>{}-]*)")
# Inside the package a page may name a file from its room ("`core/ports.py`"), and a module by its
# file name alone under its room's heading ("`gateway.py`"): the latter must name a file somewhere.
ROOM_CITED = re.compile(
    r"(?<![\w/.~-])((?:core|agent|rungs|words|effects|channels|store|worker|ops|app)/[\w/-]*\.(?:py|md|sql|yml|po))")
BARE_MODULE = re.compile(r"(?<![\w/.~-])(\w+\.py)(?![\w/])")
PROJECT = ("supportbot", "sandbox", "evals", "bench", "tests", "scripts", "dev")
# Written by runs, not kept in the repository (all in .gitignore): a page may name them.
OUTPUTS = ("evals/out", "evals/drafts", "tests/artefacts", "supportbot/artefacts")
# Glob patterns and placeholders (`supportbot/store/migrations/*.sql`, `evals/out/<run>/`) name no one file.
PATTERN = re.compile(r"[*<>{}]")


def cited_paths(text: str) -> set[str]:
    """Every repository path the text names inside backticks, less run-time outputs and patterns."""
    found = set()
    for code in CODE.findall(text):
        paths = CITED.findall(code) + [f"supportbot/{p}" for p in ROOM_CITED.findall(code)]
        for path in paths:
            path = path.rstrip(".")
            if not PATTERN.search(path) and not path.startswith(OUTPUTS):
                found.add(path)
    return found


def cited_modules(text: str) -> set[str]:
    """Python files the text names by file name alone, inside backticks."""
    return {name for code in CODE.findall(text) for name in BARE_MODULE.findall(code)}


def _project_modules() -> set[str]:
    return {p.name for top in PROJECT for p in (ROOT / top).rglob("*.py")}


def missing_paths(text: str, modules: set[str] | None = None) -> list[str]:
    modules = _project_modules() if modules is None else modules
    return sorted([p for p in cited_paths(text) if not (ROOT / p).exists()]
                  + [m for m in cited_modules(text) if m not in modules])


def test_readme_is_one_screen():
    lines = len(README.read_text(encoding="utf-8").splitlines())
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines: move the detail to a page in docs/"


@pytest.fixture(scope="module")
def project_modules() -> set[str]:
    return _project_modules()


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_page_cites_files_that_exist(page: Path, project_modules: set[str]):
    missing = missing_paths(page.read_text(encoding="utf-8"), project_modules)
    assert not missing, f"{page.relative_to(ROOT)} cites files that do not exist: {missing}"


def test_readme_links_to_files_that_exist():
    # The README is not part of the MkDocs build, so --strict does not check its links.
    links = re.findall(r"\]\(([^)#\s]+)", README.read_text(encoding="utf-8"))
    missing = [link for link in links if "://" not in link and not (ROOT / link).exists()]
    assert links and not missing, f"README.md links to {missing}"


def test_every_page_is_in_the_nav():
    nav = set(re.findall(r":\s*([\w/.-]+\.md)\s*$", (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), re.M))
    pages = {p.relative_to(ROOT / "docs").as_posix() for p in PAGES if p != README}
    assert nav == pages, f"in docs/ but not in the nav: {pages - nav}; in the nav but not in docs/: {nav - pages}"


def test_a_stale_path_is_caught():
    text = """Policy is `supportbot/core/money/policy.py`; the old `bot/money/policy.py` is not ours to check,
    `supportbot/core/money/nowhere.py` is stale, and so is `python tests/gone.py --fast`; the room's
    `core/ports.py` is there, `agent/gone.py` is not; `gateway.py` names a module, `vanished.py` none.
    ```
    .venv/bin/python bench/missing.py
    ```
    Outputs and patterns name no file: `evals/out/latest/report.md`, `supportbot/store/migrations/*.sql`,
    `evals/out/<last good run>/summary.json`; outside backticks supportbot/loose.py is prose."""
    assert missing_paths(text) == ["bench/missing.py", "supportbot/agent/gone.py", "supportbot/core/money/nowhere.py",
                                   "tests/gone.py", "vanished.py"]
