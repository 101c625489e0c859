"""SHOP_BACKEND picks the order system; production refuses Shopify half-configured (issue 26 item 5)."""

from __future__ import annotations

import os

import pytest

from supportbot.app.settings import Settings
from tests.app.test_deployment import production, resolve

SHOPIFY = {"shop_backend": "shopify", "shopify_shop_domain": "asha-ceramics.myshopify.com",
           "shopify_access_token": "shpat_7Hq2nX9vLk4pZ1wR8tY3mB6cJ5dF0gS2",
           "shopify_webhook_secret": "Zt8QwErTyUiOpAsDfGhJkLx4mN7bV2cX9zP3"}


@pytest.fixture(autouse=True)
def _no_env_leaks(monkeypatch):
    for name in list(os.environ):
        if name.startswith(("SHOP", "SUPPORTBOT_")):
            monkeypatch.delenv(name)


def test_the_built_in_shop_is_the_default_and_needs_no_shopify_settings():
    assert Settings(_env_file=None).shop_backend == "builtin"
    assert production().refusal(resolve=resolve) is None


def test_a_whole_shopify_configuration_serves_and_names_its_admin_api():
    settings = production(**SHOPIFY)
    assert settings.refusal(resolve=resolve) is None
    assert settings.shopify_api_base() == "https://asha-ceramics.myshopify.com"


@pytest.mark.parametrize(("missing", "named"), [
    ({"shopify_shop_domain": ""}, "SHOPIFY_SHOP_DOMAIN"),
    ({"shopify_shop_domain": "http://127.0.0.1:8081"}, "SHOPIFY_SHOP_DOMAIN"),
    ({"shopify_shop_domain": "shop.example.com"}, "SHOPIFY_SHOP_DOMAIN"),  # the admin API is on myshopify.com
    ({"shopify_access_token": ""}, "SHOPIFY_ACCESS_TOKEN"),
    ({"shopify_access_token": "shpat_sandbox"}, "SHOPIFY_ACCESS_TOKEN"),
    ({"shopify_webhook_secret": "short"}, "SHOPIFY_WEBHOOK_SECRET"),
])
def test_production_refuses_shopify_half_configured(missing, named):
    line = production(**(SHOPIFY | missing)).refusal(resolve=resolve)
    assert line is not None and named in line


def test_shopify_settings_without_the_shopify_backend_are_refused_not_ignored():
    line = production(shopify_access_token="shpat_" + "a" * 32).refusal(resolve=resolve)
    assert line is not None and "SHOP_BACKEND" in line


def test_the_sandbox_reads_shopify_from_the_local_stand_in():
    settings = Settings(_env_file=None, supportbot_env="sandbox", shop_backend="shopify")
    assert settings.refusal(resolve=resolve) is None
    assert settings.shopify_api_base() == "http://127.0.0.1:8081"


def test_an_api_version_is_shopifys_year_and_month():
    with pytest.raises(ValueError, match="shopify_api_version"):
        Settings(_env_file=None, shopify_api_version="latest")


async def test_the_worker_reads_the_order_system_shop_backend_names(pool):
    """Said by the type, not assumed: a worker on shopify must never read the built-in shop's tables
    (tests/worker/test_shopify_turns.py plays a whole turn on it)."""
    import aiohttp

    from supportbot.app.bootstrap import order_system
    from supportbot.channels.shop.shopify import ShopifyOrders
    from supportbot.store.shop import ShopRepository

    async with aiohttp.ClientSession() as session:
        for backend, kind in (("shopify", ShopifyOrders), ("builtin", ShopRepository)):
            settings = Settings(_env_file=None, supportbot_env="sandbox", shop_backend=backend)
            assert type(order_system(settings, pool, session)) is kind
