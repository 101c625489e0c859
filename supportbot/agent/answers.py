"""Reading what an OpenAI-compatible server answered: text, tool calls (native, or written into
the text by servers without tool calling) and token usage, checked before anything uses them.
Pure: the gateway (supportbot/agent/gateway.py) does the HTTP and hands the decoded body here.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0


class InvalidOutput(Exception):
    """The endpoint answered 200 with something we cannot use; internal to this module."""


def usage_of(body: Any) -> Usage:
    usage = body.get("usage") if isinstance(body, dict) else None
    if not isinstance(usage, dict):
        return Usage()  # some compatible endpoints omit usage; the cost is then unknown, counted as 0
    prompt, completion = usage.get("prompt_tokens"), usage.get("completion_tokens")
    return Usage(prompt if isinstance(prompt, int) else 0, completion if isinstance(completion, int) else 0)


def parse_answer(body: Any, tool_names: frozenset[str]) -> tuple[str | None, tuple[ToolCall, ...]]:
    """Text and tool calls of the first choice, or InvalidOutput saying what is wrong."""
    choices = body.get("choices") if isinstance(body, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise InvalidOutput("no choices")
    message = choices[0].get("message")
    if not isinstance(message, dict):
        raise InvalidOutput("choice without a message")
    text = message.get("content") or message.get("refusal") or None
    if text is not None and not isinstance(text, str):
        raise InvalidOutput("content is not text")
    raw_calls = message.get("tool_calls") or []
    if not isinstance(raw_calls, list):
        raise InvalidOutput("tool_calls is not a list")
    calls = tuple(_tool_call(raw, tool_names) for raw in raw_calls)
    if not calls and text:
        text, calls = _tool_calls_in_text(text, tool_names)
    if not calls and choices[0].get("finish_reason") == "length":
        # Cut off mid-sentence at max_tokens: a small model repeating itself (captured), or one
        # rambling past LLM_MAX_TOKENS. Half a reply is not one to send.
        raise InvalidOutput("the answer was cut at max_tokens")
    if text and (markup := _TEMPLATE_MARKUP.search(text)):
        raise InvalidOutput(f"chat-template markup {markup.group(0)!r} in the text: the model echoed its template")
    if not (text and text.strip()) and not calls:
        raise InvalidOutput("neither text nor tool calls")
    return text, calls


def _tool_call(raw: Any, tool_names: frozenset[str]) -> ToolCall:
    function = raw.get("function") if isinstance(raw, dict) else None
    if not isinstance(function, dict) or raw.get("type", "function") != "function":
        raise InvalidOutput("tool call is not a function call")
    name, call_id, args = function.get("name"), raw.get("id"), function.get("arguments")
    if not isinstance(call_id, str) or not call_id:
        raise InvalidOutput("tool call without an id")
    if not isinstance(name, str) or name not in tool_names:
        raise InvalidOutput(f"tool call to an unknown tool {name!r}")
    if args in (None, ""):
        args = "{}"  # a tool without parameters, sent bare by some endpoints
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except json.JSONDecodeError as err:
            raise InvalidOutput(f"{name}: arguments are not JSON ({err.msg})") from None
    if not isinstance(args, dict):
        raise InvalidOutput(f"{name}: arguments are not a JSON object")
    return ToolCall(call_id, name, args)


# A small model continues its chat template instead of answering: after a tool result SmolLM2
# writes "<tool_response>\n{the raw result}" (captured, tests/agent/fixtures/llamacpp/). That
# markup is never prose for a customer, whatever follows it.
_TEMPLATE_MARKUP = re.compile(r"</?tool_response>|</?tools>|<\|im_(?:start|end)\|>|<\|(?:eot_id|start_header_id)\|>")


# Servers without native tool calling (llama.cpp without --jinja, Ollama with some models) return
# the call the chat template taught the model to write, as text: Hermes/ChatML `<tool_call>{...}
# </tool_call>` blocks, or a fenced JSON block holding exactly {"name", "arguments"}.
_TAGGED_CALL = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.DOTALL)
_FENCED_JSON = re.compile(r"```(?:json)?\s*(\{.*?\})\s*```", re.DOTALL)


def _tool_calls_in_text(text: str, tool_names: frozenset[str]) -> tuple[str | None, tuple[ToolCall, ...]]:
    """Tool calls written into the text, and the text without them. A block that looks like a call
    but is not a valid one is invalid output: it must never be shown to a customer as prose."""
    tagged = _TAGGED_CALL.findall(text)
    if tagged:
        blocks, rest = tagged, _TAGGED_CALL.sub("", text)
    else:
        fenced = [b for b in _FENCED_JSON.findall(text) if _looks_like_a_call(b)]
        whole = text.strip()
        blocks = fenced or ([whole] if whole.startswith("{") and _looks_like_a_call(whole) else [])
        rest = _FENCED_JSON.sub("", text) if fenced else ("" if blocks else text)
    if not blocks:
        return text, ()
    if not tool_names:
        raise InvalidOutput("a tool call written as text, but no tools were offered")
    calls = []
    for number, block in enumerate(blocks):
        try:
            raw = json.loads(block.strip())
        except json.JSONDecodeError as err:
            raise InvalidOutput(f"tool call in text is not JSON ({err.msg})") from None
        if not isinstance(raw, dict):
            raise InvalidOutput("tool call in text is not a JSON object")
        arguments = raw.get("arguments", raw.get("parameters"))
        if isinstance(arguments, dict):
            arguments = json.dumps(arguments)  # _tool_call's single path for argument checks
        calls.append(_tool_call({"id": f"call_text_{number}_{uuid.uuid4().hex[:8]}", "type": "function",
                                 "function": {"name": raw.get("name"), "arguments": arguments}}, tool_names))
    return rest.strip() or None, tuple(calls)


def _looks_like_a_call(block: str) -> bool:
    try:
        raw = json.loads(block)
    except json.JSONDecodeError:
        return False
    return isinstance(raw, dict) and "name" in raw and ("arguments" in raw or "parameters" in raw)
