"""Stripe stand-in: `POST /stripe/v1/refunds` in Stripe's wire format, seeded faults, signed events.

Checked against Stripe's API reference (docs.stripe.com/api/refunds, /api/idempotent_requests,
/api/errors, /webhooks): form-encoded requests with a Bearer key; amounts in minor units; the first
answer under an `Idempotency-Key` (500s included) replayed for every repeat with
`Idempotent-Replayed: true`; the same key with other parameters a 400 `idempotency_error`; a request
that fails validation stores nothing under its key. Events are signed
`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`. The official `stripe` client
drives it in tests (tests/sandbox/test_sandbox_payments.py). Served under /stripe so Stripe's
/v1 paths do not meet the model stand-in's.
"""

import asyncio
import hashlib
import hmac
import itertools
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from sandbox.config import SandboxConfig, config_key
from sandbox.control import read_model
from sandbox.delivery import deliver, undeliverable
from supportbot.core.money.minor_units import from_minor_units

# A committed refund whose answer is "lost": held long enough that any sane client times out.
HELD_RESPONSE_S = 30.0
API_VERSION = "2025-09-30.clover"
REASONS = ("duplicate", "fraudulent", "requested_by_customer")


class RefundFaults(BaseModel):
    """Per-request probabilities (drawn from a seeded generator) and added latency."""

    model_config = ConfigDict(extra="forbid")
    timeout_after_commit: float = Field(0.0, ge=0, le=1)
    error_500: float = Field(0.0, ge=0, le=1)
    latency_ms: int = Field(0, ge=0)


@dataclass(frozen=True)
class StoredResult:
    """The first answer given for an idempotency key, replayed for every repeat."""

    request: dict[str, str]
    status: int
    body: dict[str, Any]


@dataclass
class PaymentsState:
    seed: int
    faults: RefundFaults = field(default_factory=RefundFaults)
    refunds: list[dict[str, Any]] = field(default_factory=list)  # Stripe refund objects, oldest first
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
    """Register Stripe's /stripe/v1 routes and the /_sandbox/payments controls on `app`."""
    app[payments_state_key] = PaymentsState(seed=config.seed)
    app.on_shutdown.append(_release_held_responses)
    app.router.add_post("/stripe/v1/refunds", create_refund)
    app.router.add_get("/stripe/v1/refunds", list_refunds_api)
    app.router.add_get("/stripe/v1/balance", balance)
    app.router.add_post("/_sandbox/payments/faults", set_faults)
    app.router.add_get("/_sandbox/payments/refunds", list_refunds)
    app.router.add_post("/_sandbox/payments/reverse", reverse_refund)


async def _release_held_responses(app: web.Application) -> None:
    app[payments_state_key].closing.set()


def stripe_error(status: int, kind: str, message: str, *, code: str | None = None,
                 param: str | None = None) -> web.Response:
    """Stripe's error body: {"error": {"type", "message", "code"?, "param"?}}."""
    error: dict[str, Any] = {"type": kind, "message": message}
    if code:
        error["code"] = code
    if param:
        error["param"] = param
    return web.json_response({"error": error}, status=status)


