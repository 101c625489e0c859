"""The merchant in Shopify's admin: fulfils an order or refunds it, and Shopify tells our web app.

`POST /_sandbox/shopify/orders/{name}/fulfill {"carrier", "tracking"}` adds a fulfillment (in
transit) to the stand-in's order (a cancelled one is a 422);
`POST /_sandbox/shopify/orders/{name}/refund {"amount", "items"}`
records a refund made in the admin (it counts in `totalRefundedSet` at the next read). Each then
posts Shopify's webhook to `shopify_webhook_url`: the REST payload of `fulfillments/create` or
`refunds/create`, with `X-Shopify-Topic`, `X-Shopify-Webhook-Id`, `X-Shopify-Shop-Domain`,
`X-Shopify-API-Version`, `X-Shopify-Triggered-At` and `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256
of the raw body under the app's secret). `"times": 2` delivers the same webhook id twice, as
Shopify's retries do. An order the fixture did not seed is a 404.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model
from sandbox.delivery import deliver, undeliverable
from sandbox.shopify import shopify_state_key
from sandbox.shopify_records import fulfillment_lines, money
from supportbot.channels.shop.shopify_webhook import sign
from supportbot.core.shop.fixture import Money


class Fulfil(BaseModel):
    model_config = ConfigDict(extra="forbid")
    carrier: str = "Royal Mail"
    tracking: str | None = None
    times: int = Field(1, ge=1, le=5)


class AdminRefund(BaseModel):
    model_config = ConfigDict(extra="forbid")
    amount: Money = Field(gt=0)
    items: list[str] = []
    times: int = Field(1, ge=1, le=5)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    app.router.add_post("/_sandbox/shopify/orders/{name}/fulfill", fulfil)
    app.router.add_post("/_sandbox/shopify/orders/{name}/refund", refund)


def _order(request: web.Request) -> dict[str, Any]:
    name = request.match_info["name"].lstrip("#")
    for order in request.app[shopify_state_key].records.orders.values():
        if order["name"] == name:
            return order
    raise web.HTTPNotFound(text=json.dumps({"error": f"no order named {name} in the Shopify stand-in"}),
                           content_type="application/json")


def _now(config: SandboxConfig) -> str:
    """When the shop records a change: the sandbox's pinned clock, else the time (Shopify's
    `createdAt` is never null)."""
    return (config.clock or datetime.now(UTC)).isoformat().replace("+00:00", "Z")


def _number(gid: str) -> int:
    return int(gid.rsplit("/", 1)[-1])


async def fulfil(request: web.Request) -> web.Response:
    state, config = request.app[shopify_state_key], request.app[config_key]
    asked, order = await read_model(request, Fulfil), _order(request)
    if order["cancelledAt"]:  # as Shopify's admin: a cancelled order has nothing left to fulfil
        return web.json_response({"error": "a cancelled order cannot be fulfilled"}, status=422)
    at = _now(config)
    gid = f"gid://shopify/Fulfillment/{next(state.ids)}"
    tracking = [{"company": asked.carrier, "number": asked.tracking, "url": None}]
    order["fulfillments"].append({"id": gid, "status": "SUCCESS", "displayStatus": "IN_TRANSIT", "createdAt": at,
                                  "inTransitAt": at, "deliveredAt": None, "estimatedDeliveryAt": None,
                                  "trackingInfo": tracking,
                                  "fulfillmentLineItems": fulfillment_lines(order["lineItems"], state.ids)})
    order["displayFulfillmentStatus"] = "FULFILLED"
    payload = {"id": _number(gid), "admin_graphql_api_id": gid, "order_id": _number(order["id"]),
               "name": f"#{order['name']}.{len(order['fulfillments'])}", "status": "success", "created_at": at,
               "service": "manual", "shipment_status": None, "tracking_company": asked.carrier,
               "tracking_number": asked.tracking, "tracking_numbers": [asked.tracking] if asked.tracking else [],
               "line_items": [{"sku": i["sku"], "quantity": i["quantity"]} for i in order["lineItems"]]}
    return await _post(request, "fulfillments/create", payload, asked.times)


async def refund(request: web.Request) -> web.Response:
    state, config = request.app[shopify_state_key], request.app[config_key]
    asked, order = await read_model(request, AdminRefund), _order(request)
    currency = order["currencyCode"]
    refunded = Decimal(order["totalRefundedSet"]["shopMoney"]["amount"]) + asked.amount
    if refunded > Decimal(order["totalReceivedSet"]["shopMoney"]["amount"]):
        return web.json_response({"error": "a refund cannot exceed what was received"}, status=422)
    at = _now(config)
    gid = f"gid://shopify/Refund/{next(state.ids)}"
    by_sku = {i["sku"]: i for i in order["lineItems"]}
    lines = [{"lineItem": by_sku[sku], "quantity": 1} for sku in asked.items if sku in by_sku]
    order["refunds"].append({"id": gid, "createdAt": at, "note": None, "lines": lines,
                             "totalRefundedSet": money(asked.amount, currency)})
    order["totalRefundedSet"] = money(refunded, currency)
    order["updatedAt"] = at
    order["displayFinancialStatus"] = "REFUNDED" if refunded >= Decimal(
        order["totalReceivedSet"]["shopMoney"]["amount"]) else "PARTIALLY_REFUNDED"
    payload = {"id": _number(gid), "admin_graphql_api_id": gid, "order_id": _number(order["id"]), "created_at": at,
               "note": None, "refund_line_items": [{"quantity": 1, "line_item": {"sku": line["lineItem"]["sku"]}}
                                                   for line in lines],
               "transactions": [{"kind": "refund", "status": "success", "amount": f"{asked.amount:.2f}",
                                 "currency": currency}]}
    return await _post(request, "refunds/create", payload, asked.times)


async def _post(request: web.Request, topic: str, payload: dict[str, Any], times: int) -> web.Response:
    state, config = request.app[shopify_state_key], request.app[config_key]
    if not config.shopify_webhook_url:
        return web.json_response({"webhook": None, "payload": payload})  # recorded in the shop, told no one
    body = json.dumps(payload).encode()
    headers = {"Content-Type": "application/json", "X-Shopify-Topic": topic,
               "X-Shopify-Webhook-Id": f"sandbox-webhook-{next(state.ids)}",
               "X-Shopify-Shop-Domain": "sandbox.myshopify.com", "X-Shopify-API-Version": "2025-10",
               "X-Shopify-Triggered-At": payload.get("created_at") or "",
               "X-Shopify-Hmac-Sha256": sign(config.shopify_webhook_secret, body)}
    try:
        answers = [await deliver(request.app, config.shopify_webhook_url, body, headers) for _ in range(times)]
    except Exception as exc:  # our web app is down: the shop changed anyway, as Shopify's would
        return undeliverable("shopify_webhook_url", exc)
    return web.json_response({"webhook": [{"status": a.status, "body": a.body} for a in answers],
                              "payload": payload})
