"""Builders for the scripted model's answers (assistant messages as in choices[0].message)."""

from __future__ import annotations

import itertools
import json
from typing import Any

_ids = itertools.count(1)


def call(name: str, **arguments: Any) -> dict[str, Any]:
    """One tool call; values may hold {{tool:NAME.FIELD}} placeholders the sandbox fills."""
    return {"id": f"call_s{next(_ids)}", "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments)}}


def turn(*calls: dict[str, Any], text: str | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message["tool_calls"] = list(calls)
    return message


def say(text: str) -> dict[str, Any]:
    return turn(text=text)


T9 = [  # the reference ticket: "Where is my order, and refund the broken item"
    turn(call("list_orders")),
    turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 1}], reason="damaged")),
    turn(call("issue_refund", token="{{tool:check_refund.token}}"),
         text="Your bowl (A-1043) is out for delivery and arrives today."),
]
T9_TEXT = "Where is my order, and refund the broken item? One plate from A-1042 arrived broken."

THREE_PLATES = [  # 75.00: over the automatic limit, so staff approve it
    turn(call("check_refund", order_id="A-1042", items=[{"sku": "PLATE-1", "qty": 3}], reason="damaged")),
    turn(call("issue_refund", token="{{tool:check_refund.token}}")),
]
THREE_PLATES_TEXT = "all three plates from A-1042 arrived broken"
