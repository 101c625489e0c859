"""The Shopify stand-in speaks the Admin GraphQL wire format: auth, validation, cost, GIDs, seeding.

The request/response pairs are shaped after shopify.dev's Admin GraphQL reference (the `customers`
and `orders` query examples and the rate-limits page's `extensions.cost`).
"""

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from supportbot.core.shop.demo_shop import demo_shop

URL = "/admin/api/2025-01/graphql.json"
TOKEN = {"X-Shopify-Access-Token": "shpat_sandbox"}


async def seed(sandbox: TestClient, now) -> dict[str, Any]:
    response = await sandbox.post("/_sandbox/shopify/seed", json=demo_shop(now).model_dump(mode="json"))
    assert response.status == 200
    return await response.json()


async def ask(sandbox: TestClient, query: str, variables: dict[str, Any] | None = None,
              headers: dict[str, str] = TOKEN) -> tuple[int, Any]:
    response = await sandbox.post(URL, json={"query": query, "variables": variables or {}}, headers=headers)
    return response.status, await response.json()


async def test_a_missing_or_wrong_token_is_shopifys_401(sandbox: TestClient) -> None:
    for headers in ({}, {"X-Shopify-Access-Token": "shpat_wrong"}):
        status, body = await ask(sandbox, "{ shop { name } }", headers=headers)
        assert status == 401
        assert body == {"errors": "[API] Invalid API key or access token (unrecognized login or wrong password)"}


@pytest.mark.clock
async def test_seeding_answers_gids_and_the_customer_is_found_by_phone(sandbox: TestClient, now) -> None:
    ids = await seed(sandbox, now)
    customer = ids["customers"]["C-1"]
    assert customer.startswith("gid://shopify/Customer/")
    assert ids["orders"]["A-1042"].startswith("gid://shopify/Order/")
    status, body = await ask(sandbox, """query($q: String!) { customers(first: 1, query: $q) {
        edges { node { id displayName phone email } } } }""", {"q": 'phone:"+15551230001"'})
    assert status == 200
    assert body["data"]["customers"]["edges"] == [{"node": {
        "id": customer, "displayName": "Asha Rao", "phone": "+15551230001", "email": "asha@example.com"}}]
    cost = body["extensions"]["cost"]
    assert cost["requestedQueryCost"] == cost["actualQueryCost"] == 3  # a connection of one object
    assert cost["throttleStatus"]["maximumAvailable"] == 2000.0


@pytest.mark.clock
async def test_an_order_reads_with_money_bags_fulfillments_and_tracking(sandbox: TestClient, now) -> None:
    await seed(sandbox, now)
    status, body = await ask(sandbox, """{ orders(first: 1, query: "name:A-1042") { nodes {
        name displayFulfillmentStatus totalReceivedSet { shopMoney { amount currencyCode } }
        lineItems(first: 5) { nodes { sku quantity originalUnitPriceSet { shopMoney { amount } } } }
        fulfillments(first: 1) { displayStatus deliveredAt trackingInfo(first: 1) { company number } } } } }""")
    order = body["data"]["orders"]["nodes"][0]
    assert order["totalReceivedSet"] == {"shopMoney": {"amount": "80.0", "currencyCode": "USD"}}
    assert order["lineItems"]["nodes"] == [{"sku": "PLATE-1", "quantity": 3,
                                           "originalUnitPriceSet": {"shopMoney": {"amount": "25.0"}}}]
    [fulfillment] = order["fulfillments"]
    assert fulfillment["displayStatus"] == "DELIVERED"
    assert fulfillment["trackingInfo"] == [{"company": "Royal Mail", "number": "RM123456789GB"}]


async def test_a_field_the_real_api_lacks_is_a_graphql_error_not_data(sandbox: TestClient) -> None:
    status, body = await ask(sandbox, "{ orders(first: 1) { nodes { shippedAt } } }")
    assert status == 200  # Shopify answers GraphQL errors with 200 and an errors list
    assert "data" not in body
    assert "Cannot query field 'shippedAt' on type 'Order'" in body["errors"][0]["message"]


async def test_a_query_too_costly_is_refused_and_a_drained_bucket_throttles(sandbox: TestClient) -> None:
    status, body = await ask(sandbox, "{ orders(first: 250) { nodes { lineItems(first: 250) { nodes { sku } } } } }")
    assert status == 200
    assert body["errors"][0]["extensions"]["code"] == "MAX_COST_EXCEEDED"
    costly = "{ orders(first: 76) { nodes { lineItems(first: 10) { nodes { sku } } } } }"  # 990 points
    codes = [body.get("errors", [{}])[0].get("extensions", {}).get("code")
             for status, body in [await ask(sandbox, costly) for _ in range(3)]]
    assert codes[:2] == [None, None] and codes[2] == "THROTTLED"  # 2,000 points, then empty


async def test_a_body_without_a_query_is_a_400(sandbox: TestClient) -> None:
    response = await sandbox.post(URL, json={"variables": {}}, headers=TOKEN)
    assert response.status == 400
    response = await sandbox.post("/_sandbox/shopify/seed", json={"customers": [], "orders": [], "extra": 1})
    assert response.status == 400
    assert "extra" in (await response.json())["error"]


@pytest.mark.clock
async def test_the_local_sandbox_starts_with_the_demo_shop_and_reset_returns_to_it(settings, now) -> None:
    from aiohttp.test_utils import TestServer

    from sandbox.app import build_app
    from sandbox.local.config import sandbox_config

    async with TestClient(TestServer(build_app(sandbox_config(settings, None)))) as local:
        query = ('{ orders(first: 5, query: "name:A-1043") '
                 '{ nodes { name totalRefundedSet { shopMoney { amount } } } } }')
        _, body = await ask(local, query)
        assert body["data"]["orders"]["nodes"] == [
            {"name": "A-1043", "totalRefundedSet": {"shopMoney": {"amount": "0.0"}}}]
        assert (await local.post("/_sandbox/shopify/orders/A-1043/refund", json={"amount": "5.00"})).status == 200
        _, body = await ask(local, query)
        assert body["data"]["orders"]["nodes"][0]["totalRefundedSet"]["shopMoney"]["amount"] == "5.0"
        assert (await local.post("/_sandbox/reset")).status == 200
        _, body = await ask(local, query)
        assert body["data"]["orders"]["nodes"][0]["totalRefundedSet"]["shopMoney"]["amount"] == "0.0"


@pytest.mark.clock
async def test_a_customer_seeded_again_keeps_their_gid_and_orders_get_new_ones(sandbox: TestClient, now) -> None:
    """A shop's customer keeps its id: a bot that read them a moment ago still names the same person."""
    first, again = await seed(sandbox, now), await seed(sandbox, now)
    assert again["customers"] == first["customers"]
    assert set(again["orders"].values()).isdisjoint(first["orders"].values())
    await sandbox.post("/_sandbox/reset")
    assert (await seed(sandbox, now))["customers"] == first["customers"]


def test_the_admin_schema_is_parsed_once_per_process() -> None:
    # Parsing the SDL costs a quarter of a second; every eval trial starts a sandbox, so each
    # ShopifyState must share the one schema rather than build its own.
    from sandbox.shopify import ShopifyState

    assert ShopifyState().schema is ShopifyState().schema