def _authorised(request: web.Request) -> bool:
    """A Bearer secret or restricted key, as Stripe takes them (sk_..., rk_...)."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    return scheme == "Bearer" and key.startswith(("sk_", "rk_"))


def _unauthorised() -> web.Response:
    return stripe_error(401, "invalid_request_error",
                        "You did not provide an API key. Provide it as 'Authorization: Bearer <key>'.")


def _refund_problem(params: dict[str, str]) -> tuple[str, str, str] | None:
    """(code, param, message) when the create-refund parameters are not ones Stripe accepts."""
    intent = params.get("payment_intent", "")
    if not intent and not params.get("charge"):
        return "parameter_missing", "payment_intent", "One of charge or payment_intent is required."
    if intent and not intent.startswith("pi_"):
        return "resource_missing", "payment_intent", f"No such payment_intent: '{intent}'"
    amount = params.get("amount", "")
    if not amount.isdigit() or int(amount) <= 0:
        # The stand-in knows no charge to default to, so an amount is required here.
        return "parameter_invalid_integer", "amount", "amount must be a positive integer in minor units."
    currency = params.get("currency", "usd")
    if len(currency) != 3 or not currency.isalpha() or not currency.islower():
        return "invalid_currency", "currency", f"Invalid currency: {currency}."
    if params.get("reason", "requested_by_customer") not in REASONS:
        return "parameter_invalid_empty", "reason", f"Invalid reason: must be one of {', '.join(REASONS)}."
    return None


async def create_refund(request: web.Request) -> web.Response:
    """POST /stripe/v1/refunds: the same key and parameters always get the first answer."""
    state = request.app[payments_state_key]
    if not _authorised(request):
        return _unauthorised()
    params = {k: v for k, v in (await request.post()).items() if isinstance(v, str)}
    problem = _refund_problem(params)
    if problem:
        code, param, message = problem
        return stripe_error(400, "invalid_request_error", message, code=code, param=param)
    key = request.headers.get("Idempotency-Key", "").strip()
    if state.faults.latency_ms:
        await asyncio.sleep(state.faults.latency_ms / 1000)
    # No await from here until the result is stored: concurrent repeats of a key see it.
    stored = state.results.get(key) if key else None
    if stored is not None:
        if stored.request != params:
            return stripe_error(400, "idempotency_error",
                                "Keys for idempotent requests can only be used with the same parameters they "
                                f"were first used with. Try using a key other than '{key}' if you meant to "
                                "execute a different request.")
        return web.json_response(stored.body, status=stored.status, headers={"Idempotent-Replayed": "true"})
    draw = state.rng.random()
    if draw < state.faults.error_500:
        # Stripe replays a 500 for the same key too; nothing was committed.
        body = {"error": {"type": "api_error", "message": "An unknown error occurred"}}
        if key:
            state.results[key] = StoredResult(params, 500, body)
        return web.json_response(body, status=500)
    refund = _refund_object(state, params, request.app[config_key].epoch_seconds(), key or None)
    state.refunds.append(refund)
    if key:
        state.results[key] = StoredResult(params, 200, _wire(refund))
    if draw < state.faults.error_500 + state.faults.timeout_after_commit:
        # Committed, but the answer never arrives in time: the client sees a timeout.
        try:
            await asyncio.wait_for(state.closing.wait(), HELD_RESPONSE_S)
        except TimeoutError:
            pass
    return web.json_response(_wire(refund))


def _refund_object(state: PaymentsState, params: dict[str, str], created: int, key: str | None
                   ) -> dict[str, Any]:
    """A Refund as docs.stripe.com/api/refunds/object draws it."""
    number = next(state.ids)
    metadata = {k[len("metadata["):-1]: v for k, v in params.items() if k.startswith("metadata[")}
    return {
        "id": f"re_sandbox{number:014d}", "object": "refund", "amount": int(params["amount"]),
        "balance_transaction": f"txn_sandbox{number:014d}", "charge": f"ch_sandbox{number:014d}",
        "created": created, "currency": params.get("currency", "usd"), "metadata": metadata,
        "payment_intent": params.get("payment_intent"), "reason": params.get("reason"),
        "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded",
        "transfer_reversal": None,
        # Not a Stripe field: kept out of the wire body (_wire), for the sandbox's own listing.
        "_idempotency_key": key,
    }


def _wire(refund: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in refund.items() if not k.startswith("_")}


async def list_refunds_api(request: web.Request) -> web.Response:
    """GET /stripe/v1/refunds?payment_intent=pi_...: Stripe's list object, newest first."""
    if not _authorised(request):
        return _unauthorised()
    state = request.app[payments_state_key]
    intent, charge = request.query.get("payment_intent"), request.query.get("charge")
    limit = request.query.get("limit", "10")
    if not limit.isdigit() or not 1 <= int(limit) <= 100:
        return stripe_error(400, "invalid_request_error", "limit must be between 1 and 100.", param="limit")
    found = [_wire(r) for r in reversed(state.refunds)
             if (intent is None or r["payment_intent"] == intent) and (charge is None or r["charge"] == charge)]
    return web.json_response({"object": "list", "data": found[:int(limit)], "has_more": len(found) > int(limit),
                              "url": "/v1/refunds"})


