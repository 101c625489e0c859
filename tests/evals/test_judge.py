"""The LLM judge: rubric prompts, verdict parsing, Cohen's kappa and confusion, the agreement gate,
and the plumbing through the gateway to the sandbox's scripted model."""

from __future__ import annotations

import json

import pytest

from evals.judge import (
    DIMENSIONS,
    Labelled,
    calibrate,
    cohen_kappa,
    judge_messages,
    judge_transcripts,
    parse_verdict,
    qa_labels,
)

TRANSCRIPT = [{"from": "customer", "text": "where is A-1043?"},
              {"from": "bot", "text": "Your bowl (A-1043) is out for delivery and arrives today."}]


def test_kappa_is_one_for_agreement_zero_for_chance_and_negative_for_disagreement() -> None:
    assert cohen_kappa(["good", "bad", "good", "bad"], ["good", "bad", "good", "bad"]) == 1.0
    assert cohen_kappa(["good", "good", "bad", "bad"], ["good", "bad", "good", "bad"]) == 0.0
    assert cohen_kappa(["good", "bad"], ["bad", "good"]) == -1.0
    # A textbook case: 20 pairs, observed 0.7, expected 0.5 -> 0.4.
    a = ["good"] * 10 + ["bad"] * 10
    b = ["good"] * 7 + ["bad"] * 3 + ["good"] * 3 + ["bad"] * 7
    assert cohen_kappa(a, b) == pytest.approx(0.4)


def test_the_prompt_holds_the_rubric_and_marks_the_transcript_untrusted() -> None:
    messages = judge_messages(TRANSCRIPT)
    system, user = messages[0]["content"], messages[1]["content"]
    for dimension in DIMENSIONS:
        assert dimension in system
    assert "A-1043" in user and "untrusted" in system.lower()


@pytest.mark.parametrize(("text", "expected"), [
    ('{"tone": "good", "accuracy": "bad"}', {"tone": "good", "accuracy": "bad"}),
    ('Sure:\n```json\n{"tone": "BAD", "accuracy": "good"}\n```', {"tone": "bad", "accuracy": "good"}),
    ("I cannot tell", {"tone": None, "accuracy": None}),
    ('{"tone": "excellent"}', {"tone": None, "accuracy": None}),
])
def test_verdicts_are_read_strictly(text, expected) -> None:
    assert parse_verdict(text) == expected


def test_calibration_reports_kappa_and_confusion_and_refuses_to_gate_below_the_bar() -> None:
    human = [Labelled(f"t{i}", TRANSCRIPT, {"tone": "good" if i % 2 else "bad",
                                            "accuracy": "good" if i % 4 else "bad"}, "seed") for i in range(40)]
    agreeing = {h.id: dict(h.labels) for h in human}
    report = calibrate(human, agreeing, min_kappa=0.6)
    assert report.dimensions["tone"].kappa == 1.0 and report.usable_as_gate
    assert report.dimensions["tone"].confusion == {("bad", "bad"): 20, ("good", "good"): 20}
    coin = {h.id: {"tone": "good", "accuracy": "good"} for h in human}  # always "good": no agreement beyond chance
    weak = calibrate(human, coin, min_kappa=0.6)
    assert weak.dimensions["tone"].kappa == 0.0 and not weak.usable_as_gate
    # One class only on both sides: kappa is undefined, counted as no agreement (never a gate).
    assert cohen_kappa(["good"] * 5, ["good"] * 5) == 0.0
    assert "below" in weak.render() and "tone" in weak.render()


def test_qa_verdicts_become_labels() -> None:
    assert qa_labels("fine") == {"tone": "good", "accuracy": "good"}
    assert qa_labels("tone") == {"tone": "bad"}
    assert qa_labels("wrong_action") == {"accuracy": "bad"}
    assert qa_labels("should_have_handed_off") == {}


def test_the_seed_file_has_enough_labelled_transcripts_half_from_real_runs() -> None:
    from evals.judge import SEED, load_labelled

    rows = load_labelled(SEED)
    assert len(rows) >= 200
    assert sum(r.source == "eval_run" for r in rows) >= len(rows) / 2
    for dimension in DIMENSIONS:
        assert {r.labels[dimension] for r in rows} == {"good", "bad"}


async def test_the_judge_scores_through_the_gateway_with_the_scripted_model(agent) -> None:
    from supportbot.app.bootstrap import model_gateway
    from tests.e2e import script
    from tests.scripts import say

    await script(agent, say(json.dumps({"tone": "good", "accuracy": "bad"})), say("no idea"))
    async with model_gateway(agent.settings) as model:
        scored = await judge_transcripts(model, [("a", TRANSCRIPT), ("b", TRANSCRIPT)])
    assert scored == {"a": {"tone": "good", "accuracy": "bad"}, "b": {"tone": None, "accuracy": None}}
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert "A-1043" in calls[-2]["messages"][1]["content"]
