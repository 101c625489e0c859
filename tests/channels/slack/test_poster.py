"""SlackPoster against the Web API stand-in: what the worker's posts look like to Slack."""

from __future__ import annotations

import pytest

from supportbot.channels.slack.blocks import approval_blocks, decided_blocks, handoff_blocks
from supportbot.channels.slack.desk import Decision
from tests.channels.slack.harness import CARD, CHANNEL, DECIDED_AT, HANDOFF

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def test_post_approval_and_show_decision(slack):
    ts = await slack.poster.post_approval(CARD)
    decision = Decision(7, "approved", "U0ALICE", DECIDED_AT, True)
    await slack.poster.show_decision(ts, CARD, decision)
    [posted] = await slack.calls("chat.postMessage")
    [updated] = await slack.calls("chat.update")
    assert posted["args"]["channel"] == CHANNEL and posted["args"]["blocks"] == approval_blocks(CARD)
    assert "75.00 USD" in posted["args"]["text"] and "A-1042" in posted["args"]["text"]
    assert (updated["args"]["ts"], updated["args"]["blocks"]) == (ts, decided_blocks(CARD, decision))


async def test_post_handoff_then_relay_into_its_thread(slack):
    ts = await slack.poster.post_handoff(HANDOFF)
    reply_ts = await slack.poster.post_in_thread(ts, "Customer: <!here> where is <@U0ALICE>?")
    await slack.poster.announce("Mode changed to humans by <@U0ALICE>")
    handoff, relayed, announced = await slack.calls("chat.postMessage")
    assert handoff["args"]["blocks"] == handoff_blocks(HANDOFF) and reply_ts != ts
    assert relayed["args"]["thread_ts"] == ts
    assert relayed["args"]["text"] == "Customer: &lt;!here&gt; where is &lt;@U0ALICE&gt;?"
    assert announced["args"]["text"] == "Mode changed to humans by <@U0ALICE>"
    assert "thread_ts" not in announced["args"]
