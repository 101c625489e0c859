"""The Shopify adapter against the GraphQL stand-in: it reads the shop exactly as the built-in shop does."""

from __future__ import annotations

import dataclasses
from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.core.errors import ProviderError
from supportbot.core.shop.demo_shop import DEMO_PHONE, demo_shop
from supportbot.core.shop.fixture import ShopFixture
from supportbot.store.pool import open_connection
from supportbot.store.shop import ShopRepository, seed
from tests.channels.shop.stand_in import adapter, calls


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
    fixture = {o.id: o for o in demo_shop(now).orders}
    for mine, shopifys in zip(ours, theirs, strict=True):
        # The card in plain words from the sale's payment details (not the gateway, "stripe"); the
        # customer is its GID; the refunds the shop made itself come on the order (the built-in shop
        # keeps them in its refunds table).
        assert shopifys.payment_ref is not None and shopifys.payment_ref.startswith("pi_")
        assert [(r.amount, list(r.skus)) for r in shopifys.shop_refunds] == [
            (r.amount, r.items) for r in fixture[mine.id].refunds]
        assert shopifys.payment_method == mine.payment_method == "card ending 4242"
        assert dataclasses.replace(shopifys, customer_id="C-1", shop_refunds=()) == mine
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
    # An empty bucket refilling at 100 points a second: one order by name (198 points) is 2 s away.
    async with session.post(server.make_url("/_sandbox/shopify/bucket"), json={"available": 0, "restore_rate": 100}):
        pass
    assert (await adapter(shopify, throttle_patience=3.0).order("A-1042")).id == "A-1042"
    assert [(c["operation"], c["throttled"]) for c in await calls(shopify)] == [
        ("OrderByName", True), ("OrderByName", False)]
    with pytest.raises(ProviderError) as impatient:  # ~4.9 s away now (493 points): longer than its patience
        await adapter(shopify, throttle_patience=3.0).orders_of("gid://shopify/Customer/1")
    assert impatient.value.retryable
    assert [c["throttled"] for c in await calls(shopify)][2:] == [True]  # asked once, no wait taken


@pytest.mark.clock
async def test_the_shops_own_refunds_are_read_with_the_order(shopify, now) -> None:
    """A refund staff made in Shopify's admin takes its units and money: claims are decided counting it."""
    from datetime import timedelta

    from supportbot.core.shop.orders import ShopRefund

    server, session = shopify
    shop = demo_shop(now).model_dump(mode="json")
    shop["orders"][0]["refunds"] = [{"amount": "50.00", "items": ["PLATE-1", "PLATE-1"],
                                     "at": (now - timedelta(hours=3)).isoformat()}]
    async with session.post(server.make_url("/_sandbox/shopify/seed"), json=shop) as resp:
        assert resp.status == 200
    order = await adapter(shopify).order("A-1042")
    assert order is not None and order.refunded == Decimal("50.00")
    assert order.shop_refunds == (ShopRefund(Decimal("50.00"), ("PLATE-1", "PLATE-1"), now - timedelta(hours=3)),)


@pytest.mark.clock
async def test_what_the_shop_refunded_today_on_any_of_the_customers_orders(shopify, now) -> None:
    """The daily cap's share from Shopify: the customer's refunds since midnight, on every order; not
    yesterday's, not another customer's (the stand-in dates refunds from the fixture)."""
    server, session = shopify
    today, yesterday = now.replace(hour=0, minute=0, second=0, microsecond=0), now - timedelta(days=1)

    def order(name: str, customer: str, refunds: list[tuple[str, object]]) -> dict:
        return {"id": name, "customer": customer, "status": "delivered", "delivery_fee": "0.00", "paid": "90.00",
                "currency": "USD", "payment_method": "card", "placed_at": now - timedelta(days=5),
                "delivered_at": now - timedelta(days=3),
                "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "GB"},
                "items": [{"sku": "MUG-1", "name": "Mug", "qty": 3, "unit_price": "30.00"}],
                "refunds": [{"amount": amount, "items": ["MUG-1"], "at": at} for amount, at in refunds]}

    fixture = ShopFixture.model_validate({
        "customers": [{"id": "C-7", "name": "Ola Today"}, {"id": "C-8", "name": "Other"}],
        "orders": [order("T-1", "C-7", [("30.00", yesterday), ("12.00", today + timedelta(minutes=5))]),
                   order("T-2", "C-7", [("7.50", now)]), order("T-3", "C-8", [("30.00", now)])]})
    async with session.post(server.make_url("/_sandbox/shopify/seed"), params={"mode": "add"},
                            data=fixture.model_dump_json(), headers={"Content-Type": "application/json"}) as resp:
        gids = (await resp.json())["customers"]
    assert await adapter(shopify).shop_refunded_since(gids["C-7"], today) == Decimal("19.50")
    assert await adapter(shopify).shop_refunded_since(gids["C-7"], yesterday - timedelta(hours=1)) == Decimal("49.50")
    assert await adapter(shopify).shop_refunded_since("C-7", today) == Decimal("0")  # not a Shopify customer


@pytest.mark.clock
async def test_a_method_that_is_not_a_card_is_told_by_its_gateway_as_shopify_names_it(shopify, now) -> None:
    # A PayPal order has no card details: Shopify's gateway names are all there is ("paypal"), never
    # the Stripe gateway the stand-in's cards go through (the eval's "how did I pay?" on either shop).
    shop = demo_shop(now)
    paypal = shop.orders[0].model_copy(update={"payment_method": "PayPal asha@example.com"})
    server, session = shopify
    async with session.post(server.make_url("/_sandbox/shopify/seed"), json=shop.model_copy(
            update={"orders": [paypal, *shop.orders[1:]]}).model_dump(mode="json")) as resp:
        assert resp.status == 200
    order = await adapter(shopify).order(paypal.id)
    assert order is not None and order.payment_method == "paypal"
