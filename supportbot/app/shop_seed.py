"""Seeding a shop fixture into whichever order system the settings name (issue 26, item 7).

SHOP_BACKEND=builtin: the built-in shop's tables in this database (supportbot/store/shop.py).
SHOP_BACKEND=shopify: the Shopify stand-in, through its `POST /_sandbox/shopify/seed` control
endpoint (sandbox/shopify.py); a real shop's orders are its own, so a real Shopify domain is
refused. Either way the fixture's help centre goes into the bot's database.
"""

from __future__ import annotations

from typing import Any

import aiohttp

from supportbot.app.settings import Settings
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed, seed_articles

SEED_PATH = "/_sandbox/shopify/seed"


class NotASandbox(Exception):
    """Seeding was asked of a real Shopify shop: its orders are the shop's, not a fixture's."""


async def seed_shop(settings: Settings, shop: ShopFixture) -> dict[str, Any]:
    """Seed `shop`; the counts, and with Shopify the GIDs the stand-in gave (by fixture id)."""
    async with open_connection(settings.database_url) as conn:
        if settings.shop_backend == "builtin":
            return await seed(conn, shop)
        await seed_articles(conn, shop)
    ids = await seed_stand_in(settings.shopify_api_base(), shop)
    counts = {"customers": len(shop.customers), "orders": len(shop.orders)}
    return counts | ({"articles": len(shop.articles)} if shop.articles is not None else {}) | {"shopify": ids}


async def seed_stand_in(api_base: str, shop: ShopFixture) -> dict[str, dict[str, str]]:
    """The fixture into the Shopify stand-in at `api_base`; the GIDs it gave, by fixture id."""
    if api_base.rstrip("/").lower().endswith(".myshopify.com"):
        raise NotASandbox(f"{api_base} is a real Shopify shop: seed the sandbox's stand-in, never a shop")
    async with aiohttp.ClientSession() as session, session.post(
            api_base.rstrip("/") + SEED_PATH, json=shop.model_dump(mode="json", exclude_none=True)) as resp:
        if resp.status != 200:
            raise RuntimeError(f"the Shopify stand-in refused the fixture ({resp.status}): {await resp.text()}")
        ids: dict[str, dict[str, str]] = await resp.json()
        return ids
