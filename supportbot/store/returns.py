"""Returns waiting for the warehouse (issue 15.2): label sent -> received -> refunded, or closed.

Every move is one conditional update, so a webhook retried, two workers, or a replayed job find
the move already made and do nothing: two "received" for one return pay once. The refund row is
written under the return's own key in the same transaction that marks it refunded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

import asyncpg

from supportbot.core.money.actions import Action
from supportbot.store.pool import Clock


@dataclass(frozen=True)
class ReturnRow:
    id: int
    action_id: int
    order_id: str
    customer_id: str
    conversation_id: int
    items: tuple[tuple[str, int], ...]
    reason: str
    fee: Decimal
    refund_amount: Decimal
    currency: str
    label_id: str
    label_url: str
    state: str
    label_sent_at: datetime

    @property
    def payment_key(self) -> str:
        """The refund's idempotency key at the provider: one per return (the warehouse's id), whoever pays it."""
        return f"return:{self.label_id}"


def _row(r: asyncpg.Record) -> ReturnRow:
    items = r["items"] if not isinstance(r["items"], str) else json.loads(r["items"])
    return ReturnRow(r["id"], r["action_id"], r["order_id"], r["customer_id"], r["conversation_id"],
                     tuple((i["sku"], i["qty"]) for i in items), r["reason"], r["fee"], r["refund_amount"],
                     r["currency"], r["label_id"], r["label_url"], r["state"], r["label_sent_at"])


class ReturnRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def label_sent(self, action: Action, label_id: str, label_url: str, fee: Decimal) -> ReturnRow:
        """Record the return and close its action together; a replay finds it recorded."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(
                """INSERT INTO returns (action_id, order_id, customer_id, conversation_id, items, reason, fee,
                                        refund_amount, currency, label_id, label_url, label_sent_at)
                   VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) ON CONFLICT (action_id) DO NOTHING""",
                action.id, action.order_id, action.customer_id, action.conversation_id,
                [{"sku": s, "qty": q} for s, q in action.items], action.reason or "", fee,
                action.amount, action.currency or "USD", label_id, label_url, self._clock())
            await conn.execute(
                """UPDATE actions SET status = 'done', outcome = 'return label sent', provider_ref = $2,
                       updated_at = clock_timestamp() WHERE id = $1 AND status = 'executing'""",
                action.id, label_id)
            return _row(await conn.fetchrow("SELECT * FROM returns WHERE action_id = $1", action.id))

    async def by_label(self, label_id: str) -> ReturnRow | None:
        row = await self._pool.fetchrow("SELECT * FROM returns WHERE label_id = $1", label_id)
        return _row(row) if row else None

    async def get(self, return_id: int) -> ReturnRow | None:
        row = await self._pool.fetchrow("SELECT * FROM returns WHERE id = $1", return_id)
        return _row(row) if row else None

    async def received(self, label_id: str, at: datetime) -> ReturnRow | None:
        """label_sent -> received; None when it was not waiting (received already, closed, unknown)."""
        row = await self._pool.fetchrow(
            """UPDATE returns SET state = 'received', received_at = $2
               WHERE label_id = $1 AND state = 'label_sent' RETURNING *""", label_id, at)
        return _row(row) if row else None

    async def to_pay(self) -> list[ReturnRow]:
        """Received and not refunded yet: a crashed or failed payment is tried again under its key."""
        rows = await self._pool.fetch("SELECT * FROM returns WHERE state = 'received' ORDER BY id")
        return [_row(r) for r in rows]

    async def refunded(self, ret: ReturnRow, provider_ref: str | None, at: datetime) -> bool:
        """Record the paid refund (none for a zero refund) and mark the return refunded, together.

        False when another payer got there first (it recorded the same refund under the same key).
        """
        async with self._pool.acquire() as conn, conn.transaction():
            moved = await conn.fetchval(
                """UPDATE returns SET state = 'refunded', refunded_at = $2, provider_ref = $3,
                       outcome = 'refunded on receipt' WHERE id = $1 AND state = 'received' RETURNING id""",
                ret.id, at, provider_ref)
            if moved is None:
                return False
            if ret.refund_amount > 0:
                await conn.execute(
                    """INSERT INTO refunds (order_id, amount, skus, refunded_at, source, action_id,
                                            idempotency_key, provider_ref, conversation_id, customer_id, currency)
                       VALUES ($1, $2, $3, $4, 'bot', $5, $6, $7, $8, $9, $10)
                       ON CONFLICT (idempotency_key) DO NOTHING""",
                    ret.order_id, ret.refund_amount, [s for s, q in ret.items for _ in range(q)], at,
                    ret.action_id, ret.payment_key, provider_ref, ret.conversation_id, ret.customer_id, ret.currency)
            return True

    async def payment_failed(self, ret: ReturnRow, why: str) -> None:
        await self._pool.execute("UPDATE returns SET outcome = $2 WHERE id = $1", ret.id, why)

    async def untold(self, state: str, key_prefix: str) -> list[ReturnRow]:
        """Returns in `state` with no message under `key_prefix`||id: recorded, then a crash before telling."""
        rows = await self._pool.fetch(
            """SELECT * FROM returns r WHERE state = $1 AND NOT EXISTS
                   (SELECT 1 FROM messages m WHERE m.idempotency_key = $2 || r.id::text) ORDER BY id""",
            state, key_prefix)
        return [_row(r) for r in rows]

    async def overdue(self, before: datetime) -> list[ReturnRow]:
        """Labels sent before `before` with nothing received."""
        rows = await self._pool.fetch(
            "SELECT * FROM returns WHERE state = 'label_sent' AND label_sent_at < $1 ORDER BY id", before)
        return [_row(r) for r in rows]

    async def close_unreceived(self, ret: ReturnRow, at: datetime) -> bool:
        """label_sent -> closed_not_received: its units are free again. False if it moved first."""
        moved = await self._pool.fetchval(
            """UPDATE returns SET state = 'closed_not_received', closed_at = $2,
                   outcome = 'nothing received in time' WHERE id = $1 AND state = 'label_sent' RETURNING id""",
            ret.id, at)
        return moved is not None

    async def counts(self) -> dict[str, int]:
        rows = await self._pool.fetch("SELECT state, count(*) AS n FROM returns GROUP BY state")
        return {r["state"]: r["n"] for r in rows}
