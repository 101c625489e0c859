"""What a template's parameters may be filled with, read from one conversation.

Only facts the customer already shares with the shop: their first name (the verified account's,
else the name on their WhatsApp profile), the order this conversation is about (the latest one an
action named, else the verified customer's latest order) and the ticket number. An order of an
unverified claim is never filled in (invariant 3): the template is refused instead.
"""

from __future__ import annotations

import asyncpg

FIELDS = ("customer_name", "order_id", "ticket")


class TemplateFactsRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def facts(self, conversation_id: int) -> dict[str, str]:
        """The fields known for this conversation; one round trip."""
        row = await self._pool.fetchrow(
            """SELECT coalesce(cu.name, c.contact_name) AS name,
                      coalesce((SELECT a.order_id FROM actions a WHERE a.conversation_id = c.id
                                ORDER BY a.id DESC LIMIT 1),
                               (SELECT o.id FROM orders o WHERE o.customer_id = c.verified_customer_id
                                ORDER BY o.placed_at DESC LIMIT 1)) AS order_id,
                      (SELECT max(h.id) FROM handoffs h WHERE h.conversation_id = c.id) AS ticket
               FROM conversations c LEFT JOIN customers cu ON cu.id = c.verified_customer_id
               WHERE c.id = $1""", conversation_id)
        if row is None:
            return {}
        found = {"customer_name": (row["name"] or "").split(" ")[0], "order_id": row["order_id"] or "",
                 "ticket": str(row["ticket"]) if row["ticket"] is not None else ""}
        return {k: v for k, v in found.items() if v}
