"""The templated exchange flow (issue 33 item 6): "can I swap it for a medium", "wrong size, I want the
blue one instead", in the six languages, through the agent's own exchange_items tool; the variant
read from the customer's words against the catalogue, asked for when not named, never guessed."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.core.shop.catalogue import Product, Variant
from supportbot.core.shop.orders import Order, OrderItem
from supportbot.rungs.exchange_flow import ASKING_EXCHANGE, wants_exchange
from supportbot.rungs.questions import ASKING, ASKING_ADDRESS
from supportbot.rungs.returns_flow import ASKING_RETURN
from supportbot.rungs.steps import Proposed
from tests.rungs.rung_turns import NOW, rung_turn, said_text

pytestmark = pytest.mark.clock  # orders are dated from the application clock

SHIRT = Product("P-10", "Linen shirt", "", ("Size", "Colour"), tuple(
    Variant(f"SHIRT-{size}-{colour.upper()}", f"{size} / {colour}", (("Size", size), ("Colour", colour)),
            Decimal("30.00"), stock)
    for size, colour, stock in [("S", "White", 2), ("M", "White", 3), ("L", "White", 0), ("S", "Blue", 1),
                                ("M", "Blue", 1)]))


def order() -> Order:
    return Order("A-1050", "C-1", "delivered", (OrderItem("SHIRT-S-WHITE", "Linen shirt", 1, Decimal("30.00")),),
                 Decimal("0.00"), Decimal("30.00"), Decimal("0.00"), "USD", "card", NOW - timedelta(days=5),
                 NOW - timedelta(days=3), NOW - timedelta(days=1), None, None, None)


ANSWERS = {"find_products": {"results": [SHIRT.as_result()]},
           "exchange_items": {"status": "awaiting_confirmation", "action_id": 41}}


@pytest.mark.parametrize(("said", "lang", "new"), [
    ("can I swap it for a medium?", "en", "SHIRT-M-WHITE"),
    ("wrong size, I want the blue one instead", "en", "SHIRT-S-BLUE"),
    ("¿puedo cambiarla por una talla mediana?", "es", "SHIRT-M-WHITE"),
    ("talla equivocada, la quiero en azul en vez de blanca", "es", "SHIRT-S-BLUE"),
    ("kya ise medium size se badal sakte hain?", "hinglish", "SHIRT-M-WHITE"),
    ("galat size hai, iski jagah neela wala chahiye", "hinglish", "SHIRT-S-BLUE"),
    ("क्या इसे मध्यम साइज़ से बदल सकते हैं?", "hi", "SHIRT-M-WHITE"),
    ("साइज़ गलत है, इसकी जगह नीला वाला चाहिए", "hi", "SHIRT-S-BLUE"),
    ("இதை நடுத்தர அளவுக்கு மாற்ற முடியுமா?", "ta", "SHIRT-M-WHITE"),
    ("அளவு தவறு, இதற்குப் பதிலாக நீல நிறம் வேண்டும்", "ta", "SHIRT-S-BLUE"),
    ("এটা কি মাঝারি সাইজে বদলে দিতে পারবেন?", "bn", "SHIRT-M-WHITE"),
    ("সাইজ ভুল, এর পরিবর্তে নীল রঙেরটা চাই", "bn", "SHIRT-S-BLUE"),
])
async def test_an_exchange_asked_in_six_languages_proposes_the_named_variant(said, lang, new):
    result, tools = await rung_turn(said, [order()], lang=lang, intent="return", answers=ANSWERS)
    assert isinstance(result, Proposed) and result.action_id == 41, (result, tools.calls)
    [(_, args)] = [c for c in tools.calls if c[0] == "exchange_items"]
    assert args["order_id"] == "A-1050" and args["items"] == [{"sku": "SHIRT-S-WHITE", "qty": 1, "new_variant": new}]
    assert args["reason"] == "other"  # policy reads the reason from the customer's words, not the rung's


async def test_no_variant_named_asks_which_listing_what_is_in_stock():
    result, tools = await rung_turn("I'd like to exchange my shirt", [order()], answers=ANSWERS)
    text = said_text(result)
    assert text.startswith("What would you like in exchange for your Linen shirt?")
    assert "M / White (30.00)" in text and "L / White" not in text  # out of stock is not offered
    assert "exchange_items" not in tools.names()
    answered, tools = await rung_turn("the medium please", [order()], history=[
        ("in", "I'd like to exchange my shirt"), ("out", text)], intent="other", answers=ANSWERS)
    assert isinstance(answered, Proposed)
    assert tools.calls[-1][1]["items"][0]["new_variant"] == "SHIRT-M-WHITE"


async def test_an_out_of_stock_variant_is_offered_the_alternatives_not_proposed():
    result, tools = await rung_turn("can I exchange it for a large?", [order()], answers=ANSWERS)
    assert said_text(result).startswith("What would you like in exchange")
    assert "exchange_items" not in tools.names()


async def test_a_refusal_is_said_in_the_customers_language():
    answers = ANSWERS | {"exchange_items": {"refused": "refused: outside the 30-day return window "
                                                      "(delivered 2026-01-01)"}}
    result, _ = await rung_turn("¿puedo cambiarla por una talla mediana?", [order()], lang="es", answers=answers)
    assert said_text(result).startswith("Lo siento, no puedo hacer ese cambio")


async def test_an_item_with_no_other_variant_in_the_catalogue_is_told_so():
    result, _ = await rung_turn("can I swap it for a medium?", [order()],
                                answers=ANSWERS | {"find_products": {"results": []}})
    assert "no other size or colour of Linen shirt" in said_text(result)


@pytest.mark.parametrize("said", [
    "where is my order A-1042?", "I changed my mind, I want to send it back", "change my address please",
    "how long do I have to exchange an item?", "mera mann badal gaya", "the plate arrived broken, refund please",
    "I'd rather have a refund instead", "send me a new one instead please", "पता बदल दीजिए",
    "cambiar la dirección por otra", "change it for my new address",
])
def test_other_asks_are_not_exchanges(said):
    assert not wants_exchange(said)


def test_the_exchange_questions_never_read_as_another_flows():
    others = ASKING + ASKING_ADDRESS + ASKING_RETURN
    assert [(a, b) for a in ASKING_EXCHANGE for b in others if a.startswith(b) or b.startswith(a)] == []
    assert len(ASKING_EXCHANGE) == 18  # three questions in six languages
