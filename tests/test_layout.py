"""DESIGN.md's layout rules, checked by parsing imports: inward only, and a pure core."""

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
PURE = ["bot/policy.py", "bot/router.py", "bot/types.py", "bot/errors.py", "bot/tokens.py",
        "bot/turn.py", "bot/orders.py", "bot/responder.py", "bot/fixture.py", "bot/helpcentre.py", "bot/lexicon.py",
        "bot/wording.py", "bot/replies.py", "bot/pii.py", "bot/memory.py", "bot/slots.py"]
IO_MODULES = {"asyncpg", "aiohttp", "redis", "arq", "openai", "slack_bolt", "slack_sdk", "httpx",
              "socket", "subprocess", "requests", "urllib"}


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


@pytest.mark.parametrize("module", [m for m in PURE if (ROOT / m).exists()])
def test_pure_core_imports_no_io(module):
    assert not imports(ROOT / module) & IO_MODULES


def test_only_bot_llm_imports_openai():
    # The eval's simulated customer calls its own model; routing it through bot/llm.py would
    # charge the customer's tokens to the bot's budget and breaker.
    for layer in LAYERS:
        for path in (ROOT / layer).rglob("*.py"):
            if path.relative_to(ROOT).as_posix() not in ("bot/llm.py", "evals/llm_simulator.py") \
                    and layer != "sandbox":
                assert "openai" not in imports(path), path


def test_nothing_reads_the_environment_outside_settings():
    # supportbot/stack.py forwards the whole environment to the processes it starts; it reads
    # no setting from it.
    allowed = {"supportbot/settings.py", "supportbot/stack.py"}
    for layer in LAYERS:
        for path in (ROOT / layer).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            text = path.read_text(encoding="utf-8")
            if rel not in allowed:
                assert "os.environ" not in text and "getenv" not in text, rel


def test_readme_lists_every_setting():
    from supportbot.settings import Settings

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [n.upper() for n in Settings.model_fields if f"`{n.upper()}`" not in readme]
    assert not missing, f"README settings table lacks {missing}"
