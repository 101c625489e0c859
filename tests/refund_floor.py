"""Refund claims on one order from several conversations, run for real.

Each conversation gets its own connection pool, as two workers would: the tools, the store and
the execution path are the production ones, and payments go over HTTP to the sandbox's
provider stand-in. What the provider holds at the end is what a customer was really paid.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import aiohttp
import asyncpg
from aiohttp.test_utils import TestServer

from sandbox.email import sandbox_mailer
from supportbot.agent.tools import ToolContext, ToolServices, run_tool
from supportbot.channels.payments.stripe_refunds import StripePayments
from supportbot.channels.shop.client import ShopClient
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.channels.shop.shopify_writes import ShopifyOrderWriter
from supportbot.core.money.rechecks import next_status
from supportbot.core.shop.fixture import ShopFixture
from supportbot.core.turn import TurnResult
from supportbot.effects.execution import Execution, answer
from supportbot.store.agent import AgentRepository
from supportbot.store.pool import open_pool
from supportbot.store.shop import ShopRepository
from tests import meta

SECRET = b"test-secret"
STRIPE_KEY = "rk_test_refund-floor"
BACKENDS = ("builtin", "shopify")  # the shop's order system a floor decides money on
_steps = itertools.count(1)
_wa = itertools.count(1)


class Unjournaled:
    """Outside a worker's run nothing is replayed: each step simply runs."""

    async def step(self, kind: str, action: Callable[[], Awaitable[Any]], request: Any = None) -> Any:
        return await action()


@dataclass
class Seat:
    """One conversation as one worker sees it: its own pool, repository, tools and payments."""

    conversation_id: int
    phone_customer: str | None  # the account's own phone; None: a second number verified by code
    services: ToolServices
    execution: Execution
    repo: AgentRepository


@dataclass
class Floor:
    db: asyncpg.Pool  # the test's view, for setup and checks
    sandbox: TestServer
    session: aiohttp.ClientSession
    pools: list[asyncpg.Pool]
    now: datetime
    payment_timeout: float = 0.5  # a held (timed-out) refund costs this much of the test's time
    backend: str = "builtin"  # "shopify": orders and their refunds read from the Shopify stand-in

    def order_system(self) -> ShopifyOrders | None:
        """The remote order system money is decided on; None: the built-in shop in this database."""
        if self.backend == "builtin":
            return None
        # A patient client: on a loaded machine the stand-in's answer may take seconds, and these
        # floors are about who pays, not how fast (a read that times out is a handoff, not a race).
        return ShopifyOrders(self.session, str(self.sandbox.make_url("")), "shpat_sandbox", "2025-10",
                             timeout=15.0, throttle_patience=5.0)

    def seat(self, index: int, conversation_id: int, phone_customer: str | None, limits: Any) -> Seat:
        pool = self.pools[index % len(self.pools)]
        orders = self.order_system()
        repo = AgentRepository(pool, clock=lambda: self.now, orders=orders)
        payments = StripePayments(STRIPE_KEY, str(self.sandbox.make_url("/stripe")), self.session,
                                  (orders or ShopRepository(pool)).payment_ref, timeout=self.payment_timeout)
        services = ToolServices(repo, sandbox_mailer(self.sandbox.app), limits,
                                SECRET)
        if orders is None:
            shop = ShopClient(self.session, str(self.sandbox.make_url("/shop")), timeout=self.payment_timeout)
            return Seat(conversation_id, phone_customer, services, Execution(repo, payments, limits, shop), repo)
        writer = ShopifyOrderWriter(orders)  # cancels and replaces in Shopify
        return Seat(conversation_id, phone_customer, services,
                    Execution(repo, payments, limits, writer, writer=writer), repo)

    async def provider(self, path: str, body: dict | None = None) -> Any:
        method = "POST" if body is not None else "GET"
        async with self.session.request(method, str(self.sandbox.make_url(path)), json=body) as resp:
            return await resp.json()


async def add_customer_and_order(db: asyncpg.Pool, customer: str, order: str, now: datetime, *,
                                 sku: str = "MUG-1", qty: int = 1, unit_price: str = "30.00",
                                 fee: str = "0.00") -> Decimal:
    """A delivered order of `qty` units, paid in full; returns what was paid."""
    paid = Decimal(unit_price) * qty + Decimal(fee)
    # A customer's second order keeps the first's row (on Shopify, seeding again keeps the GID).
    await db.execute("INSERT INTO customers (id, name, phone, email, language) VALUES ($1, 'Race', $2, $3, 'en') "
                     "ON CONFLICT (id) DO NOTHING", customer, f"1999{next(_wa):07d}", f"{customer.lower()}@example.com")
    await db.execute(
        "INSERT INTO orders (id, customer_id, status, delivery_fee, paid, currency, placed_at, delivered_at, address) "
        "VALUES ($1, $2, 'delivered', $3, $4, 'USD', $5, $6, '{}')",
        order, customer, Decimal(fee), paid, now - timedelta(days=3), now - timedelta(days=1))
    await db.execute("INSERT INTO order_items (order_id, sku, name, qty, unit_price) VALUES ($1, $2, 'Mug', $3, $4)",
                     order, sku, qty, Decimal(unit_price))
    return paid


