"""Money in a currency's smallest unit, as payment providers take it (cents, yen, fils).

Stripe's amounts are integers in minor units (docs.stripe.com/currencies): two decimals unless
the currency is zero-decimal (yen, won, ...) or three-decimal (Gulf dinars, where Stripe also
wants the last digit 0 — the tenths of a fils it cannot settle). An amount the currency cannot
carry exactly (half a yen) is a bug upstream, never rounded away here: rounding money silently
is paying a different sum than policy decided (invariant 1).
"""

from __future__ import annotations

from decimal import Decimal

# Stripe's zero-decimal currencies (docs.stripe.com/currencies#zero-decimal).
ZERO_DECIMAL = frozenset({"BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX",
                          "VND", "VUV", "XAF", "XOF", "XPF"})
# Three-decimal currencies (docs.stripe.com/currencies#three-decimal).
THREE_DECIMAL = frozenset({"BHD", "JOD", "KWD", "OMR", "TND"})


def exponent(currency: str) -> int:
    """How many decimals the currency's minor unit has."""
    code = currency.upper()
    if len(code) != 3 or not code.isalpha():
        raise ValueError(f"not a currency code: {currency!r}")
    if code in ZERO_DECIMAL:
        return 0
    return 3 if code in THREE_DECIMAL else 2


def to_minor_units(amount: Decimal, currency: str) -> int:
    """A positive decimal amount as an integer count of minor units; ValueError when inexact."""
    if not amount.is_finite() or amount <= 0:
        raise ValueError(f"a refund amount must be positive: {amount}")
    scaled = amount.scaleb(exponent(currency))
    if scaled != scaled.to_integral_value():
        raise ValueError(f"{amount} {currency.upper()} is not a whole number of minor units")
    if currency.upper() in THREE_DECIMAL and int(scaled) % 10:
        raise ValueError(f"{amount} {currency.upper()}: Stripe takes three-decimal amounts in tens")
    return int(scaled)


def from_minor_units(minor: int, currency: str) -> Decimal:
    """The decimal amount an integer of minor units stands for (the provider's answers)."""
    return Decimal(minor).scaleb(-exponent(currency))
