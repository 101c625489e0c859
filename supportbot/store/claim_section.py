"""A claim's locked section in one round trip: the order's claim lock, its customer's, the replay
check or the action being moved (locked), and the ledger, by the SQL function claim_section
(supportbot/store/migrations/0043_claim_section.sql, which says why its ledger is read after the locks).

The caller (supportbot/store/actions.py) holds the transaction: it calls the section, reads the order
from the shop's order system under the order's lock, lets policy decide, writes, and commits. The
section needs the order's customer before the order is read; the order's lock row remembers it once
a claim has read the order. When it does not (the first claim on an order) or the order says
otherwise, `again` calls once more naming the order's customer: that call takes the customer's lock
and reads the ledger afresh, so a claim is never decided on a ledger read without both locks.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

import asyncpg

from supportbot.core.money.actions import LIVE, Action
from supportbot.core.money.ledger import Ledger, shop_claims
from supportbot.core.money.policy import EarlierRefund
from supportbot.core.ports import OrderSystem
from supportbot.core.shop.orders import Order
from supportbot.store.action_rows import action_of
from supportbot.store.claims import EVERYTHING, LEDGER, ledger_rows
from supportbot.store.shop import order_of_json

_CALL = "SELECT * FROM claim_section($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"


@dataclass(frozen=True)
class Section:
    """What the locked section read: whose lock it holds, the action row it found, the ledger's parts."""

    customer: str | None  # the customer whose claim lock is held (None: only the order's)
    found: Action | None  # the replay's or the spent token's row (a proposal), or the action being moved
    found_key: str | None  # that row's idempotency key: a replay's is the proposal's own
    earlier: tuple[EarlierRefund, ...] = ()
    later: tuple[EarlierRefund, ...] = ()
    here: Decimal = Decimal("0")
    today: Decimal = Decimal("0")
    read_order: bool = False  # the section read the order itself, under the order's lock (the built-in shop)
    order: Order | None = None  # what it read (None: no such order)

    async def order_now(self, orders: OrderSystem, order_id: str) -> Order | None:
        """The order as it is now, the order's claim lock held: as this section read it (the built-in
        shop), else from the order system."""
        return self.order if self.read_order else await orders.order(order_id)

    def holds(self, order: Order | None) -> bool:
        """The ledger was read under the order's customer's lock (an order that is gone needs none)."""
        return order is None or order.customer_id == self.customer


@dataclass(frozen=True)
class Claim:
    """One claim's locked section: the order, its proposal's key and token, or the action moved."""

    order_id: str
    since: datetime
    key: str | None = None
    nonce: str | None = None
    action_id: int | None = None
    conversation_id: int | None = None  # a proposal's; a moved action's is its row's
    # The order's read when the order system is this database (the built-in shop: ORDER_BY_ID): the
    # section runs it under the order's lock and takes its customer's lock from it, in the same call.
    order_read: str | None = None

    async def section(self, conn: asyncpg.Connection, customer: str | None = None) -> Section:
        """Take the locks (the customer's: `customer`, else the order's as read (`order_read`), else
        the one the order's lock row remembers), read the row and the ledger; one round trip."""
        rows = await conn.fetch(_CALL, self.order_id, customer, self.key, self.nonce, self.action_id,
                                self.conversation_id, list(LIVE), self.since, EVERYTHING, LEDGER, self.order_read)
        first = rows[0]
        found = first["found_action"]
        action = action_of(_typed(found)) if found is not None else None
        read = self.order_read is not None
        order = order_of_json(first["order_read"]) if read else None
        if first["here"] is None:  # no ledger: the customer's lock is not held yet, or no such action
            return Section(first["locked_customer"], action, found and found["idempotency_key"],
                           read_order=read, order=order)
        return Section(first["locked_customer"], action, found and found["idempotency_key"], *ledger_rows(rows),
                       read, order)

    async def again(self, conn: asyncpg.Connection, section: Section, order: Order | None) -> Section:
        """The section as it must be for `order`: called again, with its customer, when it was read
        without that customer's lock (one round trip more, on an order's first claim)."""
        if section.holds(order):
            return section
        assert order is not None
        return await self.section(conn, order.customer_id)


async def ledger_of(orders: OrderSystem, order: Order | None, section: Section, since: datetime) -> Ledger:
    """The ledger policy decides on: the bot's claims as the section read them under the locks, the
    shop's own refunds on the order, and today's refunds the shop made itself on the customer's orders."""
    if order is None:
        return Ledger(None)
    today = section.today + await orders.shop_refunded_since(order.customer_id, since)
    return Ledger(order, shop_claims(order) + section.earlier, section.here, today, section.later)


def _typed(found: dict[str, Any]) -> dict[str, Any]:
    """The action's row from its JSON: money as Decimal (sent as text), its deadline as a time."""
    return found | {
        "amount": Decimal(found["amount"]) if found["amount"] is not None else None,
        "collect": Decimal(found["collect"]) if found["collect"] is not None else None,
        "confirm_by": datetime.fromisoformat(found["confirm_by"]) if found["confirm_by"] else None,
    }
