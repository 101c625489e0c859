"""The Shopify stand-in as the shop tests drive it: the adapter pointed at it, and its request log."""

from __future__ import annotations

import aiohttp
from aiohttp.test_utils import TestServer

from supportbot.channels.shop.shopify import ShopifyOrders

Shopify = tuple[TestServer, aiohttp.ClientSession]


# A call's patience: the in-process stand-in parses GraphQL on a CPU a loaded machine shares, and
# took past 3 s there. An answer returns at once, so waiting longer only delays a failure; the
# timeout test sets its own short one.
PATIENCE = 30.0


def adapter(shopify: Shopify, token: str = "shpat_sandbox", timeout: float = PATIENCE, throttle_patience: float = 2.0
            ) -> ShopifyOrders:
    server, session = shopify
    return ShopifyOrders(session, str(server.make_url("")), token, "2025-01", timeout=timeout,
                         throttle_patience=throttle_patience)


async def calls(shopify: Shopify) -> list[dict]:
    """Each GraphQL request the stand-in parsed: `{"operation", "status", "cost", "throttled"}`."""
    server, session = shopify
    async with session.get(server.make_url("/_sandbox/shopify/calls")) as resp:
        return list(await resp.json())
