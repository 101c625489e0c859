"""Refunds per hour for the anomaly alert: the last hour, the same hour on earlier days, the
conversations behind a burst, and the one alert per hour that fired."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import asyncpg

HOUR = timedelta(hours=1)


class AlertRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def refunds_between(self, since: datetime, until: datetime) -> tuple[int, Decimal]:
        """Refunds the bot paid in [since, until): how many and how much (seeded history excluded)."""
        row = await self._pool.fetchrow(
            """SELECT count(*) AS n, COALESCE(sum(amount), 0) AS amount FROM refunds
               WHERE source = 'bot' AND refunded_at >= $1 AND refunded_at < $2""", since, until)
        return row["n"], row["amount"]

    async def baseline(self, now: datetime, days: int) -> tuple[list[int], list[Decimal]]:
        """The same 60 minutes on each of the `days` days before: counts and amounts."""
        counts, amounts = [], []
        for d in range(1, days + 1):
            n, amount = await self.refunds_between(now - timedelta(days=d) - HOUR, now - timedelta(days=d))
            counts.append(n)
            amounts.append(amount)
        return counts, amounts

    async def top_conversations(self, since: datetime, until: datetime, limit: int = 5) -> list[dict[str, Any]]:
        """The conversations that refunded most in the window, with their last run (the trace to read)."""
        rows = await self._pool.fetch(
            """SELECT f.conversation_id, count(*) AS refunds, sum(f.amount) AS amount,
                      array_agg(DISTINCT f.order_id ORDER BY f.order_id) AS orders,
                      (SELECT max(r.id) FROM runs r WHERE r.conversation_id = f.conversation_id) AS run_id
               FROM refunds f WHERE f.source = 'bot' AND f.refunded_at >= $1 AND f.refunded_at < $2
                 AND f.conversation_id IS NOT NULL
               GROUP BY f.conversation_id ORDER BY sum(f.amount) DESC, f.conversation_id LIMIT $3""",
            since, until, limit)
        return [dict(r) for r in rows]

    async def record(self, hour_start: datetime, refunds: int, amount: Decimal, baseline_count: float,
                     baseline_amount: Decimal, count_bound: int, amount_bound: Decimal, at: datetime) -> int | None:
        """The alert's id the first time this hour fires; None when it already fired this hour."""
        return await self._pool.fetchval(
            """INSERT INTO refund_alerts (hour_start, refunds, amount, baseline_count, baseline_amount,
                                          count_bound, amount_bound, fired_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (hour_start) DO NOTHING RETURNING id""",
            hour_start, refunds, amount, baseline_count, baseline_amount, count_bound, amount_bound, at)

    async def latest_fired(self) -> datetime | None:
        return await self._pool.fetchval("SELECT max(fired_at) FROM refund_alerts")

    async def count(self) -> int:
        return await self._pool.fetchval("SELECT count(*) FROM refund_alerts")
