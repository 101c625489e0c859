"""Carrier/warehouse stand-in: prepaid return labels, and the "items received" event it posts back.

`POST /warehouse/v1/returns` (Idempotency-Key) makes a return and its label (the same key answers
with the same return). `POST /_sandbox/warehouse/receive {"return_id"}` or `{"all": true}` plays the
warehouse scanning the parcel: it posts a signed `return.received` to our web app's
/webhooks/warehouse (`"times": 2` posts it twice, as a retrying sender would).
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import bad_request, read_json, read_model
from sandbox.delivery import deliver, undeliverable


@dataclass
class WarehouseState:
    returns: list[dict[str, Any]] = field(default_factory=list)
    by_key: dict[str, dict[str, Any]] = field(default_factory=dict)
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))  # never reset, like a real one

    def reset(self) -> None:
        self.returns.clear()
        self.by_key.clear()


warehouse_state_key = web.AppKey("sandbox_warehouse", WarehouseState)


class Receive(BaseModel):
    model_config = ConfigDict(extra="forbid")
    return_id: str | None = None
    all: bool = False
    times: int = Field(default=1, ge=1, le=5)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    app[warehouse_state_key] = WarehouseState()
    app.router.add_post("/warehouse/v1/returns", create_return)
    app.router.add_get("/warehouse/labels/{id}.pdf", label)
    app.router.add_get("/_sandbox/warehouse/returns", list_returns)
    app.router.add_post("/_sandbox/warehouse/receive", receive)


async def create_return(request: web.Request) -> web.Response:
    state = request.app[warehouse_state_key]
    key = request.headers.get("Idempotency-Key", "").strip()
    if not key:
        raise bad_request("Idempotency-Key header is required")
    body = await read_json(request)
    items = body.get("items") if isinstance(body, dict) else None
    if not isinstance(body, dict) or not body.get("order_id") or not isinstance(items, list) or not items:
        raise bad_request("order_id and a non-empty items list are required")
    if key in state.by_key:
        return web.json_response(state.by_key[key])
    rid = f"ret_{next(state.ids)}"
    made = {"id": rid, "order_id": str(body["order_id"]), "items": items, "status": "label_created",
            "label_url": f"{request.scheme}://{request.host}/warehouse/labels/{rid}.pdf", "idempotency_key": key}
    state.by_key[key] = made
    state.returns.append(made)
    return web.json_response(made)


async def label(request: web.Request) -> web.Response:
    return web.Response(body=b"%PDF-1.4\n% sandbox return label\n", content_type="application/pdf")


async def list_returns(request: web.Request) -> web.Response:
    return web.json_response(request.app[warehouse_state_key].returns)


def sign_event(secret: str, timestamp: int, body: bytes) -> str:
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


async def receive(request: web.Request) -> web.Response:
    """The parcel arrived: post `return.received` for one return or for every label not received yet."""
    state = request.app[warehouse_state_key]
    config = request.app[config_key]
    ask = await read_model(request, Receive)
    chosen = [r for r in state.returns if (ask.all and r["status"] == "label_created") or r["id"] == ask.return_id]
    if not chosen:
        return web.json_response({"error": "no such return waiting", "delivered": []}, status=404 if not ask.all
                                 else 200)
    if not config.warehouse_webhook_url:
        return undeliverable("warehouse_webhook_url")
    answers = []
    for ret in chosen:
        ret["status"] = "received"
        created = config.epoch_seconds()
        event = {"id": f"wh_evt_{next(state.ids)}", "type": "return.received", "created": created,
                 "data": {"object": {k: v for k, v in ret.items() if k != "idempotency_key"}}}
        body = json.dumps(event).encode()
        headers = {"Content-Type": "application/json",
                   "Warehouse-Signature": sign_event(config.warehouse_webhook_secret, created, body)}
        for _ in range(ask.times):
            delivery = await deliver(request.app, config.warehouse_webhook_url, body, headers)
            answers.append({"return_id": ret["id"], "status": delivery.status})
    return web.json_response({"delivered": answers})
