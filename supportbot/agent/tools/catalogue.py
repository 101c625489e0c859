"""The find_products and product_details tools: the shop's catalogue, read only, for any sender.

What exists, its variants, stock and prices come from the shop's system, never from the model;
each result carries its `source` (catalogue:<reference>), cited in the reply as an article is.
"""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import refused
from supportbot.agent.tools.context import ToolContext
from supportbot.core.shop.catalogue import asked_variants, rank, search_words

MOST_PRODUCTS = 3  # what a WhatsApp reply can list; the best fits first
NOTHING = "the catalogue has no product for this: say so, do not guess a product, variant, price or stock"


async def find_products(args: s.FindProducts, ctx: ToolContext) -> dict[str, Any]:
    catalogue = ctx.services.catalogue
    words = search_words(args.query)
    found = rank(await catalogue.find_products(words), words)[:MOST_PRODUCTS] if catalogue and words else []
    if not found:
        return {"results": [], "note": NOTHING}
    return {"results": [p.as_result() | {"asked": [v.as_result() for v in asked_variants(p, words)]} for p in found],
            "note": "answer only from these results (price, stock, variants) and name the product you quote"}


async def product_details(args: s.ProductDetails, ctx: ToolContext) -> dict[str, Any]:
    catalogue = ctx.services.catalogue
    product = await catalogue.product(args.product_id) if catalogue else None
    if product is None:
        return refused("refused: no such product in the catalogue")
    return {"product": product.as_result()}
