"""Amounts cross to the payment provider in the currency's minor units, computed by code."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supportbot.core.money.minor_units import from_minor_units, to_minor_units


@pytest.mark.parametrize(("amount", "currency", "minor"), [
    ("25.00", "USD", 2500),
    ("25", "usd", 2500),
    ("0.01", "GBP", 1),
    ("80.10", "EUR", 8010),
    ("2500", "JPY", 2500),       # zero-decimal: yen have no cents
    ("2500.00", "jpy", 2500),
    ("1500", "KRW", 1500),
    ("12.340", "KWD", 12340),    # three-decimal
    ("12.340", "BHD", 12340),
])
def test_minor_units_by_currency(amount: str, currency: str, minor: int) -> None:
    assert to_minor_units(Decimal(amount), currency) == minor


@pytest.mark.parametrize(("amount", "currency"), [
    ("25.50", "JPY"),     # half a yen does not exist
    ("0.001", "USD"),     # a tenth of a cent
    ("12.345", "KWD"),    # Stripe takes three-decimal amounts only in tens of the minor unit
    ("0", "USD"),         # nothing to refund
    ("-5.00", "USD"),
    ("NaN", "USD"),
])
def test_an_amount_the_currency_cannot_carry_is_refused(amount: str, currency: str) -> None:
    with pytest.raises(ValueError):
        to_minor_units(Decimal(amount), currency)


def test_a_currency_code_must_be_three_letters() -> None:
    with pytest.raises(ValueError):
        to_minor_units(Decimal("1.00"), "US")


@given(st.integers(min_value=1, max_value=10**10), st.sampled_from(["USD", "JPY", "INR"]))
def test_minor_units_round_trip(minor: int, currency: str) -> None:
    assert to_minor_units(from_minor_units(minor, currency), currency) == minor
