"""The simulated customers read the bot's fixed questions and handoffs in all six languages."""

from __future__ import annotations

import pytest

from evals.bot_messages import Seen, is_handoff, is_status_answer, needs
from supportbot.words.wording import LANGUAGES, say

QUESTIONS = [("which_order", {"example": "A-1042"}, ["order_id"]),
             ("which_order_move", {"example": "A-1042"}, ["order_id"]),
             ("which_item", {"order": "A-1042", "item": "plate"}, ["item"]),
             ("what_wrong", {}, ["reason"]),
             ("new_address", {"order": "A-1042"}, ["address"]),
             ("code_sent", {"order": "A-1042"}, ["code"]), ("code_wrong", {}, ["code"]), ("code_missing", {}, ["code"])]
HANDOFFS = ("handoff:asked", "handoff:risk", "handoff:bound", "handoff:provider", "handoff:menus",
            "handoff:humans", "to_person", "not_sure")
STATUSES = ("delivered", "out_for_delivery", "shipped", "placed", "cancelled")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_fixed_questions_read_as_what_they_ask(lang):
    for key, fields, need in QUESTIONS:
        assert needs(Seen("text", say(key, lang, **fields))) == need, (key, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_handoffs_and_statuses_read_as_such(lang):
    assert [k for k in HANDOFFS if not is_handoff(Seen("text", say(k, lang)))] == []
    fields = {"order": "A-1042", "items": "1 × plate", "day": "", "when": "", "carrier": ""}
    assert [s for s in STATUSES if not is_status_answer(Seen("text", say(f"status:{s}", lang, **fields)))] == []
