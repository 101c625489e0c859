"""Switching a placed order's payment method (POLICY.md, "Changing an order before it ships").

- Only while the order is `placed`; once shipped it cannot change (the return or exchange route
  comes once it arrives); a cancelled order has nothing to pay.
- Only to another method saved on the customer's account, as the shop labels it ("PayPal
  asha@example.com"): never one the customer or the model names that is not on the account. The
  customer's words pick the label ("paypal", "the gift card"); words that fit two labels are asked
  about, never guessed.
- Only where the shop's system allows it (the built-in shop does; Shopify's Admin API has no
  mutation for a paid order's payment method): elsewhere it is said, and a person offered.

Pure: the tool reads the order and the account's labels, and the store re-checks both in the
statement that makes the change (supportbot/store/payment_methods.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from supportbot.core.money.policy import Refused

ARTICLE_PAYMENTS = "payments"
# Words that say how, not which: "pay with the PayPal one please" names PayPal.
_FILLER = frozenset({"the", "my", "a", "an", "to", "with", "by", "on", "pay", "using", "use", "please", "one",
                     "account", "instead", "switch", "change"})


@dataclass(frozen=True)
class PaymentChange:
    order_id: str
    method: str  # the account's own label, never the customer's words


def decide_payment_change(order_id: str, status: str, current: str | None, saved: tuple[str, ...], asked: str, *,
                          shop_allows: bool) -> PaymentChange | Refused:
    """Whether `order_id` may be switched to the saved method `asked` names, and to which label."""
    if not shop_allows:
        return Refused("not supported: this shop's system cannot change how an order is paid, so a person can "
                       "look at it (request_human)", ARTICLE_PAYMENTS)
    if status == "cancelled":
        return _refuse(f"{order_id} was cancelled; there is nothing left to pay")
    if status != "placed":
        return _refuse(f"{order_id} has already shipped, so its payment can no longer change; once it arrives "
                       "a return or an exchange is possible")
    matches = _matching(saved, asked)
    if not matches:
        listed = "; ".join(saved) or "none"
        return _refuse(f"'{asked.strip()}' is not saved on your account (saved: {listed}); only a saved method "
                       "can be used")
    if len(matches) > 1:
        return _refuse(f"'{asked.strip()}' fits more than one saved method ({'; '.join(matches)}): ask which")
    method = matches[0]
    if current is not None and _words(current) == _words(method):
        return _refuse(f"{order_id} is already paid with {method}")
    return PaymentChange(order_id, method)


def _matching(saved: tuple[str, ...], asked: str) -> list[str]:
    """The saved labels the words name: the label itself, or every word of the ask found in one label."""
    wanted = _words(asked)
    exact = [label for label in saved if _words(label) == wanted]
    if exact or not wanted:
        return exact
    named = wanted - _FILLER
    return [label for label in saved if named and named <= _words(label)]


def _words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[\w@.\-]+", text.lower()))


def _refuse(text: str) -> Refused:
    return Refused(f"refused: {text}", ARTICLE_PAYMENTS)
