"""Delivered but not received: the facts, and the claim for staff only after the wait (issue 15.5)."""

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from supportbot.core.shop.not_received import not_received
from supportbot.core.shop.orders import Order
from supportbot.words.replies import carrier_said

DELIVERED = datetime(2026, 10, 1, 23, 30, tzinfo=UTC)


def order(**changes) -> Order:
    base = dict(id="A-1", customer_id="C-1", status="delivered", items=(), delivery_fee=Decimal("0.00"),
                paid=Decimal("80.00"), refunded=Decimal("25.00"), currency="USD", payment_method=None,
                placed_at=DELIVERED, shipped_at=DELIVERED, delivered_at=DELIVERED, eta=None,
                carrier="Royal Mail", tracking="RM1GB")
    return Order(**(base | changes))


@pytest.mark.clock
@pytest.mark.parametrize(("now", "claim"), [
    (datetime(2026, 10, 2, 23, 59, tzinfo=UTC), False),  # day 1
    (datetime(2026, 10, 3, 0, 0, tzinfo=UTC), True),  # day 2, whatever the hour of delivery
])
def test_the_claim_opens_after_the_wait_in_utc_days(now, claim):
    case = not_received(order(), now, wait_days=2)
    assert case.claim is claim and case.claim_from.isoformat() == "2026-10-03"


def test_the_facts_and_the_claim_are_for_staff_never_automatic():
    early = not_received(order(), datetime(2026, 10, 2, tzinfo=UTC), 2, left_at="porch")
    assert early.reason() == ("delivered but not received: A-1 marked delivered 2026-10-01 by Royal Mail, tracking "
                              "RM1GB, left at porch; customer asked to check neighbours and the safe place; a claim "
                              "from 2026-10-03")
    late = not_received(order(), datetime(2026, 10, 5, tzinfo=UTC), 2)
    assert "claim: staff decide a refund (up to 55.00) or a replacement, never automatic" in late.reason()


def test_an_order_not_marked_delivered_is_not_this_case():
    with pytest.raises(ValueError):
        not_received(order(delivered_at=None, status="shipped"), DELIVERED, 2)


def test_the_carriers_proof_is_in_the_facts_for_staff():
    case = not_received(order(), datetime(2026, 10, 2, tzinfo=UTC), 2, left_at="with neighbour at no. 14",
                        photo_url="https://carrier.example.com/pod/RM1GB.jpg")
    assert ("left at with neighbour at no. 14, delivery photo https://carrier.example.com/pod/RM1GB.jpg;"
            in case.reason())


@pytest.mark.parametrize(("left_at", "photo", "lang", "said"), [
    ("front porch", None, "en", "The carrier says it left the parcel: front porch."),
    ("front porch", "https://c.example/p.jpg", "en",
     "The carrier says it left the parcel: front porch. Their delivery photo: https://c.example/p.jpg"),
    (None, "https://c.example/p.jpg", "en", "Their delivery photo: https://c.example/p.jpg"),
    (None, None, "en", ""),
    ("porche", None, "es", "El transportista dice que dejó el paquete: porche."),
])
def test_what_the_carrier_said_in_the_customers_words(left_at, photo, lang, said):
    assert carrier_said(left_at, photo, lang) == said
