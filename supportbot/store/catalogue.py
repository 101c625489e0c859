"""The built-in shop's catalogue (`Catalogue`, supportbot/core/ports.py): products and variants in this
database, seeded from a fixture's `products`, read by the words of a question and by id."""

from __future__ import annotations

import json
from decimal import Decimal

import asyncpg

from supportbot.core.shop.catalogue import Product, Variant
from supportbot.core.shop.fixture import FixtureProduct

# A product with its variants in one row: a catalogue read is one round trip.
_PRODUCTS = """
SELECT p.id, p.title, p.description, p.options,
       json_agg(json_build_object('sku', v.sku, 'title', v.title, 'options', v.options,
                                  'price', v.price::text, 'available', v.available) ORDER BY v.position) AS variants
  FROM products p JOIN product_variants v ON v.product_id = p.id
 WHERE {where}
 GROUP BY p.id ORDER BY p.title LIMIT {limit}"""


async def seed_products(conn: asyncpg.Connection, products: list[FixtureProduct]) -> None:
    """The fixture's catalogue replaces the shop's; a fixture without one leaves it as it was."""
    if not products:
        return
    await conn.execute("DELETE FROM products")
    await conn.executemany("INSERT INTO products (id, title, description, options) VALUES ($1, $2, $3, $4)",
                           [(p.id, p.title, p.description, p.options) for p in products])
    await conn.executemany(
        "INSERT INTO product_variants (sku, product_id, position, title, options, price, available) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [(v.sku, p.id, n, v.title, _ordered(p.options, v.options), v.price, v.available)
         for p in products for n, v in enumerate(p.variants)])


def _ordered(names: list[str], options: dict[str, str]) -> list[list[str]]:
    """A variant's options in the product's order of option names; any the product did not name after."""
    return [[n, options[n]] for n in names if n in options] + [[n, v] for n, v in options.items() if n not in names]


class CatalogueRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def find_products(self, words: tuple[str, ...], limit: int = 10) -> list[Product]:
        """Products whose title, description or variants hold any of the words: candidates the
        caller ranks (supportbot/core/shop/catalogue.py), never an answer by themselves."""
        if not words:
            return []
        patterns = ["%" + w.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%" for w in words]
        where = ("p.title ILIKE ANY($1) OR p.description ILIKE ANY($1) OR EXISTS (SELECT 1 FROM product_variants w"
                 " WHERE w.product_id = p.id AND (w.title ILIKE ANY($1) OR w.options::text ILIKE ANY($1)))")
        rows = await self._pool.fetch(_PRODUCTS.format(where=where, limit=int(limit)), patterns)
        return [_product(r) for r in rows]

    async def product(self, product_id: str) -> Product | None:
        row = await self._pool.fetchrow(_PRODUCTS.format(where="p.id = $1", limit=1), product_id.strip())
        return _product(row) if row else None

    async def product_of_sku(self, sku: str) -> Product | None:
        """The product a variant (an order item's sku) belongs to: what it can be exchanged for."""
        where = "p.id = (SELECT product_id FROM product_variants WHERE upper(sku) = upper($1))"
        row = await self._pool.fetchrow(_PRODUCTS.format(where=where, limit=1), sku.strip())
        return _product(row) if row else None


def _product(row: asyncpg.Record) -> Product:
    variants = json.loads(row["variants"]) if isinstance(row["variants"], str) else row["variants"]
    return Product(id=row["id"], title=row["title"], description=row["description"], options=tuple(row["options"]),
                   variants=tuple(Variant(sku=v["sku"], title=v["title"],
                                          options=tuple((n, val) for n, val in v["options"]),
                                          price=Decimal(v["price"]), available=v["available"],
                                          for_sale=v["available"] > 0)
                                  for v in variants))
