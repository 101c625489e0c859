from __future__ import annotations

from collections.abc import AsyncIterator

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.core.shop.demo_shop import demo_shop
from tests.channels.shop.stand_in import Shopify


@pytest.fixture
async def shopify(now) -> AsyncIterator[Shopify]:
    """The Shopify stand-in seeded with the demo shop, and a session to drive it."""
    async with TestServer(build_app(SandboxConfig())) as server, aiohttp.ClientSession() as session:
        async with session.post(server.make_url("/_sandbox/shopify/seed"),
                                json=demo_shop(now).model_dump(mode="json")) as resp:
            assert resp.status == 200
        yield server, session
