"""One templated turn run in-process: the rung with the agent's tools faked and every call recorded.

The tools answer as `answers` says (a tool not in it answers {"status": "sent"}; the help centre
finds nothing): the rung's own reading and wiring are what these tests hold, the tools' policy is
tested with the tools."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from supportbot.core.money.policy import RefundLimits
from supportbot.core.shop.orders import Customer, Order
from supportbot.core.turn import Said, TurnInput
from supportbot.core.types import MessageKind
from supportbot.rungs.templated import templated_turn
from tests.clock import TEST_NOW

NOW = TEST_NOW  # the application clock the tests run on (tests/clock.py)
C1 = Customer("C-1", "Asha Rao", "15551230001", "asha@example.com")
Answer = dict[str, Any] | Callable[[dict[str, Any]], dict[str, Any]]


class Tools:
    def __init__(self, answers: dict[str, Answer] | None = None) -> None:
        self.answers = {"search_help_centre": {"results": []}} | (answers or {})
        self.calls: list[tuple[str, dict[str, Any]]] = []

    async def __call__(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        self.calls.append((name, args))
        answer = self.answers.get(name, {"status": "sent"})
        return answer(args) if callable(answer) else answer

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]


async def rung_turn(text: str, orders: list[Order], customer: Customer | None = C1, lang: str = "en",
                    history: list[tuple[str, str]] | None = None, intent: str | None = "order_status",
                    answers: dict[str, Answer] | None = None) -> tuple[Any, Tools]:
    tools = Tools(answers)
    turn = TurnInput(conversation_id=1, run_id=1, customer=customer, said=(Said(1, MessageKind.TEXT, text, None),),
                     now=NOW, language=lang)

    async def account() -> tuple[TurnInput, list[Order]]:
        return turn, orders

    result = await templated_turn(turn, intent, orders if customer else [], history or [], RefundLimits(), tools,
                                  account)
    return result, tools


def said_text(result: Any) -> str:
    return " ".join(m.text for m in result.messages)
