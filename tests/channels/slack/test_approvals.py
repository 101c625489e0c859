"""Approve and Reject through signed clicks from the sandbox: one decision, shown on the card."""

from __future__ import annotations

import asyncio
import json

import pytest

from supportbot.channels.slack.blocks import APPROVE, REJECT
from tests.channels.slack.harness import APPROVER, APPROVER_2, CARD, CHANNEL, STRANGER, eventually

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


def decision_line(update: dict) -> str:
    [line] = [b for b in update["args"]["blocks"] if b.get("block_id") == "decision"]
    return line["elements"][0]["text"]


async def test_approver_click_decides_and_updates_the_card(slack):
    ts = await slack.poster.post_approval(CARD)
    assert (await slack.click(APPROVER, APPROVE, ts))["status"] == 200
    [update] = await slack.until("chat.update")
    assert slack.desk.calls == [("decide_refund", 7, True, APPROVER, None)]
    assert (update["args"]["channel"], update["args"]["ts"]) == (CHANNEL, ts)
    assert decision_line(update).startswith(f":white_check_mark: Approved by <@{APPROVER}> at <!date^")
    blocks = update["args"]["blocks"]
    assert all(b["type"] != "actions" for b in blocks) and "A-1042" in json.dumps(blocks)
    assert await slack.calls("chat.postEphemeral") == []


async def test_the_click_is_acked_before_the_desk_answers(slack):
    ts = await slack.poster.post_approval(CARD)
    slack.desk.gate.clear()  # the desk hangs until released
    answer = await asyncio.wait_for(slack.click(APPROVER, APPROVE, ts), 2)
    assert answer["status"] == 200 and await slack.calls("chat.update") == []
    slack.desk.gate.set()
    await slack.until("chat.update")


async def test_two_concurrent_approvals_show_one_decision(slack):
    ts = await slack.poster.post_approval(CARD)
    slack.desk.gate.clear()  # both clicks reach the desk before either is answered
    clicks = asyncio.gather(slack.click(APPROVER, APPROVE, ts), slack.click(APPROVER_2, APPROVE, ts))
    await eventually(lambda: len(slack.desk.calls) == 2)
    slack.desk.gate.set()
    assert [a["status"] for a in await clicks] == [200, 200]
    [note] = await slack.until("chat.postEphemeral")
    updates = await slack.until("chat.update", 2)
    first = slack.desk.decisions[7].decided_by
    late = ({APPROVER, APPROVER_2} - {first}).pop()
    assert {decision_line(u) for u in updates} == {decision_line(updates[0])}
    assert f"<@{first}>" in decision_line(updates[0])
    assert note["args"]["user"] == late and f"already decided by <@{first}> at" in note["args"]["text"]


async def test_click_on_an_approval_no_longer_pending(slack):
    ts = await slack.poster.post_approval(CARD)
    slack.desk.pending.clear()
    await slack.click(APPROVER, APPROVE, ts)
    [note] = await slack.until("chat.postEphemeral")
    assert "not waiting for a decision" in note["args"]["text"] and await slack.calls("chat.update") == []


async def test_reject_asks_for_a_reason_then_decides(slack):
    ts = await slack.poster.post_approval(CARD)
    await slack.click(APPROVER, REJECT, ts)
    [opened] = await slack.until("views.open")
    view = opened["args"]["view"]
    assert view["callback_id"] == "refund_reject_reason" and slack.desk.calls == []
    status, _ = await slack.submit_view(APPROVER, view, "  The photo shows no damage ")
    assert status == 200
    [update] = await slack.until("chat.update")
    assert slack.desk.calls == [("decide_refund", 7, False, APPROVER, "The photo shows no damage")]
    assert update["args"]["ts"] == ts and decision_line(update).startswith(f":x: Rejected by <@{APPROVER}>")
    assert "A-1042" in json.dumps(update["args"]["blocks"])


@pytest.mark.parametrize(("user", "team", "reason", "error"), [
    (APPROVER, None, "   ", "Say why"),
    (STRANGER, None, "no", "only approved support staff"),
    (APPROVER, "T0ELSEWHERE", "no", "only approved support staff"),
])
async def test_reason_modal_refuses_without_deciding(slack, user, team, reason, error):
    ts = await slack.poster.post_approval(CARD)
    await slack.click(APPROVER, REJECT, ts)
    [opened] = await slack.until("views.open")
    status, body = await slack.submit_view(user, opened["args"]["view"], reason, **({"team": team} if team else {}))
    answer = json.loads(body)
    assert status == 200 and answer["response_action"] == "errors"
    assert error in answer["errors"]["reason"] and slack.desk.calls == []
