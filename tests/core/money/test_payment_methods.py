"""Switching a placed order's payment method (POLICY.md, Changing an order before it ships): only to
another method saved on the customer's account, only while placed, only where the shop's system allows."""

from __future__ import annotations

import pytest

from supportbot.core.money.payment_methods import PaymentChange, decide_payment_change
from supportbot.core.money.policy import Refused

SAVED = ("card ending 4242", "PayPal asha@example.com", "gift card GC-77")


def decide(asked: str, status: str = "placed", current: str | None = "card ending 4242", saved=SAVED,
           allows: bool = True):
    return decide_payment_change("K-1", status, current, saved, asked, shop_allows=allows)


@pytest.mark.parametrize(("asked", "method"), [
    ("PayPal asha@example.com", "PayPal asha@example.com"),
    ("paypal", "PayPal asha@example.com"),
    ("  the GIFT card ", "gift card GC-77"),
    ("gc-77", "gift card GC-77"),
])
def test_a_saved_method_named_loosely_is_the_account_s_own_label(asked, method):
    assert decide(asked) == PaymentChange("K-1", method)


@pytest.mark.parametrize(("asked", "said"), [
    ("visa ending 1111", "not saved on your account"),  # never a method that is not on the account
    ("bitcoin", "not saved on your account"),
    ("card", "more than one"),  # "card ending 4242" and "gift card GC-77": asked, never guessed
    ("card ending 4242", "already paid"),
    ("", "not saved on your account"),
])
def test_what_cannot_be_switched_to(asked, said):
    refused = decide(asked)
    assert isinstance(refused, Refused) and said in refused.reason, refused


def test_an_account_with_no_saved_methods_switches_to_nothing():
    refused = decide("paypal", saved=())
    assert isinstance(refused, Refused) and "not saved on your account" in refused.reason


@pytest.mark.parametrize(("status", "said"), [("shipped", "already shipped"), ("out_for_delivery", "already shipped"),
                                              ("delivered", "already shipped"), ("cancelled", "cancelled")])
def test_only_a_placed_order(status, said):
    refused = decide("paypal", status=status)
    assert isinstance(refused, Refused) and said in refused.reason


def test_a_shop_whose_system_cannot_says_so_and_offers_a_person():
    refused = decide("paypal", allows=False)
    assert isinstance(refused, Refused) and "request_human" in refused.reason
