"""The shop's customers and orders: seeding from a fixture and the reads a turn needs."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

import asyncpg

from supportbot.core.shop.fixture import ShopFixture, payment_ref_for
from supportbot.core.shop.helpcentre import Article
from supportbot.core.shop.orders import Customer, Order, OrderItem
from supportbot.store.articles import replace_all, restore_builtin
from supportbot.store.catalogue import seed_products
from supportbot.store.claim_locks import lock_order


async def seed(conn: asyncpg.Connection, shop: ShopFixture) -> dict[str, int]:
    """Insert or replace the fixture's customers and orders (and its catalogue, when it has one); returns counts."""
    async with conn.transaction():
        for c in shop.customers:
            await conn.execute(
                """INSERT INTO customers (id, name, phone, email, language, address, payment_methods)
                   VALUES ($1, $2, $3, $4, $5, $6, $7)
                   ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, phone = EXCLUDED.phone,
                       email = EXCLUDED.email, language = EXCLUDED.language, address = EXCLUDED.address,
                       payment_methods = EXCLUDED.payment_methods""",
                c.id, c.name, c.phone, c.email, c.language, c.address.model_dump() if c.address else None,
                c.payment_methods,
            )
        for o in shop.orders:
            await conn.execute("DELETE FROM refunds WHERE order_id = $1 AND source = 'seed'", o.id)
            await conn.execute("DELETE FROM order_items WHERE order_id = $1", o.id)
            await conn.execute(
                """INSERT INTO orders (id, customer_id, status, delivery_fee, paid, currency,
                       payment_method, placed_at, shipped_at, delivered_at, eta, carrier, tracking,
                       address, note, payment_ref)
                   VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)
                   ON CONFLICT (id) DO UPDATE SET customer_id = EXCLUDED.customer_id,
                       status = EXCLUDED.status, delivery_fee = EXCLUDED.delivery_fee,
                       paid = EXCLUDED.paid, currency = EXCLUDED.currency,
                       payment_method = EXCLUDED.payment_method, placed_at = EXCLUDED.placed_at,
                       shipped_at = EXCLUDED.shipped_at, delivered_at = EXCLUDED.delivered_at,
                       eta = EXCLUDED.eta, carrier = EXCLUDED.carrier, tracking = EXCLUDED.tracking,
                       address = EXCLUDED.address, note = EXCLUDED.note,
                       payment_ref = EXCLUDED.payment_ref""",
                o.id, o.customer, o.status, o.delivery_fee, o.paid, o.currency, o.payment_method,
                o.placed_at, o.shipped_at, o.delivered_at, o.eta, o.carrier, o.tracking,
                o.address.model_dump(), o.note, o.payment_ref,
            )
            await conn.executemany(
                "INSERT INTO order_items (order_id, sku, name, qty, unit_price) VALUES ($1,$2,$3,$4,$5)",
                [(o.id, i.sku, i.name, i.qty, i.unit_price) for i in o.items],
            )
            await conn.executemany(
                "INSERT INTO refunds (order_id, amount, skus, refunded_at, source, customer_id, currency) "
                "VALUES ($1,$2,$3,$4,'seed',$5,$6)",
                [(o.id, r.amount, r.items, r.at, o.customer, o.currency) for r in o.refunds],
            )
        await seed_products(conn, shop.products)
        await seed_articles(conn, shop)
    counts = {"customers": len(shop.customers), "orders": len(shop.orders)}
    return (counts | ({"articles": len(shop.articles)} if shop.articles is not None else {})
            | ({"products": len(shop.products)} if shop.products else {}))


async def seed_articles(conn: asyncpg.Connection, shop: ShopFixture) -> None:
    """The fixture's help centre, which is the bot's whatever system holds the orders."""
    if shop.articles is not None:  # the shop's own help centre instead of the built-in one
        await replace_all(conn, [Article(a.slug, a.title, a.body) for a in shop.articles], "fixture")
    else:
        await restore_builtin(conn)  # web and worker render them from the settings as they start


def _customer(row: asyncpg.Record) -> Customer:
    return Customer(id=row["id"], name=row["name"], phone=row["phone"], email=row["email"],
                    language=row["language"], address=row["address"],
                    payment_methods=tuple(row.get("payment_methods") or ()))