async def add_order(floor: Floor, customer: str, order: str, now: datetime, *, sku: str = "MUG-1", qty: int = 1,
                    unit_price: str = "30.00", fee: str = "0.00", status: str = "delivered") -> str:
    """A delivered (or `placed`) order of `qty` units, paid in full, in the floor's order system; the customer's
    id there (Shopify's GID on the Shopify stand-in, `customer` in the built-in shop). On Shopify
    the built-in shop's tables stay empty: the bot locks its own rows (store/claim_locks.py)."""
    if floor.backend == "builtin":
        await add_customer_and_order(floor.db, customer, order, now, sku=sku, qty=qty, unit_price=unit_price, fee=fee)
        if status == "placed":
            await floor.db.execute("UPDATE orders SET status = 'placed', delivered_at = NULL WHERE id = $1", order)
        return customer
    fixture = ShopFixture.model_validate({
        "customers": [{"id": customer, "name": "Race"}],
        "orders": [{"id": order, "customer": customer, "status": status, "delivery_fee": fee,
                    "paid": str(Decimal(unit_price) * qty + Decimal(fee)), "currency": "USD", "payment_method": "card",
                    "placed_at": now - timedelta(days=3),
                    "delivered_at": now - timedelta(days=1) if status == "delivered" else None,
                    "items": [{"sku": sku, "name": "Mug", "qty": qty, "unit_price": unit_price}],
                    "address": {"line1": "1 Road", "city": "Town", "postcode": "1000", "country": "US"}}]})
    async with floor.session.post(floor.sandbox.make_url("/_sandbox/shopify/seed"), params={"mode": "add"},
                                  data=fixture.model_dump_json(), headers={"Content-Type": "application/json"}) as resp:
        assert resp.status == 200, await resp.text()
        return str((await resp.json())["customers"][customer])


async def ship(floor: Floor, pool: asyncpg.Pool, order: str, now: datetime) -> bool:
    """The order leaves the warehouse: the built-in shop's "shipped" (it takes the order's row lock,
    as a cancellation does), or the merchant fulfilling it in Shopify's admin; False when it was
    cancelled first."""
    if floor.backend == "builtin":
        return await ShopRepository(pool).mark_shipped(order, now)
    async with floor.session.post(floor.sandbox.make_url(f"/_sandbox/shopify/orders/{order}/fulfill"),
                                  json={"tracking": f"TRK-{order}"}) as resp:
        assert resp.status in (200, 422), await resp.text()
        return resp.status == 200


async def order_status(floor: Floor, order: str) -> str | None:
    """The order's status as its shop's system holds it now."""
    found = await (floor.order_system() or ShopRepository(floor.db)).order(order)
    return found.status if found else None


REPLACEMENTS = """query Replacements { orders(first: 50, query: "tag:supportbot-replacement") {
  nodes { name note lineItems(first: 10) { nodes { sku quantity } } } } }"""


async def replacements_sent(floor: Floor, order: str) -> list[dict[str, Any]]:
    """The no-charge orders the shop made to replace units of `order`: `{"id", "items", "total"}`.

    The built-in shop's are the shop stand-in's records; Shopify's are orders completed from the
    bot's tagged draft orders, whose note names the order they replace."""
    shopify = floor.order_system()
    if shopify is None:
        return [r for r in await floor.provider("/_sandbox/shop/replacements") if r["replaces"] == order]
    found = (await shopify.graphql(REPLACEMENTS, {}))["orders"]["nodes"]
    return [{"id": n["name"].lstrip("#"), "total": "0.00",
             "items": [{"sku": i["sku"], "qty": i["quantity"]} for i in n["lineItems"]["nodes"]]}
            for n in found if f"for {order} " in (n["note"] or "")]


async def widen_shopify_bucket(floor: Floor) -> None:
    """A race of many claims reads Shopify far faster than a standard shop's bucket refills (100
    points a second): these floors are about the lock, so the stand-in refills as a large shop's
    would. Shopify's throttle has tests of its own (tests/channels/shop/test_shopify.py)."""
    if floor.backend == "shopify":
        async with floor.session.post(floor.sandbox.make_url("/_sandbox/shopify/bucket"),
                                      json={"available": 2000, "restore_rate": 10_000}) as resp:
            assert resp.status == 200


