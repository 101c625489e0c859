"""Turns on SHOP_BACKEND=shopify (issue 26): the order system is the Shopify stand-in, read over
Admin GraphQL; the built-in shop's tables stay empty and the bot's keep only what it did."""

from __future__ import annotations

import pytest

from supportbot.app.shop_seed import seed_shop
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.demo_shop import demo_shop
from tests.e2e import eventually, refunds, run_burst_worker, running, script, texts
from tests.scripts import T9, T9_TEXT

pytestmark = pytest.mark.clock  # the fixture's dates come from the application's clock


@pytest.fixture
async def shopify(settings, ports, db, redis):
    on_shopify = settings.model_copy(update={"shop_backend": "shopify"})
    async with running(on_shopify, ports) as stack:
        await seed_shop(on_shopify, demo_shop(on_shopify.supportbot_clock))
        yield stack


async def said(stack, text: str, wa_id: str = "15551230001") -> list[str]:
    before = len(await stack.sent_to(wa_id))
    await stack.customer(wa_id).say(text)
    await run_burst_worker(stack.settings)
    return texts(await stack.sent_to(wa_id))[before:]


async def operations(stack) -> list[str]:
    return [c["operation"] for c in await stack.sandbox("GET", "/_sandbox/shopify/calls")]


async def test_a_turn_answers_an_order_status_from_the_shopify_stand_in(shopify, db):
    [status] = await said(shopify, "where is my order A-1043?")
    assert status.startswith("Order A-1043 (1 × Serving bowl)")
    assert "RM987654321GB" in status or "Royal Mail" in status
    assert {"Customers", "OrdersOf"} <= set(await operations(shopify))  # over GraphQL
    assert await db.fetchval("SELECT count(*) FROM orders") == 0  # not from the built-in shop
    assert await db.fetchval("SELECT count(*) FROM customers") == 0


async def test_a_slow_shop_earns_a_checking_one_moment_then_the_answer(settings, ports, db, redis):
    patient = settings.model_copy(update={"shop_backend": "shopify", "tool_patience_seconds": 0.2})
    async with running(patient, ports) as stack:
        await seed_shop(patient, demo_shop(patient.supportbot_clock))
        # Slower than the bot's patience, well inside the adapter's timeout (SHOPIFY_TIMEOUT, 3 s).
        await stack.sandbox("POST", "/_sandbox/shopify/faults", {"latency_ms": 600})
        hold, status = await said(stack, "where is my order A-1043?")
    assert hold == "Checking, one moment…"
    assert status.startswith("Order A-1043 (1 × Serving bowl)")


@pytest.fixture
async def shopify_agent(settings, ports, db, redis):
    """The stack with the LLM agent on (the scripted model answers) and Shopify as the order system."""
    on_shopify = settings.model_copy(update={"shop_backend": "shopify", "bot_mode": "full"})
    async with running(on_shopify, ports) as stack:
        await seed_shop(on_shopify, demo_shop(on_shopify.supportbot_clock))
        yield stack


async def test_t9_on_shopify_is_decided_on_shopifys_order_and_paid_against_its_intent(shopify_agent, db):
    stack = shopify_agent
    await script(stack, *T9)
    customer = stack.customer()
    await customer.say(T9_TEXT)
    await run_burst_worker(stack.settings)
    sent = await stack.sent_to()
    assert texts(sent)[-1].startswith("Refund 25.00 for 1 × Stoneware plate on A-1042")
    before = len(await operations(stack))
    await customer.say(choice=sent[-1]["body"]["interactive"]["action"]["buttons"][0]["reply"]["id"])
    await run_burst_worker(stack.settings)
    [paid] = await refunds(stack)
    assert (paid["amount"], paid["order_id"]) == ("25.00", "A-1042")
    # What one yes costs the shop's API, held as a ceiling: the customer on the phone and the order
    # (the turn's snapshots), the order again under the claim lock (never the snapshot), what the
    # shop refunded today on the customer's orders (the daily cap, under the lock). The intent comes
    # with the order read under the lock (its transactions), not from a read of its own.
    yes_reads = (await operations(stack))[before:]
    assert sorted(yes_reads) == ["Customers", "OrderByName", "OrderByName", "RefundedSince"], yes_reads
    # The payment intent is the one Shopify's Stripe sale names, read from the order's transactions.
    shop = ShopifyOrders(stack.session, stack.sandbox_url, stack.settings.shopify_access_token,
                         stack.settings.shopify_api_version)
    assert paid["payment_intent"] == await shop.payment_ref("A-1042") is not None
    assert await db.fetchval("SELECT status FROM actions") == "done"


