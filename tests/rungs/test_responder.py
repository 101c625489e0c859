"""The templated responder, as a table: what the customer said -> what the bot answers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from supportbot.core.shop.demo_shop import demo_shop
from supportbot.core.shop.orders import Customer, Order, OrderItem
from supportbot.core.turn import Said, TurnInput
from supportbot.core.types import MessageKind
from supportbot.rungs.responder import respond

NOW = datetime(2026, 11, 29, 12, tzinfo=UTC)
SHOP = demo_shop(NOW)
C1 = Customer("C-1", "Asha Rao", "15551230001", "asha@example.com")
ORDERS = [
    Order(id=o.id, customer_id=o.customer, status=o.status,
          items=tuple(OrderItem(i.sku, i.name, i.qty, i.unit_price) for i in o.items),
          delivery_fee=o.delivery_fee, paid=o.paid, refunded=0, currency=o.currency,
          payment_method=o.payment_method, placed_at=o.placed_at, shipped_at=o.shipped_at,
          delivered_at=o.delivered_at, eta=o.eta, carrier=o.carrier, tracking=o.tracking)
    for o in sorted(SHOP.orders, key=lambda o: o.placed_at, reverse=True)
]


def turn(*texts: str, kind: MessageKind = MessageKind.TEXT, customer: Customer | None = C1) -> TurnInput:
    said = tuple(Said(i, kind, t, None) for i, t in enumerate(texts))
    return TurnInput(conversation_id=1, run_id=1, customer=customer, said=said, now=NOW)


@pytest.mark.parametrize(("texts", "has", "lacks", "outcome"), [
    (["where is A-1043"], ["A-1043", "out for delivery", "arrive today"], ["A-1042"], "order_status"),
    (["a-1042 status?"], ["A-1042", "delivered yesterday", "RM123456789GB"], [], "order_status"),
    (["where's my order"], ["A-1043"], [], "order_status"),  # the latest order
    (["A-1042 and A-1043?"], ["A-1042", "A-1043"], [], "order_status"),
    (["hi", "where is A-1042"], ["A-1042"], [], "order_status"),  # a burst answered as one
    (["status of Z-9999"], ["couldn't find order Z-9999"], [], "order_status"),
    (["the plate arrived broken, refund please"], ["person"], ["A-1043 ("], "cannot_yet"),
    (["thanks!"], ["Happy to help"], ["A-1043 ("], "pleasantry"),
    # More than one word of small talk is still small talk, not a question about the latest order.
    (["hi there"], ["Happy to help"], ["A-1043 ("], "pleasantry"),
    (["thanks, that's all!"], ["Happy to help"], ["A-1043 ("], "pleasantry"),
    (["Good afternoon 👋"], ["Happy to help"], ["A-1043 ("], "pleasantry"),
    (["hola, buenos días"], ["Happy to help"], ["A-1043 ("], "pleasantry"),
    (["ok thank you, bye"], ["Happy to help"], ["A-1043 ("], "pleasantry"),
    (["hi there, where is my order?"], ["A-1043 ("], [], "order_status"),
])
def test_text_turns(texts, has, lacks, outcome):
    reply = respond(turn(*texts), ORDERS)
    text = reply.messages[0].text
    assert reply.outcome == outcome
    for part in has:
        assert part in text
    for part in lacks:
        assert part not in text


def test_unknown_sender_sees_no_orders():
    reply = respond(turn("where is A-1042", customer=None), ORDERS)
    assert reply.outcome == "unknown_sender" and "A-1042" not in reply.messages[0].text


def test_media_only_gets_the_text_only_note():
    reply = respond(turn(None, kind=MessageKind.IMAGE), ORDERS)
    assert reply.outcome == "media" and "only read text" in reply.messages[0].text


def test_a_request_for_a_person_is_a_handoff():
    from supportbot.core.turn import Handoff
    result = respond(turn("I want to talk to a person"), ORDERS)
    assert isinstance(result, Handoff) and result.reason == "customer asked for a person"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Order A-1043 (1 × Serving bowl) is out for delivery and should arrive today with Royal Mail"),
    ("es", "El pedido A-1043 (1 × Serving bowl) está en reparto y debería llegar hoy con Royal Mail"),
    ("hi", "ऑर्डर A-1043 (1 × Serving bowl) डिलीवरी के लिए निकल चुका है और आज पहुँचना चाहिए"),
    ("hinglish", "Order A-1043 (1 × Serving bowl) delivery ke liye nikal gaya hai, aaj pahunch jaana chahiye"),
])
def test_status_in_the_customers_language(lang, expected):
    assert respond(turn("A-1043?"), ORDERS, lang).messages[0].text.startswith(expected)
