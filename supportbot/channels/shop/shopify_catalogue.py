"""Shopify's products and variants as the shop's `Catalogue` (supportbot/core/ports.py), read over the
Admin GraphQL API through the order system's client (supportbot/channels/shop/shopify.py).

`products(query:)` with the question's words OR-ed (Shopify's search syntax; each word stripped to
letters and digits, so a customer's text never becomes a search term of its own, invariant 9),
`product(id:)` by GID, and `productVariants(query: "sku:...")` for an order item's product. Five
products of twenty variants cost 217 points of the 2,000 bucket (sandbox/shopify_cost.py counts alike).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.catalogue import Product, Variant

PRODUCT_FIELDS = """
fragment ProductFields on Product {
  id title description
  options(first: 3) { name }
  variants(first: 20) { nodes { sku title price inventoryQuantity availableForSale selectedOptions { name value } } }
}
"""
FIND = "query FindProducts($q: String!, $n: Int!) { products(first: $n, query: $q) { nodes { ...ProductFields } } }" \
       + PRODUCT_FIELDS
ONE = "query Product($id: ID!) { product(id: $id) { ...ProductFields } }" + PRODUCT_FIELDS
OF_SKU = ("query ProductOfSku($q: String!) { productVariants(first: 1, query: $q) { nodes { product {"
          " ...ProductFields } } } }" + PRODUCT_FIELDS)
_SEARCHABLE = re.compile(r"[^\w]+")
MOST_WORDS = 6  # a question's words beyond these add no product, only query cost


class ShopifyCatalogue:
    def __init__(self, shop: ShopifyOrders) -> None:
        self._shop = shop

    async def find_products(self, words: tuple[str, ...], limit: int = 5) -> list[Product]:
        terms = [t for w in words if (t := _SEARCHABLE.sub("", w))][:MOST_WORDS]
        if not terms:
            return []
        data = await self._shop.graphql(FIND, {"q": "(" + " OR ".join(terms) + ")", "n": min(limit, 10)})
        return [_product(n) for n in data["products"]["nodes"]]

    async def product(self, product_id: str) -> Product | None:
        gid = product_id.strip()
        if gid.isdigit():
            gid = f"gid://shopify/Product/{gid}"  # the reference a reply cites
        if not re.fullmatch(r"gid://shopify/Product/\d+", gid):
            return None
        node = (await self._shop.graphql(ONE, {"id": gid})).get("product")
        return _product(node) if node else None

    async def product_of_sku(self, sku: str) -> Product | None:
        if not sku.strip() or any(c in sku for c in '"\\ :()'):
            return None
        nodes = (await self._shop.graphql(OF_SKU, {"q": f'sku:"{sku.strip()}"'}))["productVariants"]["nodes"]
        return _product(nodes[0]["product"]) if nodes else None


def _product(node: dict[str, Any]) -> Product:
    return Product(
        id=node["id"], title=node["title"], description=node.get("description") or "",
        options=tuple(o["name"] for o in node.get("options") or []),
        variants=tuple(Variant(sku=v.get("sku") or "", title=v["title"],
                               options=tuple((o["name"], o["value"]) for o in v["selectedOptions"]),
                               price=Decimal(v["price"]).quantize(Decimal("0.01")),
                               available=v.get("inventoryQuantity"), for_sale=bool(v["availableForSale"]))
                       for v in node["variants"]["nodes"]))
