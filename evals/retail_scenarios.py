"""The retail desk's own dev scenarios (issue [9/9]): questions about products, in the six languages.

Written into evals/scenarios/ by evals/make_scenarios.py with the others. The catalogue is the
fixture format's `products` (SCENARIO_FORMAT.md); the expected answers follow the catalogue, not
what the bot happens to say: the variants asked for, their prices and stock, and no person.
"""

from __future__ import annotations

from typing import Any

CATALOGUE = [
    {"id": "P-10", "title": "Linen shirt", "description": "Washed linen, relaxed fit.", "options": ["Size", "Colour"],
     "variants": [{"sku": "SHIRT-M-BLUE", "title": "M / Blue", "options": {"Size": "M", "Colour": "Blue"},
                   "price": "30.00", "available": 4},
                  {"sku": "SHIRT-L-BLUE", "title": "L / Blue", "options": {"Size": "L", "Colour": "Blue"},
                   "price": "34.00", "available": 0},
                  {"sku": "SHIRT-M-WHITE", "title": "M / White", "options": {"Size": "M", "Colour": "White"},
                   "price": "32.00", "available": 2}]},
    {"id": "P-20", "title": "Stoneware mug", "description": "Dishwasher safe.", "options": ["Colour"],
     "variants": [{"sku": "MUG-BLUE", "title": "Blue", "options": {"Colour": "Blue"}, "price": "12.00",
                   "available": 9}]},
]

# What each customer asks, and what the reply must then say: the asked variants' prices and the product.
PRODUCT_ASKS = {
    "en": ("Do you have the linen shirt in blue?", ["30.00", "34.00", "Linen shirt"]),
    "es": ("Hola, ¿tenéis la linen shirt en azul?", ["30.00", "34.00", "Linen shirt"]),
    "hi": ("क्या linen shirt नीले रंग में मिलेगी?", ["30.00", "34.00", "Linen shirt"]),
    "hinglish": ("Kya linen shirt white colour mein milegi?", ["32.00", "Linen shirt"]),
    "ta": ("linen shirt வெள்ளை நிறத்தில் கிடைக்குமா?", ["32.00", "Linen shirt"]),
    "bn": ("stoneware mug কি নীল রঙে পাওয়া যাবে?", ["12.00", "Stoneware mug"]),
}


def retail_scenarios() -> list[dict[str, Any]]:
    from evals.make_scenarios import build, said  # the generator imports this module from inside its own

    found = []
    for lang, (text, facts) in PRODUCT_ASKS.items():
        scenario = build(f"product-question-{lang}", "other", ["task:product-question"], ["A-1042"],
                         "Find out whether a product the customer never ordered comes in a colour, at what "
                         "price, and whether it is in stock.",
                         [said("other", text)], {"handoff": None}, lang=lang, reply_facts=facts,
                         must_not=["RM123456789GB"])
        scenario["shop"]["products"] = CATALOGUE
        found.append(scenario)
    return found