async def refund_in_shop_admin(floor: Floor, order: str, amount: str, skus: list[str], at: datetime) -> None:
    """A refund staff made in the shop's own admin, outside the bot: in the built-in shop a row its
    data brings (as `supportbot seed` does); on Shopify the stand-in's admin control, as Shopify's
    admin would record it."""
    if floor.backend == "builtin":
        await floor.db.execute("INSERT INTO refunds (order_id, amount, skus, refunded_at, source) "
                               "VALUES ($1, $2, $3, $4, 'seed')", order, Decimal(amount), skus, at)
        return
    async with floor.session.post(floor.sandbox.make_url(f"/_sandbox/shopify/orders/{order}/refund"),
                                  json={"amount": amount, "items": skus}) as resp:
        assert resp.status == 200, await resp.text()


async def conversation(db: asyncpg.Pool, now: datetime, verified_customer: str | None = None) -> int:
    """A new conversation; `verified_customer` is set as a one-time code would set it."""
    wa_id = f"1888{next(_wa):07d}"
    return await db.fetchval(
        "INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at, verified_customer_id) "
        "VALUES ($1, $2, $2, $3, $4) RETURNING id", meta.NUMBER_ID, wa_id, now, verified_customer)


def context(seat: Seat, now: datetime) -> ToolContext:
    return ToolContext(conversation_id=seat.conversation_id, step_key=f"{seat.conversation_id}:1:{next(_steps)}",
                       phone_customer_id=seat.phone_customer, now=now, services=seat.services)


async def check(seat: Seat, now: datetime, order: str, items: list[tuple[str, int]] | None = None, *,
                whole_order: bool = False) -> dict[str, Any]:
    args: dict[str, Any] = {"order_id": order, "reason": "damaged",
                            "items": [{"sku": s, "qty": q} for s, q in items or []], "whole_order": whole_order}
    return await run_tool("check_refund", args, context(seat, now))


async def issue(seat: Seat, now: datetime, token: str) -> dict[str, Any]:
    return await run_tool("issue_refund", {"token": token}, context(seat, now))


async def confirm(seat: Seat, now: datetime, yes: bool = True) -> TurnResult | None:
    """The customer's answer to the question the conversation has open, through the execution path."""
    action = await seat.execution.actions.awaiting_confirmation(seat.conversation_id)
    if action is None:
        return None
    decided = {"action_id": action.id, "to": next_status(action, yes, now)}
    order = await seat.repo.order(action.order_id)
    return await answer(seat.execution, decided, order, now, Unjournaled())


async def provider_refunds(floor: Floor, order: str) -> list[dict[str, Any]]:
    return [r for r in await floor.provider("/_sandbox/payments/refunds") if r["order_id"] == order]


async def breaches(floor: Floor, order: str, extra_units: dict[str, Counter[str]] | None = None) -> list[str]:
    """Ways the provider's refunds on `order` exceed what was paid, in money or in units.

    Units come from the action each refund was paid under (its idempotency key); `extra_units`
    names the units of refunds made outside the bot (the shop's back office), by key.
    """
    facts = await (floor.order_system() or ShopRepository(floor.db)).order(order)  # as the shop holds it
    assert facts is not None
    ordered = {i.sku: i.qty for i in facts.items}
    units_by_key = {r["idempotency_key"]: Counter({i["sku"]: i["qty"] for i in r["items"] or []})
                    for r in await floor.db.fetch("SELECT idempotency_key, items FROM actions WHERE order_id = $1",
                                                  order)}
    units_by_key |= extra_units or {}
    paid_out = await provider_refunds(floor, order)
    found = []
    total = sum((Decimal(r["amount"]) for r in paid_out), Decimal("0"))
    if total > facts.paid:
        found.append(f"{order}: refunded {total} of {facts.paid} paid")
    units: Counter[str] = Counter()
    for r in paid_out:
        units += units_by_key.get(r["idempotency_key"], Counter())
    for sku, n in units.items():
        if n > ordered.get(sku, 0):
            found.append(f"{order}: {n} units of {sku} refunded, {ordered.get(sku, 0)} ordered")
    return found


@asynccontextmanager
async def open_floor(db: asyncpg.Pool, database_url: str, now: datetime, sandbox: TestServer, *, seats: int,
                     payment_timeout: float = 0.5, pool_size: int = 3, backend: str = "builtin"
                     ) -> AsyncIterator[Floor]:
    """A floor with `seats` conversations, each on its own connection pool, as that many workers."""
    async with AsyncExitStack() as stack:
        session = await stack.enter_async_context(aiohttp.ClientSession())
        pools = [await stack.enter_async_context(open_pool(database_url, min_size=1, max_size=pool_size))
                 for _ in range(seats)]
        yield Floor(db, sandbox, session, pools, now, payment_timeout=payment_timeout, backend=backend)
