"""A prompt version as data: the system prompt text, the tool descriptions, the model names per size
and the settings that shape the agent. Its identity is a hash of that content, so two rows can never
hold the same content under different names and a trace's version names exactly what ran."""

from __future__ import annotations

import difflib
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FILE_KEYS = frozenset({"label", "system_prompt", "system_prompt_file", "tools", "models", "settings"})


@dataclass(frozen=True)
class PromptVersion:
    label: str  # a person's name for it ("system_v2"); not part of the hash
    system_prompt: str
    tools: dict[str, str] = field(default_factory=dict)  # tool name -> description the model reads
    models: dict[str, str] = field(default_factory=dict)  # size (large, small, fallback) -> model name
    settings: dict[str, Any] = field(default_factory=dict)  # e.g. max_tool_calls, deadline_s

    def content(self) -> dict[str, Any]:
        return {"system_prompt": self.system_prompt, "tools": self.tools, "models": self.models,
                "settings": self.settings}

    @property
    def content_hash(self) -> str:
        canonical = json.dumps(self.content(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def diff(old: PromptVersion, new: PromptVersion) -> str:
    """What changed, piece by piece: a unified diff of the prompt text, then each changed key."""
    lines: list[str] = []
    if old.system_prompt != new.system_prompt:
        lines += difflib.unified_diff(old.system_prompt.splitlines(), new.system_prompt.splitlines(),
                                      f"{old.label}/system_prompt", f"{new.label}/system_prompt", lineterm="")
    for piece in ("tools", "models", "settings"):
        a, b = getattr(old, piece), getattr(new, piece)
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                lines.append(f"{piece}.{key}: {a.get(key)!r} -> {b.get(key)!r}")
    return "\n".join(lines)


def from_file(path: Path, *, tools: dict[str, str]) -> PromptVersion:
    """A version from a JSON file: `label`, `system_prompt` or `system_prompt_file` (beside the file),
    and optionally `tools` (default: the tool descriptions the code ships), `models`, `settings`."""
    data = json.loads(path.read_text(encoding="utf-8"))
    unknown = set(data) - FILE_KEYS
    if unknown:
        raise ValueError(f"{path}: unknown keys {sorted(unknown)} (known: {sorted(FILE_KEYS)})")
    if "label" not in data or ("system_prompt" in data) == ("system_prompt_file" in data):
        raise ValueError(f"{path}: needs a label and exactly one of system_prompt, system_prompt_file")
    text = data.get("system_prompt")
    if text is None:
        text = (path.parent / data["system_prompt_file"]).read_text(encoding="utf-8")
    return PromptVersion(label=str(data["label"]), system_prompt=text, tools=dict(data.get("tools") or tools),
                         models=dict(data.get("models") or {}), settings=dict(data.get("settings") or {}))


