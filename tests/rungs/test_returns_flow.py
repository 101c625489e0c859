"""The templated return flow's own questions and its reading of reasons (issue 15.2)."""

import pytest

from supportbot.rungs.questions import ASKING, ASKING_ADDRESS
from supportbot.rungs.returns_flow import ASKING_RETURN, return_reason


def test_the_return_questions_never_read_as_the_refund_or_address_questions():
    # The rung routes an answer by the question before it: a shared opening would send a refund's
    # "which item?" answer into the return flow, or the other way round.
    others = ASKING + ASKING_ADDRESS
    assert [(a, b) for a in ASKING_RETURN for b in others if a.startswith(b) or b.startswith(a)] == []
    assert len(ASKING_RETURN) == 18  # three questions in six languages, each with an opening


@pytest.mark.parametrize(("text", "reason"), [
    ("I just don't like it any more", "not_liked"), ("changed my mind about it", "changed_mind"),
    ("ordered the wrong size, too small", "wrong_size"), ("found it cheaper elsewhere", "found_cheaper"),
    ("it arrived broken", "damaged"), ("it's the wrong item", "wrong_item"),
    ("the colour is not as described", "not_as_described"), ("ya no me gusta", "not_liked"),
    ("ab pasand nahi hai", "not_liked"), ("अब पसंद नहीं है", "not_liked"), ("இப்போது பிடிக்கவில்லை", "not_liked"),
    ("এখন আর পছন্দ নয়", "not_liked"), ("please send a label", None),
])
def test_reasons_read_for_a_return(text, reason):
    assert return_reason(text) == reason
