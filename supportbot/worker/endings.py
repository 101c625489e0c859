"""A conversation's end and the CSAT question that follows it; the customer's tap and reason.

Three paths end a conversation (supportbot/core/telemetry/satisfaction.py): a turn that resolved it
(supportbot/worker/turns.py), the close after silence (supportbot/worker/timers.py) and staff closing the ticket
(supportbot/ops/desk.py). Each enqueues `end_conversation` under an id naming the point it ended at,
so the ending is recorded once and the customer is asked at most once for it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from arq.connections import ArqRedis

from supportbot.core.language import spoken
from supportbot.core.ports import OpenRun
from supportbot.core.preamble import ConversationState
from supportbot.core.privacy.pii import mask
from supportbot.core.telemetry.satisfaction import read_tap
from supportbot.core.turn import Reply
from supportbot.core.understanding.intent_rules import wants_human
from supportbot.core.understanding.normalisation import normalise
from supportbot.core.understanding.risk_rules import risk_signal
from supportbot.words.replies import csat_question, fixed
from supportbot.worker.delivery import send_once
from supportbot.worker.deps import Deps

CSAT_OUTCOME = "csat"  # a run that only took a rating or its reason (never an ending itself)


def ending_job_id(how: str, conversation_id: int, point: int) -> str:
    return f"end:{how}:{conversation_id}:{point}"


async def enqueue_ending(queue: ArqRedis, how: str, conversation_id: int, point: int, at: datetime, *,
                         staff_id: str | None = None, defer_by: float = 0) -> None:
    await queue.enqueue_job("end_conversation", how, conversation_id, point, at.isoformat(), staff_id,
                            _job_id=ending_job_id(how, conversation_id, point), _defer_by=defer_by or None)


async def end_conversation(ctx: dict[str, Any], how: str, conversation_id: int, point: int, at: str,
                           staff_id: str | None = None) -> str:
    """Record the ending, then ask for a rating if the rules allow; returns what was decided."""
    deps: Deps = ctx["deps"]
    if deps.endings is None:
        return "off"
    # A staff close names its ticket; the others name the point (inbound count) they ended at.
    seq = None if how == "staff_closed" else point
    ending_id = await deps.endings.record(f"{how}:{conversation_id}:{point}", conversation_id, how,
                                          datetime.fromisoformat(at), staff_id=staff_id, inbound_seq=seq)
    if ending_id is None:
        return "gone"
    decided = await deps.endings.decide(ending_id, deps.now())
    if decided == "asked":
        to = await deps.runs.recipient(conversation_id)
        # Inside the 24 h window by the rule above: the buttons go as they are, never as a template.
        await send_once(deps, to, conversation_id, None, f"csat:{ending_id}",
                        csat_question(ending_id, spoken(to.language)))
    return decided


async def satisfaction_turn(deps: Deps, run: OpenRun, state: ConversationState | None = None) -> Reply | None:
    """A turn that is only a CSAT tap, or the reason after a bad one: recorded, thanked, done."""
    if deps.endings is None or not run.said:
        return None
    lang = spoken(run.recipient.language)
    taps = [read_tap(s.choice_id) for s in run.said]
    if all(taps):
        rating = "good"
        for tap in taps:
            if tap is not None:
                ending_id, rating = tap
                await deps.endings.rate(ending_id, run.conversation_id, rating, deps.now())
        return Reply((fixed("csat:why" if rating == "bad" else "csat:thanks", lang),), outcome=CSAT_OUTCOME)
    texts = [s.text for s in run.said if s.text]
    if len(texts) != len(run.said):
        return None
    said = normalise(" ".join(texts))
    if wants_human(said) or risk_signal(said):
        return None  # a way out at every step (invariant 7), and risk goes to the gates: never a "reason"
    waiting = (state.awaiting_reason if state is not None
               else await deps.endings.awaiting_reason(run.conversation_id, deps.now()))
    if waiting is None:
        return None
    # Customer text: kept masked (invariant 10), never shown to a model as an instruction.
    await deps.endings.keep_reason(waiting, mask(" ".join(texts))[:500], deps.now())
    return Reply((fixed("csat:noted", lang),), outcome=CSAT_OUTCOME)
