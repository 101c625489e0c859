"""The templated answer to "do you have X in blue?": the catalogue's words, never a guess."""

from __future__ import annotations

from decimal import Decimal

import pytest

from supportbot.core.shop.catalogue import Product, Variant
from supportbot.core.turn import Reply
from supportbot.core.understanding.asks import asks_about_products
from supportbot.rungs.product_flow import product_flow

SHIRT = Product("P-10", "Linen shirt", "", ("Size", "Colour"), (
    Variant("SHIRT-M-BLUE", "M / Blue", (("Size", "M"), ("Colour", "Blue")), Decimal("30.00"), 4),
    Variant("SHIRT-L-BLUE", "L / Blue", (("Size", "L"), ("Colour", "Blue")), Decimal("30.00"), 0),
    Variant("SHIRT-M-WHITE", "M / White", (("Size", "M"), ("Colour", "White")), Decimal("32.00"), 2)))


@pytest.mark.parametrize("said", [
    "do you have the linen shirt in blue?", "Is the linen shirt available in size L?",
    "how much is the linen shirt?", "¿tenéis la linen shirt en azul?", "¿hay linen shirt en talla L?",
    "kya linen shirt neele rang mein milegi?", "क्या linen shirt नीले रंग में मिलेगी?",
    "linen shirt நீல நிறத்தில் கிடைக்குமா?", "linen shirt কি নীল রঙে পাওয়া যাবে?",
])
def test_product_questions_are_recognised_in_six_languages(said):
    assert asks_about_products(said)


@pytest.mark.parametrize("said", [
    "where is my order A-1042?", "how much is delivery?", "the plate arrived broken, refund please",
    "I want to talk to a person",
])
def test_other_asks_are_not_product_questions(said):
    assert not asks_about_products(said)


def _tool(results):
    calls = []

    async def run_tool(name, args):
        calls.append((name, args))
        words = ("linen", "shirt", "blue") if "blue" in args["query"] or "azul" in args["query"] else ("linen", "shirt")
        from supportbot.core.shop.catalogue import asked_variants
        return {"results": [p.as_result() | {"asked": [v.as_result() for v in asked_variants(p, words)]}
                            for p in results]}
    return run_tool, calls


async def test_the_answer_names_the_asked_variants_their_price_and_stock():
    run_tool, calls = _tool([SHIRT])
    answer = await product_flow("do you have the linen shirt in blue?", "en", run_tool)
    assert isinstance(answer, Reply) and answer.outcome == "product_answered"
    assert calls == [("find_products", {"query": "do you have the linen shirt in blue?"})]
    [text] = [m.text for m in answer.messages]
    assert text == ('From our catalogue, "Linen shirt" (P-10): M / Blue 30.00, in stock; '
                    "L / Blue 30.00, out of stock.")
    es = await product_flow("¿tenéis la linen shirt en azul?", "es", run_tool)
    assert "L / Blue 30.00, agotado" in es.messages[0].text


async def test_nothing_in_the_catalogue_leaves_the_question_to_the_other_flows():
    run_tool, _ = _tool([])
    assert await product_flow("do you have the linen shirt in blue?", "en", run_tool) is None
