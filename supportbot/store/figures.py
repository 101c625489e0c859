"""Figures /metrics reads from the record at scrape time: refunds by state, containment, the mode.

These are states of rows every process writes (actions, handoffs, runs), so Postgres already
holds the one answer; nothing needs counting on the side.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

import asyncpg


@dataclass(frozen=True)
class Figures:
    refunds: dict[str, int]  # refund actions by status
    refunded: Decimal  # paid by the bot, all time
    conversations: int  # with a run since `since`
    handed_off: int  # of those, handed to a person since `since`
    mode_floor: str | None  # the operator's floor as audited (Redis may have lost it)
    actions: dict[str, int] | None = None  # the shop's other actions (issue 15), "kind:status" -> count
    returns: dict[str, int] | None = None  # returns by state: label_sent, received, refunded, closed_not_received
    replacements: int = 0  # no-charge replacement orders the shop created, all time
    replaced_value: Decimal = Decimal("0.00")  # what they are worth (unit price x quantity)


async def read_figures(pool: asyncpg.Pool, since: datetime) -> Figures:
    row = await pool.fetchrow(
        """SELECT
             (SELECT COALESCE(jsonb_object_agg(status, n), '{}') FROM (
                  SELECT status, count(*) AS n FROM actions WHERE kind = 'refund' GROUP BY status) s) AS refunds,
             (SELECT COALESCE(sum(amount), 0) FROM refunds WHERE source = 'bot') AS refunded,
             (SELECT count(DISTINCT conversation_id) FROM runs WHERE opened_at >= $1) AS conversations,
             (SELECT count(DISTINCT r.conversation_id) FROM runs r
              WHERE r.opened_at >= $1 AND EXISTS (
                  SELECT 1 FROM handoffs h WHERE h.conversation_id = r.conversation_id
                    AND h.created_at >= $1)) AS handed_off,
             (SELECT value FROM operator_settings WHERE name = 'mode') AS mode_floor,
             (SELECT COALESCE(jsonb_object_agg(kind || ':' || status, n), '{}') FROM (
                  SELECT kind, status, count(*) AS n FROM actions
                  WHERE kind NOT IN ('refund', 'address_change') GROUP BY kind, status) k) AS actions,
             (SELECT COALESCE(jsonb_object_agg(state, n), '{}') FROM (
                  SELECT state, count(*) AS n FROM returns GROUP BY state) t) AS returns,
             (SELECT count(*) FROM replacements) AS replacements,
             (SELECT COALESCE(sum(value), 0) FROM replacements) AS replaced_value""",
        since)
    return Figures(refunds={k: int(v) for k, v in row["refunds"].items()}, refunded=row["refunded"],
                   conversations=row["conversations"], handed_off=row["handed_off"], mode_floor=row["mode_floor"],
                   actions={k: int(v) for k, v in row["actions"].items()},
                   returns={k: int(v) for k, v in row["returns"].items()}, replacements=row["replacements"],
                   replaced_value=row["replaced_value"])
