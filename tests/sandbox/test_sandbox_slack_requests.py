"""Signed requests the sandbox sends as Slack: checked by slack_sdk's verifier and by bolt."""

import json
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import parse_qs

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from sandbox.app import SandboxConfig, build_app

BLOCKS = [
    {
        "type": "actions",
        "block_id": "refund-R-1",
        "elements": [
            {
                "type": "button",
                "action_id": "approve_refund",
                "value": "R-1",
                "text": {"type": "plain_text", "text": "Approve"},
            }
        ],
    }
]


async def post_approval(sandbox: TestClient) -> str:
    client = AsyncWebClient(token="xoxb-test", base_url=str(sandbox.make_url("/api/")))
    posted = await client.chat_postMessage(channel="C0SUPPORT", text="Refund?", blocks=BLOCKS)
    return str(posted["ts"])


def form_payload(body: bytes) -> dict[str, Any]:
    return json.loads(parse_qs(body.decode())["payload"][0])


async def test_click_is_a_signed_block_actions_payload(sandbox: TestClient, receiver: Any) -> None:
    ts = await post_approval(sandbox)
    answer = await (
        await sandbox.post(
            "/_sandbox/slack/click",
            json={
                "user_id": "U0STAFF",
                "action_id": "approve_refund",
                "channel": "C0SUPPORT",
                "message_ts": ts,
            },
        )
    ).json()
    assert answer["status"] == 200
    [posted] = receiver.on("/slack/events")
    assert posted.headers["Content-Type"] == "application/x-www-form-urlencoded"
    payload = form_payload(posted.body)
    assert payload["type"] == "block_actions"
    assert payload["user"]["id"] == "U0STAFF" and payload["user"]["team_id"] == "T0SANDBOX"
    assert payload["container"] == {
        "type": "message",
        "message_ts": ts,
        "channel_id": "C0SUPPORT",
        "is_ephemeral": False,
    }
    assert payload["channel"]["id"] == "C0SUPPORT" and payload["team"]["id"] == "T0SANDBOX"
    assert payload["message"]["blocks"] == BLOCKS and payload["trigger_id"]
    [action] = payload["actions"]
    # value and block_id come from the recorded message's button when not given.
    assert action["action_id"] == "approve_refund" and action["value"] == "R-1"
    assert action["block_id"] == "refund-R-1" and action["type"] == "button"


async def test_stale_click_fails_verification(sandbox: TestClient, receiver: Any) -> None:
    ts = await post_approval(sandbox)
    answer = await (
        await sandbox.post(
            "/_sandbox/slack/click",
            json={
                "user_id": "U0STAFF",
                "action_id": "approve_refund",
                "value": "R-1",
                "channel": "C0SUPPORT",
                "message_ts": ts,
                "timestamp_offset": -600,
            },
        )
    ).json()
    assert answer["status"] == 401


async def test_retry_headers(sandbox: TestClient, receiver: Any) -> None:
    ts = await post_approval(sandbox)
    await sandbox.post(
        "/_sandbox/slack/click",
        json={
            "user_id": "U0STAFF",
            "action_id": "approve_refund",
            "channel": "C0SUPPORT",
            "message_ts": ts,
            "retry_num": 1,
        },
    )
    headers = receiver.on("/slack/events")[0].headers
    assert headers["X-Slack-Retry-Num"] == "1"
    assert headers["X-Slack-Retry-Reason"] == "http_timeout"


async def test_thread_message_event_and_its_retry(sandbox: TestClient, receiver: Any) -> None:
    ts = await post_approval(sandbox)
    first = await (
        await sandbox.post(
            "/_sandbox/slack/message",
            json={
                "user_id": "U0STAFF",
                "channel": "C0SUPPORT",
                "thread_ts": ts,
                "text": "I'll take it",
            },
        )
    ).json()
    assert first["status"] == 200
    envelope = json.loads(receiver.on("/slack/events")[0].body)
    assert envelope["type"] == "event_callback" and envelope["event_id"] == first["event_id"]
    event = envelope["event"]
    assert event["type"] == "message" and event["thread_ts"] == ts
    assert event["user"] == "U0STAFF" and event["text"] == "I'll take it"
    retry = await (
        await sandbox.post(
            "/_sandbox/slack/message",
            json={
                "user_id": "U0STAFF",
                "channel": "C0SUPPORT",
                "thread_ts": ts,
                "text": "x",
                "retry_num": 1,
            },
        )
    ).json()
    assert retry["event_id"] == first["event_id"]
    assert receiver.on("/slack/events")[1].headers["X-Slack-Retry-Num"] == "1"
    client = AsyncWebClient(token="xoxb-test", base_url=str(sandbox.make_url("/api/")))
    thread = await client.conversations_replies(channel="C0SUPPORT", ts=ts)
    assert [m["text"] for m in thread["messages"]] == ["Refund?", "I'll take it"]


