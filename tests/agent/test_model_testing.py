"""FunctionModel: the scripted in-process model unit tests hand to the agent."""

import pytest

from supportbot.agent.gateway import Model, ModelTurn
from supportbot.agent.model_testing import FunctionModel, calls, text, tool_call

HELLO = [{"role": "user", "content": "Where is my order?"}]


async def test_steps_are_answered_in_order_and_calls_recorded() -> None:
    model = FunctionModel([tool_call("get_order", order_id="A-1042"), text("It arrives today.")])
    first = await model.complete(HELLO, [{"type": "function", "function": {"name": "get_order"}}])
    second = await model.complete(HELLO + [first.to_message()], size="small", conversation_id=4)
    [call] = first.tool_calls
    assert (call.id, call.name, call.arguments) == ("call_1", "get_order", {"order_id": "A-1042"})
    assert second.text == "It arrives today."
    received = [(len(c.messages), c.size, c.conversation_id) for c in model.calls]
    assert received == [(1, "large", None), (2, "small", 4)]
    model.assert_complete()


async def test_an_extra_call_fails() -> None:
    model = FunctionModel([text("hi")])
    await model.complete(HELLO)
    with pytest.raises(AssertionError, match="unexpected model call #2"):
        await model.complete(HELLO)


async def test_unconsumed_steps_fail_assert_complete() -> None:
    model = FunctionModel([text("hi"), text("never asked for")])
    await model.complete(HELLO)
    with pytest.raises(AssertionError, match="1 unconsumed model step"):
        model.assert_complete()


async def test_a_function_step_sees_what_was_sent() -> None:
    def echo(messages, tools) -> ModelTurn:
        return text(f"{len(tools)} tool(s); you said {messages[-1]['content']!r}")

    model: Model = FunctionModel([echo])
    turn = await model.complete(HELLO, [{"type": "function", "function": {"name": "get_order"}}])
    assert turn.text == "1 tool(s); you said 'Where is my order?'"


async def test_recorded_messages_are_a_copy() -> None:
    model = FunctionModel([text("hi")])
    sent = [dict(HELLO[0])]
    await model.complete(sent)
    sent[0]["content"] = "changed"
    assert model.calls[0].messages == HELLO


async def test_parallel_tool_calls_get_distinct_ids() -> None:
    model = FunctionModel([calls(tool_call("get_order", order_id="A-1042"), tool_call("list_orders"))])
    turn = await model.complete(HELLO)
    assert [(c.id, c.name) for c in turn.tool_calls] == [("call_1", "get_order"), ("call_2", "list_orders")]
