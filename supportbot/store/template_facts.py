"""What a template's parameters may be filled with, read from one conversation.

Only facts the customer already shares with the shop: their first name (the verified account's,
else the name on their WhatsApp profile), the order this conversation is about (the latest one an
action named, else the verified customer's latest order) and the ticket number. An order of an
unverified claim is never filled in (invariant 3): the template is refused instead. The account and
its orders are the shop's, read through its order system (on Shopify the built-in tables are empty).
"""

from __future__ import annotations

from typing import Protocol

import asyncpg

from supportbot.core.shop.orders import Customer, Order
from supportbot.store.shop import ShopRepository

FIELDS = ("customer_name", "order_id", "ticket")


class ShopAccounts(Protocol):
    """The part of the order system (or its snapshots in front of it) the facts read."""

    async def customer(self, customer_id: str) -> Customer | None: ...
    async def orders_of(self, customer_id: str) -> list[Order]: ...


class TemplateFactsRepository:
    def __init__(self, pool: asyncpg.Pool, orders: ShopAccounts | None = None) -> None:
        self._pool = pool
        self._orders: ShopAccounts = orders or ShopRepository(pool)

    async def facts(self, conversation_id: int) -> dict[str, str]:
        """The fields known for this conversation: the bot's rows in one round trip, then the verified
        account from the order system (its latest order only when no action named one)."""
        row = await self._pool.fetchrow(
            """SELECT c.contact_name, c.verified_customer_id,
                      (SELECT a.order_id FROM actions a WHERE a.conversation_id = c.id
                       ORDER BY a.id DESC LIMIT 1) AS acted_on,
                      (SELECT max(h.id) FROM handoffs h WHERE h.conversation_id = c.id) AS ticket
               FROM conversations c WHERE c.id = $1""", conversation_id)
        if row is None:
            return {}
        verified = row["verified_customer_id"]
        customer = await self._orders.customer(verified) if verified else None
        order_id = row["acted_on"]
        if order_id is None and verified:
            orders = await self._orders.orders_of(verified)
            order_id = max(orders, key=lambda o: o.placed_at).id if orders else None
        name = (customer.name if customer else None) or row["contact_name"] or ""
        found = {"customer_name": name.split(" ")[0], "order_id": order_id or "",
                 "ticket": str(row["ticket"]) if row["ticket"] is not None else ""}
        return {k: v for k, v in found.items() if v}
