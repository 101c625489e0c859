"""Payment provider stand-in: refunds with Stripe-like idempotency keys and seeded faults."""

import asyncio
import hashlib
import hmac
import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model
from sandbox.delivery import deliver, undeliverable

# A committed refund whose answer is "lost": held long enough that any sane client times out.
HELD_RESPONSE_S = 30.0


class RefundFaults(BaseModel):
    """Per-request probabilities (drawn from a seeded generator) and added latency."""

    model_config = ConfigDict(extra="forbid")
    timeout_after_commit: float = Field(0.0, ge=0, le=1)
    error_500: float = Field(0.0, ge=0, le=1)
    latency_ms: int = Field(0, ge=0)


@dataclass(frozen=True)
class StoredResult:
    """The first answer given for an idempotency key, replayed for every repeat."""

    request: dict[str, Any]
    status: int
    body: dict[str, Any]


@dataclass
class PaymentsState:
    seed: int
    faults: RefundFaults = field(default_factory=RefundFaults)
    refunds: list[dict[str, Any]] = field(default_factory=list)
    results: dict[str, StoredResult] = field(default_factory=dict)
    rng: random.Random = field(init=False)
    # Set on shutdown so held responses end and the server can stop promptly.
    closing: asyncio.Event = field(default_factory=asyncio.Event)
    # Never reset: refund ids stay unique across resets, as a provider's would.
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def reset(self) -> None:
        self.faults = RefundFaults()
        self.refunds.clear()
        self.results.clear()
        self.rng = random.Random(self.seed)


payments_state_key = web.AppKey("sandbox_payments", PaymentsState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    """Register /payments/v1 and /_sandbox/payments routes and their state on `app`."""
    app[payments_state_key] = PaymentsState(seed=config.seed)
    app.on_shutdown.append(_release_held_responses)
    app.router.add_post("/payments/v1/refunds", create_refund)
    app.router.add_get("/payments/v1/refunds", find_refunds)
    app.router.add_post("/_sandbox/payments/faults", set_faults)
    app.router.add_get("/_sandbox/payments/refunds", list_refunds)
    app.router.add_post("/_sandbox/payments/reverse", reverse_refund)


async def _release_held_responses(app: web.Application) -> None:
    app[payments_state_key].closing.set()


def _invalid(message: str) -> web.Response:
    return web.json_response({"error": "invalid_request", "message": message}, status=400)


def _request_problem(body: Any) -> str | None:
    """Why the refund request is malformed, or None."""
    if not isinstance(body, dict):
        return "body must be a JSON object"
    if not isinstance(body.get("order_id"), str) or not body["order_id"]:
        return "order_id is required"
    amount = body.get("amount")
    # Money is a decimal string, never a float (DESIGN: shop fixture format).
    if not isinstance(amount, str):
        return 'amount must be a decimal string such as "25.00"'
    try:
        value = Decimal(amount)
    except InvalidOperation:
        return f"amount is not a decimal: {amount!r}"
    if not value.is_finite() or value <= 0 or value != value.quantize(Decimal("0.01")):
        return f"amount must be positive with at most 2 decimals: {amount!r}"
    currency = body.get("currency")
    if not isinstance(currency, str) or len(currency) != 3 or not currency.isalpha():
        return "currency must be a 3-letter code"
    if "reason" in body and not isinstance(body["reason"], str | None):
        return "reason must be a string"
    return None


async def create_refund(request: web.Request) -> web.Response:
    """POST /payments/v1/refunds: the same key and body always get the first answer."""
    state = request.app[payments_state_key]
    key = request.headers.get("Idempotency-Key", "").strip()
    if not key:
        return web.json_response({"error": "idempotency_key_required"}, status=400)
    try:
        body = json.loads(await request.read())
    except json.JSONDecodeError:
        return _invalid("body is not JSON")
    problem = _request_problem(body)
    if problem:
        # Like Stripe, a request that fails validation stores nothing under its key.
        return _invalid(problem)
    if state.faults.latency_ms:
        await asyncio.sleep(state.faults.latency_ms / 1000)
    # No await from here until the result is stored: concurrent repeats of a key see it.
    stored = state.results.get(key)
    if stored is not None:
        if stored.request != body:
            return web.json_response({"error": "idempotency_key_reused"}, status=409)
        return web.json_response(stored.body, status=stored.status)
    draw = state.rng.random()
    if draw < state.faults.error_500:
        # Stripe replays a 500 for the same key too; nothing was committed.
        state.results[key] = StoredResult(body, 500, {"error": "internal_error"})
        return web.json_response({"error": "internal_error"}, status=500)
    refund = {
        "id": f"re_{next(state.ids)}",
        "status": "succeeded",
        "order_id": body["order_id"],
        "amount": body["amount"],
        "currency": body["currency"],
        "idempotency_key": key,
    }
    if body.get("reason") is not None:
        refund["reason"] = body["reason"]
    state.refunds.append(refund)
    state.results[key] = StoredResult(body, 200, refund)
    if draw < state.faults.error_500 + state.faults.timeout_after_commit:
        # Committed, but the answer never arrives in time: the client sees a timeout.
        try:
            await asyncio.wait_for(state.closing.wait(), HELD_RESPONSE_S)
        except TimeoutError:
            pass
    return web.json_response(refund)


async def find_refunds(request: web.Request) -> web.Response:
    """GET /payments/v1/refunds?idempotency_key=K: what reconciliation asks after a timeout."""
    state = request.app[payments_state_key]
    key = request.query.get("idempotency_key")
    matches = [r for r in state.refunds if key is None or r["idempotency_key"] == key]
    return web.json_response({"data": matches})


async def set_faults(request: web.Request) -> web.Response:
    state = request.app[payments_state_key]
    state.faults = await read_model(request, RefundFaults)
    return web.json_response(state.faults.model_dump())


async def list_refunds(request: web.Request) -> web.Response:
    return web.json_response(request.app[payments_state_key].refunds)


class Reversal(BaseModel):
    model_config = ConfigDict(extra="forbid")
    refund_id: str
    reason: str = "chargeback"


def sign_event(secret: str, timestamp: int, body: bytes) -> str:
    """Stripe's scheme: `Payments-Signature: t=<unix>,v1=<hex hmac-sha256 of "t.body">`."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


async def reverse_refund(request: web.Request) -> web.Response:
    """POST /_sandbox/payments/reverse {"refund_id"}: the bank pulled a refund back (a chargeback,
    a dispute lost); the provider marks it reversed and posts `refund.reversed` to the web app."""
    state = request.app[payments_state_key]
    config = request.app[config_key]
    ask = await read_model(request, Reversal)
    refund = next((r for r in state.refunds if r["id"] == ask.refund_id), None)
    if refund is None:
        return web.json_response({"error": f"no refund {ask.refund_id}"}, status=404)
    refund["status"] = "reversed"
    if not config.payments_webhook_url:
        return undeliverable("payments_webhook_url")
    created = config.epoch_seconds()
    event = {"id": f"evt_{next(state.ids)}", "type": "refund.reversed", "created": created,
             "data": {"object": refund | {"reversal_reason": ask.reason}}}
    body = json.dumps(event).encode()
    headers = {"Content-Type": "application/json",
               "Payments-Signature": sign_event(config.payments_webhook_secret, created, body)}
    delivery = await deliver(request.app, config.payments_webhook_url, body, headers)
    return web.json_response({"status": delivery.status, "body": delivery.body, "event": event})
