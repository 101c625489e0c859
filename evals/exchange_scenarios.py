"""Exchanges' own dev scenarios (issue 33 item 1): a delivered item swapped for another variant of the
same product, in stock, the price difference decided by code.

Written into evals/scenarios/ by evals/make_scenarios.py with the others. The order and the catalogue
are these scenarios' own (a linen shirt in sizes and colours); the expected end state follows the
policy, not what the bot happens to say: the exchange made, the difference refunded (less the return
fee for the customer's own reason), nothing made when the variant is out of stock.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Build = Callable[..., dict[str, Any]]  # evals/make_scenarios.py's `build`, handed in: it imports this module

SHIRTS = {"id": "P-30", "title": "Linen shirt", "description": "Washed linen, relaxed fit.",
          "options": ["Size", "Colour"], "variants": [
              {"sku": "SHIRT-S-WHITE", "title": "S / White", "options": {"Size": "S", "Colour": "White"},
               "price": "34.00", "available": 2},
              {"sku": "SHIRT-M-WHITE", "title": "M / White", "options": {"Size": "M", "Colour": "White"},
               "price": "34.00", "available": 3},
              {"sku": "SHIRT-L-WHITE", "title": "L / White", "options": {"Size": "L", "Colour": "White"},
               "price": "34.00", "available": 0},
              {"sku": "SHIRT-S-BLUE", "title": "S / Blue", "options": {"Size": "S", "Colour": "Blue"},
               "price": "28.00", "available": 4}]}


def _shirt_order(owner: str) -> dict[str, Any]:
    """A small white linen shirt, delivered two days before the scenarios' now (inside the window)."""
    return {"id": "A-1060", "customer": owner, "status": "delivered",
            "items": [{"sku": "SHIRT-S-WHITE", "name": "Linen shirt", "qty": 1, "unit_price": "34.00"}],
            "delivery_fee": "0.00", "paid": "34.00", "currency": "USD", "payment_method": "card ending 4242",
            "placed_at": "2026-11-21T10:00:00Z",
            "address": {"line1": "12 Hill Road", "city": "Leeds", "postcode": "LS1 4AB", "country": "GB"},
            "shipped_at": "2026-11-24T09:00:00Z", "delivered_at": "2026-11-27T15:00:00Z",
            "carrier": "Royal Mail", "tracking": "RM555000111GB"}


def _swap(new_sku: str) -> dict[str, Any]:
    return {"order_id": "A-1060", "items": [{"sku": "SHIRT-S-WHITE", "qty": 1, "new_sku": new_sku}]}


def exchange_scenarios(build: Build) -> list[dict[str, Any]]:
    asks: list[tuple[str, str, str, dict[str, Any], list[str], str]] = [
        ("exchange-colour-cheaper-en", "en", "I prefer blue after all: can I swap the linen shirt from A-1060 for "
         "the blue one instead?", {"exchanges": [_swap("SHIRT-S-BLUE")], "refunds": [{"order_id": "A-1060",
                                                                                  "amount": "6.00"}]},
         ["6.00"], "Exchange the white linen shirt of A-1060 for the blue one; the whole difference comes back (no "
         "return fee on an exchange)."),
        ("exchange-size-fault-es", "es", "La camisa del pedido A-1060 llegó con una mancha, ¿me la cambian por una "
         "talla M?", {"exchanges": [_swap("SHIRT-M-WHITE")], "refunds": []}, [],
         "Exchange the stained linen shirt of A-1060 for size M, at no charge (the shop's fault)."),
        ("exchange-out-of-stock-en", "en", "Can I exchange the linen shirt from A-1060 for a large?",
         {"exchanges": [], "refunds": []}, ["M / White"],
         "Try to exchange the shirt of A-1060 for a size L, which is out of stock."),
    ]
    found = []
    for sid, lang, text, expect, facts, goal in asks:
        scenario = build(sid, "return", ["task:exchange"], ["A-1042"], goal,
                         [{"intent": "return", "say": text, "facts": {"order_id": "A-1060", "sku": "SHIRT-S-WHITE",
                                                                      "item": "shirt", "qty": 1}}],
                         {**expect, "handoff": None}, lang=lang, reply_facts=facts)
        owner = scenario["shop"]["customers"][0]["id"]
        scenario["shop"]["orders"] = [_shirt_order(owner)]
        scenario["shop"]["products"] = [SHIRTS]
        found.append(scenario)
    return found
