"""The Graph API stand-in and the WhatsApp controls, driven over HTTP."""

import asyncio
import hashlib
import hmac
import json
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from sandbox.app import SandboxConfig, build_app

AUTH = {"Authorization": "Bearer test-token"}
SEND = "/v21.0/100000000000001/messages"


def text(to: str, body: str) -> dict[str, Any]:
    return {"messaging_product": "whatsapp", "to": to, "type": "text", "text": {"body": body}}


def buttons(to: str, *pairs: tuple[str, str]) -> dict[str, Any]:
    return {
        "messaging_product": "whatsapp",
        "to": to,
        "type": "interactive",
        "interactive": {
            "type": "button",
            "body": {"text": "Choose"},
            "action": {
                "buttons": [{"type": "reply", "reply": {"id": i, "title": t}} for i, t in pairs]
            },
        },
    }


async def test_send_is_recorded_and_answered_like_meta(sandbox: TestClient) -> None:
    response = await sandbox.post(SEND, json=text("+15551230001", "Hello"), headers=AUTH)
    assert response.status == 200
    answer = await response.json()
    wamid = answer["messages"][0]["id"]
    assert wamid.startswith("wamid.")
    assert answer["contacts"] == [{"input": "+15551230001", "wa_id": "15551230001"}]
    assert answer["messaging_product"] == "whatsapp"
    again = await sandbox.post(SEND, json=text("15551230001", "Again"), headers=AUTH)
    second = await again.json()
    assert second["messages"][0]["id"] != wamid
    sent = await (await sandbox.get("/_sandbox/whatsapp/sent")).json()
    assert [s["body"]["text"]["body"] for s in sent] == ["Hello", "Again"]
    assert sent[0]["to"] == "15551230001" and sent[0]["id"] == wamid


async def test_send_without_token_is_meta_error_190(sandbox: TestClient) -> None:
    response = await sandbox.post(SEND, json=text("15551230001", "Hi"))
    assert response.status == 401
    error = (await response.json())["error"]
    assert error["code"] == 190 and error["type"] == "OAuthException" and error["fbtrace_id"]
    assert await (await sandbox.get("/_sandbox/whatsapp/sent")).json() == []


async def test_invalid_send_is_131009_with_details(sandbox: TestClient) -> None:
    body = buttons("15551230001", ("a", "This title is far too long"))
    response = await sandbox.post(SEND, json=body, headers=AUTH)
    assert response.status == 400
    error = (await response.json())["error"]
    assert error["code"] == 131009
    assert error["error_data"]["messaging_product"] == "whatsapp"
    assert "title" in error["error_data"]["details"]
    assert await (await sandbox.get("/_sandbox/whatsapp/sent")).json() == []


async def test_mark_as_read_is_recorded_apart_from_sends(sandbox: TestClient) -> None:
    body = {"messaging_product": "whatsapp", "status": "read", "message_id": "wamid.IN1"}
    response = await sandbox.post(SEND, json=body, headers=AUTH)
    assert await response.json() == {"success": True}
    assert await (await sandbox.get("/_sandbox/whatsapp/sent")).json() == []
    read = await (await sandbox.get("/_sandbox/whatsapp/read")).json()
    assert [r["message_id"] for r in read] == ["wamid.IN1"]


async def test_faults_answer_in_order_then_normal(sandbox: TestClient) -> None:
    errors = [
        {"status": 429, "code": 130429},
        {"status": 500, "code": 131000},
        {"status": 400, "code": 131047},
    ]
    await sandbox.post("/_sandbox/whatsapp/faults", json={"errors": errors, "latency_ms": 0})
    seen = []
    for _ in range(4):
        response = await sandbox.post(SEND, json=text("15551230001", "Hi"), headers=AUTH)
        body = await response.json()
        seen.append((response.status, body.get("error", {}).get("code")))
    assert seen == [(429, 130429), (500, 131000), (400, 131047), (200, None)]
    assert len(await (await sandbox.get("/_sandbox/whatsapp/sent")).json()) == 1


async def test_latency_applies_to_graph_requests(sandbox: TestClient) -> None:
    await sandbox.post("/_sandbox/whatsapp/faults", json={"latency_ms": 150})
    started = asyncio.get_running_loop().time()
    await sandbox.post(SEND, json=text("15551230001", "Hi"), headers=AUTH)
    assert asyncio.get_running_loop().time() - started >= 0.15


