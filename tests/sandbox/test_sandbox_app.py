"""The composed app: email outbox, and reset forgetting everything."""

from aiohttp.test_utils import TestClient

from sandbox.email import sandbox_mailer

GRAPH_AUTH = {"Authorization": "Bearer t"}
TEXT = {
    "messaging_product": "whatsapp",
    "to": "15551230001",
    "type": "text",
    "text": {"body": "hi"},
}


async def test_email_outbox(sandbox: TestClient) -> None:
    mailer = sandbox_mailer(sandbox.app)
    assert await mailer.send("asha@example.com", "Your code", "Code: 123456", "k1")
    assert await mailer.send("asha@example.com", "Your code", "Code: 654321", "k2")
    sent = await (await sandbox.get("/_sandbox/email/sent")).json()
    email = {"to": "asha@example.com", "subject": "Your code", "text": "Code: 123456"}
    assert sent == [email, {**email, "text": "Code: 654321"}]


async def test_reset_forgets_records_scripts_faults_and_toggles(sandbox: TestClient) -> None:
    await sandbox.post("/v21.0/100000000000001/messages", json=TEXT, headers=GRAPH_AUTH)
    await sandbox.post(
        "/_sandbox/whatsapp/faults", json={"errors": [{"status": 500, "code": 131000}]}
    )
    await sandbox.post("/_sandbox/whatsapp/config", json={"status_callbacks": True})
    await sandbox.post(
        "/api/chat.postMessage",
        json={"channel": "C1", "text": "x"},
        headers={"Authorization": "Bearer xoxb-t"},
    )
    await sandbox.post(
        "/stripe/v1/refunds",
        headers={"Idempotency-Key": "k1", "Authorization": "Bearer rk_test_k"},
        data={"payment_intent": "pi_1", "amount": "100", "currency": "usd"},
    )
    await sandbox.post("/_sandbox/payments/faults", json={"error_500": 1.0})
    await sandbox.post("/_sandbox/llm/script", json={"responses": [{"content": "x"}]})
    assert await sandbox_mailer(sandbox.app).send("a@b.c", "s", "t", "k")

    assert (await (await sandbox.post("/_sandbox/reset")).json()) == {"ok": True}

    for path in (
        "/_sandbox/whatsapp/sent",
        "/_sandbox/slack/calls",
        "/_sandbox/payments/refunds",
        "/_sandbox/llm/calls",
        "/_sandbox/email/sent",
    ):
        assert await (await sandbox.get(path)).json() == [], path
    # Faults are gone: a send and a refund under the same key now succeed.
    sent = await sandbox.post("/v21.0/100000000000001/messages", json=TEXT, headers=GRAPH_AUTH)
    assert sent.status == 200
    refund = await sandbox.post(
        "/stripe/v1/refunds",
        headers={"Idempotency-Key": "k1", "Authorization": "Bearer rk_test_k"},
        data={"payment_intent": "pi_1", "amount": "200", "currency": "usd"},
    )
    assert refund.status == 200
    # The script is gone too.
    completion = await sandbox.post(
        "/v1/chat/completions",
        headers={"Authorization": "Bearer k"},
        json={"model": "m", "messages": []},
    )
    assert "script exhausted" in (await completion.json())["error"]["message"]
