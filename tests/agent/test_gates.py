"""The risk tiers at the gates (issue 28): certain risk pages a person; watched risk lets the
customer's task go on, with one caring line when it is self-harm, in every language we speak."""

from __future__ import annotations

from typing import Any

import pytest

from supportbot.agent.gates import gates, watched, with_caring_line
from supportbot.core import language
from supportbot.core.clock import make_clock
from supportbot.core.turn import Reply, TurnInput
from supportbot.core.types import OutboundText
from supportbot.words.wording import say


def label(risk: str = "low", reason: str | None = None, intent: str = "order_status") -> dict[str, Any]:
    return {"intent": intent, "fine_intent": "track_order", "risk": risk, "confidence": 0.9, "risk_reason": reason}


def turn(lang: str) -> TurnInput:
    return TurnInput(conversation_id=1, run_id=1, customer=None, said=(), now=make_clock(None)(), wa_id="447700900123",
                     language=lang)


@pytest.mark.clock
@pytest.mark.parametrize("lang", language.LANGUAGES)
def test_certain_self_harm_pages_urgently_with_the_caring_reply(lang: str) -> None:
    handoff, _ = gates([label("high", "self_harm")], 0, turn(lang))
    assert handoff is not None and handoff.priority == "urgent"
    assert handoff.messages[0].text.startswith(say("caring", lang, line="")[:20])


@pytest.mark.clock
@pytest.mark.parametrize("lang", language.LANGUAGES)
@pytest.mark.parametrize("kind", ["self_harm", "chargeback", "legal", "fraud"])
def test_watched_risk_pages_no_one_and_the_task_goes_on(lang: str, kind: str) -> None:
    handoff, intent = gates([label("watch", kind)], 0, turn(lang))
    assert (handoff, intent) == (None, "order_status")
    assert watched([label(), label("watch", kind)]) == kind


@pytest.mark.parametrize("lang", language.LANGUAGES)
def test_watched_self_harm_adds_one_caring_line_in_the_customers_language(lang: str) -> None:
    answer = Reply((OutboundText("A-1043 arrives today."),))
    result = with_caring_line(answer, [label("watch", "self_harm")], lang)
    assert [m.text for m in result.messages] == [say("caring:watch", lang), "A-1043 arrives today."]
    if lang != "en":
        assert result.messages[0].text != say("caring:watch", "en")  # translated, not the English


@pytest.mark.parametrize("kind", ["chargeback", "legal", "fraud"])
def test_other_watched_risk_adds_nothing_the_customer_sees(kind: str) -> None:
    answer = Reply((OutboundText("A-1043 arrives today."),))
    assert with_caring_line(answer, [label("watch", kind)], "en") is answer
    assert with_caring_line(answer, [label()], "en") is answer


@pytest.mark.clock
def test_certain_risk_outranks_a_watched_one_in_the_same_turn() -> None:
    handoff, _ = gates([label("watch", "self_harm"), label("high", "fraud")], 0, turn("en"))
    assert handoff is not None and (handoff.priority, handoff.reason) == ("high", "high risk: fraud")
