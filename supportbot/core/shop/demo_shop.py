"""The demo shop of DESIGN.md, placed relative to "now" so its dates always read right."""

from __future__ import annotations

from datetime import datetime, timedelta

from supportbot.core.shop.fixture import ShopFixture

DEMO_PHONE = "15551230001"


def demo_shop(now: datetime) -> ShopFixture:
    """Customer C-1 with A-1042 (delivered yesterday) and A-1043 (out for delivery, due today)."""
    day = timedelta(days=1)
    address = {"line1": "12 Hill Road", "city": "Leeds", "postcode": "LS1 4AB", "country": "GB"}
    return ShopFixture.model_validate({
        "customers": [{"id": "C-1", "name": "Asha Rao", "phone": DEMO_PHONE,
                       "email": "asha@example.com", "language": "en"}],
        "orders": [
            {"id": "A-1042", "customer": "C-1", "status": "delivered",
             "items": [{"sku": "PLATE-1", "name": "Stoneware plate", "qty": 3, "unit_price": "25.00"}],
             "delivery_fee": "5.00", "paid": "80.00", "currency": "USD",
             "payment_method": "card ending 4242",
             "placed_at": (now - 9 * day).isoformat(), "shipped_at": (now - 6 * day).isoformat(),
             "delivered_at": (now - day).isoformat(), "eta": None,
             "carrier": "Royal Mail", "tracking": "RM123456789GB", "address": address,
             "note": "Please leave with the neighbour"},
            {"id": "A-1043", "customer": "C-1", "status": "out_for_delivery",
             "items": [{"sku": "BOWL-1", "name": "Serving bowl", "qty": 1, "unit_price": "40.00"}],
             "delivery_fee": "0.00", "paid": "40.00", "currency": "USD",
             "payment_method": "card ending 4242",
             "placed_at": (now - 3 * day).isoformat(), "shipped_at": (now - 2 * day).isoformat(),
             "eta": now.replace(hour=18, minute=0, second=0, microsecond=0).isoformat(),
             "carrier": "Royal Mail", "tracking": "RM987654321GB", "address": address},
        ],
    })
