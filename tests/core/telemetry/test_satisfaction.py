"""CSAT rules as a table: when a customer may be asked, the question in each language, a tap read."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.core.telemetry.satisfaction import ratio, read_tap, why_not_ask
from supportbot.words.replies import csat_question
from supportbot.words.wording import LANGUAGES, TEXTS
from tests.clock import TEST_NOW

NOW = TEST_NOW
RECENT = NOW - timedelta(minutes=5)


@pytest.mark.clock
@pytest.mark.parametrize(("case", "expected"), [
    ({}, None),
    ({"last_inbound_at": NOW - timedelta(hours=25)}, "outside_window"),
    ({"last_inbound_at": None}, "outside_window"),
    ({"last_asked_at": NOW - timedelta(hours=23)}, "asked_today"),
    ({"last_asked_at": NOW - timedelta(hours=25)}, None),
    ({"handoff_reasons": ["self-harm signal"]}, "sensitive"),
    ({"handoff_reasons": ["high risk: legal"]}, "sensitive"),
    ({"handoff_reasons": ["high risk: chargeback", "customer asked for a person"]}, None),
    ({"came_back": True}, "came_back"),
    # Sensitive wins over everything: it is why we never ask, not a matter of timing.
    ({"handoff_reasons": ["self-harm signal"], "last_asked_at": RECENT}, "sensitive"),
])
def test_when_a_customer_may_be_asked(case, expected):
    args = {"last_inbound_at": RECENT, "last_asked_at": None, "handoff_reasons": [], "came_back": False} | case
    assert why_not_ask(NOW, **args) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_question_and_its_buttons_are_worded_in_every_language(lang):
    asked = csat_question(7, lang)
    assert [b.id for b in asked.buttons] == ["csat:7:good", "csat:7:bad"]
    for key in ("csat:ask", "csat:good", "csat:bad", "csat:thanks", "csat:why", "csat:noted"):
        assert lang in TEXTS[key], f"{key} has no {lang} wording"
    assert all(len(b.title) <= 20 for b in asked.buttons)  # WhatsApp's limit for a reply button title
    # What follows a tap is not a question: a question would start the quiet timers again.
    assert not any(TEXTS[k][lang].rstrip().endswith("?") for k in ("csat:thanks", "csat:why", "csat:noted"))


@pytest.mark.parametrize(("choice", "read"), [
    ("csat:12:good", (12, "good")), ("csat:12:bad", (12, "bad")), ("csat:12:meh", None),
    ("csat:x:good", None), ("confirm:3:yes", None), (None, None),
])
def test_a_tap_is_read(choice, read):
    assert read_tap(choice) == read


def test_csat_is_the_share_of_good_answers():
    assert ratio(3, 1) == 0.75 and ratio(0, 0) is None