class ShopRepository:
    """The built-in shop's `OrderSystem` (supportbot/core/ports.py): its customers and orders are rows
    in this database, seeded from a fixture."""

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def customer_by_phone(self, phone: str) -> Customer | None:
        row = await self._pool.fetchrow("SELECT * FROM customers WHERE phone = $1", phone)
        return _customer(row) if row else None

    async def customer_by_email(self, email: str) -> Customer | None:
        row = await self._pool.fetchrow("SELECT * FROM customers WHERE lower(email) = lower($1)", email)
        return _customer(row) if row else None

    async def orders_of(self, customer_id: str) -> list[Order]:
        return await self._orders("o.customer_id = $1", customer_id)

    async def shop_refunded_since(self, customer_id: str, since: datetime) -> Decimal:
        """Nothing to add: the built-in shop's own refunds are rows of the bot's `refunds` table,
        which the claim totals already count (supportbot/store/actions.py)."""
        return Decimal("0")

    async def order(self, order_id: str) -> Order | None:
        """Any customer's order: callers scope it to the session's customer (tools do)."""
        found = await self._orders("o.id = $1", order_id)
        return found[0] if found else None

    async def mark_shipped(self, order_id: str, at: datetime, carrier: str | None = None,
                           tracking: str | None = None) -> bool:
        """The warehouse's "shipped": only a placed order ships; False when it was cancelled first.

        It takes the order's claim lock, the same lock a cancellation holds while it decides and
        writes, so of the two arriving at once exactly one happens.
        """
        async with self._pool.acquire() as conn, conn.transaction():
            # The bot's claim lock on the order (supportbot/store/claim_locks.py): a cancellation holds
            # it from reading the order "placed" to writing "cancelled", so "shipped" waits for it.
            await lock_order(conn, order_id)
            return await conn.fetchval(
                """UPDATE orders SET status = 'shipped', shipped_at = $2, carrier = COALESCE($3, carrier),
                       tracking = COALESCE($4, tracking)
                   WHERE id = $1 AND status = 'placed' RETURNING true""",
                order_id, at, carrier, tracking) is not None

    async def payment_ref(self, order_id: str) -> str | None:
        """The order's payment at the provider: one primary-key read before each refund call."""
        row = await self._pool.fetchrow("SELECT payment_ref FROM orders WHERE id = $1", order_id)
        return None if row is None else row["payment_ref"] or payment_ref_for(order_id)

    async def customer(self, customer_id: str) -> Customer | None:
        row = await self._pool.fetchrow("SELECT * FROM customers WHERE id = $1", customer_id)
        return _customer(row) if row else None

    async def _orders(self, where: str, arg: str) -> list[Order]:
        return await fetch_orders(self._pool, where, arg)


def _orders_where(where: str) -> str:
    return """SELECT o.*, COALESCE(json_agg(json_build_object('sku', i.sku, 'name', i.name,
               'qty', i.qty, 'unit_price', i.unit_price::text) ORDER BY i.sku), '[]') AS items,
               (SELECT COALESCE(sum(r.amount), 0) FROM refunds r WHERE r.order_id = o.id) AS refunded
           FROM orders o JOIN order_items i ON i.order_id = o.id
           WHERE """ + where + """ GROUP BY o.id ORDER BY o.placed_at DESC"""


ORDER_BY_ID = _orders_where("o.id = $1")
"""One order by its id ($1): `order`'s read, also run inside a claim's locked section
(supportbot/store/claim_section.py), which hands it back as JSON text (`order_of_json`)."""


async def fetch_orders(db: asyncpg.Pool | asyncpg.Connection, where: str, arg: str) -> list[Order]:
    """Orders with their items and refunded total; `db` is a connection inside a transaction
    when the read must see what that transaction locked (supportbot/store/actions.py)."""
    rows = await db.fetch(_orders_where(where), arg)
    return [_order(r) for r in rows]


_MONEY = ("delivery_fee", "paid", "refunded")
_TIMES = ("placed_at", "shipped_at", "delivered_at", "eta")


def order_of_json(text: str | None) -> Order | None:
    """An ORDER_BY_ID row as `row_to_json` wrote it: the same Order the read gives. Numbers are read
    as Decimal from their digits (never through a float), times from their ISO form."""
    if text is None:
        return None
    row = json.loads(text, parse_float=Decimal)
    for name in _MONEY:
        row[name] = Decimal(row[name])
    for name in _TIMES:
        row[name] = datetime.fromisoformat(row[name]) if row[name] is not None else None
    return _order(row)


def _order(row: Mapping[str, Any]) -> Order:
    items: Sequence[dict] = json.loads(row["items"]) if isinstance(row["items"], str) else row["items"]
    return Order(
        id=row["id"], customer_id=row["customer_id"], status=row["status"],
        items=tuple(OrderItem(sku=i["sku"], name=i["name"], qty=i["qty"],
                              unit_price=Decimal(i["unit_price"])) for i in items),
        delivery_fee=row["delivery_fee"], paid=row["paid"], refunded=row["refunded"],
        currency=row["currency"], payment_method=row["payment_method"],
        placed_at=row["placed_at"], shipped_at=row["shipped_at"], delivered_at=row["delivered_at"],
        eta=row["eta"], carrier=row["carrier"], tracking=row["tracking"],
        address=row["address"], note=row["note"], payment_ref=row["payment_ref"] or payment_ref_for(row["id"]),
    )
