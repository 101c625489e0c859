"""The shop system's stand-in: no-charge replacement orders, created once per idempotency key.

`POST /shop/v1/orders/{order_id}/replacements` with `Idempotency-Key` and
`{"items": [{"sku", "qty"}], "reason", "charge": "0.00"}` answers 201 with the new order
(`{"id": "RPL-1", "status": "created", "replaces": ..., "items": ..., "total": "0.00"}`); the same
key and body get the first answer again, the same key with another body a 409. A replacement
is never charged: any other `charge` is a 400. `GET /_sandbox/shop/replacements` lists them, and
`POST /_sandbox/shop/faults {"error_500": 1.0}` makes the next requests fail before committing.

`POST /_sandbox/shop/orders/{order_id}/ship {"carrier", "tracking"}` plays the warehouse: the shop
posts a signed `order.shipped` event to our web app (POST /webhooks/shop), which marks the order
shipped under the same row lock a cancellation takes, so of the two exactly one happens.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model
from sandbox.delivery import deliver, undeliverable
from sandbox.payments import sign_event


class ShopFaults(BaseModel):
    model_config = ConfigDict(extra="forbid")
    error_500: float = Field(0.0, ge=0, le=1)  # 1.0: every request fails, nothing committed


@dataclass
class ShopState:
    faults: ShopFaults = field(default_factory=ShopFaults)
    replacements: list[dict[str, Any]] = field(default_factory=list)
    results: dict[str, tuple[dict[str, Any], int, dict[str, Any]]] = field(default_factory=dict)
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))  # never reset, as a shop's

    def reset(self) -> None:
        self.faults = ShopFaults()
        self.replacements.clear()
        self.results.clear()


shop_state_key = web.AppKey("sandbox_shop", ShopState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    app[shop_state_key] = ShopState()
    app.router.add_post("/shop/v1/orders/{order_id}/replacements", create_replacement)
    app.router.add_get("/_sandbox/shop/replacements", list_replacements)
    app.router.add_post("/_sandbox/shop/faults", set_faults)
    app.router.add_post("/_sandbox/shop/orders/{order_id}/ship", ship)


def _problem(body: Any) -> str | None:
    if not isinstance(body, dict):
        return "body must be a JSON object"
    items = body.get("items")
    if not isinstance(items, list) or not items:
        return "items must be a non-empty list"
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("sku"), str) or not isinstance(item.get("qty"), int) \
                or item["qty"] < 1:
            return "each item needs a sku and a qty of at least 1"
    if body.get("charge", "0.00") != "0.00":
        return "a replacement is not charged: charge must be \"0.00\""
    return None


async def create_replacement(request: web.Request) -> web.Response:
    state = request.app[shop_state_key]
    key = request.headers.get("Idempotency-Key", "").strip()
    if not key:
        return web.json_response({"error": "idempotency_key_required"}, status=400)
    try:
        body = json.loads(await request.read())
    except json.JSONDecodeError:
        return web.json_response({"error": "invalid_request", "message": "body is not JSON"}, status=400)
    problem = _problem(body)
    if problem:
        return web.json_response({"error": "invalid_request", "message": problem}, status=400)
    body = body | {"order_id": request.match_info["order_id"]}
    # No await from here until the result is stored: concurrent repeats of a key see it.
    stored = state.results.get(key)
    if stored is not None:
        if stored[0] != body:
            return web.json_response({"error": "idempotency_key_reused"}, status=409)
        return web.json_response(stored[2], status=stored[1])
    if state.faults.error_500 >= 1.0:
        return web.json_response({"error": "internal_error"}, status=500)  # nothing stored: try again
    created = {"id": f"RPL-{next(state.ids)}", "status": "created", "replaces": body["order_id"],
               "items": body["items"], "reason": body.get("reason", ""), "total": "0.00",
               "idempotency_key": key}
    state.replacements.append(created)
    state.results[key] = (body, 201, created)
    return web.json_response(created, status=201)


async def list_replacements(request: web.Request) -> web.Response:
    return web.json_response(request.app[shop_state_key].replacements)


async def set_faults(request: web.Request) -> web.Response:
    state = request.app[shop_state_key]
    state.faults = await read_model(request, ShopFaults)
    return web.json_response(state.faults.model_dump())


class Shipment(BaseModel):
    model_config = ConfigDict(extra="forbid")
    carrier: str = "Royal Mail"
    tracking: str | None = None


async def ship(request: web.Request) -> web.Response:
    """The warehouse hands the parcel to the carrier: `order.shipped`, signed, to our web app."""
    state, config = request.app[shop_state_key], request.app[config_key]
    shipment = await read_model(request, Shipment)
    if not config.shop_webhook_url:
        return undeliverable("shop_webhook_url")
    created = config.epoch_seconds()
    event = {"id": f"evt_shop_{next(state.ids)}", "type": "order.shipped", "created": created,
             "data": {"object": {"order_id": request.match_info["order_id"], **shipment.model_dump()}}}
    body = json.dumps(event).encode()
    headers = {"Content-Type": "application/json",
               "Shop-Signature": sign_event(config.shop_webhook_secret, created, body)}
    delivery = await deliver(request.app, config.shop_webhook_url, body, headers)
    return web.json_response({"status": delivery.status, "body": delivery.body, "event": event})