async def balance(request: web.Request) -> web.Response:
    """GET /stripe/v1/balance: the read-only call `supportbot doctor` makes."""
    if not _authorised(request):
        return _unauthorised()
    zero = [{"amount": 0, "currency": "usd", "source_types": {"card": 0}}]
    return web.json_response({"object": "balance", "available": zero, "livemode": False, "pending": zero})


async def set_faults(request: web.Request) -> web.Response:
    state = request.app[payments_state_key]
    state.faults = await read_model(request, RefundFaults)
    return web.json_response(state.faults.model_dump())


def accepted(refund: dict[str, Any]) -> dict[str, Any]:
    """The sandbox's view of an accepted refund: its key, order and amount as a decimal string."""
    currency = str(refund["currency"])
    return {"id": refund["id"], "idempotency_key": refund["_idempotency_key"],
            "order_id": refund["metadata"].get("order_id"), "payment_intent": refund["payment_intent"],
            "amount": str(from_minor_units(refund["amount"], currency)), "currency": currency.upper(),
            "status": refund["status"]}


async def list_refunds(request: web.Request) -> web.Response:
    """GET /_sandbox/payments/refunds: each refund the provider accepted, oldest first."""
    return web.json_response([accepted(r) for r in request.app[payments_state_key].refunds])


class Reversal(BaseModel):
    model_config = ConfigDict(extra="forbid")
    refund_id: str
    reason: str = "unknown"  # Stripe's failure_reason: lost_or_stolen_card, expired_or_canceled_card, unknown
    event: Literal["refund.failed", "refund.updated", "charge.refund.updated"] = "refund.failed"


def sign_event(secret: str, timestamp: int, body: bytes) -> str:
    """Stripe's scheme: `t=<unix>,v1=<hex hmac-sha256 of "t.payload">` (docs.stripe.com/webhooks)."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


async def reverse_refund(request: web.Request) -> web.Response:
    """POST /_sandbox/payments/reverse {"refund_id", "reason"?, "event"?}: the refund failed after it
    succeeded (the card was closed, the bank sent it back); Stripe marks it `failed` and posts the
    event to the web app, signed `Stripe-Signature`."""
    state = request.app[payments_state_key]
    config = request.app[config_key]
    ask = await read_model(request, Reversal)
    refund = next((r for r in state.refunds if r["id"] == ask.refund_id), None)
    if refund is None:
        return web.json_response({"error": f"no refund {ask.refund_id}"}, status=404)
    previous = {"status": refund["status"]}
    refund["status"], refund["failure_reason"] = "failed", ask.reason
    if not config.payments_webhook_url:
        return undeliverable("payments_webhook_url")
    created = config.epoch_seconds()
    event = {"id": f"evt_sandbox{next(state.ids):014d}", "object": "event", "api_version": API_VERSION,
             "created": created, "livemode": False, "pending_webhooks": 1,
             "request": {"id": None, "idempotency_key": None}, "type": ask.event,
             "data": {"object": _wire(refund), "previous_attributes": previous}}
    body = json.dumps(event).encode()
    headers = {"Content-Type": "application/json; charset=utf-8",
               "Stripe-Signature": sign_event(config.payments_webhook_secret, created, body)}
    delivery = await deliver(request.app, config.payments_webhook_url, body, headers)
    return web.json_response({"status": delivery.status, "body": delivery.body, "event": event})