async def test_a_staff_approval_card_names_the_items_from_shopify(shopify, db):
    ask = (await said(shopify, "all three plates on A-1042 are broken, I want my money back"))[-1]
    assert ask.startswith("Refund 75.00 for 3 × Stoneware plate")
    await said(shopify, "yes")
    await run_burst_worker(shopify.settings)  # the card is its own job
    [card] = [c["args"] for c in await shopify.sandbox("GET", "/_sandbox/slack/calls")
              if c["method"] == "chat.postMessage"]
    assert "3 x Stoneware plate (PLATE-1)" in str(card["blocks"])  # the shop's item name, not only its SKU
    # The card it was paid with, in plain words from Shopify's payment details, never the gateway.
    assert "to card ending 4242" in ask and "stripe" not in (ask + str(card["blocks"])).lower()


async def test_the_phone_customers_memory_is_kept_under_their_shopify_id(shopify, db):
    """Memory follows the account on the sender's number, which on Shopify is a GID, not a row here."""
    await said(shopify, "where is my order A-1043?")
    assert await db.fetchval("SELECT customer_id FROM customer_memory WHERE kind = 'preferred_channel'"
                             ) == await _gid(shopify)


async def _gid(stack) -> str:
    body = {"query": 'query { customers(first: 1, query: "phone:\\"+15551230001\\"") { nodes { id } } }'}
    async with stack.session.post(f"{stack.sandbox_url}/admin/api/2025-10/graphql.json", json=body,
                                  headers={"X-Shopify-Access-Token": "shpat_sandbox"}) as resp:
        return (await resp.json())["data"]["customers"]["nodes"][0]["id"]


async def replacement_awaiting_approval(stack, db) -> dict:
    """Three broken plates (75.00, over the limit) taken as a replacement: the card waits for staff."""
    ask = (await said(stack, "all three plates on A-1042 are broken, I want my money back"))[-1]
    assert "replacement" in ask.lower()
    await said(stack, "replacement")
    await run_burst_worker(stack.settings)  # the card is its own job
    return await db.fetchrow("SELECT id, slack_ts, status FROM actions WHERE kind = 'replacement'")


# Enough of the bucket left for the approval's reads (the order in the job's snapshot and again under
# the lock, 198 points each, and the day's shop refunds, 132), not for the write's 92-point facts on top.
LEFT_FOR_THE_READS = 560


async def approve_on_a_drained_bucket(stack, db, action, restore_rate: float) -> None:
    """Staff approve while the conversation's reads have left Shopify's cost bucket all but empty."""
    [card] = [c["args"] for c in await stack.sandbox("GET", "/_sandbox/slack/calls")
              if c["method"] == "chat.postMessage"]
    value = next(e["value"] for b in card["blocks"] if b["type"] == "actions" for e in b["elements"]
                 if e["action_id"] == "refund_approve")
    await stack.sandbox("POST", "/_sandbox/shopify/bucket",
                        {"available": LEFT_FOR_THE_READS, "restore_rate": restore_rate})
    await stack.sandbox("POST", "/_sandbox/slack/click", {
        "user_id": "U0APPROVER", "action_id": "refund_approve", "value": value,
        "channel": stack.settings.slack_channel, "message_ts": action["slack_ts"]})

    async def decided() -> bool:  # the click is acked first; the desk records it just after
        return await db.fetchval("SELECT status FROM actions WHERE id = $1", action["id"]) != "awaiting_approval"

    await eventually(decided)
    await run_burst_worker(stack.settings)


