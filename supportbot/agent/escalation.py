"""Handoffs for risk, decided by code: from the router's labels, and from the reason a model gives
when it calls `request_human`. Pure.

A model may see risk the router missed; its reason is read with the same risk check (rules, then
the classifier) plus a few words models use to name risk, and can only raise the priority: a
self-harm reading always gets the caring reply with a crisis line and an urgent handoff, whatever
else the turn was about. Nothing here lowers what the router decided.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from supportbot.core.turn import Handoff
from supportbot.core.understanding.labels import RiskSignal
from supportbot.core.understanding.normalisation import normalise
from supportbot.words import replies

# How models name risk in a handoff reason (in English, whatever the customer wrote).
_REASON_WORDS: tuple[tuple[RiskSignal, re.Pattern[str]], ...] = (
    ("self_harm", re.compile(r"suicid|self[- ]?harm|harm(ing)? (him|her|them)sel(f|ves)|kill(ing)? (him|her|them)sel"
                             r"|end (his|her|their) life|wants? to die|crisis|not (want|wanting) to live|distress")),
    ("chargeback", re.compile(r"charge ?back|dispute|reverse the (charge|payment)")),
    ("legal", re.compile(r"legal|lawyer|attorney|solicitor|court|\bsue|lawsuit|consumer forum|police")),
    ("fraud", re.compile(r"fraud|scam|unauthori[sz]ed|stolen card|card (was )?used|used (the customer'?s|their|his|her)"
                         r" card|without (their )?permission|did ?n[o']?t (make|recogni[sz]e)|hack|identity theft")),
)
PRIORITY: dict[RiskSignal, str] = {"self_harm": "urgent", "chargeback": "high", "legal": "high", "fraud": "high"}


def reason_risk(reason: str, risk: Callable[[str], RiskSignal | None]) -> RiskSignal | None:
    """The risk a handoff reason names: the router's check on its words, else the model's terms."""
    text = normalise(reason)
    found = risk(text)
    if found == "self_harm":
        return found
    named = next((signal for signal, pattern in _REASON_WORDS if pattern.search(text)), None)
    return "self_harm" if named == "self_harm" else found or named


def risk_handoff(signal: RiskSignal, wa_id: str | None, lang: str, why: str = "") -> Handoff:
    """Self-harm: the caring reply and an urgent handoff. The others: a high-priority handoff."""
    if signal == "self_harm":
        return Handoff(f"self-harm signal{why}", (replies.caring_reply(wa_id, lang),), PRIORITY[signal])
    return Handoff(f"high risk: {signal}{why}", (replies.handoff_message("risk", lang),), PRIORITY[signal])


def model_handoff(reason: str, wa_id: str | None, lang: str,
                  risk: Callable[[str], RiskSignal | None]) -> Handoff:
    """The handoff for a model's `request_human(reason)`: its priority is code's reading of the reason."""
    signal = reason_risk(reason, risk)
    if signal is not None:
        return risk_handoff(signal, wa_id, lang, f" (model: {reason})")
    return Handoff(reason, (replies.handoff_message("asked", lang),))
