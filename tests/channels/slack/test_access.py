"""Who may click and what reaches the app: bolt checks signatures, the app checks the person."""

from __future__ import annotations

import json
import time
from urllib.parse import urlencode

import pytest

from sandbox.slack_requests import signed_headers
from supportbot.channels.slack.access import REFUSAL
from supportbot.channels.slack.blocks import APPROVE, CLOSE, HAND_BACK, REJECT, TAKE_OVER
from tests.channels.slack.harness import APPROVER, CARD, HANDOFF, OTHER_TEAM, SECRET, STRANGER

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


@pytest.mark.parametrize("action", [APPROVE, REJECT, TAKE_OVER, HAND_BACK, CLOSE])
@pytest.mark.parametrize(("user", "team"), [(STRANGER, None), (APPROVER, OTHER_TEAM)], ids=["stranger", "elsewhere"])
async def test_only_approvers_of_our_workspace_may_click(slack, action, user, team):
    card = slack.poster.post_approval(CARD) if action in (APPROVE, REJECT) else slack.poster.post_handoff(HANDOFF)
    ts = await card
    assert (await slack.click(user, action, ts, team_id=team))["status"] == 200
    [note] = await slack.until("chat.postEphemeral")
    assert (note["args"]["user"], note["args"]["text"]) == (user, REFUSAL)
    assert slack.desk.calls == []
    assert await slack.calls("chat.update") == [] and await slack.calls("views.open") == []
    assert len(await slack.calls("chat.postMessage")) == 1  # the card itself, no thread note


async def test_stale_timestamp_is_refused_by_bolt(slack):
    ts = await slack.poster.post_approval(CARD)
    assert (await slack.click(APPROVER, APPROVE, ts, timestamp_offset=-600))["status"] == 401
    assert slack.desk.calls == []


@pytest.mark.parametrize("tamper", ["other_secret", "missing", "body_changed"])
async def test_bad_signature_is_refused_by_bolt(slack, tamper):
    body = urlencode({"command": "/supportbot", "text": "stats", "user_id": APPROVER, "team_id": "T0SANDBOX",
                      "response_url": "http://127.0.0.1:1/nowhere", "trigger_id": "1.2.3"})
    content_type = "application/x-www-form-urlencoded"
    headers = signed_headers("not-" + SECRET if tamper == "other_secret" else SECRET, int(time.time()), body,
                             content_type)
    if tamper == "missing":
        headers = {"Content-Type": content_type}
    sent = body.replace("stats", "queue") if tamper == "body_changed" else body
    async with slack.sandbox.session.post(slack.ours.make_url("/slack/events"), data=sent.encode(),
                                          headers=headers) as response:
        assert response.status == 401
    assert slack.desk.calls == []


async def test_a_correctly_signed_request_gets_through(slack):
    # The control for the test above: same construction, nothing tampered with.
    status, body = await slack.deliver(json.dumps({"type": "url_verification", "challenge": "c-42"}),
                                       "application/json")
    assert status == 200 and json.loads(body) == {"challenge": "c-42"}


FORM = "application/x-www-form-urlencoded"


@pytest.mark.parametrize(("body", "content_type"), [
    (urlencode({"payload": "not json"}), FORM),
    (urlencode({"payload": ""}), FORM),
    (urlencode({"payload": "[1, 2]"}), FORM),
    (urlencode({"payload": json.dumps({"type": "block_actions", "user": {"id": APPROVER}, "actions": 5})}), FORM),
    (urlencode({"payload": json.dumps({"type": "block_actions", "user": 5, "actions": []})}), FORM),
    (urlencode({"payload": json.dumps({"type": "block_actions", "actions": [{"action_id": 7}]})}), FORM),
    (json.dumps([1, 2]), "application/json"),
    (json.dumps({"type": "event_callback", "team_id": "T0SANDBOX", "event": None}), "application/json"),
    (json.dumps({"type": "url_verification", "challenge": {"x": 1}}), "application/json"),
    ("{not json", "application/json"),
    (urlencode({"payload": json.dumps({"type": "block_actions", "user": {"id": APPROVER}, "actions": []})}), FORM),
    (json.dumps({"type": "url_verification", "challenge": "x", "event": None}), "application/json"),
    (urlencode({"payload": json.dumps({"type": "view_submission", "user": {"id": APPROVER}, "view": {}})}), FORM),
    (urlencode({"payload": json.dumps({"type": "x", "user": {"id": APPROVER}, "view": None})}), FORM),
    (urlencode({"payload": json.dumps({"type": "block_actions", "user": None, "actions": [{}]})}), FORM),
    (urlencode({"command": "/supportbot", "text": "stats", "user_id": APPROVER, "team_id": "T0SANDBOX"}), FORM),
], ids=["payload-text", "payload-empty", "payload-list", "actions-int", "user-int", "action-id-int", "json-list",
        "event-null", "challenge-object", "json-broken", "actions-empty", "verification-event-null",
        "view-without-type", "view-null", "user-null", "command-without-response-url"])
async def test_a_signed_request_slack_never_sends_is_400_not_500(slack, body, content_type):
    # Bolt read these blindly and answered 500, so Slack would retry them (fuzzing, issue 13).
    status, text = await slack.deliver(body, content_type)
    assert status == 400 and text.startswith("malformed request")
    assert slack.desk.calls == []
    # Unsigned, the same bodies are still bolt's 401: nothing is said about their shape.
    status, _ = await slack.deliver(body, content_type, secret="not-the-secret")
    assert status == 401
