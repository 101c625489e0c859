"""DESIGN.md's layout rules, checked by parsing imports: inward only, a pure core, no circles."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("bot", "channels", "worker", "store", "sandbox", "evals", "supportbot")
# Who may import whom: channels, worker and store see bot, never each other; only the
# composition root (supportbot) sees every layer. The sandbox stands outside, like Meta does.
ALLOWED = {
    "bot": {"bot"},
    "channels": {"bot", "channels"},
    "worker": {"bot", "worker"},
    "store": {"bot", "store"},
    "sandbox": {"sandbox"},
    "evals": set(LAYERS),  # the eval runner drives the whole system, like a second composition root
    "supportbot": set(LAYERS),
}
# Rooms of bot/ that decide or word things: no I/O at all. The agent talks to the model through
# supportbot/agent/gateway.py and everything else through supportbot.core.ports protocols.
PURE_ROOMS = ("money", "understanding", "rungs", "words", "privacy", "shop", "telemetry")
SHARED = ("types", "errors", "turn", "window", "journal", "ports")
# Money and understanding must work with no model at all (the templated and menus rungs).
MODEL_FREE = ("money", "understanding")
IO_MODULES = {"asyncpg", "aiohttp", "redis", "arq", "openai", "slack_bolt", "slack_sdk", "httpx",
              "socket", "subprocess", "requests", "urllib"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for layer in LAYERS for p in (ROOT / layer).rglob("*.py")
           if "frozen" not in p.parts}


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


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
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


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("layer", LAYERS)
def test_imports_point_inward(layer):
    for path in (ROOT / layer).rglob("*.py"):
        wrong = (imports(path) & set(LAYERS)) - ALLOWED[layer]
        assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


def _pure_modules() -> list[str]:
    rooms = [p for room in PURE_ROOMS for p in (ROOT / "bot" / room).rglob("*.py")]
    return sorted(p.relative_to(ROOT).as_posix() for p in [*rooms, *(ROOT / "bot" / f"{m}.py" for m in SHARED)])


@pytest.mark.parametrize("module", _pure_modules())
def test_pure_core_imports_no_io(module):
    assert not imports(ROOT / module) & IO_MODULES


@pytest.mark.parametrize("room", MODEL_FREE)
def test_money_and_understanding_never_import_the_agent(room):
    for path in (ROOT / "bot" / room).rglob("*.py"):
        assert not [m for m in dotted_imports(path) if m.startswith("supportbot.agent")], path


def test_every_room_of_bot_says_what_it_decides():
    for package in (ROOT / "bot").glob("*/__init__.py"):
        assert ast.get_docstring(ast.parse(package.read_text(encoding="utf-8"))), package


def test_only_the_gateway_imports_openai():
    # The eval's simulated customer calls its own model; routing it through the gateway would
    # charge the customer's tokens to the bot's budget and breaker.
    for layer in LAYERS:
        for path in (ROOT / layer).rglob("*.py"):
            if path.relative_to(ROOT).as_posix() not in ("supportbot/agent/gateway.py", "evals/llm_simulator.py") \
                    and layer != "sandbox":
                assert "openai" not in imports(path), path


def test_no_import_circles():
    # Every import counts: at the top, inside functions, and under TYPE_CHECKING (a type-only
    # import that closes a circle still ties the two modules together).
    graph = {name: _first_party(dotted_imports(path), name) for name, path in MODULES.items()}
    circles = _circles(graph)
    assert not circles, circles


def test_the_circle_check_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_nothing_reads_the_environment_outside_settings():
    # sandbox/local/stack.py forwards the whole environment to the processes it starts; it reads
    # no setting from it.
    allowed = {"supportbot/app/settings.py", "sandbox/local/stack.py"}
    for layer in LAYERS:
        for path in (ROOT / layer).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            text = path.read_text(encoding="utf-8")
            if rel not in allowed:
                assert "os.environ" not in text and "getenv" not in text, rel


def test_readme_lists_every_setting():
    from supportbot.app.settings import Settings

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [n.upper() for n in Settings.model_fields if f"`{n.upper()}`" not in readme]
    assert not missing, f"README settings table lacks {missing}"
