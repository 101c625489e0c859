"""The shop's line for `supportbot doctor`: one read-only call, one line, ok or what is missing."""

from __future__ import annotations

import aiohttp
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.app.settings import Settings
from supportbot.app.shop_check import check_shop


def shopify_settings(base: str, **more) -> Settings:
    return Settings(_env_file=None, supportbot_env="sandbox", shop_backend="shopify", shopify_shop_domain=base,
                    **more)


async def test_shopify_answers_ok_with_the_shops_name() -> None:
    async with TestServer(build_app(SandboxConfig())) as server, aiohttp.ClientSession() as session:
        ok, line = await check_shop(shopify_settings(str(server.make_url(""))), session, pool=None)
    assert ok and line == "shop: ok (Shopify, Sandbox shop)"


async def test_a_wrong_token_and_an_absent_shop_are_named() -> None:
    async with TestServer(build_app(SandboxConfig())) as server, aiohttp.ClientSession() as session:
        ok, line = await check_shop(shopify_settings(str(server.make_url("")), shopify_access_token="shpat_x"),
                                    session, pool=None)
        assert not ok and "SHOPIFY_ACCESS_TOKEN" in line and "401" in line
        base = str(server.make_url(""))
    async with aiohttp.ClientSession() as session:  # the server is gone now
        ok, line = await check_shop(shopify_settings(base), session, pool=None)
    assert not ok and line.startswith("shop: no answer from Shopify")


async def test_the_built_in_shop_counts_its_customers(db, settings) -> None:
    async with aiohttp.ClientSession() as session:
        ok, line = await check_shop(settings, session, pool=db)
    assert ok and line == "shop: ok (built-in, 0 customers)"
