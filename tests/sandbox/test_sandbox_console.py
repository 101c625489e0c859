"""The console page and its feed: served by the sandbox, hostile text stays data, live by SSE."""

import asyncio
import json
import re
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from sandbox.app import build_app
from sandbox.config import SandboxConfig
from sandbox.console import ConsoleConfig, StaffMember

GRAPH_AUTH = {"Authorization": "Bearer t"}


def _text_to(wa_id: str, body: str) -> dict[str, Any]:
    return {"messaging_product": "whatsapp", "to": wa_id, "type": "text", "text": {"body": body}}


async def test_the_page_is_served_with_a_policy_that_forbids_inline_script(sandbox: TestClient) -> None:
    page = await sandbox.get("/")
    assert page.status == 200 and page.content_type == "text/html"
    policy = page.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "'unsafe-inline'" not in policy
    assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy
    html = await page.text()
    # Every script is a file of ours; none is written into the page.
    assert len(re.findall(r"<script[^>]*>\s*</script>", html)) == html.count("<script")
    assert all('src="/_sandbox/console/' in tag for tag in re.findall(r"<script[^>]*>", html))
    for asset in re.findall(r'(?:src|href)="(/_sandbox/console/[^"]+)"', html):
        served = await sandbox.get(asset)
        assert served.status == 200, asset
        assert served.headers["X-Content-Type-Options"] == "nosniff"


async def test_the_script_never_writes_markup_from_data(sandbox: TestClient) -> None:
    script = await (await sandbox.get("/_sandbox/console/console.js")).text()
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
        assert sink not in script, sink


async def test_the_state_shows_both_sides_of_the_chat_in_order(sandbox: TestClient, receiver: Any) -> None:
    await sandbox.post("/_sandbox/whatsapp/inbound", json={"from": "15551230001", "text": "<b>hi</b>"})
    await sandbox.post("/v21.0/100000000000001/messages", json=_text_to("15551230001", "hello"), headers=GRAPH_AUTH)
    state = await (await sandbox.get("/_sandbox/console/state")).json()
    chat = [(m["side"], m["text"]) for m in state["phone"]["messages"] if m["wa_id"] == "15551230001"]
    assert chat == [("customer", "<b>hi</b>"), ("bot", "hello")]
    customer = state["phone"]["messages"][0]
    assert customer["webhook_status"] == 200  # the signed webhook reached our app


async def test_a_username_only_customer_is_shown_by_user_id(sandbox: TestClient, receiver: Any) -> None:
    await sandbox.post("/_sandbox/whatsapp/inbound", json={"user_id": "US.1349", "text": "hi"})
    body = {"messaging_product": "whatsapp", "recipient": "US.1349", "type": "text", "text": {"body": "hello"}}
    await sandbox.post("/v21.0/100000000000001/messages", json=body, headers=GRAPH_AUTH)
    state = await (await sandbox.get("/_sandbox/console/state")).json()
    assert [(m["wa_id"], m["text"]) for m in state["phone"]["messages"]] == [("US.1349", "hi"), ("US.1349", "hello")]


async def test_a_modal_the_bot_opened_is_in_the_state_until_submitted(sandbox: TestClient) -> None:
    view = {"type": "modal", "title": {"type": "plain_text", "text": "Reject refund"}, "blocks": []}
    await sandbox.post("/api/views.open", json={"trigger_id": "1.2.x", "view": view},
                       headers={"Authorization": "Bearer xoxb-t"})
    state = await (await sandbox.get("/_sandbox/console/state")).json()
    assert [v["title"]["text"] for v in state["slack"]["views"]] == ["Reject refund"]


async def test_templates_and_lists_are_shown_as_the_phone_would(sandbox: TestClient) -> None:
    template = {"messaging_product": "whatsapp", "to": "15551230001", "type": "template", "template": {
        "name": "support_update", "language": {"code": "en"},
        "components": [{"type": "body", "parameters": [{"type": "text", "text": "Your refund was approved."}]}]}}
    menu = {"messaging_product": "whatsapp", "to": "15551230001", "type": "interactive", "interactive": {
        "type": "list", "body": {"text": "Which order?"}, "action": {"button": "Orders", "sections": [
            {"title": "Your orders", "rows": [{"id": "order:A-1042", "title": "A-1042", "description": "Plates"}]}]}}}
    for body in (template, menu):
        sent = await sandbox.post("/v21.0/100000000000001/messages", json=body, headers=GRAPH_AUTH)
        assert sent.status == 200, await sent.text()
    shown = (await (await sandbox.get("/_sandbox/console/state")).json())["phone"]["messages"]
    assert shown[0]["kind"] == "template" and shown[0]["template"] == {
        "name": "support_update", "language": "en", "params": ["Your refund was approved."]}
    assert shown[1]["kind"] == "list" and shown[1]["list_button"] == "Orders"
    assert shown[1]["sections"] == [{"title": "Your orders", "rows": [
        {"id": "order:A-1042", "title": "A-1042", "description": "Plates"}]}]


async def test_statuses_meta_sent_back_are_shown_on_the_bot_message(sandbox: TestClient, receiver: Any) -> None:
    await sandbox.post("/_sandbox/whatsapp/config", json={"status_callbacks": True})
    await sandbox.post("/v21.0/100000000000001/messages", json=_text_to("15551230001", "hello"), headers=GRAPH_AUTH)
    await receiver.wait_for("/webhooks/whatsapp", 3)
    for _ in range(50):
        state = await (await sandbox.get("/_sandbox/console/state")).json()
        if state["phone"]["messages"][0]["status"] == "read":
            break
        await asyncio.sleep(0.02)
    assert state["phone"]["messages"][0]["status"] == "read"


async def test_staff_and_channel_come_from_the_console_config(receiver: Any) -> None:
    console = ConsoleConfig(slack_channel="C0SUPPORT", staff=(StaffMember("U0BOSS", "Boss", True),))
    app = build_app(SandboxConfig(webhook_url=f"{receiver.url}/webhooks/whatsapp"), console)
    async with TestClient(TestServer(app)) as client:
        state = await (await client.get("/_sandbox/console/state")).json()
    assert state["slack"]["channel"] == "C0SUPPORT"
    assert {"id": "U0BOSS", "name": "Boss", "approver": True} in state["staff"]
    assert any(not s["approver"] for s in state["staff"])  # someone who may not approve, to try it


async def test_the_event_stream_sends_the_state_then_each_change(sandbox: TestClient) -> None:
    async with sandbox.get("/_sandbox/console/events") as stream:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        first = await _next_event(stream)
        assert first["phone"]["messages"] == []
        await sandbox.post("/api/chat.postMessage", json={"channel": "C1", "text": "<!channel> hi"},
                           headers={"Authorization": "Bearer xoxb-t"})
        second = await _next_event(stream)
        assert [m["text"] for m in second["slack"]["messages"]] == ["<!channel> hi"]


async def _next_event(stream: Any) -> dict[str, Any]:
    async with asyncio.timeout(5):
        while True:
            line = (await stream.content.readline()).decode()
            if line.startswith("data: "):
                return json.loads(line[len("data: "):])