async def test_inbound_text_is_signed_like_meta(
    sandbox: TestClient, receiver: Any, sandbox_config: SandboxConfig
) -> None:
    response = await sandbox.post(
        "/_sandbox/whatsapp/inbound", json={"from": "15551230001", "text": "Where is my order?"}
    )
    answer = await response.json()
    assert answer["status"] == 200 and answer["body"] == "EVENT_RECEIVED"
    [posted] = receiver.on("/webhooks/whatsapp")
    digest = hmac.new(sandbox_config.app_secret.encode(), posted.body, hashlib.sha256).hexdigest()
    assert posted.headers["X-Hub-Signature-256"] == f"sha256={digest}"
    webhook = json.loads(posted.body)
    assert webhook["object"] == "whatsapp_business_account"
    value = webhook["entry"][0]["changes"][0]["value"]
    assert value["metadata"] == {
        "display_phone_number": sandbox_config.display_phone_number,
        "phone_number_id": sandbox_config.phone_number_id,
    }
    assert value["contacts"][0]["wa_id"] == "15551230001"
    [message] = value["messages"]
    assert message["id"] == answer["wamid"]
    assert message["type"] == "text" and message["text"] == {"body": "Where is my order?"}
    assert message["from"] == "15551230001" and message["timestamp"].isdigit()


async def test_inbound_wamids_are_unique(sandbox: TestClient) -> None:
    ids = set()
    for _ in range(3):
        answer = await (
            await sandbox.post(
                "/_sandbox/whatsapp/inbound", json={"from": "15551230001", "text": "hi"}
            )
        ).json()
        ids.add(answer["wamid"])
    assert len(ids) == 3


async def test_inbound_with_wrong_secret_is_refused_by_receiver(receiver: Any) -> None:
    config = SandboxConfig(webhook_url=f"{receiver.url}/webhooks/whatsapp", app_secret="wrong")
    async with TestClient(TestServer(build_app(config))) as client:
        response = await client.post(
            "/_sandbox/whatsapp/inbound", json={"from": "15551230001", "text": "hi"}
        )
        assert (await response.json())["status"] == 401


async def test_button_reply_fills_sender_title_and_context(
    sandbox: TestClient, receiver: Any
) -> None:
    offered = buttons("15551230001", ("approve", "Yes, refund"), ("no", "No"))
    sent = await (await sandbox.post(SEND, json=offered, headers=AUTH)).json()
    answer = await (
        await sandbox.post("/_sandbox/whatsapp/inbound", json={"interactive_id": "approve"})
    ).json()
    assert answer["status"] == 200
    message = json.loads(receiver.on("/webhooks/whatsapp")[0].body)["entry"][0]["changes"][0][
        "value"
    ]["messages"][0]
    assert message["from"] == "15551230001"
    assert message["interactive"] == {
        "type": "button_reply",
        "button_reply": {"id": "approve", "title": "Yes, refund"},
    }
    assert message["context"]["id"] == sent["messages"][0]["id"]


async def test_list_reply_and_phone_number_override(sandbox: TestClient, receiver: Any) -> None:
    await sandbox.post(
        "/_sandbox/whatsapp/inbound",
        json={
            "from": "15551230002",
            "interactive_id": "row-2",
            "interactive_type": "list_reply",
            "title": "Second",
            "phone_number_id": "100000000000002",
        },
    )
    value = json.loads(receiver.on("/webhooks/whatsapp")[0].body)["entry"][0]["changes"][0]["value"]
    assert value["metadata"]["phone_number_id"] == "100000000000002"
    assert value["messages"][0]["interactive"] == {
        "type": "list_reply",
        "list_reply": {"id": "row-2", "title": "Second"},
    }


async def test_inbound_payload_is_posted_verbatim(sandbox: TestClient, receiver: Any) -> None:
    payload = {"object": "whatsapp_business_account", "entry": []}
    answer = await (
        await sandbox.post("/_sandbox/whatsapp/inbound", json={"payload": payload})
    ).json()
    assert answer["status"] == 200 and "wamid" not in answer
    assert json.loads(receiver.on("/webhooks/whatsapp")[0].body) == payload


async def test_inbound_request_errors(sandbox: TestClient) -> None:
    both = await sandbox.post(
        "/_sandbox/whatsapp/inbound", json={"from": "1555", "text": "a", "interactive_id": "b"}
    )
    assert both.status == 400
    nobody = await sandbox.post("/_sandbox/whatsapp/inbound", json={"interactive_id": "nope"})
    assert nobody.status == 400


async def test_status_callbacks_post_sent_delivered_read(
    sandbox: TestClient, receiver: Any
) -> None:
    await sandbox.post("/_sandbox/whatsapp/config", json={"status_callbacks": True})
    sent = await (await sandbox.post(SEND, json=text("15551230001", "Hi"), headers=AUTH)).json()
    wamid = sent["messages"][0]["id"]
    await receiver.wait_for("/webhooks/whatsapp", 3)
    statuses = [
        json.loads(r.body)["entry"][0]["changes"][0]["value"]["statuses"][0]
        for r in receiver.on("/webhooks/whatsapp")
    ]
    assert [s["status"] for s in statuses] == ["sent", "delivered", "read"]
    assert {s["id"] for s in statuses} == {wamid}
    assert statuses[0]["recipient_id"] == "15551230001"
    assert statuses[0]["pricing"]["category"] == "service"
    assert all(
        r.headers["X-Hub-Signature-256"].startswith("sha256=")
        for r in receiver.on("/webhooks/whatsapp")
    )