async def test_a_replacement_staff_approved_on_a_drained_bucket_is_made(shopify, db):
    """replacement-over-limit-approved on Shopify: the conversation's reads drained the bucket and the
    approved draft order was throttled, then lost. The write waits for the bucket and lands, once."""
    action = await replacement_awaiting_approval(shopify, db)
    assert action["status"] == "awaiting_approval"
    await approve_on_a_drained_bucket(shopify, db, action, restore_rate=20)  # the facts ~3 s away
    calls = await shopify.sandbox("GET", "/_sandbox/shopify/calls")
    assert any(c["throttled"] for c in calls), "the bucket was meant to throttle"
    assert [c["operation"] for c in calls if not c["throttled"]].count("DraftOrderComplete") == 1
    assert await db.fetchval("SELECT status FROM actions WHERE id = $1", action["id"]) == "done"
    assert await db.fetchval("SELECT count(*) FROM replacements") == 1


async def test_an_approved_write_shopify_did_not_take_goes_to_a_person(settings, ports, db, redis):
    """No patience left for the throttle: the outcome is unknown, the units stay claimed, and a person
    is handed the ticket with the reason; an approved action never ends with nobody on it."""
    impatient = settings.model_copy(update={"shop_backend": "shopify", "shopify_write_patience": 0})
    async with running(impatient, ports) as stack:
        await seed_shop(impatient, demo_shop(impatient.supportbot_clock))
        action = await replacement_awaiting_approval(stack, db)
        await approve_on_a_drained_bucket(stack, db, action, restore_rate=1)  # a minute away
        await run_burst_worker(stack.settings)  # the handoff's card is its own job
        posted = [c["args"] for c in await stack.sandbox("GET", "/_sandbox/slack/calls")
                  if c["method"] == "chat.postMessage"]
    assert await db.fetchval("SELECT status FROM actions WHERE id = $1", action["id"]) == "executing"
    handoff = await db.fetchrow("SELECT reason, priority, slack_ts FROM handoffs")
    assert handoff is not None and "replacement order for A-1042" in handoff["reason"]
    assert handoff["slack_ts"] and len(posted) == 2  # the approval card, then the handoff's


async def test_choosing_a_replacement_decides_on_one_fresh_read(shopify, db):
    """The choice is proposed and decided again in one transaction under the order's lock: one fresh
    read of the order and one of the day's shop refunds, where proposing and then re-deciding read
    each twice. (The other order read is the turn's snapshot: each burst worker starts without one.)"""
    ask = (await said(shopify, "all three plates on A-1042 are broken, I want my money back"))[-1]
    assert "replacement" in ask.lower()
    before = len(await operations(shopify))
    await said(shopify, "replacement")
    chose = (await operations(shopify))[before:]
    assert (chose.count("OrderByName"), chose.count("RefundedSince")) == (2, 1), chose
    assert await db.fetchval("SELECT status FROM actions WHERE kind = 'replacement'") == "awaiting_approval"


async def test_forget_finds_a_shopify_customers_conversations_by_the_shops_number(shopify, db):
    """`supportbot forget GID` on Shopify: the number comes from Shopify (the built-in customers table
    is empty), and the conversation on it is forgotten."""
    from supportbot.store.forget import ForgetRepository

    await said(shopify, "where is my order A-1043?")
    orders = ShopifyOrders(shopify.session, shopify.sandbox_url, shopify.settings.shopify_access_token,
                           shopify.settings.shopify_api_version)
    counts = await ForgetRepository(db, orders).forget(await _gid(shopify))
    assert counts is not None and counts["messages"] > 0 and counts["conversations"] == 1
    assert await db.fetchval("SELECT count(*) FROM messages") == 0
