"""The layout's rules, checked by parsing imports: one package, rooms on a ladder, no circles.

Every import counts: at the top, inside functions and under TYPE_CHECKING (a type-only import
that closes a circle still ties two modules together).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "supportbot"
DEV_TREE = ("sandbox", "evals", "bench")

# The rooms of the package, lowest first: a room imports itself and rooms below it, never one
# above (an arrow that climbs). The core's own order is finer: its values first, then what is
# built on them. Rooms on one rung (channels, store) never import each other.
LADDER: tuple[tuple[str, ...], ...] = (
    ("core", "core.errors", "core.types", "core.window", "core.hours", "core.language", "core.clock", "core.codes",
     "core.canary"),
    ("core.privacy",),
    ("core.shop",),
    ("core.understanding",),
    ("core.turn", "core.ports"),
    ("core.journal",),
    ("core.money",),
    ("core.preamble",),
    ("core.telemetry", "core.prompt_version"),
    ("words",),
    ("effects",),
    ("rungs",),
    ("agent",),
    ("channels", "store"),
    ("worker",),
    ("ops",),
    ("app",),
)
# The pure rooms: they decide and word things and do no I/O of their own; the agent talks to the
# model through agent/gateway.py and everything else through core/ports.py protocols.
PURE = ("core", "words", "effects", "rungs")
IO_MODULES = {"asyncpg", "aiohttp", "redis", "arq", "openai", "slack_bolt", "slack_sdk", "httpx", "stripe",
              "aiosmtplib", "socket", "subprocess", "requests", "urllib"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources(*tops: str) -> dict[str, Path]:
    return {_module_name(p): p for top in tops for p in (ROOT / top).rglob("*.py") if "frozen" not in p.parts}


MODULES = _sources("supportbot", *DEV_TREE)


def dotted_imports(path: Path) -> set[str]:
    """Every absolute import of the module, as dotted names (`from a import b` gives a and a.b)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return found


def _first_party(names: set[str], itself: str) -> set[str]:
    out = set()
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name and name != itself:
            out.add(name)
    return out


GRAPH = {name: _first_party(dotted_imports(path), name) for name, path in MODULES.items()}


def room_of(module: str) -> str | None:
    """The ladder's room a package module lives in (None: outside the package, or its root)."""
    parts = module.split(".")
    if parts[0] != "supportbot" or len(parts) < 2:
        return None
    for length in (3, 2):
        name = ".".join(parts[1:length])
        if any(name in rung for rung in LADDER):
            return name
    raise AssertionError(f"{module} is in no room of the ladder: add its room to LADDER")


RUNG = {room: level for level, rung in enumerate(LADDER) for room in rung}
# Below it on the ladder but still out of bounds: the worker sees stores and channels only as
# core.ports protocols, handed over by app/bootstrap.py, so a job never reaches around them.
OUT_OF_BOUNDS = {("worker", "store"), ("worker", "channels")}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_one_import_package_ships():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'include = ["supportbot*"]' in pyproject
    importable = {p.parent.name for p in ROOT.glob("*/__init__.py")} - {"tests"}
    assert importable <= {"supportbot", *DEV_TREE}, importable


def test_nothing_in_the_package_imports_the_development_tree():
    for name, path in MODULES.items():
        if name.startswith("supportbot"):
            wrong = {m for m in dotted_imports(path) if m.split(".")[0] in DEV_TREE}
            assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


def climbing_arrows(graph: dict[str, set[str]]) -> list[str]:
    """Imports from a room to one above it on the ladder, or across a rung outside the core."""
    climbing = []
    for name, targets in graph.items():
        room = room_of(name)
        if room is None:
            continue
        for target in targets:
            other = room_of(target)
            if other is None or other == room:
                continue
            if RUNG[other] > RUNG[room] or (RUNG[other] == RUNG[room] and not room.startswith("core")) \
                    or (room, other) in OUT_OF_BOUNDS:
                climbing.append(f"{name} -> {target} ({room} may not import {other})")
    return sorted(climbing)


def test_no_arrow_climbs_the_ladder():
    assert not climbing_arrows(GRAPH), "\n".join(climbing_arrows(GRAPH))


def test_the_ladder_check_finds_a_climbing_arrow():
    assert climbing_arrows({"supportbot.core.money.policy": {"supportbot.agent.loop"},
                            "supportbot.store.runs": {"supportbot.channels.slack.app"},
                            "supportbot.agent.loop": {"supportbot.core.money.policy"}}) == [
        "supportbot.core.money.policy -> supportbot.agent.loop (core.money may not import agent)",
        "supportbot.store.runs -> supportbot.channels.slack.app (store may not import channels)"]


