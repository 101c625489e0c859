"""Recorded model calls (evals/recording.py): masking that a replay can undo with this run's values,
the first differing field of a request, and the files' round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evals.recording import Pseudonyms, first_difference, read_calls, write_calls
from evals.runner import trial_ids
from evals.scenario import load_scenarios

SCENARIOS = Path(__file__).parent / "scenarios"


def _scenario():
    return next(s for s in load_scenarios(SCENARIOS) if s.id == "refund-one-broken-plate")


def _request(code: str, action_id: int, token: str) -> dict:
    return {"model": "m", "messages": [
        {"role": "system", "content": "Session: Asha Rao, 15551230001, asha@example.com, 12 Hill Road, Leeds"},
        {"role": "user", "content": f"my code is {code}"},
        {"role": "tool", "tool_call_id": "call_1",
         "content": json.dumps({"status": "awaiting_confirmation", "action_id": action_id, "token": token})}]}


TOKEN_A = "eyJhIjoiMjUuMDAiLCJjIjoiMTIzNDU2Nzg5MCJ9abcdef." + "Q" * 43
TOKEN_B = "eyJhIjoiMjUuMDAiLCJjIjoiOTg3NjU0MzIxMCJ9uvwxyz." + "R" * 43


def test_masking_hides_the_personal_data_and_numbers_it_so_two_runs_of_one_conversation_agree():
    first_ids, second_ids = trial_ids(101, 3), trial_ids(2207, 0)
    first = Pseudonyms.for_scenario(_scenario(), first_ids).mask(_request("482913", first_ids.start + 7, TOKEN_A))
    second = Pseudonyms.for_scenario(_scenario(), second_ids).mask(_request("650118", second_ids.start + 7, TOKEN_B))
    text = json.dumps(first, ensure_ascii=False)
    for personal in ("Asha", "Rao", "15551230001", "asha@example.com", "12 Hill Road", "Leeds", "482913", TOKEN_A,
                     str(first_ids.start + 7)):
        assert personal not in text, personal
    assert "⟪code-1⟫" in text and "⟪id-7⟫" in text and "⟪token-1⟫" in text and "⟪name-1⟫" in text
    assert first == second and first_difference(first, second) is None
    # Whole words only: a name inside another word stays.
    assert Pseudonyms.for_scenario(_scenario(), None).mask_text("Benefits for Ben") == "Benefits for ⟪name-1⟫"


def test_a_replayed_answer_carries_this_runs_code_id_and_token():
    ids = trial_ids(55, 1)
    live = Pseudonyms.for_scenario(_scenario(), ids)
    live.mask(_request("650118", ids.start + 7, TOKEN_B))
    recorded_answer = {"tool_calls": [{"function": {"name": "verify_code", "arguments": '{"code": "⟪code-1⟫"}'}},
                                      {"function": {"name": "issue_refund", "arguments": '{"token": "⟪token-1⟫"}'}}],
                       "content": "Thanks ⟪name-1⟫, action ⟪id-7⟫; call me on ⟪phone-9⟫"}
    answer = live.unmask(recorded_answer)
    assert answer["tool_calls"][0]["function"]["arguments"] == '{"code": "650118"}'
    assert answer["tool_calls"][1]["function"]["arguments"] == f'{{"token": "{TOKEN_B}"}}'
    # A placeholder this run never saw (the model's own words) stays as written.
    assert answer["content"] == f"Thanks Asha Rao, action {ids.start + 7}; call me on ⟪phone-9⟫"


@pytest.mark.parametrize(("recorded", "live", "expected"), [
    ({"a": [1, {"b": "x"}]}, {"a": [1, {"b": "x"}]}, None),
    ({"messages": [{"content": "Be kind."}]}, {"messages": [{"content": "Be brief."}]},
     'messages[0].content: differs at character 3: recorded "Be kind.", now "Be brief."'),
    ({"messages": [1, 2]}, {"messages": [1, 2, 3]}, "messages: 2 items recorded, 3 now"),
    ({"max_tokens": 192}, {"max_tokens": 1024}, "max_tokens: recorded 192, now 1024"),
    ({"model": "a"}, {}, "model: recorded, missing now"),
    ({}, {"tools": []}, "tools: new, not in the recording ([])"),
])
def test_the_first_difference_names_the_field(recorded, live, expected):
    assert first_difference(recorded, live) == expected


def test_calls_written_as_deltas_read_back_whole_and_small(tmp_path):
    system = {"role": "system", "content": "rules " * 500}
    tools = [{"type": "function", "function": {"name": "get_order"}}]
    requests = [{"model": "m", "tools": tools, "messages": [system, {"role": "user", "content": "hi"}]},
                {"model": "m", "tools": tools, "messages": [system, {"role": "user", "content": "hi"},
                                                            {"role": "assistant", "content": "hello"},
                                                            {"role": "user", "content": "A-1042"}]},
                {"model": "m", "messages": [system, {"role": "user", "content": "other"}]}]
    calls = [{"turn": n, "call": n, "request": r, "status": 200, "response": {"n": n}} for n, r in enumerate(requests)]
    write_calls(tmp_path, "s", 0, calls)
    assert read_calls(tmp_path, "s", 0) == calls
    assert read_calls(tmp_path, "s", 1) is None
    assert (tmp_path / "s" / "0.jsonl").stat().st_size < 1.5 * len(system["content"])  # the prompt once
