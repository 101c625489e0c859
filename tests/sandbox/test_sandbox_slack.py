"""The Slack Web API stand-in, through raw HTTP and through slack_sdk's real client."""

import json
from urllib.parse import urlencode

import pytest
from aiohttp.test_utils import TestClient
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

AUTH = {"Authorization": "Bearer xoxb-test"}


def web_client(sandbox: TestClient) -> AsyncWebClient:
    return AsyncWebClient(token="xoxb-test", base_url=str(sandbox.make_url("/api/")))


async def test_slack_sdk_post_message_is_recorded(sandbox: TestClient) -> None:
    client = web_client(sandbox)
    blocks = [
        {
            "type": "actions",
            "block_id": "decide",
            "elements": [
                {
                    "type": "button",
                    "action_id": "approve",
                    "value": "R-1",
                    "text": {"type": "plain_text", "text": "Approve"},
                }
            ],
        }
    ]
    response = await client.chat_postMessage(channel="C0SUPPORT", text="Refund?", blocks=blocks)
    assert response["ok"] is True and response["channel"] == "C0SUPPORT"
    ts = response["ts"]
    seconds, micros = ts.split(".")
    assert seconds.isdigit() and len(micros) == 6
    again = await client.chat_postMessage(channel="C0SUPPORT", text="Another")
    assert float(again["ts"]) > float(ts)
    calls = await (await sandbox.get("/_sandbox/slack/calls")).json()
    assert [c["method"] for c in calls] == ["chat.postMessage", "chat.postMessage"]
    assert calls[0]["args"]["blocks"] == blocks
    assert "token" not in calls[0]["args"]


async def test_form_bodies_have_json_args_decoded(sandbox: TestClient) -> None:
    blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": "*hi*"}}]
    form = urlencode({"token": "xoxb-test", "channel": "C1", "blocks": json.dumps(blocks)})
    response = await sandbox.post(
        "/api/chat.postMessage",
        data=form,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert (await response.json())["ok"] is True
    [call] = await (await sandbox.get("/_sandbox/slack/calls")).json()
    assert call["args"] == {"channel": "C1", "blocks": blocks}


async def test_without_token_is_not_authed(sandbox: TestClient) -> None:
    answer = await (await sandbox.post("/api/chat.postMessage", json={"channel": "C1"})).json()
    assert answer == {"ok": False, "error": "not_authed"}
    client = AsyncWebClient(token="not-a-slack-token", base_url=str(sandbox.make_url("/api/")))
    with pytest.raises(SlackApiError) as raised:
        await client.auth_test()
    assert raised.value.response["error"] == "invalid_auth"
    assert await (await sandbox.get("/_sandbox/slack/calls")).json() == []


async def test_update_thread_replies_and_errors(sandbox: TestClient) -> None:
    client = web_client(sandbox)
    parent = await client.chat_postMessage(channel="C1", text="Handoff for T-9")
    reply = await client.chat_postMessage(channel="C1", text="Details", thread_ts=parent["ts"])
    updated = await client.chat_update(channel="C1", ts=parent["ts"], text="Taken by Sam")
    assert updated["text"] == "Taken by Sam" and updated["ts"] == parent["ts"]
    thread = await client.conversations_replies(channel="C1", ts=parent["ts"])
    assert [m["ts"] for m in thread["messages"]] == [parent["ts"], reply["ts"]]
    assert thread["messages"][0]["text"] == "Taken by Sam"
    with pytest.raises(SlackApiError):
        await client.chat_update(channel="C1", ts="1.000001", text="nope")
    with pytest.raises(SlackApiError):
        await client.api_call("chat.postMessage", json={"channel": "C1"})


async def test_other_methods_answer_like_slack(sandbox: TestClient) -> None:
    client = web_client(sandbox)
    auth = await client.auth_test()
    assert auth["team_id"] == "T0SANDBOX" and auth["bot_id"] and auth["user_id"]
    user = await client.users_info(user="U123")
    assert user["user"]["id"] == "U123"
    ephemeral = await client.chat_postEphemeral(channel="C1", user="U123", text="only you")
    assert ephemeral["message_ts"]
    view = await client.views_open(
        trigger_id="1.2.abc",
        view={"type": "modal", "title": {"type": "plain_text", "text": "Reject"}, "blocks": []},
    )
    assert view["view"]["id"].startswith("V") and view["view"]["type"] == "modal"
    unknown = await client.api_call("reactions.add", json={"channel": "C1", "name": "eyes"})
    assert unknown["ok"] is True
    methods = [c["method"] for c in await (await sandbox.get("/_sandbox/slack/calls")).json()]
    assert methods == [
        "auth.test",
        "users.info",
        "chat.postEphemeral",
        "views.open",
        "reactions.add",
    ]
