"""The Shopify adapter against the GraphQL stand-in: it reads the shop exactly as the built-in shop does."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from decimal import Decimal

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from sandbox.app import SandboxConfig, build_app
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.errors import ProviderError
from supportbot.core.shop.demo_shop import DEMO_PHONE, demo_shop
from supportbot.store.pool import open_connection
from supportbot.store.shop import ShopRepository, seed


@pytest.fixture
async def shopify(now) -> AsyncIterator[tuple[TestServer, aiohttp.ClientSession]]:
    async with TestServer(build_app(SandboxConfig())) as server, aiohttp.ClientSession() as session:
        async with session.post(server.make_url("/_sandbox/shopify/seed"),
                                json=demo_shop(now).model_dump(mode="json")) as resp:
            assert resp.status == 200
        yield server, session


# A call's patience: the in-process stand-in parses GraphQL on a CPU a loaded machine shares, and
# took past 3 s there. An answer returns at once, so waiting longer only delays a failure; the
# timeout test sets its own short one.
PATIENCE = 30.0


def adapter(shopify, token: str = "shpat_sandbox", timeout: float = PATIENCE, throttle_patience: float = 2.0
            ) -> ShopifyOrders:
    server, session = shopify
    return ShopifyOrders(session, str(server.make_url("")), token, "2025-01", timeout=timeout,
                         throttle_patience=throttle_patience)


@pytest.mark.clock
async def test_orders_read_from_shopify_equal_the_built_in_shops(shopify, db, database_url, now) -> None:
    async with open_connection(database_url) as conn:
        await seed(conn, demo_shop(now))
    builtin, remote = ShopRepository(db), adapter(shopify)
    customer = await remote.customer_by_phone(DEMO_PHONE)
    assert customer is not None and customer.id.startswith("gid://shopify/Customer/")
    assert dataclasses.replace(customer, id="C-1") == await builtin.customer_by_phone(DEMO_PHONE)
    assert await remote.customer_by_email("asha@example.com") == customer
    assert await remote.customer(customer.id) == customer
    theirs = await remote.orders_of(customer.id)
    ours = await builtin.orders_of("C-1")
    assert [o.id for o in theirs] == [o.id for o in ours] == ["A-1043", "A-1042"]
    for mine, shopifys in zip(ours, theirs, strict=True):
        # Shopify names the gateway ("shopify_payments"), not the card; the customer is its GID; the
        # Stripe payment intent (payment_ref) is not read from Shopify's transactions yet (docs/shopify.md).
        assert dataclasses.replace(shopifys, customer_id="C-1", payment_method=mine.payment_method,
                                   payment_ref=mine.payment_ref) == mine
    assert await remote.order("A-1042") == theirs[1]
    assert await remote.order("#A-1042") == theirs[1]


@pytest.mark.clock
async def test_unknown_or_crafted_names_find_nothing(shopify) -> None:
    remote = adapter(shopify)
    assert await remote.order("A-9999") is None
    assert await remote.order('A-1042" OR name:*') is None  # customer text never widens the search
    assert await remote.order("A-104") is None  # a prefix is not the order
    assert await remote.customer_by_phone("15550000000") is None
    assert await remote.customer_by_email('x" OR email:*') is None
    assert await remote.orders_of("C-1") == []  # not a Shopify id


@pytest.mark.clock
async def test_a_wrong_token_a_broken_shop_and_a_slow_one_are_provider_errors(shopify) -> None:
    server, session = shopify
    with pytest.raises(ProviderError) as refused:
        await adapter(shopify, token="shpat_wrong").order("A-1042")
    assert not refused.value.retryable
    async with session.post(server.make_url("/_sandbox/shopify/faults"), json={"error_500": 1.0}):
        pass
    with pytest.raises(ProviderError) as broken:
        await adapter(shopify).order("A-1042")
    assert broken.value.retryable
    async with session.post(server.make_url("/_sandbox/shopify/faults"), json={"latency_ms": 500}):
        pass
    with pytest.raises(ProviderError) as slow:
        await adapter(shopify, timeout=0.1).order("A-1042")
    assert slow.value.retryable


@pytest.mark.clock
async def test_the_read_only_check_names_the_shop(shopify) -> None:
    assert await adapter(shopify).shop_name() == "Sandbox shop"


@pytest.mark.clock
async def test_shopifys_loose_name_search_still_finds_exactly_the_order_asked(shopify, now) -> None:
    server, session = shopify
    shop = demo_shop(now).model_dump(mode="json")
    shop["orders"].append(shop["orders"][0] | {"id": "A-10420"})  # "name:A-1042" finds both in Shopify
    async with session.post(server.make_url("/_sandbox/shopify/seed"), json=shop) as resp:
        assert resp.status == 200
    remote = adapter(shopify)
    assert (await remote.order("A-1042")).id == "A-1042"
    assert (await remote.order("A-10420")).id == "A-10420"


@pytest.mark.clock
async def test_a_refund_made_in_shopifys_admin_shows_at_the_next_read(shopify) -> None:
    server, session = shopify
    remote = adapter(shopify)
    assert (await remote.order("A-1043")).refunded == 0
    async with session.post(server.make_url("/_sandbox/shopify/orders/A-1043/refund"),
                            json={"amount": "15.00", "items": ["BOWL-1"]}) as resp:
        assert resp.status == 200
    assert (await remote.order("A-1043")).refunded == Decimal("15.00")
    async with session.post(server.make_url("/_sandbox/shopify/orders/A-1043/refund"),
                            json={"amount": "25.01"}) as resp:
        assert resp.status == 422  # never more than was received
    assert (await remote.order("A-1043")).refunded == Decimal("15.00")


async def calls(shopify) -> list[dict]:
    server, session = shopify
    async with session.get(server.make_url("/_sandbox/shopify/calls")) as resp:
        return await resp.json()


@pytest.mark.clock
async def test_each_read_is_one_round_trip(shopify) -> None:
    remote = adapter(shopify)
    customer = await remote.customer_by_phone(DEMO_PHONE)
    await remote.orders_of(customer.id)
    await remote.order("A-1042")
    assert [(c["operation"], c["status"]) for c in await calls(shopify)] == [
        ("Customers", 200), ("OrdersOf", 200), ("OrderByName", 200)]


@pytest.mark.clock
async def test_a_throttled_read_waits_for_the_bucket_once_when_that_is_quick(shopify) -> None:
    server, session = shopify
    # An empty bucket refilling at 50 points a second: one order by name (~100 points) is 2 s away.
    async with session.post(server.make_url("/_sandbox/shopify/bucket"), json={"available": 0, "restore_rate": 50}):
        pass
    assert (await adapter(shopify, throttle_patience=3.0).order("A-1042")).id == "A-1042"
    assert [(c["operation"], c["throttled"]) for c in await calls(shopify)] == [
        ("OrderByName", True), ("OrderByName", False)]
    with pytest.raises(ProviderError) as impatient:  # ~5 s away now: longer than its patience
        await adapter(shopify, throttle_patience=3.0).orders_of("gid://shopify/Customer/1")
    assert impatient.value.retryable
    assert [c["throttled"] for c in await calls(shopify)][2:] == [True]  # asked once, no wait taken
