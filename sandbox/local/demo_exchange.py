"""The demo's third part: an exchange (issue 33), through the same real path as the refunds.

The demo customer's linen shirt (A-1045, delivered yesterday) is swapped for the blue one: the model
proposes `exchange_items`, code prices the difference from the shop's catalogue (34.00 back, 28.00
out, and no return fee on an exchange: 6.00 refunded), the customer says yes,
the shop makes the exchange under the action's key (on Shopify, a return with exchange line items)
and Stripe refunds the difference once.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.fixture import ShopFixture

SHIRT = {"id": "P-30", "title": "Linen shirt", "description": "Washed linen, relaxed fit.",
         "options": ["Size", "Colour"], "variants": [
             {"sku": "SHIRT-S-WHITE", "title": "S / White", "options": {"Size": "S", "Colour": "White"},
              "price": "34.00", "available": 2},
             {"sku": "SHIRT-M-WHITE", "title": "M / White", "options": {"Size": "M", "Colour": "White"},
              "price": "34.00", "available": 3},
             {"sku": "SHIRT-S-BLUE", "title": "S / Blue", "options": {"Size": "S", "Colour": "Blue"},
              "price": "28.00", "available": 4}]}
EXCHANGE_SCRIPT = [{"role": "assistant", "content": None, "tool_calls": [{
    "id": "call_exchange_items", "type": "function", "function": {"name": "exchange_items", "arguments": json.dumps(
        {"order_id": "A-1045", "reason": "other",
         "items": [{"sku": "SHIRT-S-WHITE", "qty": 1, "new_variant": "SHIRT-S-BLUE"}]})}}]}]
EXCHANGE_LINES = ["Could I swap the linen shirt from A-1045 for the blue one instead? I prefer blue.", "yes"]


def exchange_shop(now: datetime) -> ShopFixture:
    """The demo shop, and a linen shirt delivered yesterday with its sizes and colours in the catalogue."""
    shop: dict[str, Any] = demo_shop(now).model_dump(mode="json")
    shirt = dict(shop["orders"][0])
    shirt.update(id="A-1045", items=[{"sku": "SHIRT-S-WHITE", "name": "Linen shirt", "qty": 1, "unit_price": "34.00"}],
                 delivery_fee="0.00", paid="34.00", tracking="RM555000111GB", note=None,
                 delivered_at=(now - timedelta(days=1)).isoformat())
    shop["orders"].append(shirt)
    shop["products"] = [SHIRT]
    return ShopFixture.model_validate(shop)
