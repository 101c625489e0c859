"""Turns on SHOP_BACKEND=shopify (issue 26): the order system is the Shopify stand-in, read over
Admin GraphQL; the built-in shop's tables stay empty and the bot's keep only what it did."""

from __future__ import annotations

import pytest

from supportbot.app.shop_seed import seed_shop
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.demo_shop import demo_shop
from tests.e2e import refunds, run_burst_worker, running, script, texts
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
    # shop refunded today on the customer's orders (the daily cap, under the lock), the intent.
    yes_reads = (await operations(stack))[before:]
    assert sorted(yes_reads) == ["Customers", "OrderByName", "OrderByName", "PaymentOf", "RefundedSince"], yes_reads
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
