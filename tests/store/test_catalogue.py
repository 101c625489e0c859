"""The built-in shop's catalogue: seeded from the fixture's optional `products`, read by words and by id."""

from __future__ import annotations

from decimal import Decimal

import pytest

from supportbot.core.shop.catalogue import search_words
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.catalogue import CatalogueRepository
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed

pytestmark = pytest.mark.clock  # the demo shop is placed relative to the clock

SHIRT = {"id": "P-10", "title": "Linen shirt", "description": "Washed linen, relaxed fit.",
         "options": ["Size", "Colour"],
         "variants": [{"sku": "SHIRT-M-BLUE", "title": "M / Blue", "options": {"Size": "M", "Colour": "Blue"},
                       "price": "30.00", "available": 4},
                      {"sku": "SHIRT-L-BLUE", "title": "L / Blue", "options": {"Size": "L", "Colour": "Blue"},
                       "price": "34.00", "available": 0}]}


def _with_products(now, *products) -> ShopFixture:
    return demo_shop(now).model_copy(update={"products": ShopFixture.model_validate(
        {"products": list(products)}).products})


async def test_a_seeded_product_is_found_by_its_words_and_read_by_its_id(db, database_url, now):
    async with open_connection(database_url) as conn:
        counts = await seed(conn, _with_products(now, SHIRT))
    assert counts["products"] == 1
    catalogue = CatalogueRepository(db)
    [found] = await catalogue.find_products(search_words("do you have the linen shirt in blue?"))
    assert found.id == "P-10" and found.options == ("Size", "Colour")
    assert [(v.sku, v.price, v.available, v.in_stock) for v in found.variants] == [
        ("SHIRT-M-BLUE", Decimal("30.00"), 4, True), ("SHIRT-L-BLUE", Decimal("34.00"), 0, False)]
    assert found.variants[0].options == (("Size", "M"), ("Colour", "Blue"))
    assert await catalogue.product("P-10") == found
    assert await catalogue.product("P-404") is None
    assert await catalogue.find_products(search_words("do you sell bicycles?")) == []
    assert (await catalogue.product_of_sku("shirt-l-blue")) == found  # an order item's product, by its sku


async def test_a_fixture_without_products_keeps_working_and_a_reseed_replaces_the_catalogue(db, database_url, now):
    async with open_connection(database_url) as conn:
        await seed(conn, _with_products(now, SHIRT))
        counts = await seed(conn, demo_shop(now))  # an older fixture: no products at all
    assert "products" not in counts
    assert await CatalogueRepository(db).product("P-10") is not None  # not named: left as it was
    dearer = SHIRT | {"variants": [SHIRT["variants"][0] | {"price": "31.00"}]}
    async with open_connection(database_url) as conn:
        await seed(conn, _with_products(now, dearer))
    product = await CatalogueRepository(db).product("P-10")
    assert [(v.sku, v.price) for v in product.variants] == [("SHIRT-M-BLUE", Decimal("31.00"))]
