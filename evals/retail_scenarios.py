"""The retail desk's own dev scenarios (issue [9/9]): questions about products and the account's saved
address, in the six languages.

Written into evals/scenarios/ by evals/make_scenarios.py with the others. The catalogue is the
fixture format's `products` (SCENARIO_FORMAT.md); the expected answers follow the catalogue, not
what the bot happens to say: the variants asked for, their prices and stock, and no person.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Build = Callable[..., dict[str, Any]]  # evals/make_scenarios.py's `build`, handed in: it imports this module

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


SAVED = {"line1": "9 Quarry Street", "city": "Leeds", "postcode": "LS9 9QQ", "country": "GB"}
SAVED_ASKS = {
    "en": "Please update the address saved on my account to 9 Quarry Street, Leeds, LS9 9QQ, GB",
    "es": "Quiero cambiar la dirección guardada en mi cuenta a 9 Quarry Street, Leeds, LS9 9QQ, GB",
    "hi": "मेरे खाते का पता बदलकर 9 Quarry Street, Leeds, LS9 9QQ, GB कर दीजिए",
    "hinglish": "Mere account ka address badal do: 9 Quarry Street, Leeds, LS9 9QQ, GB",
    "ta": "என் கணக்கில் உள்ள முகவரியை 9 Quarry Street, Leeds, LS9 9QQ, GB என மாற்றுங்கள்",
    "bn": "আমার অ্যাকাউন্টের ঠিকানা বদলে 9 Quarry Street, Leeds, LS9 9QQ, GB করে দিন",
}


def retail_scenarios(build: Build, home: dict[str, str]) -> list[dict[str, Any]]:
    return product_questions(build) + saved_addresses(build, home)


def saved_addresses(build: Build, home: dict[str, str]) -> list[dict[str, Any]]:
    """The account's saved address changes after a yes to the whole address; no order's moves."""
    found = []
    asks = [(f"saved-address-{lang}", lang, {"intent": "address_change", "say": text, "opening": list(SAVED),
                                             "facts": {**SAVED, "scope": "address of the account"}})
            for lang, text in SAVED_ASKS.items()]
    asks.append(("saved-address-asked", "en", {"intent": "address_change", "opening": [],
                                               "say": "I've moved house, please change my saved address",
                                               "facts": {**SAVED, "scope": "address of the account"}}))
    for sid, lang, ask in asks:
        scenario = build(sid, "address_change", ["task:saved-address"], ["A-1044"],
                         "Change the address saved on the account (for orders to come), not an order's.", [ask],
                         {"saved_address": dict(SAVED), "address_changes": [], "handoff": None},
                         lang=lang, reply_facts=["9 Quarry Street"])
        found.append(_with_saved_address(scenario, home))
    no = build("saved-address-declined", "address_change", ["task:saved-address"], ["A-1044"],
               "Start changing the saved address, then say no at the question.",
               [{"intent": "address_change", "say": SAVED_ASKS["en"], "opening": list(SAVED), "confirm": False,
                 "facts": {**SAVED, "scope": "address of the account"}}],
               {"saved_address": None, "address_changes": [], "handoff": None})
    return found + [_with_saved_address(no, home)]


def _with_saved_address(scenario: dict[str, Any], address: dict[str, str]) -> dict[str, Any]:
    """The scenario's customer with a saved address: a copy, never the generator's shared customer."""
    owner, *others = scenario["shop"]["customers"]
    scenario["shop"]["customers"] = [{**owner, "address": address}, *others]
    return scenario


def product_questions(build: Build) -> list[dict[str, Any]]:
    found = []
    for lang, (text, facts) in PRODUCT_ASKS.items():
        scenario = build(f"product-question-{lang}", "other", ["task:product-question"], ["A-1042"],
                         "Find out whether a product the customer never ordered comes in a colour, at what "
                         "price, and whether it is in stock.",
                         [{"intent": "other", "say": text, "facts": {}}], {"handoff": None}, lang=lang,
                         reply_facts=facts, must_not=["RM123456789GB"])
        scenario["shop"]["products"] = CATALOGUE
        found.append(scenario)
    return found
