"""{{tool:NAME.FIELD}} placeholders, filled from the tool results in a request."""

import json
from typing import Any

from sandbox.llm_templates import fill_arguments, fill_text, latest_tool_results


def call(call_id: str, name: str) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": "{}"}}


MESSAGES: list[dict[str, Any]] = [
    {"role": "user", "content": "Where is A-1043?"},
    {"role": "assistant", "content": None, "tool_calls": [call("c1", "get_order")]},
    {
        "role": "tool",
        "tool_call_id": "c1",
        "content": json.dumps({"status": "shipped", "eta": None, "items": [{"sku": "BOWL-1"}]}),
    },
    {
        "role": "assistant",
        "content": None,
        "tool_calls": [call("c2", "get_order"), call("c3", "check_refund")],
    },
    {
        "role": "tool",
        "tool_call_id": "c2",
        "content": json.dumps({"status": "out_for_delivery", "items": [{"sku": "BOWL-1"}]}),
    },
    {
        "role": "tool",
        "tool_call_id": "c3",
        "content": json.dumps({"decision": "approve", "token": 'tok"en', "amount": "25.00"}),
    },
]


def test_latest_result_per_tool_wins() -> None:
    results = latest_tool_results(MESSAGES)
    assert json.loads(results["get_order"])["status"] == "out_for_delivery"
    assert set(results) == {"get_order", "check_refund"}


def test_fill_text_fields_paths_and_whole_results() -> None:
    results = latest_tool_results(MESSAGES)
    assert fill_text("It is {{tool:get_order.status}}.", results) == "It is out_for_delivery."
    assert fill_text("{{tool:get_order.items.0.sku}}", results) == "BOWL-1"
    assert json.loads(fill_text("{{tool:check_refund}}", results))["decision"] == "approve"
    assert fill_text("[{{tool:send_code}}|{{tool:get_order.nope}}]", results) == "[|]"
    assert fill_text("{{tool:get_order.eta}}", latest_tool_results(MESSAGES[:3])) == ""


def test_fill_arguments_keeps_json_valid_and_types() -> None:
    results = latest_tool_results(MESSAGES)
    filled = json.loads(fill_arguments('{"token": "{{tool:check_refund.token}}"}', results))
    assert filled == {"token": 'tok"en'}
    typed = json.loads(fill_arguments({"items": "{{tool:get_order.items}}"}, results))
    assert typed == {"items": [{"sku": "BOWL-1"}]}
    assert fill_arguments('{"order_id": "A-1"}', results) == '{"order_id": "A-1"}'
    bare = fill_arguments('{"sku": {{tool:get_order.items.0}}}', results)
    assert json.loads(bare) == {"sku": {"sku": "BOWL-1"}}
