"""The shop's line for `supportbot doctor`: one read-only call to the configured order system."""

from __future__ import annotations

import aiohttp
import asyncpg

from supportbot.app.settings import Settings
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.errors import ProviderError


async def check_shop(settings: Settings, session: aiohttp.ClientSession, pool: asyncpg.Pool | None
                     ) -> tuple[bool, str]:
    """(works, one line): Shopify's `shop { name }`, or a count of the built-in shop's customers."""
    if settings.shop_backend == "builtin":
        if pool is None:
            return False, "shop: built-in, but no database to read it from"
        customers = await pool.fetchval("SELECT count(*) FROM customers")
        return True, f"shop: ok (built-in, {customers} customers)"
    shop = ShopifyOrders(session, settings.shopify_api_base(), settings.shopify_access_token,
                         settings.shopify_api_version, timeout=settings.shopify_timeout, throttle_patience=0)
    try:
        return True, f"shop: ok (Shopify, {await shop.shop_name()})"
    except ProviderError as exc:
        if "answered 401" in str(exc):
            return False, "shop: Shopify answered 401: SHOPIFY_ACCESS_TOKEN is wrong or the app is not installed"
        return False, f"shop: {str(exc)[:200]}"
