"""Staff replies in the thread reach the desk once; everything else in the channel is ignored."""

from __future__ import annotations

import pytest

from supportbot.channels.slack.relay import RecentEvents, plain_text
from tests.channels.slack.harness import APPROVER, APPROVER_2, CHANNEL, HANDOFF, OTHER_TEAM, STRANGER, TEAM, eventually


def replies(desk):
    return [c for c in desk.calls if c[0] == "staff_reply"]


@pytest.mark.clock
async def test_thread_reply_is_relayed_once_even_when_slack_retries(slack):
    ts = await slack.poster.post_handoff(HANDOFF)
    first = await slack.message(APPROVER, ts, "Hi, I'm Sam. Refund on its way.")
    await eventually(lambda: len(replies(slack.desk)) == 1)
    retry = await slack.message(APPROVER, ts, "ignored: a retry resends the first event", retry_num=1)
    assert retry["status"] == 200 and retry["event_id"] == first["event_id"]
    later = await slack.message(APPROVER, ts, "Anything else?")
    await eventually(lambda: len(replies(slack.desk)) == 2)
    assert replies(slack.desk) == [
        ("staff_reply", CHANNEL, ts, "Hi, I'm Sam. Refund on its way.", APPROVER, first["event_id"]),
        ("staff_reply", CHANNEL, ts, "Anything else?", APPROVER, later["event_id"]),
    ]


def reply(ts: str, **changes) -> dict:
    event = {"type": "message", "user": APPROVER, "text": "should not go out", "ts": "1764400099.000100",
             "thread_ts": ts, "channel": CHANNEL, "team": TEAM, "channel_type": "channel"}
    return {k: v for k, v in {**event, **changes}.items() if v is not None}


@pytest.mark.clock
@pytest.mark.parametrize("changes", [
    {"subtype": "bot_message", "bot_id": "B0OTHER", "user": None},
    {"bot_id": "B0SANDBOXBOT", "user": "U0SANDBOXBOT"},  # our own posts into the thread
    {"subtype": "message_changed", "message": {"text": "edited"}},
    {"thread_ts": None},  # not in a thread
    {"thread_ts": "1764400099.000100"},  # the thread's parent itself
    {"channel": "C0ELSEWHERE"},
    {"team": OTHER_TEAM},
], ids=["bot", "self", "edit", "no-thread", "parent", "other-channel", "other-team"])
async def test_other_messages_are_not_relayed(slack, changes):
    ts = await slack.poster.post_handoff(HANDOFF)
    assert await slack.deliver_event(reply(ts, **changes), "Ev0IGNORED") == 200
    # A real reply afterwards: once it is relayed, the ignored one has long been handled.
    real = await slack.message(APPROVER, ts, "real")
    await eventually(lambda: len(replies(slack.desk)) >= 1)
    assert [c[-1] for c in replies(slack.desk)] == [real["event_id"]]


@pytest.mark.clock
async def test_the_same_event_id_is_relayed_once_without_a_retry_header(slack):
    ts = await slack.poster.post_handoff(HANDOFF)
    for _ in range(2):
        assert await slack.deliver_event(reply(ts, text="twice?"), "Ev0SAME") == 200
    real = await slack.message(APPROVER, ts, "real")
    await eventually(lambda: len(replies(slack.desk)) >= 2)
    assert [c[-1] for c in replies(slack.desk)] == ["Ev0SAME", real["event_id"]]


@pytest.mark.parametrize(("slack_text", "customer_sees"), [
    ("I &lt;3 it &amp; so do you", "I <3 it & so do you"),
    ("See <https://shop.example/returns|our returns page>", "See our returns page (https://shop.example/returns)"),
    ("<https://shop.example/a> or <mailto:help@shop.example|email us>",
     "https://shop.example/a or email us (help@shop.example)"),
])
def test_plain_text(slack_text, customer_sees):
    assert plain_text(slack_text) == customer_sees


def test_recent_events_forget_the_oldest_and_release_on_failure():
    recent = RecentEvents(size=2)
    assert [recent.claim(e) for e in ("a", "a", "b", "c", "a")] == [True, False, True, True, True]
    recent.release("c")
    assert recent.claim("c")


@pytest.mark.clock
async def test_a_channel_member_who_is_no_approver_is_not_relayed_and_is_told(slack):
    # Anyone in the staff channel could write to the customer in a taken-over thread (issue 13, 5).
    ts = await slack.poster.post_handoff(HANDOFF)
    assert (await slack.message(STRANGER, ts, "give me your card number"))["status"] == 200
    [note] = await slack.until("chat.postEphemeral")
    assert note["args"]["user"] == STRANGER and "not sent" in note["args"]["text"]
    real = await slack.message(APPROVER_2, ts, "a second approver may answer too")
    await eventually(lambda: len(replies(slack.desk)) >= 1)
    assert [(c[4], c[-1]) for c in replies(slack.desk)] == [(APPROVER_2, real["event_id"])]


@pytest.mark.clock
@pytest.mark.parametrize(("event_changes", "envelope_changes"), [
    ({"team": None}, {"team_id": OTHER_TEAM}),  # no event.team: the envelope's workspace must be ours
    ({}, {"team_id": OTHER_TEAM}),
    ({"user_team": OTHER_TEAM}, {}),
    ({"source_team": OTHER_TEAM}, {}),
    ({}, {"context_team_id": OTHER_TEAM}),
    ({"team": None}, {"team_id": None}),  # no workspace named at all
], ids=["envelope-only", "envelope", "user_team", "source_team", "context_team", "none"])
async def test_every_team_field_present_must_be_ours(slack, event_changes, envelope_changes):
    ts = await slack.poster.post_handoff(HANDOFF)
    envelope = {k: v for k, v in {"team_id": TEAM, **envelope_changes}.items() if v is not None}
    assert await slack.deliver_event(reply(ts, **event_changes), "Ev0FOREIGN", envelope) == 200
    real = await slack.message(APPROVER, ts, "real")
    await eventually(lambda: len(replies(slack.desk)) >= 1)
    assert [c[-1] for c in replies(slack.desk)] == [real["event_id"]]