async def test_status_callbacks_are_off_by_default(sandbox: TestClient, receiver: Any) -> None:
    await sandbox.post(SEND, json=text("15551230001", "Hi"), headers=AUTH)
    await asyncio.sleep(0.2)
    assert receiver.on("/webhooks/whatsapp") == []


BSUID = "US.13491208655302741918"


def to_bsuid(body: str) -> dict[str, Any]:
    # Meta's send format for a username-only customer: `recipient` holds the business-scoped
    # user id, and `to` (a phone number) is left out; when both are given `to` wins.
    return {"messaging_product": "whatsapp", "recipient_type": "individual", "recipient": BSUID,
            "type": "text", "text": {"body": body}}


async def test_a_business_scoped_user_id_recipient_is_sent_and_answered_like_meta(
    sandbox: TestClient, receiver: Any
) -> None:
    await sandbox.post("/_sandbox/whatsapp/config", json={"status_callbacks": True})
    response = await sandbox.post(SEND, json=to_bsuid("Hello"), headers=AUTH)
    assert response.status == 200
    answer = await response.json()
    assert answer["contacts"] == [{"input": BSUID, "user_id": BSUID}]  # no wa_id: no phone was used
    [sent] = await (await sandbox.get("/_sandbox/whatsapp/sent")).json()
    assert sent["to"] is None and sent["user_id"] == BSUID and sent["id"] == answer["messages"][0]["id"]
    await receiver.wait_for("/webhooks/whatsapp", 3)
    statuses = [json.loads(r.body)["entry"][0]["changes"][0]["value"]["statuses"][0]
                for r in receiver.on("/webhooks/whatsapp")]
    assert all(s["recipient_user_id"] == BSUID and "recipient_id" not in s for s in statuses)


async def test_to_wins_over_recipient_and_a_bad_recipient_is_131009(sandbox: TestClient) -> None:
    both = to_bsuid("Hi") | {"to": "15551230001"}
    answer = await (await sandbox.post(SEND, json=both, headers=AUTH)).json()
    assert answer["contacts"] == [{"input": "15551230001", "wa_id": "15551230001"}]
    for recipient in ("15551230001", "not a user id", 42, ""):
        response = await sandbox.post(SEND, json=to_bsuid("Hi") | {"recipient": recipient}, headers=AUTH)
        assert response.status == 400
        assert (await response.json())["error"]["code"] == 131009
    nobody = {k: v for k, v in to_bsuid("Hi").items() if k != "recipient"}
    assert (await sandbox.post(SEND, json=nobody, headers=AUTH)).status == 400


async def test_a_username_only_customer_writes_with_a_user_id_and_no_phone(
    sandbox: TestClient, receiver: Any
) -> None:
    response = await sandbox.post("/_sandbox/whatsapp/inbound", json={"user_id": BSUID, "text": "hi"})
    assert response.status == 200
    value = json.loads(receiver.on("/webhooks/whatsapp")[0].body)["entry"][0]["changes"][0]["value"]
    [message] = value["messages"]
    assert message["from_user_id"] == BSUID and "from" not in message
    assert value["contacts"][0]["user_id"] == BSUID and "wa_id" not in value["contacts"][0]


async def test_a_username_only_customer_taps_a_button_sent_to_their_user_id(
    sandbox: TestClient, receiver: Any
) -> None:
    to_user = {k: v for k, v in to_bsuid("").items() if k != "text"}
    sent = await sandbox.post(SEND, json=to_user | {"type": "interactive", "interactive": {
        "type": "button", "body": {"text": "Refund?"},
        "action": {"buttons": [{"type": "reply", "reply": {"id": "yes", "title": "Yes"}}]}}}, headers=AUTH)
    assert sent.status == 200
    tap = await sandbox.post("/_sandbox/whatsapp/inbound", json={"interactive_id": "yes", "username": "@asha"})
    assert tap.status == 200
    value = json.loads(receiver.on("/webhooks/whatsapp")[-1].body)["entry"][0]["changes"][0]["value"]
    [message] = value["messages"]
    assert message["from_user_id"] == BSUID and "from" not in message
    assert message["interactive"]["button_reply"] == {"id": "yes", "title": "Yes"}
    assert value["contacts"] == [{"profile": {"name": "Sandbox Customer", "username": "@asha"}, "user_id": BSUID}]
