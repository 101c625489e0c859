"""What a customer says next is read with what the bot said last (issue 28.4): "so what can I do
then?" after a refusal and "do I have to pay the postage?" after a rule get the rule, not a person;
"I haven't seen it yet" after a refund's status is about the refund; an overdue refund goes to a
person at normal priority, with the facts."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest

from supportbot.core.shop.orders import Order, OrderItem
from supportbot.core.turn import Handoff, Reply
from supportbot.rungs.steps import Proposed
from supportbot.words.replies import fixed, refusal_reason
from tests.rungs.rung_turns import NOW, rung_turn, said_text

pytestmark = pytest.mark.clock  # orders and refunds are dated from the application clock
DAY = timedelta(days=1)
PLATES = Order(id="A-1042", customer_id="C-1", status="delivered",
               items=(OrderItem("PLATE-1", "Stoneware plate", 3, Decimal("25.00")),), delivery_fee=Decimal("5.00"),
               paid=Decimal("80.00"), refunded=Decimal("25.00"), currency="USD", payment_method="card ending 4242",
               placed_at=NOW - 9 * DAY, shipped_at=NOW - 6 * DAY, delivered_at=NOW - 5 * DAY, eta=None,
               carrier="Royal Mail", tracking="RM123456789GB")
BOWL = Order(id="A-1043", customer_id="C-1", status="out_for_delivery",
             items=(OrderItem("BOWL-1", "Serving bowl", 1, Decimal("40.00")),), delivery_fee=Decimal("0.00"),
             paid=Decimal("40.00"), refunded=Decimal("0.00"), currency="USD", payment_method="card ending 4242",
             placed_at=NOW - 3 * DAY, shipped_at=NOW - 2 * DAY, delivered_at=None, eta=NOW, carrier="Royal Mail",
             tracking="RM987654321GB")
ORDERS = [BOWL, PLATES]
RETURNS = {"title": "Returns", "version": 3, "passage": "You have 30 days to send an item back; return postage is "
           "yours unless the item was faulty.", "link": "https://help.example/returns"}


def _search(found_when: str) -> Any:
    """The help centre finds the returns rule only for a query holding `found_when`."""
    return lambda args: {"results": [RETURNS] if found_when in args["query"].lower() else []}


def _refund(overdue: bool) -> dict[str, Any]:
    refund = {"order_id": "A-1042", "amount": "25.00", "currency": "USD",
              "refunded_on": (NOW - 12 * DAY).date().isoformat(),
              "provider_status": "succeeded", "expected_by": (NOW - 2 * DAY).date().isoformat(), "overdue": overdue}
    facts = f"25.00 USD on A-1042 refunded {refund['refunded_on']}, provider status succeeded, " \
            f"expected by {refund['expected_by']}"
    return {"refunds": [refund], "next": f"overdue: ... these facts: {facts}" if overdue else "tell the customer"}


REFUND_TOOLS = {"get_order": {"refunds": [{"amount": "25.00", "on": (NOW - 12 * DAY).date().isoformat()}]}}


async def test_what_to_do_after_a_refusal_is_the_rule_not_a_person():
    refused = fixed("cannot_refund", "en", why=refusal_reason(
        "refused: reason 'changed_mind' is not covered (covered: damaged, defective)", "en")).text
    history = [("in", "I don't like the plates from A-1042, refund them"), ("out", refused)]
    result, tools = await rung_turn("so what can I do then?", ORDERS, history=history, intent="policy_question",
                                    answers={"search_help_centre": _search("refund")})
    assert isinstance(result, Reply), result
    assert "30 days" in said_text(result)


async def test_a_question_after_a_rule_is_answered_from_the_help_centre_with_that_rule():
    quoted = fixed("help_quote", "en", **RETURNS).text
    history = [("in", "how long do I have to return something?"), ("out", quoted)]
    result, _ = await rung_turn("and who pays for that?", ORDERS, history=history, intent="other",
                                answers={"search_help_centre": _search("return")})
    assert isinstance(result, Reply) and "postage" in said_text(result), result


async def test_not_seen_yet_after_a_refunds_status_is_about_the_refund():
    told = fixed("refund_status", "en", order="A-1042", lines="25.00 USD on 27 Nov").text
    history = [("in", "where is my refund for A-1042?"), ("out", told)]
    result, tools = await rung_turn("I haven't seen it yet", ORDERS, history=history,
                                    answers=REFUND_TOOLS | {"where_is_my_refund": _refund(overdue=False)})
    assert "where_is_my_refund" in tools.names(), tools.calls
    assert "A-1043" not in said_text(result)


async def test_an_overdue_refund_goes_to_a_person_at_normal_priority_with_the_facts():
    result, _ = await rung_turn("my refund for A-1042 still hasn't arrived, where is it?", ORDERS,
                                answers=REFUND_TOOLS | {"where_is_my_refund": _refund(overdue=True)})
    assert isinstance(result, Handoff), result
    assert result.priority == "normal"
    expected = (NOW - 2 * DAY).date().isoformat()
    assert "A-1042" in result.reason and "25.00" in result.reason and expected in result.reason


async def test_a_new_question_after_a_rule_is_its_own_not_the_rule_again():
    quoted = fixed("help_quote", "en", **RETURNS).text
    history = [("in", "how long do I have to return something?"), ("out", quoted)]
    result, tools = await rung_turn("do you offer gift wrapping?", ORDERS, history=history, intent="policy_question",
                                    answers={"search_help_centre": _search("return")})
    assert isinstance(result, Handoff), result  # nothing in the help centre answers it: a person
    assert [args["query"] for name, args in tools.calls if name == "search_help_centre"] == \
        ["do you offer gift wrapping?"]


@pytest.mark.parametrize(("text", "intent"), [
    ("if I send back the plates from A-1042, do I pay the postage?", "return"),
    ("i want to know how many days i have to return the plates and if postage is free", "return"),
    ("¿puedo devolver el pedido A-1042? ¿cuántos días tengo?", "return"),
    ("A-1042 wapas karne ke liye kitne din hain aur postage kaun dega", "return"),
    ("A-1042 की प्लेट वापस करने के लिए कितने दिन हैं?", "return"),
    ("A-1042 தட்டை திருப்பி அனுப்ப எத்தனை நாள் இருக்கு?", "return"),
    ("A-1042 এর প্লেট ফেরত দিতে কত দিন সময় আছে?", "return"),
])
async def test_a_question_about_the_return_rule_gets_the_rule_before_any_return(text, intent):
    result, tools = await rung_turn(text, ORDERS, intent=intent, answers={"search_help_centre": _search("")})
    assert isinstance(result, Reply) and "30 days" in said_text(result), result
    assert "start_return" not in tools.names()


@pytest.mark.parametrize("text", [
    "I want to return the plates from A-1042, how long does the refund take?",
    "quiero devolver el pedido A-1042, ¿cuántos días tarda?",
])
async def test_a_return_asked_for_alongside_a_question_still_starts(text):
    result, _ = await rung_turn(text, ORDERS, intent="return", answers={"search_help_centre": _search("")})
    assert "30 days" not in said_text(result), result


async def test_a_refund_waited_for_with_how_long_is_still_its_status():
    result, tools = await rung_turn("my refund for A-1042 still hasn't arrived, how many days does it take?", ORDERS,
                                    answers=REFUND_TOOLS | {"where_is_my_refund": _refund(overdue=False)})
    assert "where_is_my_refund" in tools.names(), tools.calls


MUG = Order(id="A-1044", customer_id="C-1", status="placed",
            items=(OrderItem("MUG-1", "Enamel mug", 2, Decimal("15.00")),),
            delivery_fee=Decimal("4.00"), paid=Decimal("34.00"), refunded=Decimal("0.00"), currency="USD",
            payment_method="card ending 4242", placed_at=NOW - DAY, shipped_at=None, delivered_at=None, eta=None,
            carrier=None, tracking=None)
PROPOSING = {"start_return": {"status": "awaiting_confirmation", "action_id": 7},
             "cancel_order": {"status": "awaiting_confirmation", "action_id": 8}}


@pytest.mark.parametrize(("text", "intent", "tool", "order"), [
    ("where is A-1043? and please cancel A-1044", "cancel_order", "cancel_order", "A-1044"),
    ("¿dónde está A-1043? y cancela el pedido A-1044 por favor", "cancel_order", "cancel_order", "A-1044"),
    ("where is A-1043? also I want to return 1 plate from A-1042, I don't like it", "return", "start_return",
     "A-1042"),
])
async def test_two_asks_in_one_message_are_both_served(text, intent, tool, order):
    result, tools = await rung_turn(text, [BOWL, PLATES, MUG], intent=intent, answers=PROPOSING)
    assert [args["order_id"] for name, args in tools.calls if name == tool] == [order], tools.calls
    told = " ".join(m.text for m in (result.preface if isinstance(result, Proposed) else result.messages))
    assert "A-1043" in told and "out for delivery" in told, result
