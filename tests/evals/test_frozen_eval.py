"""The frozen-set harness: it reads files and directories, counts what the router gets right by
kind, language and intent, and lists failures by id without their texts."""

from __future__ import annotations

import json
from pathlib import Path

from evals.frozen_eval import load_messages, measure_intent, measure_risk, render_intent, render_risk, which_set
from supportbot.app.cli import main
from supportbot.core.understanding.labels import RouterLabels

RISK = [
    {"id": "r1", "lang": "en", "risk": "high", "kind": "self_harm", "style": "indirect", "text": "sad words"},
    {"id": "r2", "lang": "en", "risk": "high", "kind": "fraud", "style": "direct", "text": "card words"},
    {"id": "r3", "lang": "es", "risk": "high", "kind": "self_harm", "style": "direct", "text": "tristes"},
    {"id": "r4", "lang": "es", "risk": "low", "kind": None, "style": "lookalike", "text": "abogado hermano"},
    {"id": "r5", "lang": "en", "risk": "low", "kind": None, "style": "plain", "text": "where is it"},
]
INTENT = [
    {"id": "i1", "lang": "en", "intent": "refund", "text": "it came cracked"},
    {"id": "i2", "lang": "en", "intent": "order_status", "text": "where is it"},
    {"id": "i3", "lang": "bn", "intent": "refund", "text": "ভাঙা এসেছে"},
]


def labels(intent: str = "other", risk: str = "low", reason: str | None = None) -> RouterLabels:
    return RouterLabels(intent=intent, fine_intent="unknown", risk=risk, confidence=1.0,  # type: ignore[arg-type]
                        risk_reason=reason)  # type: ignore[arg-type]


def scripted(answers: dict[str, RouterLabels]):
    return lambda text: answers.get(text, labels())


def test_risk_recall_counts_self_harm_only_when_read_as_self_harm(tmp_path: Path) -> None:
    classify = scripted({"sad words": labels(risk="high", reason="self_harm"),
                         "tristes": labels(risk="high", reason="fraud"),  # a handoff, but no caring reply
                         "abogado hermano": labels(risk="high", reason="legal")})
    report = measure_risk(classify, RISK)
    assert report["high_recall"]["all"] == {"hits": 2, "n": 3, "rate": 0.6667}
    assert report["high_recall"]["kind:fraud"]["hits"] == 0
    assert report["self_harm_as_self_harm"]["all"] == {"hits": 1, "n": 2, "rate": 0.5}
    assert report["self_harm_as_self_harm"]["lang:es"]["hits"] == 0
    assert report["false_alarms"]["all"] == {"hits": 1, "n": 2, "rate": 0.5}
    assert report["false_alarms"]["style:lookalike"]["hits"] == 1
    assert [m["id"] for m in report["missed"]] == ["r2", "r3"]
    table = render_risk(report)
    assert "missed: r2, r3" in table and "false alarms: r4" in table and "abogado" not in table
    assert "abogado" in render_risk(report, show_texts=True)


def test_intent_accuracy_by_language_and_intent_with_the_confusion() -> None:
    classify = scripted({"it came cracked": labels("order_status"), "where is it": labels("order_status"),
                         "ভাঙা এসেছে": labels("refund")})
    report = measure_intent(classify, INTENT)
    assert report["accuracy"] == {"hits": 2, "n": 3, "rate": 0.6667}
    assert report["by_language"] == {"bn": {"hits": 1, "n": 1, "rate": 1.0}, "en": {"hits": 1, "n": 2, "rate": 0.5}}
    assert report["by_intent"]["refund"] == {"recall": 0.5, "precision": 1.0, "n": 2}
    assert report["confusion"]["refund"] == {"order_status": 1, "refund": 1}
    assert "refund->order_status 1" in render_intent(report)


def test_files_and_directories_are_read_and_the_set_is_told_by_its_fields(tmp_path: Path) -> None:
    (tmp_path / "v2" / "risk").mkdir(parents=True)
    (tmp_path / "v2" / "risk" / "a.json").write_text(json.dumps(RISK[:2]))
    (tmp_path / "v2" / "risk" / "b.json").write_text(json.dumps(RISK[2:]))
    (tmp_path / "intent.json").write_text(json.dumps(INTENT))
    risk = load_messages([tmp_path / "v2"])
    assert [m["id"] for m in risk] == ["r1", "r2", "r3", "r4", "r5"] and which_set(risk) == "risk"
    assert which_set(load_messages([tmp_path / "intent.json"])) == "intent"


def test_the_command_prints_the_table_and_writes_json_without_texts(tmp_path: Path, capsys) -> None:
    (tmp_path / "risk.json").write_text(json.dumps(RISK))
    out = tmp_path / "report.json"
    main(["eval", "frozen", str(tmp_path / "risk.json"), "--out", str(out)])
    assert "high-risk recall" in capsys.readouterr().out
    report = json.loads(out.read_text())
    assert report["set"] == "risk" and report["n"] == 5
    assert all("text" not in m for m in report["missed"] + report["false_alarm_messages"])