def test_no_circles_between_modules():
    circles = _circles(GRAPH)
    assert not circles, circles


def test_no_circles_between_rooms():
    rooms: dict[str, set[str]] = {}
    for name, targets in GRAPH.items():
        room = room_of(name)
        if room:
            rooms.setdefault(room, set()).update(r for t in targets if (r := room_of(t)) and r != room)
    assert not _circles(rooms), _circles(rooms)


def test_the_circle_check_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def _pure_modules() -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for room in PURE for p in (PACKAGE / room).rglob("*.py"))


@pytest.mark.parametrize("module", _pure_modules())
def test_pure_rooms_import_no_io(module):
    assert not {m.split(".")[0] for m in dotted_imports(ROOT / module)} & IO_MODULES


def test_every_room_says_what_it_decides_and_what_it_never_imports():
    for package in [PACKAGE, *PACKAGE.glob("*/"), *(PACKAGE / "core").glob("*/")]:
        init = package / "__init__.py"
        if not init.exists():
            continue
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc, f"{init.relative_to(ROOT)} has no docstring"
        assert re.search(r"never|nothing", doc, re.IGNORECASE), f"{init.relative_to(ROOT)}: say what it never imports"


def test_only_the_gateway_imports_openai():
    # The eval's simulated customer calls its own model; routing it through the gateway would
    # charge the customer's tokens to the bot's budget and breaker.
    for path in MODULES.values():
        rel = path.relative_to(ROOT).as_posix()
        if rel not in ("supportbot/agent/gateway.py", "evals/llm_simulator.py") and not rel.startswith("sandbox/"):
            assert "openai" not in {m.split(".")[0] for m in dotted_imports(path)}, rel


def test_nothing_reads_the_environment_outside_settings():
    # sandbox/local/stack.py forwards the whole environment to the processes it starts; it reads
    # no setting from it.
    allowed = {"supportbot/app/settings.py", "sandbox/local/stack.py"}
    for path in MODULES.values():
        rel = path.relative_to(ROOT).as_posix()
        if rel not in allowed and not rel.startswith("bench/"):
            text = path.read_text(encoding="utf-8")
            assert "os.environ" not in text and "getenv" not in text, rel


PRODUCT_FILE_LINES = 400


def test_no_product_file_is_over_400_lines():
    long = {p.relative_to(ROOT).as_posix(): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > PRODUCT_FILE_LINES}
    assert not long, f"split these along a noun: {long}"


# A path a comment or docstring cites: a file under one of the project's folders.
CITED = re.compile(r"(?<![\w/.-])((?:supportbot|sandbox|evals|bench|tests|scripts|docs|dev)/[\w./-]*\w)")
# Inside the package, comments may cite a file relative to supportbot/ ("core/money/policy.py").
ROOMS_CITED = re.compile(
    r"(?<![\w/.-])((?:core|agent|rungs|words|effects|channels|store|worker|ops|app)/[\w/-]*\.(?:py|md|sql|yml|po))")


def _cited(text: str) -> set[str]:
    found = {m.rstrip(".") for m in CITED.findall(text)}
    return found | {f"supportbot/{m}" for m in ROOMS_CITED.findall(text)}


# What the code writes at run time, not files to cite.
OUTPUTS = ("evals/out", "evals/drafts")


def _exists(cited: str) -> bool:
    """A file or folder, a file's name cut at its first dot ("webhook.verify_signature" names
    webhook.py), or the start of one ("migrations/0012" names 0012_*.sql)."""
    folder, _, name = cited.rpartition("/")
    stem = name.split(".")[0]
    return ((ROOT / cited).exists() or (ROOT / folder / f"{stem}.py").exists()
            or any((ROOT / folder).glob(f"{name}*")) or cited.startswith(OUTPUTS))


def test_comments_cite_files_that_exist():
    missing = []
    for path in sorted(MODULES.values()):
        for cited in _cited(path.read_text(encoding="utf-8")):
            if "*" not in cited and "<" not in cited and not _exists(cited):
                missing.append(f"{path.relative_to(ROOT)} cites {cited}")
    assert not missing, "\n".join(missing)


def test_readme_lists_every_setting():
    from supportbot.app.settings import Settings

    readme = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "README.md", ROOT / "docs" / "settings.md")
                     if p.exists())
    missing = [n.upper() for n in Settings.model_fields if f"`{n.upper()}`" not in readme]
    assert not missing, f"the settings table lacks {missing}"
