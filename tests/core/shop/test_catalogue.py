"""Which products a customer's words name, and what is said about them: the catalogue's pure part."""

from __future__ import annotations

from decimal import Decimal

import pytest

from supportbot.core.shop.catalogue import Product, Variant, asked_variants, rank, search_words


def _shirt() -> Product:
    return Product("P-10", "Linen shirt", "Washed linen, relaxed fit.", ("Size", "Colour"), (
        Variant("SHIRT-M-BLUE", "M / Blue", (("Size", "M"), ("Colour", "Blue")), Decimal("30.00"), 4),
        Variant("SHIRT-L-BLUE", "L / Blue", (("Size", "L"), ("Colour", "Blue")), Decimal("30.00"), 0),
        Variant("SHIRT-M-WHITE", "M / White", (("Size", "M"), ("Colour", "White")), Decimal("32.00"), 2)))


def _mug() -> Product:
    return Product("P-20", "Stoneware mug", "", ("Colour",), (
        Variant("MUG-BLUE", "Blue", (("Colour", "Blue"),), Decimal("12.00"), 9),))


@pytest.mark.parametrize("said, words", [
    ("do you have the linen shirt in blue?", ("linen", "shirt", "blue")),
    ("¿tenéis la camisa linen shirt en azul?", ("camisa", "linen", "shirt", "blue")),
    ("kya linen shirt neela rang mein hai?", ("linen", "shirt", "blue")),
    ("क्या linen shirt नीले रंग में है?", ("linen", "shirt", "blue")),
    ("linen shirt நீல நிறத்தில் இருக்கா?", ("linen", "shirt", "blue")),
    ("linen shirt কি নীল রঙে আছে?", ("linen", "shirt", "blue")),
    ("linen shirt size L", ("linen", "shirt", "l")),  # "size" names no product
])
def test_search_words_keep_what_names_a_product_in_every_language(said, words):
    assert search_words(said) == words


def test_a_title_word_is_needed_and_the_best_fit_comes_first():
    found = rank([_mug(), _shirt()], search_words("do you have the linen shirt in blue?"))
    assert [p.id for p in found] == ["P-10"]  # blue alone names no product: the mug is not about this
    assert [p.id for p in rank([_mug(), _shirt()], search_words("any blue mugs?"))] == ["P-20"]
    assert rank([_mug(), _shirt()], search_words("do you ship to Spain?")) == []


def test_asked_variants_are_the_ones_whose_options_were_named():
    shirt = _shirt()
    assert [v.sku for v in asked_variants(shirt, search_words("linen shirt in white"))] == ["SHIRT-M-WHITE"]
    assert [v.sku for v in asked_variants(shirt, search_words("linen shirt size L blue"))] == ["SHIRT-L-BLUE"]
    # No option named (or none that exists): every variant, so the answer never invents one.
    assert len(asked_variants(shirt, search_words("linen shirt"))) == 3
    assert len(asked_variants(shirt, search_words("linen shirt in green"))) == 3


def test_a_result_says_stock_and_price_as_the_catalogue_has_them():
    result = _shirt().as_result()
    assert result["product_id"] == "P-10" and result["source"] == "catalogue:P-10"
    assert result["variants"][1] == {"sku": "SHIRT-L-BLUE", "title": "L / Blue",
                                     "options": {"Size": "L", "Colour": "Blue"}, "price": "30.00",
                                     "in_stock": False, "available": 0}
    untracked = Variant("X", "One size", (), Decimal("5.00"), None)
    assert untracked.in_stock and not Variant("Y", "One size", (), Decimal("5.00"), None, for_sale=False).in_stock
