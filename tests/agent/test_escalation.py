"""Code decides a handoff's priority: from the router's labels, and from the reason a model gives
to request_human (which can raise risk, never lower it)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from supportbot.agent.escalation import model_handoff, reason_risk, risk_handoff
from supportbot.agent.tools import ToolContext, run_tool
from supportbot.core.understanding.risk_rules import risk_signal


def no_risk(normalised: str) -> None:
    return None


def test_a_model_reason_naming_self_harm_gets_the_caring_reply_and_an_urgent_handoff() -> None:
    handoff = model_handoff("The customer says they don't want to live any more", "447700900123", "en", risk_signal)
    assert handoff.priority == "urgent" and handoff.reason.startswith("self-harm signal (model: ")
    assert "Samaritans" in handoff.messages[0].text
    # Said in a model's words the router's rules do not know: the reason table still reads it.
    assert model_handoff("possible suicidal ideation", None, "es", no_risk).priority == "urgent"


def test_a_model_reason_naming_other_risk_is_high_priority() -> None:
    for reason, signal in [("customer threatens a chargeback with their bank", "chargeback"),
                           ("customer's lawyer is involved", "legal"),
                           ("someone used the customer's card without permission", "fraud")]:
        assert reason_risk(reason, no_risk) == signal, reason
        handoff = model_handoff(reason, None, "en", no_risk)
        assert (handoff.priority, handoff.reason) == ("high", f"high risk: {signal} (model: {reason})")


def test_a_plain_request_stays_normal() -> None:
    handoff = model_handoff("customer asked for a person", None, "en", no_risk)
    assert (handoff.priority, handoff.reason) == ("normal", "customer asked for a person")


def test_the_router_check_is_asked_first_and_self_harm_outranks_the_model_words() -> None:
    asked: list[str] = []

    def check(normalised: str) -> str:
        asked.append(normalised)
        return "self_harm"

    assert reason_risk("customer mentions a chargeback", check) == "self_harm"
    assert asked == ["customer mentions a chargeback"]


def test_risk_handoffs_by_kind() -> None:
    assert risk_handoff("self_harm", None, "hi").priority == "urgent"
    assert risk_handoff("fraud", None, "bn").reason == "high risk: fraud"


async def test_request_human_refuses_a_blank_reason() -> None:
    ctx = ToolContext(conversation_id=1, step_key="1:1:1", phone_customer_id=None,
                      now=datetime(2026, 1, 1, tzinfo=UTC), services=None)  # type: ignore[arg-type]
    answer: dict[str, Any] = await run_tool("request_human", {"reason": "   "}, ctx)
    assert answer["refused"].startswith("refused: invalid arguments for request_human: reason")
    assert await run_tool("request_human", {"reason": "asked for a person"}, ctx) == {"status": "queued for a person"}
