"""Shopify's products and variants read through the adapter equal the built-in shop's catalogue."""

from __future__ import annotations

import dataclasses

import pytest

from supportbot.channels.shop.shopify_catalogue import ShopifyCatalogue
from supportbot.core.shop.catalogue import rank, search_words
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.catalogue import CatalogueRepository
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed
from tests.channels.shop.stand_in import adapter, calls

pytestmark = pytest.mark.clock  # the demo shop is placed relative to the clock

PRODUCTS = [
    {"id": "P-10", "title": "Linen shirt", "description": "Washed linen, relaxed fit.", "options": ["Size", "Colour"],
     "variants": [{"sku": "SHIRT-M-BLUE", "title": "M / Blue", "options": {"Size": "M", "Colour": "Blue"},
                   "price": "30.00", "available": 4},
                  {"sku": "SHIRT-L-BLUE", "title": "L / Blue", "options": {"Size": "L", "Colour": "Blue"},
                   "price": "34.50", "available": 0}]},
    {"id": "P-20", "title": "Stoneware mug", "options": ["Colour"],
     "variants": [{"sku": "MUG-BLUE", "title": "Blue", "options": {"Colour": "Blue"}, "price": "12.00",
                   "available": 9}]},
]


async def _both(shopify, db, database_url, now):
    products = ShopFixture.model_validate({"products": PRODUCTS}).products
    fixture = demo_shop(now).model_copy(update={"products": products})
    async with open_connection(database_url) as conn:
        await seed(conn, fixture)
    server, session = shopify
    async with session.post(server.make_url("/_sandbox/shopify/seed"), json=fixture.model_dump(mode="json")) as resp:
        assert resp.status == 200
    return CatalogueRepository(db), ShopifyCatalogue(adapter(shopify))


async def test_products_read_from_shopify_equal_the_built_in_shops(shopify, db, database_url, now):
    builtin, remote = await _both(shopify, db, database_url, now)
    words = search_words("do you have the linen shirt in blue?")
    [ours] = rank(await builtin.find_products(words), words)
    [theirs] = rank(await remote.find_products(words), words)
    assert theirs.id.startswith("gid://shopify/Product/")
    assert dataclasses.replace(theirs, id="P-10") == ours
    assert await remote.product(theirs.id) == theirs
    assert await remote.product(theirs.reference) == theirs  # the reference a reply cites
    assert await remote.product_of_sku("SHIRT-L-BLUE") == theirs
    mug = rank(await remote.find_products(search_words("any blue mugs?")), search_words("any blue mugs?"))
    assert [p.title for p in mug] == ["Stoneware mug"]
    assert await remote.find_products(search_words("do you ship to Spain?")) == []
    assert all(c["cost"] <= 250 and not c["throttled"] for c in await calls(shopify))


async def test_crafted_words_never_become_search_terms(shopify, db, database_url, now):
    _, remote = await _both(shopify, db, database_url, now)
    # Quotes, colons and parentheses are stripped: "sku:*" cannot list the whole catalogue.
    assert await remote.find_products(('sku:*") OR (title:',)) == []
    assert await remote.product('gid://shopify/Product/1") { id } #') is None
    assert await remote.product_of_sku('X" OR sku:*') is None
