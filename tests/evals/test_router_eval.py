"""The router eval reads the held-out split and the risk set, and its figures move when the
router is wrong."""

from __future__ import annotations

import json

from evals.router_eval import RISK_MESSAGES, evaluate, render
from supportbot.core.understanding.router import Router

HELD = [("where is my order ordref", "track_order"), ("I want my money back", "get_refund"),
        ("change my shipping address", "change_shipping_address")]
RISK = json.loads(RISK_MESSAGES.read_text(encoding="utf-8"))


class AlwaysTrack:
    """A classifier that reads every message as order tracking."""

    classes = ("track_order", "get_refund", "change_shipping_address")

    def probabilities(self, normalised: str) -> list[float]:
        return [1.0, 0.0, 0.0]


def test_a_router_that_always_says_order_status_scores_a_third_and_shows_where() -> None:
    report = evaluate(Router(AlwaysTrack()), HELD, RISK)
    assert (report.n, round(report.intent_accuracy, 4)) == (3, 0.3333)
    assert report.confusion["refund"] == {"order_status": 1}
    assert report.by_intent()["order_status"] == (1.0, 1 / 3, 1)
    # Risk comes from the rule tables, whatever the classifier says.
    assert report.high_risk_n == len(RISK["high"]) >= 32 and report.high_risk_recall >= 0.95
    assert "router_accuracy=0.3333" in render(report, len(RISK["low"]))


def test_the_risk_set_covers_every_signal_in_four_languages() -> None:
    assert {(lang, signal) for lang, signal, _ in RISK["high"]} == {
        (lang, signal) for lang in ("en", "es", "hi", "hinglish")
        for signal in ("self_harm", "chargeback", "legal", "fraud")}
