"""A username-only customer (Meta's business-scoped user id, no phone) is answered end to end:
webhook, turn, Graph send with `recipient`, the stand-in's sent list, and the statuses back."""

from __future__ import annotations

import re

from supportbot.store.forget import forget_customer
from tests.e2e import eventually, refunds, run_burst_worker, texts

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


async def say(stack, text: str, **who) -> list[str]:
    """One customer message through the stand-in as Meta would send it; what the bot answered."""
    body = {"user_id": BSUID} | who | {"text": text}
    async with stack.session.post(f"{stack.sandbox_url}/_sandbox/whatsapp/inbound", json=body) as r:
        assert (await r.json())["status"] == 200
    before = len([m for m in await stack.sandbox("GET", "/_sandbox/whatsapp/sent")])
    await run_burst_worker(stack.settings)
    return texts((await stack.sandbox("GET", "/_sandbox/whatsapp/sent"))[before:])


async def test_a_username_only_customer_is_verified_by_code_and_refunded(stack, db):
    # No phone to match an account: the one-time code goes to the order's email, never a typed one.
    asked = await say(stack, "I want a refund for A-1042, one plate arrived broken")
    assert asked[-1].startswith("To make sure it's you") and "asha" not in asked[-1]
    [mail] = await stack.sandbox("GET", "/_sandbox/email/sent")
    assert mail["to"] == "asha@example.com"
    code = re.search(r"\b(\d{6})\b", mail["text"]).group(1)
    said = await say(stack, code)
    assert said[0] == "Thanks, that's you confirmed."
    assert await db.fetchval("SELECT verified_customer_id FROM conversations WHERE user_id = $1", BSUID) == "C-1"
    assert said[-1].startswith("Refund 25.00 for 1 × Stoneware plate on A-1042")
    assert await refunds(stack) == []  # nothing moves before the yes
    assert (await say(stack, "yes"))[-1].startswith("Done: 25.00 USD refunded")
    assert [(r["order_id"], r["amount"]) for r in await refunds(stack)] == [("A-1042", "25.00")]
    sent = [m for m in await stack.sandbox("GET", "/_sandbox/whatsapp/sent")]
    assert all(m["body"].get("recipient") == BSUID and "to" not in m["body"] for m in sent)
    # Forgetting the account finds the conversation by its verification, not by a phone it never had.
    async with db.acquire() as conn:
        assert (await forget_customer(conn, "C-1"))["messages"] > 0
    assert await db.fetchval("SELECT count(*) FROM conversations WHERE $1 IN (user_id, contact_key)", BSUID) == 0


async def test_a_customer_known_by_phone_stays_known_once_a_username_hides_it(stack, db):
    # The first message brings phone and user id (Meta's contact book); the next only the user id.
    # One conversation, matched to the account by the phone it learnt: no code is asked for.
    await say(stack, "hello", **{"from": "15551230001"})
    answer = await say(stack, "where is my order A-1043?")
    assert answer[-1].startswith("Order A-1043 (1 × Serving bowl)")
    assert await db.fetchval("SELECT count(*) FROM conversations") == 1
    assert await stack.sandbox("GET", "/_sandbox/email/sent") == []
