"""An in-process `Model` for unit tests: a queue of planned turns, checked for exhaustion both ways.

    model = FunctionModel([tool_call("get_order", order_id="A-1042"), text("It arrives today.")])
    ... run the agent with `model` ...
    model.assert_complete()

A step is a `ModelTurn` (from the builders) or a function `(messages, tools) -> ModelTurn` that can
look at what the agent sent. A call with no step left fails the test, as does a step never used.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from supportbot.agent.gateway import Message, ModelTurn, Size, Tool, ToolCall

StepFunction = Callable[[list[dict[str, Any]], list[dict[str, Any]] | None], ModelTurn]
Step = ModelTurn | StepFunction


def text(content: str) -> ModelTurn:
    """A turn that answers the customer."""
    return ModelTurn(text=content, tool_calls=(), model="function", provider="test")


def tool_call(name: str, /, **arguments: Any) -> ModelTurn:
    """A turn that calls one tool; `calls(...)` combines several into one turn."""
    call = ToolCall("", name, arguments)  # FunctionModel numbers the ids
    return ModelTurn(text=None, tool_calls=(call,), model="function", provider="test")


def calls(*turns: ModelTurn) -> ModelTurn:
    """One turn making the tool calls of all `turns`, in order (parallel tool calls)."""
    return replace(turns[0], tool_calls=tuple(c for t in turns for c in t.tool_calls))


@dataclass(frozen=True)
class ReceivedCall:
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None
    size: Size
    conversation_id: int | None


class FunctionModel:
    """Satisfies `supportbot.agent.gateway.Model`; records each call it received in `calls`."""

    def __init__(self, steps: Iterable[Step]) -> None:
        self._steps: deque[Step] = deque(steps)
        self.calls: list[ReceivedCall] = []
        self._ids = 0

    async def complete(
        self, messages: Sequence[Message], tools: Sequence[Tool] | None = None, *,
        size: Size = "large", conversation_id: int | None = None, deadline_s: float | None = None,
        models: Mapping[str, str] | None = None,
    ) -> ModelTurn:
        # A copy: the agent appends to its list after the call, and tests assert on what was sent.
        sent = [dict(copy.deepcopy(m)) for m in messages]
        sent_tools = [dict(copy.deepcopy(t)) for t in tools] if tools is not None else None
        self.calls.append(ReceivedCall(sent, sent_tools, size, conversation_id))
        if not self._steps:
            last = sent[-1].get("content") if sent else None
            raise AssertionError(f"unexpected model call #{len(self.calls)}: no step left; last: {last!r}")
        step = self._steps.popleft()
        turn = step if isinstance(step, ModelTurn) else step(sent, sent_tools)
        return replace(turn, tool_calls=tuple(self._with_id(c) for c in turn.tool_calls))

    def assert_complete(self) -> None:
        """Fail when planned steps were never asked for: the agent stopped earlier than the test meant."""
        if self._steps:
            left, made = len(self._steps), len(self.calls)
            raise AssertionError(f"{left} unconsumed model step(s) after {made} call(s)")

    def _with_id(self, call: ToolCall) -> ToolCall:
        if call.id:
            return call
        self._ids += 1
        return replace(call, id=f"call_{self._ids}")
