"""Which tests read the clock, found by parsing the tests (tests/test_clock_marks.py holds them to it).

`make test` runs the suite once and then, with the clocks moved apart (scripts/moved-clock.sh),
only the tests marked `@pytest.mark.clock`. A test reads the clock when its code, a helper or
constant of the tests it uses, or a fixture it asks for, touches one of the SOURCES below: the
tests' application clock (TEST_NOW, the `now` fixture, `settings.supportbot_clock`), the machine's
(datetime.now, time.time, date.today), or arithmetic on times (timedelta, make_clock).

The harness's own fixtures (HARNESS) hand the clock through to the application and are not reads:
the first run already has the application's clock a week and more off the machine's date, and the
product reads the time only through its clock (supportbot/core/clock.py).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
SOURCE_NAMES = {"TEST_NOW", "TEST_CLOCK_TEXT", "timedelta", "make_clock"}
SOURCE_FIXTURES = {"now"}
SOURCE_ATTRIBUTES = {"supportbot_clock", "utcnow", "today", "time_ns"}
SOURCE_CALLS = {("datetime", "now"), ("time", "time"), ("time", "monotonic")}
HARNESS = {"settings", "shop", "stack", "agent", "settings_env"}
"""tests/conftest.py's fixtures that pass the clock through: asking for them is not a read."""


@dataclass
class Module:
    name: str
    tree: ast.Module
    aliases: dict[str, str] = field(default_factory=dict)  # local name -> "tests.mod:name" (a name or a module)
    defs: dict[str, ast.AST] = field(default_factory=dict)  # top-level function, class or assignment
    fixtures: set[str] = field(default_factory=set)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_fixture(node: ast.AST) -> bool:
    decorators = getattr(node, "decorator_list", [])
    return any("fixture" in ast.unparse(d) for d in decorators)


def load(path: Path) -> Module:
    return parse(_module_name(path), path.read_text(encoding="utf-8"))


def parse(name: str, source: str) -> Module:
    module = Module(name, ast.parse(source))
    for node in module.tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "tests":
            for alias in node.names:
                module.aliases[alias.asname or alias.name] = f"{node.module}:{alias.name}"
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            module.defs[node.name] = node
            if _is_fixture(node):
                module.fixtures.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        module.defs[name.id] = node
    return module


class Reads:
    """The clock's readers among every module's top-level names, found to a fixed point."""

    def __init__(self, modules: dict[str, Module]) -> None:
        self.modules = modules
        self.tainted: set[str] = set()  # "tests.mod:name"
        changed = True
        while changed:
            changed = False
            for module in modules.values():
                for name, node in module.defs.items():
                    key = f"{module.name}:{name}"
                    if key not in self.tainted and self.reads(module, node):
                        self.tainted.add(key)
                        changed = True

    def reads(self, module: Module, node: ast.AST, *, own_name: str | None = None) -> bool:
        """Whether `node` touches a source, a tainted name or a tainted fixture (by parameter)."""
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name in HARNESS \
                and module.name == "tests.conftest":
            return False
        for sub in ast.walk(node):
            if isinstance(sub, ast.Name) and self._name_reads(module, sub.id, own_name or getattr(node, "name", "")):
                return True
            if isinstance(sub, ast.arg) and self._fixture_reads(module, sub.arg):
                return True
            if isinstance(sub, ast.Attribute):
                if sub.attr in SOURCE_ATTRIBUTES:
                    return True
                if isinstance(sub.value, ast.Name):
                    if (sub.value.id, sub.attr) in SOURCE_CALLS:
                        return True
                    target = module.aliases.get(sub.value.id, "").replace(":", ".")
                    if target in self.modules and f"{target}:{sub.attr}" in self.tainted:
                        return True
        return False

    def _name_reads(self, module: Module, name: str, own: str) -> bool:
        if name in SOURCE_NAMES:
            return True
        if name != own and f"{module.name}:{name}" in self.tainted:
            return True
        return module.aliases.get(name) in self.tainted

    def _fixture_reads(self, module: Module, name: str) -> bool:
        if name in SOURCE_FIXTURES:
            return True
        for scope in _conftests(module.name):
            owner = self.modules.get(scope)
            if owner and name in owner.fixtures:
                return f"{scope}:{name}" in self.tainted
        return False


def _conftests(module_name: str) -> list[str]:
    """The module itself, then the conftest.py files from its directory up to tests/."""
    parts = module_name.split(".")
    chain = [module_name]
    for depth in range(len(parts) - 1, 0, -1):
        chain.append(".".join([*parts[:depth], "conftest"]))
    return chain


def _marked(node: ast.AST) -> bool:
    return any("mark.clock" in ast.unparse(d) for d in getattr(node, "decorator_list", []))


def _module_marked(module: Module) -> bool:
    return any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in n.targets)
               and "mark.clock" in ast.unparse(n.value) for n in module.tree.body)


def test_functions(module: Module):
    """(name, node, marked) for each test in the module, methods of Test classes included."""
    whole = _module_marked(module)
    for node in module.tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
            yield node.name, node, whole or _marked(node)
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for method in node.body:
                if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) and method.name.startswith("test"):
                    yield f"{node.name}::{method.name}", method, whole or _marked(node) or _marked(method)


def load_all(root: Path = TESTS) -> dict[str, Module]:
    return {m.name: m for m in (load(p) for p in sorted(root.rglob("*.py"))) if "frozen" not in m.name}


def unmarked_readers(modules: dict[str, Module]) -> list[str]:
    """Tests that read the clock without the `clock` mark, as pytest node ids."""
    reads = Reads(modules)
    found = []
    for module in modules.values():
        if not module.name.rsplit(".", 1)[-1].startswith("test_"):
            continue
        for name, node, marked in test_functions(module):
            if not marked and reads.reads(module, node):
                found.append(f"{module.name.replace('.', '/')}.py::{name}")
    return found


def marked_non_readers(modules: dict[str, Module]) -> list[str]:
    """Tests marked `clock` that read no clock (they would run twice for nothing)."""
    reads = Reads(modules)
    return [f"{m.name.replace('.', '/')}.py::{name}" for m in modules.values()
            if m.name.rsplit(".", 1)[-1].startswith("test_")
            for name, node, marked in test_functions(m) if marked and not reads.reads(m, node)]
