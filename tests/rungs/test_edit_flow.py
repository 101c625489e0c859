"""The templated order edit in six languages: "change the shirt to a large before it ships" and "remove
the mug from my order" become modify_order_items with the item and variant code read."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest

from supportbot.core.money.actions import Action
from supportbot.core.shop.catalogue import Product, Variant
from supportbot.core.shop.orders import Order, OrderItem
from supportbot.core.understanding.edit_asks import wants_order_edit
from supportbot.rungs.steps import Proposed
from supportbot.words.edits import confirm_edit
from supportbot.words.replies import close_message, fixed
from tests.rungs.rung_turns import NOW, rung_turn, said_text

pytestmark = pytest.mark.clock  # orders are dated from the application clock

SHIRT = Product("P-10", "Linen shirt", "", ("Size", "Colour"), (
    Variant("SHIRT-M-BLUE", "M / Blue", (("Size", "M"), ("Colour", "Blue")), Decimal("30.00"), 4),
    Variant("SHIRT-L-BLUE", "L / Blue", (("Size", "L"), ("Colour", "Blue")), Decimal("30.00"), 3),
    Variant("SHIRT-L-WHITE", "L / White", (("Size", "L"), ("Colour", "White")), Decimal("32.00"), 2)))


def _order(status: str = "placed", order_id: str = "A-1050") -> Order:
    delivered = NOW - timedelta(days=1) if status == "delivered" else None
    return Order(order_id, "C-1", status, (OrderItem("MUG-BLUE", "Stoneware mug", 1, Decimal("12.00")),
                                           OrderItem("SHIRT-M-BLUE", "Linen shirt", 1, Decimal("30.00"))),
                 Decimal("4.00"), Decimal("46.00"), Decimal("0"), "USD", "card ending 4242",
                 NOW - timedelta(hours=5), None, delivered, None, None, None)


ANSWERS: dict[str, Any] = {
    "find_products": {"results": [SHIRT.as_result()]},
    "modify_order_items": {"status": "awaiting_confirmation", "action_id": 77, "refund": "0.00"},
}
TO_LARGE = {"order_id": "A-1050", "changes": [{"sku": "SHIRT-M-BLUE", "qty": 1, "new_sku": "SHIRT-L-BLUE"}]}
MUG_OFF = {"order_id": "A-1050", "changes": [{"sku": "MUG-BLUE", "qty": 1}]}


@pytest.mark.parametrize(("lang", "said", "call"), [
    ("en", "change the shirt to a large before it ships", TO_LARGE),
    ("en", "remove the mug from my order", MUG_OFF),
    ("es", "cambia la camisa a talla grande antes de que se envíe", TO_LARGE),
    ("es", "quita la taza de mi pedido", MUG_OFF),
    ("hinglish", "shirt ko large kar do ship hone se pehle", TO_LARGE),
    ("hinglish", "mere order se mug hata do", MUG_OFF),
    ("hi", "भेजने से पहले शर्ट को बड़ा साइज़ कर दो", TO_LARGE),
    ("hi", "मेरे ऑर्डर से मग हटा दो", MUG_OFF),
    ("ta", "அனுப்புவதற்கு முன் சட்டையைப் பெரிய அளவாக மாற்றுங்கள்", TO_LARGE),
    ("ta", "என் ஆர்டரிலிருந்து கோப்பையை நீக்குங்கள்", MUG_OFF),
    ("bn", "পাঠানোর আগে শার্টটা বড় সাইজের করে দিন", TO_LARGE),
    ("bn", "আমার অর্ডার থেকে মগটা সরিয়ে দিন", MUG_OFF),
])
@pytest.mark.parametrize("intent", ["order_status", "return", "other"])
async def test_the_edit_is_read_in_six_languages(lang, said, call, intent):
    result, tools = await rung_turn(said, [_order()], lang=lang, intent=intent, answers=ANSWERS)
    assert isinstance(result, Proposed) and result.action_id == 77, (result, tools.calls)
    assert tools.calls[-1] == ("modify_order_items", call)


async def test_an_order_that_shipped_is_left_to_the_other_flows():
    result, tools = await rung_turn("change the shirt to a large", [_order("delivered")], answers=ANSWERS)
    assert "modify_order_items" not in tools.names()


async def test_an_item_only_on_an_order_that_shipped_is_not_an_edit_of_another():
    shipped = _order("delivered", "A-1040")
    placed = Order("A-1051", "C-1", "placed", (OrderItem("PLATE-1", "Stoneware plate", 1, Decimal("25.00")),),
                   Decimal("4.00"), Decimal("29.00"), Decimal("0"), "USD", None, NOW, None, None, None, None, None)
    _, tools = await rung_turn("change the shirt to a large", [placed, shipped], answers=ANSWERS)
    assert "modify_order_items" not in tools.names()


async def test_the_answer_to_the_flow_s_question_goes_on_with_the_edit():
    asked = fixed("which_edit", "en").text
    result, tools = await rung_turn("the shirt, in large", [_order()], history=[
        ("in", "I need to change my order"), ("out", asked)], answers=ANSWERS)
    assert isinstance(result, Proposed), result
    assert tools.calls[-1] == ("modify_order_items", TO_LARGE)


async def test_policy_s_refusal_is_said_in_the_customer_s_language():
    refused = {"decision": "refused", "reason": "refused: the new items cost 2.00 USD more than those they "
                                                "replace, and no payment can be taken here; a person can arrange it"}
    result, _ = await rung_turn("quita la taza de mi pedido", [_order()], lang="es",
                                answers=ANSWERS | {"modify_order_items": refused})
    assert said_text(result) == ("No puedo cambiar el pedido: el artículo nuevo cuesta 2.00 USD más y aquí no puedo "
                                 "cobrar un pago; una persona del equipo puede gestionarlo.")


async def test_an_item_not_named_among_several_is_asked_for():
    result, tools = await rung_turn("remove one thing from my order please", [_order()], answers=ANSWERS)
    assert "modify_order_items" not in tools.names() and said_text(result).startswith("Which item should change")


@pytest.mark.parametrize("said", ["where is my order A-1050", "change my address to 5 Main St, Leeds",
                                  "I want to cancel my order", "do you have the linen shirt in blue?",
                                  "refund the broken mug"])
def test_other_asks_are_not_edits(said):
    assert not wants_order_edit(said)


def test_the_question_shows_the_whole_order_after_and_the_money():
    action = Action(1, "k", 1, "C-1", "order_edit", "A-1050", "awaiting_confirmation", NOW, (("MUG-BLUE", 1),),
                    Decimal("12.00"), "USD", edit={"after": [["SHIRT-M-BLUE", "Linen shirt", 1, "30.00"]]})
    assert confirm_edit(action, _order(), "en") == (
        "Change order A-1050 so that it holds: 1 × Linen shirt. 12.00 USD comes back to card ending 4242. "
        "Shall I make the change?")


@pytest.mark.parametrize(("lang", "line"), [("en", "change of items on A-1050"),
                                            ("es", "cambio de artículos del pedido")])
def test_the_closing_summary_names_an_edit_as_one(lang, line):
    said = close_message([{"kind": "order_edit", "order_id": "A-1050", "amount": None, "currency": None,
                           "status": "done"}], lang).text
    assert line in said
