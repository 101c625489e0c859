"""Take over, Hand back and Close: the desk moves the ticket, the thread says who did it."""

from __future__ import annotations

import pytest

from supportbot.channels.slack.blocks import CLOSE, HAND_BACK, TAKE_OVER
from tests.channels.slack.harness import APPROVER_2, CHANNEL, HANDOFF

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


@pytest.mark.parametrize(("action", "move"), [(TAKE_OVER, "take_over"), (HAND_BACK, "hand_back"), (CLOSE, "close")])
async def test_handoff_button_moves_the_ticket(slack, action, move):
    ts = await slack.poster.post_handoff(HANDOFF)
    assert (await slack.click(APPROVER_2, action, ts))["status"] == 200
    [_, note] = await slack.until("chat.postMessage", 2)
    assert slack.desk.calls == [(move, 12, APPROVER_2)]
    args = note["args"]
    assert (args["channel"], args["thread_ts"], args["text"]) == (CHANNEL, ts, f"<@{APPROVER_2}>: {move} #12 done")
