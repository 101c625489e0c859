"""`supportbot seed` puts a fixture into the order system SHOP_BACKEND names (issue 26, item 7)."""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.app.shop_seed import NotASandbox, seed_shop
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import FixtureArticle

pytestmark = pytest.mark.clock  # the fixture is dated from the application's clock


async def test_on_shopify_the_fixture_seeds_the_stand_in_not_the_built_in_tables(settings, db, now):
    async with TestServer(build_app(SandboxConfig())) as server:
        on_shopify = settings.model_copy(update={"shop_backend": "shopify",
                                                 "shopify_shop_domain": str(server.make_url("")).rstrip("/")})
        shop = demo_shop(now).model_copy(update={"articles": [
            FixtureArticle(slug="gift-wrap", title="Gift wrap", body="We gift wrap any order for 3.00.")]})
        done = await seed_shop(on_shopify, shop)
    assert done["shopify"]["customers"]["C-1"].startswith("gid://shopify/Customer/")
    assert set(done["shopify"]["orders"]) == {"A-1042", "A-1043"}
    assert await db.fetchval("SELECT count(*) FROM orders") == 0
    # The help centre is the bot's whichever system holds the orders.
    assert await db.fetchval("SELECT array_agg(slug) FROM articles WHERE NOT retired") == ["gift-wrap"]


async def test_the_built_in_shop_is_seeded_in_this_database(settings, db, now):
    assert await seed_shop(settings, demo_shop(now)) == {"customers": 1, "orders": 2}
    assert await db.fetchval("SELECT count(*) FROM orders") == 2


async def test_a_real_shopify_shop_is_never_seeded(settings, db, now):
    real = settings.model_copy(update={"shop_backend": "shopify", "shopify_shop_domain": "asha-ceramics.myshopify.com"})
    with pytest.raises(NotASandbox):
        await seed_shop(real, demo_shop(now))
