"""Actions (proposed effects), their state changes, and the refunds they become."""

from __future__ import annotations

import json
from datetime import datetime
from decimal import Decimal

import asyncpg

from bot.money.actions import LIVE, Action, ProposedAction, TokenUsed
from store.pool import Clock


def _action(row: asyncpg.Record) -> Action:
    return Action(
        id=row["id"], idempotency_key=row["idempotency_key"], conversation_id=row["conversation_id"],
        customer_id=row["customer_id"], kind=row["kind"], order_id=row["order_id"], status=row["status"],
        confirm_by=row["confirm_by"],
        items=tuple((i["sku"], i["qty"]) for i in (row["items"] or [])),
        amount=row["amount"], currency=row["currency"], address=row["address"],
        needs_approval=row["needs_approval"], approval_reasons=tuple(row["approval_reasons"]),
        article=row["article"], provider_ref=row["provider_ref"],
    )


class ActionRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def propose(self, p: ProposedAction) -> Action | TokenUsed:
        """Create the action once per key; a newer proposal replaces an unanswered one."""
        async with self._pool.acquire() as conn, conn.transaction():
            existing = await conn.fetchrow("SELECT * FROM actions WHERE idempotency_key = $1",
                                           p.idempotency_key)
            if existing:
                return _action(existing)  # a replay of the same tool call
            if p.token_nonce and await conn.fetchval(
                    "SELECT 1 FROM actions WHERE token_nonce = $1", p.token_nonce):
                return TokenUsed()
            await conn.execute(
                """UPDATE actions SET status = 'cancelled', outcome = 'superseded',
                       updated_at = clock_timestamp()
                   WHERE conversation_id = $1 AND status = 'awaiting_confirmation'""",
                p.conversation_id,
            )
            row = await conn.fetchrow(
                """INSERT INTO actions (idempotency_key, conversation_id, customer_id, kind, order_id,
                       items, amount, currency, address, token_nonce, needs_approval,
                       approval_reasons, article, status, confirm_by, created_at)
                   VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,'awaiting_confirmation',$14,$15)
                   RETURNING *""",
                p.idempotency_key, p.conversation_id, p.customer_id, p.kind, p.order_id,
                [{"sku": s, "qty": q} for s, q in p.items] if p.items else None,
                p.amount, p.currency, p.address, p.token_nonce, p.needs_approval,
                list(p.approval_reasons), p.article, p.confirm_by, self._clock(),
            )
            return _action(row)

    async def get(self, action_id: int) -> Action | None:
        row = await self._pool.fetchrow("SELECT * FROM actions WHERE id = $1", action_id)
        return _action(row) if row else None

    async def awaiting_confirmation(self, conversation_id: int) -> Action | None:
        row = await self._pool.fetchrow(
            "SELECT * FROM actions WHERE conversation_id = $1 AND status = 'awaiting_confirmation'",
            conversation_id,
        )
        return _action(row) if row else None

    async def move(self, action_id: int, from_status: str, to_status: str, *,
                   outcome: str | None = None, decided_by: str | None = None) -> Action | None:
        """One atomic state change; None when the action was not in `from_status` any more."""
        row = await self._pool.fetchrow(
            """UPDATE actions SET status = $3, outcome = COALESCE($4, outcome),
                   decided_by = COALESCE($5, decided_by),
                   decided_at = CASE WHEN $5::text IS NULL THEN decided_at ELSE $6 END,
                   updated_at = clock_timestamp()
               WHERE id = $1 AND status = $2 RETURNING *""",
            action_id, from_status, to_status, outcome, decided_by, self._clock(),
        )
        return _action(row) if row else None

    async def refunded(self, action: Action, provider_ref: str, at: datetime) -> None:
        """Record the paid refund and close the action, together."""
        async with self._pool.acquire() as conn, conn.transaction():
            skus = [sku for sku, qty in action.items for _ in range(qty)]
            await conn.execute(
                """INSERT INTO refunds (order_id, amount, skus, refunded_at, source, action_id,
                                        idempotency_key, provider_ref, conversation_id)
                   VALUES ($1, $2, $3, $4, 'bot', $5, $6, $7, $8)
                   ON CONFLICT (idempotency_key) DO NOTHING""",
                action.order_id, action.amount, skus, at, action.id, action.idempotency_key,
                provider_ref, action.conversation_id,
            )
            await conn.execute(
                """UPDATE actions SET status = 'done', provider_ref = $2, outcome = 'refunded',
                       updated_at = clock_timestamp()
                   WHERE id = $1 AND status IN ('executing', 'pending')""",
                action.id, provider_ref,
            )

    async def apply_address(self, action: Action) -> bool:
        """Change the address only if the order still has not shipped; close the action."""
        async with self._pool.acquire() as conn, conn.transaction():
            changed = await conn.fetchval(
                "UPDATE orders SET address = $2 WHERE id = $1 AND status = 'placed' RETURNING id",
                action.order_id, action.address,
            )
            await conn.execute(
                """UPDATE actions SET status = $2, outcome = $3, updated_at = clock_timestamp()
                   WHERE id = $1 AND status = 'executing'""",
                action.id, "done" if changed else "failed",
                "address changed" if changed else "order shipped before the change",
            )
            return changed is not None

    async def pending_refunds(self) -> list[Action]:
        rows = await self._pool.fetch("SELECT * FROM actions WHERE status = 'pending' ORDER BY id")
        return [_action(r) for r in rows]

    async def claims(self, order_id: str) -> list[tuple[Decimal, tuple[str, ...], datetime, int | None]]:
        """Every refund on the order that is paid or on its way, with the conversation it came from."""
        rows = await self._pool.fetch(
            """SELECT amount, skus, refunded_at AS at, conversation_id, NULL::jsonb AS items
               FROM refunds WHERE order_id = $1
               UNION ALL
               SELECT amount, NULL, created_at, conversation_id, items
               FROM actions WHERE order_id = $1 AND kind = 'refund' AND status = ANY($2)""",
            order_id, list(LIVE),
        )
        out = []
        for r in rows:
            items = r["items"] if not isinstance(r["items"], str) else json.loads(r["items"])
            skus = tuple(r["skus"]) if r["skus"] is not None else tuple(
                i["sku"] for i in items or [] for _ in range(i["qty"]))
            out.append((r["amount"], skus, r["at"], r["conversation_id"]))
        return out

    async def claimed_totals(self, conversation_id: int, customer_id: str, since: datetime
                             ) -> tuple[Decimal, Decimal]:
        """Claimed so far in this conversation (every order), and by this customer since `since`."""
        row = await self._pool.fetchrow(
            """WITH claims AS (
                   SELECT r.amount, r.conversation_id, o.customer_id, r.refunded_at AS at
                   FROM refunds r JOIN orders o ON o.id = r.order_id
                   UNION ALL
                   SELECT a.amount, a.conversation_id, a.customer_id, a.created_at
                   FROM actions a WHERE a.kind = 'refund' AND a.status = ANY($4))
               SELECT COALESCE(sum(amount) FILTER (WHERE conversation_id = $1), 0) AS here,
                      COALESCE(sum(amount) FILTER (WHERE customer_id = $2 AND at >= $3), 0) AS today
               FROM claims""",
            conversation_id, customer_id, since, list(LIVE),
        )
        return row["here"], row["today"]
