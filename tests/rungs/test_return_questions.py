"""The rung knows its return questions by their whole wording, not by their first words: the
refund flow's "Which item on A-1042 is it, and how many?" begins like the return flow's "Which
item on A-1042 would you like to send back", and an answer to it must stay a refund claim."""

from __future__ import annotations

import pytest

from supportbot.core.language import LANGUAGES
from supportbot.rungs.returns_flow import QUESTIONS, asks_about_return
from supportbot.words.wording import say

FIELDS = {"order": "A-1042", "item": "stoneware plate", "example": "A-1042"}
REFUND_QUESTIONS = ("which_item",)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_return_question_is_known_as_one(lang):
    for key in QUESTIONS:
        assert asks_about_return(say(key, lang, **FIELDS)), (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_refund_flows_questions_are_not_return_questions(lang):
    for key in REFUND_QUESTIONS:
        assert not asks_about_return(say(key, lang, **FIELDS)), (lang, key)
