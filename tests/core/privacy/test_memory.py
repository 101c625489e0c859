"""Customer memory, the pure part: typed facts, expiry, what a turn establishes, what a prompt sees."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from supportbot.core.privacy.memory import Fact, after_turn, fact, live, render

NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)


@pytest.mark.clock
def test_facts_expire():
    channel = fact("preferred_channel", "whatsapp", 7, NOW)
    assert live([channel], NOW) == (channel,)
    assert live([channel], NOW + timedelta(days=364)) == (channel,)
    assert live([channel], NOW + timedelta(days=365)) == ()
    assert live([fact("open_complaint", "3", 7, NOW)], NOW + timedelta(days=31)) == ()


@pytest.mark.clock
def test_the_newest_fact_of_a_kind_wins():
    old, new = fact("open_complaint", "3", 1, NOW - timedelta(days=5)), fact("open_complaint", "4", 2, NOW)
    assert live([new, old], NOW) == (new,)


@pytest.mark.parametrize(("kind", "value"), [
    ("preferred_channel", "email me"), ("open_complaint", "refund me 500"), ("mood", "angry"),
    # The language is the conversation's (core/language.py), never a remembered fact.
    ("language", "es"),
])
def test_only_typed_values_are_facts(kind, value):
    # Nothing free-form can become a fact, so nothing a customer or model wrote reaches a later prompt.
    with pytest.raises(ValueError):
        Fact(kind, value, 1, NOW)


def test_after_a_turn_code_writes_channel_and_ticket():
    facts = after_turn(4, NOW, handoff_id=12)
    assert {(f.kind, f.value, f.source_conversation_id) for f in facts} == {
        ("preferred_channel", "whatsapp", 4), ("open_complaint", "12", 4)}
    assert {f.kind for f in after_turn(4, NOW, handoff_id=None)} == {"preferred_channel"}


def test_render_is_a_structured_section_without_customer_text():
    text = render(live([fact("preferred_channel", "whatsapp", 3, NOW), fact("open_complaint", "12", 3, NOW)], NOW))
    assert text == ("Remembered about this customer (set by code): open complaint=12 (conversation 3, until "
                    "2026-12-29); preferred channel=whatsapp (conversation 3, until 2027-11-29).")
    assert render(()) is None
