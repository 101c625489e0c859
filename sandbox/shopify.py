"""Shopify's stand-in: the Admin GraphQL API, seeded from the shop fixture.

`POST /admin/api/{version}/graphql.json` with `X-Shopify-Access-Token` and `{"query", "variables"}`
answers as Shopify does: HTTP 200 with `{"data": ..., "extensions": {"cost": ...}}`, GraphQL errors
in `"errors"` beside `data` (still 200), a 401 with Shopify's body for a missing or wrong token, and
`THROTTLED` when the query's cost exceeds the leaky bucket (2,000 points, 100 a second back),
`MAX_COST_EXCEEDED` above 1,000 points for one query.
Queries are validated against `sandbox/shopify_schema.py`, so a field the real API lacks fails here.

Controls: `POST /_sandbox/shopify/seed` with the shop fixture (DESIGN.md's format) replaces the
shop and answers the GIDs it gave (`{"customers": {"C-1": "gid://shopify/Customer/1"}, ...}`);
orders keep the fixture's id as their `name`, as a shop with an order-number prefix does.
`POST /_sandbox/shopify/faults {"error_500": 1.0, "latency_ms": 0, "hold_writes_ms": 0, "lose_write_answers": 0}`
breaks or slows it (`hold_writes_ms`: a mutation is applied, then its answer is held;
`lose_write_answers`: the next N mutations are applied and never answered, so the caller times out).
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from graphql import GraphQLSchema, execute_sync
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sandbox import shopify_order_edits as order_edits
from sandbox.config import SandboxConfig, config_key
from sandbox.control import bad_request, read_json, read_model
from sandbox.shopify_cost import query_cost
from sandbox.shopify_documents import checked
from sandbox.shopify_order_edits import edit_root
from sandbox.shopify_products import product_view, search_products, search_variants
from sandbox.shopify_records import ShopRecords, customer_view, order_view, page, search
from sandbox.shopify_schema import admin_schema
from sandbox.shopify_writes import write_root
from supportbot.core.shop.fixture import ShopFixture

BUCKET_SIZE = 2000.0
RESTORE_RATE = 100.0
MAX_QUERY_COST = 1000
INVALID_TOKEN = "[API] Invalid API key or access token (unrecognized login or wrong password)"


class ShopifyFaults(BaseModel):
    model_config = ConfigDict(extra="forbid")
    error_500: float = Field(0.0, ge=0, le=1)  # 1.0: every request fails
    latency_ms: int = Field(0, ge=0, le=60_000)
    # A mutation is applied, then its answer held this long: a caller killed meanwhile has written
    # in the shop without hearing so (the crash between a shop's write and the journal's mark).
    hold_writes_ms: int = Field(0, ge=0, le=60_000)
    # The next N mutations are applied and then never answered: the caller's own timeout ends the
    # call, as when Shopify took a write and the answer was lost (unknown, not failed, to the bot).
    lose_write_answers: int = Field(0, ge=0, le=100)
    # With a lost answer: the shop goes down right after it (every later request a 500), so the
    # caller cannot read back what happened either.
    down_after_lost_answer: bool = False


@dataclass
class ShopifyState:
    schema: GraphQLSchema = field(default_factory=admin_schema)
    records: ShopRecords = field(default_factory=ShopRecords)
    faults: ShopifyFaults = field(default_factory=ShopifyFaults)
    ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))  # never reset, as a shop's
    customer_gids: dict[str, str] = field(default_factory=dict)  # by fixture id, kept across seeds and resets
    available: float = BUCKET_SIZE
    restore_rate: float = RESTORE_RATE
    refilled_at: float = field(default_factory=time.monotonic)
    calls: list[dict[str, Any]] = field(default_factory=list)  # each GraphQL request, for round-trip budgets

    def reset(self, seed: ShopFixture | None = None) -> None:
        self.records = ShopRecords()
        self.calls.clear()
        if seed is not None:
            self.records.seed(seed, self.ids, self.customer_gids)
        self.faults = ShopifyFaults()
        self.available, self.restore_rate, self.refilled_at = BUCKET_SIZE, RESTORE_RATE, time.monotonic()

    def spend(self, cost: int) -> dict[str, Any] | None:
        """Takes `cost` from the bucket; the throttle status, or None when there is not enough."""
        now = time.monotonic()
        self.available = min(BUCKET_SIZE, self.available + (now - self.refilled_at) * self.restore_rate)
        self.refilled_at = now
        if cost > self.available:
            return None
        self.available -= cost
        return self.throttle_status()

    def throttle_status(self) -> dict[str, Any]:
        return {"maximumAvailable": BUCKET_SIZE, "currentlyAvailable": int(self.available),
                "restoreRate": self.restore_rate}


shopify_state_key = web.AppKey("sandbox_shopify", ShopifyState)


def add_routes(app: web.Application, config: SandboxConfig) -> None:
    app[shopify_state_key] = state = ShopifyState()
    state.reset(config.shopify_seed)
    app.router.add_post("/admin/api/{version}/graphql.json", graphql)
    app.router.add_post("/_sandbox/shopify/seed", seed)
    app.router.add_post("/_sandbox/shopify/faults", set_faults)
    app.router.add_get("/_sandbox/shopify/calls", list_calls)
    app.router.add_post("/_sandbox/shopify/bucket", set_bucket)
    order_edits.add_routes(app, shopify_state_key)


async def graphql(request: web.Request) -> web.Response:
    state, config = request.app[shopify_state_key], request.app[config_key]
    if request.headers.get("X-Shopify-Access-Token") != config.shopify_access_token:
        return web.json_response({"errors": INVALID_TOKEN}, status=401)
    if state.faults.latency_ms:
        await asyncio.sleep(state.faults.latency_ms / 1000)
    if state.faults.error_500 >= 1.0:
        return web.json_response({"errors": "Internal Server Error"}, status=500)
    body = await read_json(request)
    if not isinstance(body, dict) or not isinstance(body.get("query"), str):
        return web.json_response({"errors": [{"message": "Parameter Missing or Invalid"}]}, status=400)
    variables = body.get("variables") or {}
    query = checked(state.schema, body["query"])  # parsed and validated once per text (shopify_documents.py)
    if query.document is None:
        return _errors(state, list(query.errors), cost=None)
    document = query.document
    cost = query_cost(document, variables)
    call: dict[str, Any] = {"operation": query.operation, "status": 200, "cost": cost, "throttled": False}
    state.calls.append(call)
    if cost > MAX_QUERY_COST:
        return _errors(state, [{"message": f"Query cost is {cost}, which exceeds the single query max cost "
                                           f"limit ({MAX_QUERY_COST}).",
                                "extensions": {"code": "MAX_COST_EXCEEDED", "cost": cost,
                                               "maxCost": MAX_QUERY_COST}}], cost=cost)
    throttle = state.spend(cost)
    if throttle is None:
        call["throttled"] = True
        return _errors(state, [{"message": "Throttled", "extensions": {
            "code": "THROTTLED", "documentation": "https://shopify.dev/api/usage/rate-limits"}}], cost=cost)
    root = (_root(state.records) | write_root(state.records, state.ids, config.clock)
            | edit_root(state.records, state.ids, config.clock))
    result = execute_sync(state.schema, document, root_value=root, variable_values=variables,
                     operation_name=body.get("operationName"))
    mutation = query.mutation
    if mutation and state.faults.hold_writes_ms:
        await asyncio.sleep(state.faults.hold_writes_ms / 1000)
    if mutation and state.faults.lose_write_answers:
        state.faults.lose_write_answers -= 1
        call["answer_lost"] = True
        if state.faults.down_after_lost_answer:
            state.faults.error_500 = 1.0
        await _until_the_caller_hangs_up(request)
        raise web.HTTPGatewayTimeout()  # nobody is listening by now; a caller still there gets no data
    answer: dict[str, Any] = {"data": result.data}
    if result.errors:
        answer["errors"] = [e.formatted for e in result.errors]
    answer["extensions"] = {"cost": {"requestedQueryCost": cost, "actualQueryCost": cost,
                                     "throttleStatus": throttle}}
    return web.json_response(answer)


async def _until_the_caller_hangs_up(request: web.Request, most_s: float = 60.0) -> None:
    """Waits, answering nothing, until the caller gives up and closes the connection (its timeout)."""
    loop = asyncio.get_running_loop()
    ends = loop.time() + most_s
    # Polled: aiohttp offers a handler no event for its caller hanging up.
    while loop.time() < ends and request.transport is not None and not request.transport.is_closing():  # noqa: ASYNC110
        await asyncio.sleep(0.02)


def _errors(state: ShopifyState, errors: list[Any], *, cost: int | None) -> web.Response:
    answer: dict[str, Any] = {"errors": errors}
    if cost is not None:
        answer["extensions"] = {"cost": {"requestedQueryCost": cost, "actualQueryCost": None,
                                         "throttleStatus": state.throttle_status()}}
    return web.json_response(answer)


def _root(records: ShopRecords) -> dict[str, Any]:
    """QueryRoot's fields; graphql-core calls a callable value with the field's arguments."""
    def customers(_info: Any, first: int | None = None, query: str | None = None, **_: Any) -> dict:
        found = search(records.customers.values(), query, records)
        return page([customer_view(records, c) for c in found], first)

    def orders(_info: Any, first: int | None = None, query: str | None = None, reverse: bool = False,
               **_: Any) -> dict:
        found = sorted(search(records.orders.values(), query, records), key=lambda o: o["processedAt"],
                       reverse=reverse)
        return page([order_view(records, o) for o in found], first)

    def one(table: dict[str, dict[str, Any]], view: Any) -> Any:
        return lambda _info, id: view(records, table[id]) if id in table else None

    def products(_info: Any, first: int | None = None, query: str | None = None, **_: Any) -> dict:
        return page(search_products(records.products.values(), query), first)

    def variants(_info: Any, first: int | None = None, query: str | None = None, **_: Any) -> dict:
        return page(search_variants(records.products.values(), query), first)

    def product(_info: Any, id: str) -> Any:
        return product_view(records.products[id]) if id in records.products else None

    return {"customers": customers, "orders": orders, "products": products, "productVariants": variants,
            "product": product,
            "customer": one(records.customers, customer_view), "order": one(records.orders, order_view),
            "shop": {"id": "gid://shopify/Shop/1", "name": "Sandbox shop",
                     "myshopifyDomain": "sandbox.myshopify.com", "currencyCode": "USD"}}


async def seed(request: web.Request) -> web.Response:
    state = request.app[shopify_state_key]
    try:
        fixture = ShopFixture.model_validate(await read_json(request))
    except ValidationError as exc:
        raise bad_request(str(exc)) from exc
    # ?mode=add keeps the shop's customers and orders and adds the fixture's (tests that build
    # a shop order by order); without it the fixture replaces the shop.
    if request.query.get("mode") == "add":
        return web.json_response(state.records.add(fixture, state.ids, state.customer_gids))
    return web.json_response(state.records.seed(fixture, state.ids, state.customer_gids))


class Bucket(BaseModel):
    model_config = ConfigDict(extra="forbid")
    available: float = Field(BUCKET_SIZE, ge=0, le=BUCKET_SIZE)
    restore_rate: float = Field(RESTORE_RATE, gt=0, le=10_000)


async def set_bucket(request: web.Request) -> web.Response:
    """Sets the cost bucket, so a test meets the throttle when it means to, whatever the machine's speed."""
    state = request.app[shopify_state_key]
    bucket = await read_model(request, Bucket)
    state.available, state.restore_rate, state.refilled_at = bucket.available, bucket.restore_rate, time.monotonic()
    return web.json_response(state.throttle_status())


async def list_calls(request: web.Request) -> web.Response:
    """Each GraphQL request that was parsed: `{"operation", "status", "cost", "throttled"}`, oldest first."""
    return web.json_response(request.app[shopify_state_key].calls)


async def set_faults(request: web.Request) -> web.Response:
    state = request.app[shopify_state_key]
    state.faults = await read_model(request, ShopifyFaults)
    return web.json_response(state.faults.model_dump())

