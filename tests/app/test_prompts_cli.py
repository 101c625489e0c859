"""`supportbot prompts`: the shipped version is listed, a file adds one, diff shows the change."""

from __future__ import annotations

import json

from tests.cli import supportbot


def cli(settings, *args: str) -> str:
    return supportbot(settings, "prompts", *args)


def test_add_list_show_diff(settings, db, tmp_path):
    (tmp_path / "v2.md").write_text("You are the shop's helper. Be brief.\n", encoding="utf-8")
    (tmp_path / "v2.json").write_text(json.dumps({"label": "system_v2", "system_prompt_file": "v2.md",
                                                  "models": {"large": "scripted-large"}}))
    added = json.loads(cli(settings, "add", str(tmp_path / "v2.json"), "--author", "ana"))
    assert added["label"] == "system_v2" and added["new"]
    again = json.loads(cli(settings, "add", str(tmp_path / "v2.json"), "--author", "ana"))
    assert again["id"] == added["id"] and not again["new"]  # the same content is the same row
    listed = cli(settings, "list")
    assert "system_v1" in listed and "system_v2" in listed and added["content_hash"][:12] in listed
    shown = json.loads(cli(settings, "show", "system_v2"))
    assert shown["system_prompt"] == "You are the shop's helper. Be brief.\n" and shown["author"] == "ana"
    changed = cli(settings, "diff", "system_v1", "system_v2")
    assert "+You are the shop's helper. Be brief." in changed
