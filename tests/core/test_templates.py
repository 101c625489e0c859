"""Choosing an approved template and filling its parameters: a table of what staff get."""

from __future__ import annotations

import pytest

from supportbot.core.templates import Chosen, MessageTemplate, Refused, choose, filled, parse_fields

ORDER_EN = MessageTemplate("order_update", "en_US", "APPROVED", "UTILITY", "Hi {{1}}, news about order {{2}}.")
ORDER_ES = MessageTemplate("order_update", "es", "APPROVED", "UTILITY", "Hola {{1}}, novedades del pedido {{2}}.")
DRAFT = MessageTemplate("promo", "en", "PENDING", "MARKETING", "Sale!")
ONLY_HI = MessageTemplate("call_back", "hi", "APPROVED", "UTILITY", "कृपया हमें जवाब दें।")
TEMPLATES = [ORDER_EN, ORDER_ES, DRAFT, ONLY_HI]
FIELDS = {"order_update": ("customer_name", "order_id")}
FACTS = {"customer_name": "Asha", "order_id": "A-1042"}


@pytest.mark.parametrize(("name", "language", "facts", "expected"), [
    ("order_update", "es", FACTS, Chosen(ORDER_ES, ("Asha", "A-1042"))),
    ("order_update", "en", FACTS, Chosen(ORDER_EN, ("Asha", "A-1042"))),  # en takes en_US
    ("order_update", "hinglish", FACTS, Chosen(ORDER_EN, ("Asha", "A-1042"))),
    ("call_back", "es", FACTS, Chosen(ONLY_HI, ())),  # the template's only language
    ("order_update", "ta", FACTS, Refused("'order_update' is not approved in the customer's language (ta); "
                                          "it is in en_US, es")),
    ("order_update", "en", {"customer_name": "Asha"},
     Refused("{{2}} of 'order_update' is the order_id, which this conversation does not know")),
    ("order_update", "en", {"customer_name": " ", "order_id": "A-1"},
     Refused("{{1}} of 'order_update' is the customer_name, which this conversation does not know")),
    ("promo", "en", FACTS, Refused("there is no approved template 'promo' (approved: call_back, order_update)")),
])
def test_choose(name, language, facts, expected) -> None:
    assert choose(TEMPLATES, name, language, FIELDS, facts) == expected


def test_a_placeholder_nobody_named_is_refused_not_guessed() -> None:
    assert choose(TEMPLATES, "order_update", "en", {}, FACTS) == Refused(
        "{{1}} of 'order_update' is not named: set WHATSAPP_TEMPLATE_PARAMETERS "
        "(e.g. order_update=customer_name,order_id)")


def test_parameters_are_read_per_template_and_bad_parts_named() -> None:
    assert parse_fields(" Order_Update=customer_name, order_id ; call_back=") == {
        "order_update": ("customer_name", "order_id"), "call_back": ()}
    with pytest.raises(ValueError, match="cannot read 'oops'"):
        parse_fields("oops")


def test_the_filled_body_is_what_the_customer_reads() -> None:
    assert filled(ORDER_ES, ("Asha", "A-1042")) == "Hola Asha, novedades del pedido A-1042."
