"""Fills `{{tool:NAME.FIELD}}` in scripted model answers from tool results in the request."""

import json
import re
from typing import Any

PLACEHOLDER = re.compile(r"\{\{tool:([A-Za-z0-9_\-]+)((?:\.[A-Za-z0-9_\-]+)*)\}\}")
WHOLE = re.compile(r"^\{\{tool:[A-Za-z0-9_\-]+(?:\.[A-Za-z0-9_\-]+)*\}\}$")

_MISSING = object()


def latest_tool_results(messages: list[Any]) -> dict[str, str]:
    """Each tool's latest result text, matched to its name through the assistant's tool_calls."""
    names: dict[str, str] = {}
    results: dict[str, str] = {}
    for message in messages:
        if not isinstance(message, dict):
            continue
        for call in message.get("tool_calls") or []:
            if isinstance(call, dict) and isinstance(call.get("function"), dict):
                names[str(call.get("id"))] = str(call["function"].get("name"))
        if message.get("role") == "tool":
            name = names.get(str(message.get("tool_call_id")))
            if name is not None:
                results[name] = _text_of(message.get("content"))
    return results


def _text_of(content: Any) -> str:
    # Content may be a string or a list of text parts.
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def _lookup(results: dict[str, str], name: str, path: str) -> Any:
    """The value a placeholder stands for, or _MISSING."""
    text = results.get(name)
    if text is None:
        return _MISSING
    if not path:
        return text
    try:
        value: Any = json.loads(text)
    except json.JSONDecodeError:
        return _MISSING
    for part in path.lstrip(".").split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return _MISSING
    return value


def _as_text(value: Any) -> str:
    if value is _MISSING or value is None:
        return ""
    return value if isinstance(value, str) else json.dumps(value)


def fill_text(template: str, results: dict[str, str]) -> str:
    """Replace every placeholder with its value as text (empty when there is none)."""
    return PLACEHOLDER.sub(lambda m: _as_text(_lookup(results, m[1], m[2])), template)


def _fill_value(value: Any, results: dict[str, str]) -> Any:
    if isinstance(value, str):
        if WHOLE.match(value):
            # A placeholder that is the whole string keeps the result's JSON type.
            match = PLACEHOLDER.match(value)
            assert match is not None
            found = _lookup(results, match[1], match[2])
            if match[2] and found is not _MISSING:
                return found
        return fill_text(value, results)
    if isinstance(value, list):
        return [_fill_value(v, results) for v in value]
    if isinstance(value, dict):
        return {k: _fill_value(v, results) for k, v in value.items()}
    return value


def fill_arguments(arguments: Any, results: dict[str, str]) -> str:
    """Tool-call arguments as JSON text, filled inside string values so quotes stay escaped."""
    if isinstance(arguments, str):
        if not PLACEHOLDER.search(arguments):
            return arguments  # byte-for-byte as scripted
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError:
            # Not JSON until filled (a bare placeholder where a number goes): fill as text.
            return fill_text(arguments, results)
    else:
        parsed = arguments
    return json.dumps(_fill_value(parsed, results))
