"""A template's facts on either order system: the verified customer's name and latest order are the
shop's, read through the OrderSystem port (on Shopify the built-in shop's tables are empty)."""

from __future__ import annotations

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.demo_shop import DEMO_PHONE, demo_shop
from supportbot.store.pool import open_connection
from supportbot.store.shop import ShopRepository, seed
from supportbot.store.template_facts import TemplateFactsRepository

pytestmark = pytest.mark.clock  # the demo shop's orders are dated from the application's clock


@pytest.fixture(params=["builtin", "shopify"])
async def shop(request, db, database_url, now):
    """(the order system, the verified customer's id in it) on each backend, seeded with the demo shop."""
    if request.param == "builtin":
        async with open_connection(database_url) as conn:
            await seed(conn, demo_shop(now))
        yield ShopRepository(db), "C-1"
        return
    async with TestServer(build_app(SandboxConfig())) as server, aiohttp.ClientSession() as session:
        async with session.post(server.make_url("/_sandbox/shopify/seed"),
                                json=demo_shop(now).model_dump(mode="json")) as resp:
            gids = await resp.json()
        yield ShopifyOrders(session, str(server.make_url("")), "shpat_sandbox", "2025-10", timeout=30), \
            gids["customers"]["C-1"]


async def test_a_verified_customers_name_and_latest_order_come_from_the_shop(shop, db, now) -> None:
    orders, customer_id = shop
    conversation_id = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at, contact_name, "
        "verified_customer_id) VALUES ('1', $1, $1, $2, 'WhatsApp Name', $3) RETURNING id",
        DEMO_PHONE, now, customer_id)
    facts = await TemplateFactsRepository(db, orders).facts(conversation_id)
    assert facts == {"customer_name": "Asha", "order_id": "A-1043"}  # the latest placed, not the first


async def test_an_unverified_conversation_gets_the_whatsapp_name_and_no_order(shop, db, now) -> None:
    orders = shop[0]
    conversation_id = await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at, contact_name) "
        "VALUES ('1', $1, $1, $2, 'Wanda Name') RETURNING id", DEMO_PHONE, now)
    assert await TemplateFactsRepository(db, orders).facts(conversation_id) == {"customer_name": "Wanda"}