async def test_slash_command_form(sandbox: TestClient, receiver: Any) -> None:
    answer = await (
        await sandbox.post(
            "/_sandbox/slack/command",
            json={"user_id": "U0STAFF", "command": "/supportbot", "text": "mode cheap"},
        )
    ).json()
    assert answer["status"] == 200
    form = parse_qs(receiver.on("/slack/events")[0].body.decode())
    assert form["command"] == ["/supportbot"] and form["text"] == ["mode cheap"]
    assert form["user_id"] == ["U0STAFF"] and form["team_id"] == ["T0SANDBOX"]


async def test_click_needs_a_known_channel(sandbox: TestClient) -> None:
    response = await sandbox.post(
        "/_sandbox/slack/click",
        json={"user_id": "U0STAFF", "action_id": "approve_refund", "message_ts": "1.000001"},
    )
    assert response.status == 400


async def test_unconfigured_events_url_is_reported(receiver: Any) -> None:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as client:
        response = await client.post("/_sandbox/slack/command", json={"user_id": "U1"})
        assert response.status == 409


@pytest.fixture
async def bolt_sandbox() -> AsyncIterator[tuple[TestClient, list[dict[str, Any]]]]:
    """A real bolt app behind /slack/events, using the sandbox as its Web API."""
    seen: list[dict[str, Any]] = []
    bolt_app: AsyncApp | None = None  # built once the sandbox's URL is known

    async def events(request: web.Request) -> web.Response:
        assert bolt_app is not None
        return await to_aiohttp_response(
            await bolt_app.async_dispatch(await to_bolt_request(request))
        )

    web_app = web.Application()
    web_app.router.add_post("/slack/events", events)
    async with TestServer(web_app) as events_server:
        config = SandboxConfig(
            slack_events_url=str(events_server.make_url("/slack/events")),
            slack_signing_secret="bolt-secret",
        )
        async with TestClient(TestServer(build_app(config))) as sandbox:
            bolt_app = AsyncApp(
                signing_secret="bolt-secret",
                client=AsyncWebClient(token="xoxb-test", base_url=str(sandbox.make_url("/api/"))),
            )

            @bolt_app.action("approve_refund")
            async def on_approve(ack: Any, body: dict[str, Any]) -> None:
                await ack()
                seen.append(body)

            @bolt_app.command("/supportbot")
            async def on_command(ack: Any, command: dict[str, Any]) -> None:
                await ack()
                seen.append(command)

            yield sandbox, seen


async def test_bolt_accepts_click_and_command(
    bolt_sandbox: tuple[TestClient, list[dict[str, Any]]],
) -> None:
    sandbox, seen = bolt_sandbox
    ts = await post_approval(sandbox)
    click = await (
        await sandbox.post(
            "/_sandbox/slack/click",
            json={
                "user_id": "U0STAFF",
                "action_id": "approve_refund",
                "channel": "C0SUPPORT",
                "message_ts": ts,
            },
        )
    ).json()
    command = await (
        await sandbox.post("/_sandbox/slack/command", json={"user_id": "U0STAFF", "text": "stats"})
    ).json()
    assert (click["status"], command["status"]) == (200, 200)
    assert seen[0]["actions"][0]["value"] == "R-1"
    assert seen[1]["text"] == "stats"


MODAL = {"type": "modal", "callback_id": "refund_reject_reason", "private_metadata": '{"action_id": 7}',
         "title": {"type": "plain_text", "text": "Reject refund"},
         "blocks": [{"type": "input", "block_id": "reason", "label": {"type": "plain_text", "text": "Reason"},
                     "element": {"type": "plain_text_input", "action_id": "reason"}}]}


async def test_a_modal_the_bot_opened_is_submitted_as_a_signed_view_submission(
    sandbox: TestClient, receiver: Any
) -> None:
    client = AsyncWebClient(token="xoxb-test", base_url=str(sandbox.make_url("/api/")))
    opened = await client.views_open(trigger_id="1.2.x", view=MODAL)
    view_id = opened["view"]["id"]
    views = await (await sandbox.get("/_sandbox/slack/views")).json()
    assert [v["id"] for v in views] == [view_id] and views[0]["callback_id"] == "refund_reject_reason"

    answer = await sandbox.post("/_sandbox/slack/submit", json={
        "user_id": "U0APPROVER", "view_id": view_id, "values": {"reason": {"reason": "<b>not broken</b>"}}})
    assert (await answer.json())["status"] == 200
    [request] = receiver.on("/slack/events")
    payload = form_payload(request.body)
    assert payload["type"] == "view_submission" and payload["user"]["id"] == "U0APPROVER"
    assert payload["view"]["private_metadata"] == '{"action_id": 7}'
    assert payload["view"]["state"]["values"] == {
        "reason": {"reason": {"type": "plain_text_input", "value": "<b>not broken</b>"}}}
    # Submitted, the modal closes.
    assert await (await sandbox.get("/_sandbox/slack/views")).json() == []


async def test_an_unknown_modal_cannot_be_submitted(sandbox: TestClient, receiver: Any) -> None:
    answer = await sandbox.post("/_sandbox/slack/submit", json={"user_id": "U1", "view_id": "V0NONE", "values": {}})
    assert answer.status == 400 and receiver.on("/slack/events") == []
