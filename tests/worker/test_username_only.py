"""A username-only customer (Meta's business-scoped user id, no phone) is answered end to end:
webhook, turn, Graph send with `recipient`, the stand-in's sent list, and the statuses back."""

from __future__ import annotations

from tests.e2e import eventually, run_burst_worker, texts

BSUID = "US.13491208655302741918"


async def test_a_username_only_customer_gets_the_reply(stack, db):
    async with stack.session.post(f"{stack.sandbox_url}/_sandbox/whatsapp/inbound",
                                  json={"user_id": BSUID, "text": "where is my order A-1043?"}) as r:
        assert (await r.json())["status"] == 200
    await run_burst_worker(stack.settings)
    sent = [m for m in await stack.sandbox("GET", "/_sandbox/whatsapp/sent") if m["user_id"] == BSUID]
    assert sent and sent[0]["to"] is None
    assert sent[0]["body"]["recipient"] == BSUID and "to" not in sent[0]["body"]
    assert texts(sent)[-1]  # what a customer with no phone on an account is told; the point is it left
    row = await db.fetchrow("SELECT status, wamid FROM messages WHERE direction = 'out' ORDER BY id DESC LIMIT 1")
    assert row["wamid"] == sent[-1]["id"]


async def test_statuses_for_a_user_id_send_reach_the_message(stack, db):
    await stack.sandbox("POST", "/_sandbox/whatsapp/config", {"status_callbacks": True})
    async with stack.session.post(f"{stack.sandbox_url}/_sandbox/whatsapp/inbound",
                                  json={"user_id": BSUID, "text": "hello"}) as r:
        assert (await r.json())["status"] == 200
    await run_burst_worker(stack.settings)

    async def read():
        return await db.fetchval("SELECT status FROM messages WHERE direction = 'out' AND status = 'read' LIMIT 1")

    assert await eventually(read, timeout=10) == "read"
