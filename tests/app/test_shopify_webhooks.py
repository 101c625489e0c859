"""POST /webhooks/shopify: signed like Shopify, deduplicated by webhook id, forward-only, 4xx when malformed."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer

from supportbot.app.web import init_app
from supportbot.channels.shop.shopify_webhook import sign
from supportbot.core.shop.demo_shop import demo_shop
from supportbot.store.pool import open_connection
from supportbot.store.shop import ShopRepository, seed

SECRET = "sandbox-shopify-webhook-secret"


def placed_order(now) -> dict:
    shop = demo_shop(now).model_dump(mode="json")
    shop["orders"][1] |= {"status": "placed", "shipped_at": None, "eta": None, "carrier": None, "tracking": None}
    return shop


def fulfillment(status: str = "success", **more) -> dict:
    # Shopify's REST Fulfillment, as fulfillments/create sends it (fields the bot reads, and some it ignores).
    return {"id": 255858046, "order_id": 450789469, "name": "#A-1043.1", "status": status,
            "created_at": "2026-11-29T10:00:00-05:00", "service": "manual", "shipment_status": None,
            "tracking_company": "Royal Mail", "tracking_number": "RM555GB", "tracking_numbers": ["RM555GB"],
            "line_items": [{"sku": "BOWL-1", "quantity": 1}], **more}


@pytest.fixture
async def web(settings, db, redis, database_url, now) -> AsyncIterator[TestClient]:
    async with open_connection(database_url) as conn:
        from supportbot.core.shop.fixture import ShopFixture
        await seed(conn, ShopFixture.model_validate(placed_order(now)))
    async with TestClient(TestServer(init_app(settings))) as client:
        yield client


async def deliver(web: TestClient, topic: str, payload: object, webhook_id: str = "b54557e4-1", *,
                  secret: str = SECRET, raw: bytes | None = None) -> tuple[int, dict]:
    body = raw if raw is not None else json.dumps(payload).encode()
    headers = {"X-Shopify-Topic": topic, "X-Shopify-Webhook-Id": webhook_id,
               "X-Shopify-Hmac-Sha256": sign(secret, body), "X-Shopify-Shop-Domain": "sandbox.myshopify.com",
               "Content-Type": "application/json"}
    response = await web.post("/webhooks/shopify", data=body, headers=headers)
    return response.status, await response.json()


@pytest.mark.clock
async def test_a_fulfillment_marks_the_placed_order_shipped_once(web, db) -> None:
    assert await deliver(web, "fulfillments/create", fulfillment()) == (200, {"ok": True, "shipped": True})
    order = await ShopRepository(db).order("A-1043")
    assert (order.status, order.carrier, order.tracking) == ("shipped", "Royal Mail", "RM555GB")
    # Shopify's retry of the same delivery: recognised by its id, nothing applied again.
    assert await deliver(web, "fulfillments/create", fulfillment()) == (200, {"ok": True, "duplicate": True})


@pytest.mark.clock
async def test_late_and_repeated_events_never_move_an_order_back(web, db) -> None:
    # The update arrives before the create, then a cancelled fulfillment, then the create: shipped stays.
    assert (await deliver(web, "fulfillments/update", fulfillment(shipment_status="in_transit"), "w-2"))[1][
        "shipped"]
    assert await deliver(web, "fulfillments/update", fulfillment("cancelled"), "w-3") == (
        200, {"ok": True, "shipped": False})
    assert await deliver(web, "fulfillments/create", fulfillment(), "w-1") == (200, {"ok": True, "shipped": False})
    assert (await ShopRepository(db).order("A-1043")).status == "shipped"


@pytest.mark.clock
async def test_a_cancelled_order_is_not_shipped_by_a_fulfillment(web, db, now) -> None:
    await db.execute("UPDATE orders SET status = 'cancelled' WHERE id = 'A-1043'")
    assert await deliver(web, "fulfillments/create", fulfillment()) == (200, {"ok": True, "shipped": False})
    assert (await ShopRepository(db).order("A-1043")).status == "cancelled"


@pytest.mark.clock
async def test_order_and_refund_topics_are_acknowledged(web) -> None:
    order = {"id": 450789469, "name": "#A-1043", "cancelled_at": None, "financial_status": "paid"}
    assert await deliver(web, "orders/updated", order, "o-1") == (200, {"ok": True, "shipped": False})
    assert await deliver(web, "orders/cancelled", order | {"cancelled_at": "2026-11-29T10:00:00Z"}, "o-2") == (
        200, {"ok": True, "shipped": False})
    refund = {"id": 509562969, "order_id": 450789469, "created_at": "2026-11-29T10:00:00Z",
              "refund_line_items": [], "transactions": []}
    assert await deliver(web, "refunds/create", refund, "r-1") == (200, {"ok": True, "shipped": False})
    assert await deliver(web, "products/update", {"id": 1}, "p-1") == (
        200, {"ok": True, "ignored": "products/update"})


@pytest.mark.clock
async def test_a_forged_or_unsigned_event_is_refused_and_changes_nothing(web, db) -> None:
    status, _ = await deliver(web, "fulfillments/create", fulfillment(), secret="not-the-secret")
    assert status == 401
    response = await web.post("/webhooks/shopify", data=json.dumps(fulfillment()).encode(),
                              headers={"X-Shopify-Topic": "fulfillments/create", "X-Shopify-Webhook-Id": "x"})
    assert response.status == 401
    assert (await ShopRepository(db).order("A-1043")).status == "placed"


@pytest.mark.clock
@pytest.mark.parametrize(("topic", "payload", "raw", "webhook_id"), [
    ("fulfillments/create", None, b"{not json", "m-1"),
    ("fulfillments/create", [1, 2], None, "m-2"),
    ("fulfillments/create", {"name": "#A-1043.1", "status": "success"}, None, "m-3"),  # no order_id
    ("fulfillments/create", {"order_id": 450789469, "name": "#A-1043.1"}, None, "m-4"),  # no status
    ("orders/updated", {"id": 450789469}, None, "m-5"),  # no name
    ("refunds/create", {"order_id": "450789469"}, None, "m-6"),  # not numeric
    ("fulfillments/create", {"order_id": 1, "name": "#A-1043.1", "status": "success"}, None, ""),
])
async def test_a_malformed_event_is_a_400_and_changes_nothing(web, db, topic, payload, raw, webhook_id) -> None:
    status, body = await deliver(web, topic, payload, webhook_id, raw=raw)
    assert status == 400 and body["error"]
    assert (await ShopRepository(db).order("A-1043")).status == "placed"


@pytest.mark.clock
async def test_the_stand_in_fulfils_in_shopify_and_its_signed_webhook_ships_the_built_in_order(
        settings, web, db, now) -> None:
    """The sandbox plays Shopify's admin end to end: twice the same webhook id, one effect."""
    from sandbox.app import build_app
    from sandbox.local.config import sandbox_config

    web_url = str(web.make_url("")).rstrip("/")
    async with TestClient(TestServer(build_app(sandbox_config(settings, web_url)))) as shop:
        assert (await shop.post("/_sandbox/shopify/seed", json=placed_order(now))).status == 200
        response = await shop.post("/_sandbox/shopify/orders/A-1043/fulfill",
                                   json={"tracking": "RM777GB", "times": 2})
        answers = (await response.json())["webhook"]
        assert [json.loads(a["body"]) for a in answers] == [{"ok": True, "shipped": True},
                                                            {"ok": True, "duplicate": True}]
        assert (await shop.post("/_sandbox/shopify/orders/A-9/fulfill", json={})).status == 404
    order = await ShopRepository(db).order("A-1043")
    assert (order.status, order.tracking) == ("shipped", "RM777GB")
