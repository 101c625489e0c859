"""The order lookups: one of the customer's orders, by reference and never with PII, or the list of them."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.access import NOT_VERIFIED, owned_order, refused
from supportbot.agent.tools.context import ToolContext
from supportbot.agent.tracking import carrier_tracking
from supportbot.core.privacy.pii import address_reference, mask, mask_cards
from supportbot.core.privacy.untrusted import mark
from supportbot.core.shop.orders import Order


def _reference(order: Order) -> dict[str, Any]:
    address = order.address or {}
    return {
        "order_id": order.id, "status": order.status,
        "items": [{"sku": i.sku, "name": i.name, "qty": i.qty, "unit_price": str(i.unit_price)}
                  for i in order.items],
        "delivery_fee": str(order.delivery_fee), "paid": str(order.paid),
        "refunded": str(order.refunded), "currency": order.currency,
        "placed_at": order.placed_at.isoformat(),
        "delivered_at": order.delivered_at.isoformat() if order.delivered_at else None,
        "eta": order.eta.isoformat() if order.eta else None,
        "carrier": order.carrier, "tracking": order.tracking,
        "delivery_address": address_reference(address.get("postcode", "?")),
        "payment": mask_cards(order.payment_method) if order.payment_method else None,
        # The note is the customer's own words: masked (invariant 10), then marked (invariant 9).
        "customer_note": mark(mask(order.note)) if order.note else None,
    }


async def get_order(args: s.GetOrder, ctx: ToolContext) -> dict[str, Any]:
    owned = await owned_order(args.order_id, ctx)
    if isinstance(owned, dict):
        return owned
    # Each refund paid or on its way, with its day: "where is my refund?" is answered from these.
    # A claim still waiting (for the customer's yes, staff or the provider) is said as pending.
    made = [{"amount": str(c.amount), "on": c.at.date().isoformat(), "status": "pending" if c.pending else "paid"}
            for c in sorted(await ctx.services.store.claims(owned[1].id), key=lambda c: c.at)]
    order = owned[1]
    if order.status != "delivered":
        return _reference(order) | {"refunds": made}
    tracked = await carrier_tracking(ctx.services.carrier, order)
    return _reference(order) | {"refunds": made, "carrier_tracking": tracked}


async def list_orders(args: s.ListOrders, ctx: ToolContext) -> dict[str, Any]:
    customer = await ctx.verified_customer()
    if customer is None:
        return refused(NOT_VERIFIED)
    orders = await ctx.services.store.orders_of(customer)
    return {"orders": [{"order_id": o.id, "status": o.status, "placed_at": o.placed_at.isoformat(),
                        "eta": o.eta.isoformat() if o.eta else None,
                        "items": ", ".join(f"{i.qty} x {i.name}" for i in o.items)} for o in orders]}
