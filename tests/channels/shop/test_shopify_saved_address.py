"""The customer's saved address on Shopify: `customerAddressCreate` as the default, once per change."""

from __future__ import annotations

import pytest

from supportbot.channels.shop.shopify_writes import ShopifyOrderWriter
from supportbot.core.ports import ShopWriteDone, ShopWriteRefused, ShopWriteUnknown
from supportbot.core.shop.fixture import ShopFixture
from tests.channels.shop.stand_in import Shopify, adapter, calls

pytestmark = pytest.mark.clock  # the demo shop is dated from the application's clock

NEW = {"line1": "9 Quarry Street", "city": "Leeds", "postcode": "LS9 9QQ", "country": "GB"}


async def _saved(shopify: Shopify) -> str:
    server, session = shopify
    customer = {"id": "C-7", "name": "Sam Saved", "phone": "15550007777",
                "address": {"line1": "12 Hill Road", "city": "Leeds", "postcode": "LS1 4AB", "country": "GB"}}
    async with session.post(server.make_url("/_sandbox/shopify/seed"), params={"mode": "add"},
                            json=ShopFixture.model_validate({"customers": [customer]}).model_dump(mode="json")) as r:
        return (await r.json())["customers"]["C-7"]


async def test_the_saved_address_becomes_the_default_once_however_often_it_is_asked(shopify) -> None:
    gid = await _saved(shopify)
    reader = adapter(shopify)
    assert (await reader.customer(gid)).address["postcode"] == "LS1 4AB"  # the fixture's, read back
    writer = ShopifyOrderWriter(reader)
    first = await writer.change_saved_address("9:1:3", gid, NEW)
    again = await writer.change_saved_address("9:1:3", gid, NEW)  # a replayed step
    assert isinstance(first, ShopWriteDone) and isinstance(again, ShopWriteDone)
    assert (await reader.customer(gid)).address == NEW
    made = [c for c in await calls(shopify) if c["operation"] == "CustomerAddressCreate"]
    assert len(made) == 1  # the replay found the default already changed


async def test_an_unknown_customer_is_refused_and_a_broken_shop_is_unknown(shopify) -> None:
    writer = ShopifyOrderWriter(adapter(shopify))
    refused = await writer.change_saved_address("9:1:4", "gid://shopify/Customer/999999", NEW)
    assert isinstance(refused, ShopWriteRefused)
    server, session = shopify
    async with session.post(server.make_url("/_sandbox/shopify/faults"), json={"error_500": 1.0}):
        pass
    unknown = await writer.change_saved_address("9:1:5", "gid://shopify/Customer/1", NEW)
    assert isinstance(unknown, ShopWriteUnknown)
