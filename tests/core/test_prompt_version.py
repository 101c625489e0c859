"""Prompt versions as data: one content hash for the same content, a readable diff, a file format."""

from __future__ import annotations

import json

import pytest

from supportbot.agent.prompt import builtin_version
from supportbot.core.prompt_version import PromptVersion, diff, from_file


def version(**changes: object) -> PromptVersion:
    base = dict(label="v", system_prompt="Be kind.\nCheck before acting.", tools={"lookup_order": "Look up."},
                models={"large": "m-large", "small": "m-small"}, settings={"max_tool_calls": 5})
    base.update(changes)
    return PromptVersion(**base)  # type: ignore[arg-type]


def test_the_hash_is_of_the_content_not_the_label_or_key_order() -> None:
    assert version().content_hash == version(label="other").content_hash
    reordered = version(models={"small": "m-small", "large": "m-large"})
    assert reordered.content_hash == version().content_hash
    assert version(system_prompt="Be kind.").content_hash != version().content_hash
    assert version(models={"large": "m2", "small": "m-small"}).content_hash != version().content_hash
    assert version(settings={"max_tool_calls": 4}).content_hash != version().content_hash


def test_diff_names_each_changed_piece() -> None:
    new = version(system_prompt="Be kind.\nCheck twice before acting.", models={"large": "m2", "small": "m-small"})
    text = diff(version(), new)
    assert "-Check before acting." in text and "+Check twice before acting." in text
    assert "models.large: 'm-large' -> 'm2'" in text
    assert "tools" not in text  # unchanged pieces are not listed
    assert diff(version(), version()) == ""


def test_a_file_names_its_prompt_text_beside_it(tmp_path) -> None:
    (tmp_path / "p.md").write_text("Hello there.", encoding="utf-8")
    (tmp_path / "v.json").write_text(json.dumps({"label": "v2", "system_prompt_file": "p.md",
                                                "models": {"large": "x"}, "settings": {"deadline_s": 6}}))
    v = from_file(tmp_path / "v.json", tools={"t": "d"})
    assert v.system_prompt == "Hello there." and v.tools == {"t": "d"} and v.settings == {"deadline_s": 6}


def test_a_file_with_an_unknown_key_is_refused(tmp_path) -> None:
    (tmp_path / "v.json").write_text(json.dumps({"label": "v2", "system_prompt": "x", "modles": {}}))
    with pytest.raises(ValueError, match="modles"):
        from_file(tmp_path / "v.json", tools={})


def test_the_builtin_version_is_what_the_agent_runs_today() -> None:
    from supportbot.agent.prompt import PROMPT_VERSION, system_prompt
    from supportbot.agent.tools import TOOLS

    v = builtin_version({"large": "scripted-large"}, {"max_tool_calls": 5})
    assert v.label == PROMPT_VERSION and v.system_prompt == system_prompt()
    assert v.tools == {name: t.description for name, t in TOOLS.items()}
