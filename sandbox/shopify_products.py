"""The Shopify stand-in's catalogue: the fixture's `products` as Shopify's `Product`s and `ProductVariant`s.

A fixture product becomes a product with its options (`ProductOption`, values in variant order)
and one variant per fixture variant: `price` a Money scalar (a decimal string, the shop's
currency), `inventoryQuantity` the fixture's `available`, `availableForSale` while it is above 0,
`selectedOptions` its options. `products(query:)` and `productVariants(query:)` read Shopify's search
syntax as far as the bot writes it: `field:value` terms (`id`, `sku`, `product_id`) and bare words,
OR-ed when joined by `OR` (a word matches the title, the description or a variant's title, sku or
option values, as Shopify's default fields do).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from sandbox.shopify_pages import page
from supportbot.core.shop.fixture import FixtureProduct

_TERM = re.compile(r'(\w+):(?:"([^"]*)"|(\S+))|"([^"]*)"|([^\s()"]+)')


def product_records(products: Iterable[FixtureProduct], ids: Iterator[int]) -> dict[str, dict[str, Any]]:
    """The fixture's catalogue, by GID."""
    found = {}
    for p in products:
        gid = f"gid://shopify/Product/{next(ids)}"
        variants = [{"id": f"gid://shopify/ProductVariant/{next(ids)}", "sku": v.sku, "title": v.title,
                     "displayName": f"{p.title} - {v.title}", "price": f"{v.price:.2f}",
                     "inventoryQuantity": v.available, "availableForSale": v.available > 0,
                     "selectedOptions": [{"name": n, "value": v.options[n]} for n in p.options if n in v.options]}
                    for v in p.variants]
        options = [{"id": f"gid://shopify/ProductOption/{next(ids)}", "name": name, "position": n + 1,
                    "values": list(dict.fromkeys(v.options[name] for v in p.variants if name in v.options))}
                   for n, name in enumerate(p.options)]
        found[gid] = {"id": gid, "title": p.title, "handle": re.sub(r"[^a-z0-9]+", "-", p.title.lower()).strip("-"),
                      "description": p.description, "options": options, "variants": variants,
                      "totalInventory": sum(v.available for v in p.variants)}
    return found


def product_view(p: dict[str, Any]) -> dict[str, Any]:
    variants = [variant_view(p, v) for v in p["variants"]]
    return p | {"options": lambda _info, first=None: p["options"][:first],
                "variants": lambda _info, first=None, **_: page(variants, first)}


def variant_view(p: dict[str, Any], v: dict[str, Any]) -> dict[str, Any]:
    return v | {"product": lambda _info: product_view(p)}


def _words_of(p: dict[str, Any]) -> str:
    return " ".join([p["title"], p["description"], *(f"{v['title']} {v['sku']} "
                                                      + " ".join(o["value"] for o in v["selectedOptions"])
                                                      for v in p["variants"])]).lower()


def _term_matches(p: dict[str, Any], v: dict[str, Any] | None, key: str | None, value: str) -> bool:
    value = value.lower()
    if key == "id":
        return (v or p)["id"].rsplit("/", 1)[-1] == value or (v or p)["id"].lower() == value
    if key == "product_id":
        return p["id"].rsplit("/", 1)[-1] == value
    if key == "sku":
        skus = [v["sku"]] if v else [w["sku"] for w in p["variants"]]
        return any((s or "").lower() == value for s in skus)
    if key is None:
        return value in _words_of(p)
    return False  # a filter the stand-in does not know matches nothing rather than everything


def _matches(p: dict[str, Any], v: dict[str, Any] | None, query: str | None) -> bool:
    """Terms AND-ed, except across `OR`: `(linen OR shirt)` finds either; `sku:X` finds that one."""
    groups: list[list[tuple[str | None, str]]] = [[]]
    for m in _TERM.finditer(query or ""):
        if m[5] == "OR":
            groups.append([])
        elif m[5] != "AND":
            key = m[1]
            groups[-1].append((key, m[2] if m[2] is not None else m[3]) if key else (None, m[4] or m[5]))
    return any(all(_term_matches(p, v, k, val) for k, val in g) for g in groups if g) or not query


def search_products(products: Iterable[dict[str, Any]], query: str | None) -> list[dict[str, Any]]:
    return [product_view(p) for p in products if _matches(p, None, query)]


def search_variants(products: Iterable[dict[str, Any]], query: str | None) -> list[dict[str, Any]]:
    return [variant_view(p, v) for p in products for v in p["variants"] if _matches(p, v, query)]
