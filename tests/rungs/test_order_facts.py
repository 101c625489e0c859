"""Order facts on the templated rung (issue 33.5): what an order cost, what was paid and how, each
item's price and its tracking, the order found by what it contains and items referred to together,
by comparison or as the whole order; an undone cancellation asked for goes to a person."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from supportbot.core.shop.orders import Customer, Order, OrderItem
from supportbot.core.turn import Handoff, Reply
from supportbot.core.understanding.fact_asks import fact_asks
from supportbot.core.understanding.references import items_referred, orders_referred
from supportbot.words.replies import fixed
from tests.rungs.rung_turns import C1, NOW, rung_turn, said_text

pytestmark = pytest.mark.clock  # orders are dated from the application clock
DAY = timedelta(days=1)


def _order(id: str, status: str, items: list[tuple[str, str, int, str]], fee: str, method: str | None,
           tracking: str | None, carrier: str | None = None, placed: int = 5) -> Order:
    lines = tuple(OrderItem(sku, name, qty, Decimal(price)) for sku, name, qty, price in items)
    paid = sum((i.unit_price * i.qty for i in lines), Decimal(fee))
    shipped = NOW - DAY * (placed - 1) if status != "placed" and status != "cancelled" else None
    return Order(id=id, customer_id="C-1", status=status, items=lines, delivery_fee=Decimal(fee), paid=paid,
                 refunded=Decimal(0), currency="USD", payment_method=method, placed_at=NOW - DAY * placed,
                 shipped_at=shipped, delivered_at=NOW - DAY if status == "delivered" else None,
                 eta=NOW + DAY if status == "shipped" else None, carrier=carrier, tracking=tracking,
                 address={"line1": "12 Hill Road", "city": "Leeds", "postcode": "LS1 4AB", "country": "GB"})


TABLET = _order("T-2001", "delivered",
                [("TAB-1", "Android tablet", 1, "300.00"), ("CASE-1", "Tablet case", 1, "20.00")],
                "5.00", "card ending 1111", "1Z999AA10123456784", "UPS", placed=9)
SKATES = _order("T-2002", "shipped",
                [("SK-1", "Street skateboard", 2, "60.00"), ("WATCH-1", "Steel watch", 1, "120.00")],
                "0.00", "PayPal asha@example.com", "JD014600006281234567", "DHL", placed=3)
ORDERS = [SKATES, TABLET]  # newest first, as the shop lists them


# --- what a message asks about an order -------------------------------------------------------

@pytest.mark.parametrize(("text", "facts"), [
    ("how much did I pay for my order?", {"paid"}),
    ("what was the total of T-2001?", {"paid"}),
    ("how much was my order with the tablet", {"paid"}),
    ("how did I pay for T-2001?", {"method"}),
    ("which card did I use for the order with my tablet?", {"method"}),
    ("what's the tracking number for the order with my tablet?", {"tracking"}),
    ("how much did I pay and how did I pay?", {"paid", "method"}),
    ("¿cuánto pagué por el pedido T-2001 y con qué tarjeta?", {"paid", "method"}),
    ("¿cuál es el número de seguimiento de mi pedido?", {"tracking"}),
    ("T-2001 ka total kitna tha?", {"paid"}),
    ("maine kitna pay kiya tha aur kis card se?", {"paid", "method"}),
    ("मैंने T-2001 के लिए कितने पैसे दिए?", {"paid"}),
    ("T-2001 का ट्रैकिंग नंबर क्या है?", {"tracking"}),
    ("T-2001 க்கு நான் எவ்வளவு பணம் செலுத்தினேன்?", {"paid"}),
    ("T-2001 এর জন্য আমি কত টাকা দিয়েছি?", {"paid"}),
    ("T-2001 এর ট্র্যাকিং নম্বর কী?", {"tracking"}),
])
def test_asks_about_an_orders_facts_are_read_in_six_languages(text, facts):
    assert set(fact_asks(text)) == facts


@pytest.mark.parametrize("text", [
    "how much is delivery?", "do I have to pay the postage?", "who pays return postage?",
    "where is my order?", "what payment methods do you accept?", "¿cuánto cuesta el envío?",
    "delivery ka charge kitna hai?", "refund my watch please, it's broken",
])
def test_questions_about_the_rules_or_other_asks_are_no_order_facts(text):
    assert fact_asks(text) == ()


# --- which order, which items -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "ids"), [
    ("the order with my tablet", ["T-2001"]),
    ("the one with the skateboards", ["T-2002"]),
    ("T-2001 please", ["T-2001"]),
    ("my order", []),
])
def test_an_order_is_found_by_what_it_contains(text, ids):
    assert [o.id for o in orders_referred(text, ORDERS)] == ids


@pytest.mark.parametrize(("text", "wanted"), [
    ("2 skateboards and the watch", (("SK-1", 2), ("WATCH-1", 1))),
    ("the whole order", (("SK-1", 2), ("WATCH-1", 1))),
    ("the cheaper one", (("SK-1", 1),)),
    ("the more expensive of the two", (("WATCH-1", 1),)),
    ("el más caro", (("WATCH-1", 1),)),
    ("sasta wala", (("SK-1", 1),)),
    ("both skateboards", (("SK-1", 2),)),
])
def test_items_are_referred_to_together_by_comparison_or_as_the_whole_order(text, wanted):
    assert items_referred(text, SKATES) == wanted


# --- the rung ----------------------------------------------------------------------------------

async def _turn(text: str, customer: Customer | None = C1, orders: list[Order] = ORDERS, lang: str = "en"):
    return await rung_turn(text, orders, customer, lang,
                           answers={"cancel_order": {"refused": "the order is already cancelled"}})


_text = said_text

async def test_what_was_paid_and_how_for_the_order_found_by_its_contents():
    result, tools = await _turn("how much did I pay for the order with my tablet, and how did I pay?")
    assert isinstance(result, Reply), result
    told = _text(result)
    assert "325.00" in told and "card ending 1111" in told and "T-2001" in told
    assert "PayPal" not in told and "T-2002" not in told
    assert "search_help_centre" not in [name for name, _ in tools.calls]


async def test_each_items_price_and_the_total():
    result, _ = await _turn("what was the total on T-2002 and how much was each item?")
    told = _text(result)
    assert "240.00" in told and "60.00" in told and "120.00" in told, told


async def test_the_tracking_of_the_order_named_by_its_contents_not_the_latest():
    result, _ = await _turn("what's the tracking number for the order with my tablet?")
    told = _text(result)
    assert "1Z999AA10123456784" in told and "JD014600006281234567" not in told, told


async def test_a_fact_asked_in_spanish_is_answered_in_spanish():
    result, _ = await _turn("¿cuánto pagué por el pedido T-2001?", lang="es")
    told = _text(result)
    assert "325.00" in told and "pagaste" in told.lower(), told


async def test_the_status_of_the_order_with_the_tablet_is_that_orders():
    result, _ = await _turn("where is the order with my tablet?")
    told = _text(result)
    assert "T-2001" in told and "T-2002" not in told, told


async def test_a_stranger_asking_what_an_order_cost_is_offered_the_one_time_code():
    result, tools = await _turn("how much did I pay for T-2001?", customer=None)
    assert [name for name, _ in tools.calls] == ["get_order", "send_code"]
    assert "325.00" not in _text(result)


async def test_undoing_a_cancellation_is_handed_to_a_person_with_the_order():
    cancelled = _order("T-2003", "cancelled", [("LAMP-1", "Desk lamp", 1, "45.00")], "5.00", "card ending 1111", None)
    result, tools = await _turn("I cancelled T-2003 by mistake, can you undo the cancellation?",
                                orders=[cancelled, *ORDERS])
    assert isinstance(result, Handoff), result
    assert "T-2003" in result.reason and result.priority == "normal"
    assert "cancel_order" not in [name for name, _ in tools.calls]


@pytest.mark.parametrize(("answer", "claim"), [
    ("the cheaper one", {"items": [{"sku": "CASE-1", "qty": 1}]}),
    ("the more expensive of the two", {"items": [{"sku": "TAB-1", "qty": 1}]}),
    ("the whole order", {"items": [], "whole_order": True}),
])
async def test_the_item_question_answered_by_comparison_or_as_the_whole_order(answer, claim):
    asked = fixed("which_item", "en", order="T-2001", item="android tablet").text
    history = [("in", "my T-2001 order came broken, refund please"), ("out", asked)]
    _, tools = await rung_turn(answer, ORDERS, history=history, intent="refund",
                               answers={"check_refund": {"refused": "refused: test stops here"}})
    checked = next(args for name, args in tools.calls if name == "check_refund")
    assert {k: checked[k] for k in claim} == claim, checked


@pytest.mark.parametrize("text", ["what address is T-2001 going to?", "¿a qué dirección va el pedido T-2001?",
                                  "T-2001 किस पते पर जा रहा है?"])
async def test_a_stranger_asking_where_an_order_goes_is_offered_the_one_time_code(text):
    result, tools = await rung_turn(text, ORDERS, customer=None, intent="address_change")
    assert tools.names() == ["get_order", "send_code"]
    assert "LS1 4AB" not in _text(result)


async def test_the_owner_learns_where_it_goes_by_a_reference_never_the_whole_address():
    result, _ = await _turn("what address is T-2001 going to?")
    told = _text(result)
    assert "LS1 4AB" in told and "12 Hill Road" not in told, told


async def test_an_order_not_theirs_answers_as_a_missing_one_and_tells_nothing_else():
    result, _ = await _turn("how much did I pay for B-7777?")
    told = _text(result)
    assert "B-7777" in told and "couldn't find" in told, told
    assert "325.00" not in told and "240.00" not in told, told
