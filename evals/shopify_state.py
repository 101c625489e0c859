"""A trial's end state on SHOP_BACKEND=shopify, in the fixture's terms, so one grader serves both shops.

On Shopify the orders are the stand-in's, read over Admin GraphQL through the production adapter,
and customers are GIDs; the built-in shop's tables are empty. The grader and the policy audit
speak the fixture's ids, so the GIDs the stand-in gave at seeding are mapped back, and the shop's
earlier refunds (the fixture's, held by Shopify as `Refund`s) join the bot's rows as `seed`. The
shop's replacements are the orders Shopify holds under the refs the bot recorded (completed
no-charge draft orders), read back with their line items: the shop stand-in's list is empty here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import aiohttp

from evals.state import EndState, OrderRow, RefundRow, ReplacementRow
from supportbot.app.settings import Settings
from supportbot.channels.shop.shopify import ShopifyOrders
from supportbot.core.shop.fixture import ShopFixture


async def on_shopify(state: EndState, shop: ShopFixture, gids: dict[str, dict[str, str]], wa_id: str,
                     settings: Settings, session: aiohttp.ClientSession) -> EndState:
    back = {gid: fixture_id for fixture_id, gid in gids["customers"].items()}
    adapter = ShopifyOrders(session, settings.shopify_api_base(), settings.shopify_access_token,
                            settings.shopify_api_version, throttle_patience=5.0)
    orders: dict[str, OrderRow] = {}
    for seeded in shop.orders:
        order = await adapter.order(seeded.id)
        if order is None:
            continue
        qty = Counter[str]()
        for item in order.items:
            qty[item.sku] += item.qty
        orders[order.id] = OrderRow(order.id, back.get(order.customer_id, order.customer_id), order.paid,
                                    order.delivered_at, (order.address or {}).get("postcode", ""), dict(qty),
                                    order.status)
    shop_refunds = [RefundRow(o.id, r.amount, tuple(r.items), "seed", at=r.at) for o in shop.orders for r in o.refunds]
    made = []
    for ours in (r for r in state.replacements if r.source == "bot" and r.shop_ref):
        sent = await adapter.order(ours.shop_ref or "")
        if sent is not None:
            units = Counter[str]()
            for item in sent.items:
                units[item.sku] += item.qty
            made.append(ReplacementRow(ours.order_id, tuple(sorted(units.items())), "shop"))
    sender = next((c.id for c in shop.customers if c.phone and c.phone.lstrip("+") == wa_id), None)
    saved = {}
    for fixture_id, gid in gids["customers"].items():
        customer = await adapter.customer(gid)
        saved[fixture_id] = customer.address if customer else None
    return replace(state, orders=orders, refunds=shop_refunds + state.refunds,
                   replacements=[r for r in state.replacements if r.source == "bot"] + made,
                   actions=[replace(a, customer_id=back.get(a.customer_id, a.customer_id)) for a in state.actions],
                   sender_customer_id=sender, saved_addresses=saved,
                   verified_customer_id=back.get(state.verified_customer_id or "", state.verified_customer_id))
