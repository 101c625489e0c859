"""find_products and product_details: the catalogue, read only, cited, open to any sender."""

from __future__ import annotations

from dataclasses import replace

import pytest

from supportbot.agent.tools import TOOLS, run_tool
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.catalogue import CatalogueRepository
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed
from tests.agent.test_tools import NOW, conversation, ctx, sandbox, services  # noqa: F401  (fixtures)

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

SHIRT = {"id": "P-10", "title": "Linen shirt", "description": "Washed linen.", "options": ["Size", "Colour"],
         "variants": [{"sku": "SHIRT-M-BLUE", "title": "M / Blue", "options": {"Size": "M", "Colour": "Blue"},
                       "price": "30.00", "available": 4},
                      {"sku": "SHIRT-L-WHITE", "title": "L / White", "options": {"Size": "L", "Colour": "White"},
                       "price": "32.00", "available": 0}]}


@pytest.fixture
async def shop(services, db, database_url):  # noqa: F811
    fixture = demo_shop(NOW).model_copy(update={"products": ShopFixture.model_validate({"products": [SHIRT]}).products})
    async with open_connection(database_url) as conn:
        await seed(conn, fixture)
    return replace(services, catalogue=CatalogueRepository(db))


async def test_a_stranger_may_ask_what_the_shop_sells(shop, db):
    cid = await conversation(db, "15559990000")  # on no account: the catalogue is public
    found = await run_tool("find_products", {"query": "linen shirt in white"}, ctx(shop, cid))
    [product] = found["results"]
    assert product["source"] == "catalogue:P-10" and product["product_id"] == "P-10"
    # The variants the question named come first in `asked`; every variant stays listed.
    assert [v["sku"] for v in product["asked"]] == ["SHIRT-L-WHITE"]
    assert product["asked"][0] | {} == {"sku": "SHIRT-L-WHITE", "title": "L / White", "price": "32.00",
                                        "options": {"Size": "L", "Colour": "White"}, "in_stock": False,
                                        "available": 0}
    assert len(product["variants"]) == 2
    details = await run_tool("product_details", {"product_id": "P-10"}, ctx(shop, cid))
    assert details["product"]["title"] == "Linen shirt" and details["product"]["source"] == "catalogue:P-10"


async def test_nothing_found_says_so_and_never_guesses(shop, db):
    cid = await conversation(db, "15559990000")
    found = await run_tool("find_products", {"query": "do you sell bicycles?"}, ctx(shop, cid))
    assert found["results"] == [] and "do not guess" in found["note"]
    missing = await run_tool("product_details", {"product_id": "P-404"}, ctx(shop, cid))
    assert missing["refused"].startswith("refused: no such product")


async def test_a_shop_without_a_catalogue_answers_that_it_has_none(services, db):  # noqa: F811
    cid = await conversation(db, "15559990000")
    found = await run_tool("find_products", {"query": "linen shirt"}, ctx(services, cid))
    assert found["results"] == [] and "do not guess" in found["note"]


def test_the_catalogue_tools_are_read_only_and_take_no_customer():
    for name in ("find_products", "product_details"):
        assert TOOLS[name].risk == "low"
        assert "customer_id" not in TOOLS[name].args.model_json_schema()["properties"]
