"""What is claimed on an order and by a customer, read under the claim locks (supportbot/store/actions.py):
refunds paid, replacements sent, returns on their way and live actions, as the core's ledger counts them."""

from __future__ import annotations

import json
from datetime import datetime
from decimal import Decimal

import asyncpg

from supportbot.core.money.actions import LIVE
from supportbot.core.money.policy import EarlierRefund

# Claims are decided in order (under the locks, so action ids follow that order). Re-deciding
# action N sees what came before it: refunds made outside the bot, refunds paid under actions
# before N, and live actions before N. Claims after N were decided counting N, so they bring N
# no approval reason; what they already paid, or are paying (executing, pending at the
# provider), still takes its units and money ("later"). $3 is N; with no N (a new proposal)
# everything is before.
EVERYTHING = 2**62
# Actions that take units and money back from an order while on their way (not address changes).
KINDS = "('refund', 'cancel_order', 'return', 'replacement', 'order_edit', 'exchange')"
_CLAIMS = f"""SELECT amount, skus, refunded_at AS at, conversation_id, NULL::jsonb AS items, false AS pending,
                    COALESCE(action_id > $3, false) AS later
             FROM refunds WHERE order_id = $1 AND (action_id IS NULL OR action_id <> $3)
             UNION ALL
             -- a replacement sent takes its units and its value as a refund paid does
             SELECT value, skus, created_at, conversation_id, NULL::jsonb, false, COALESCE(action_id > $3, false)
             FROM replacements WHERE order_id = $1 AND (action_id IS NULL OR action_id <> $3)
             UNION ALL
             -- an exchange made takes its units (its refunded difference is a refunds row without
             -- units); while its action is still live, the action's own row holds them instead
             SELECT 0, skus, created_at, conversation_id, NULL::jsonb, false, false
             FROM exchanges e WHERE order_id = $1 AND action_id <> $3
               AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.id = e.action_id AND a.status = ANY($2))
             UNION ALL
             SELECT amount, NULL, created_at, conversation_id, items, true, id > $3
             FROM actions WHERE order_id = $1 AND kind IN {KINDS} AND status = ANY($2)
               AND (id < $3 OR (id > $3 AND status IN ('executing', 'pending')))
             UNION ALL
             -- A return on its way (label sent, or received and not refunded yet) holds its units
             -- and its refund: nothing else may take them (issue 15.2). Refunded, the refunds row does.
             SELECT refund_amount, NULL, label_sent_at, conversation_id, items, true, false
             FROM returns WHERE order_id = $1 AND state IN ('label_sent', 'received') AND action_id <> $3"""
# A refund or replacement row names its customer; rows written without one (the built-in shop's
# seeded refunds) can only be the built-in shop's, whose order says whose they were. Placeholders:
# the conversation, the customer, since, the live statuses, the action the ledger is as of.
def _totals(conversation: str, customer: str, since: str, live: str, before: str) -> str:
    return f"""WITH claims AS (
                 SELECT r.amount, r.conversation_id, COALESCE(r.customer_id, o.customer_id) AS customer_id,
                        r.refunded_at AS at
                 FROM refunds r LEFT JOIN orders o ON r.customer_id IS NULL AND o.id = r.order_id
                 WHERE r.action_id IS NULL OR r.action_id < {before}
                 UNION ALL
                 SELECT p.value, p.conversation_id, COALESCE(p.customer_id, o.customer_id), p.created_at
                 FROM replacements p LEFT JOIN orders o ON p.customer_id IS NULL AND o.id = p.order_id
                 WHERE p.action_id IS NULL OR p.action_id < {before}
                 UNION ALL
                 SELECT a.amount, a.conversation_id, a.customer_id, a.created_at
                 FROM actions a WHERE a.kind IN {KINDS} AND a.status = ANY({live}) AND a.id < {before})
             SELECT COALESCE(sum(amount) FILTER (WHERE conversation_id = {conversation}), 0) AS here,
                    COALESCE(sum(amount) FILTER (WHERE customer_id = {customer} AND at >= {since}), 0) AS today
             FROM claims"""


_TOTALS = _totals("$1", "$2", "$3", "$4", "$5")
# The ledger in one round trip: the totals on every row of the order's claims, and on one row of
# NULL claim columns when the order has none (`pending` is never NULL on a claim's row).
LEDGER = f"""SELECT t.here, t.today, c.* FROM ({_totals("$4", "$5", "$6", "$2", "$3")}) AS t
              LEFT JOIN ({_CLAIMS}) AS c ON true"""


async def claims_on(db: asyncpg.Pool | asyncpg.Connection, order_id: str, before: int | None
                  ) -> tuple[tuple[EarlierRefund, ...], tuple[EarlierRefund, ...]]:
    """(claims before action `before`, money paid or being paid under claims after it)."""
    return split_claims(await db.fetch(_CLAIMS, order_id, list(LIVE), before or EVERYTHING))


def ledger_rows(rows: list[asyncpg.Record]
                ) -> tuple[tuple[EarlierRefund, ...], tuple[EarlierRefund, ...], Decimal, Decimal]:
    """A LEDGER read's rows as (earlier, later, here, today): `claims_on` and `claimed_totals` in one."""
    earlier, later = split_claims([r for r in rows if r["pending"] is not None])
    return earlier, later, rows[0]["here"], rows[0]["today"]


def split_claims(rows: list[asyncpg.Record]) -> tuple[tuple[EarlierRefund, ...], tuple[EarlierRefund, ...]]:
    earlier: list[EarlierRefund] = []
    later: list[EarlierRefund] = []
    for r in rows:
        items = r["items"] if not isinstance(r["items"], str) else json.loads(r["items"])
        skus = tuple(r["skus"]) if r["skus"] is not None else tuple(
            i["sku"] for i in items or [] for _ in range(i["qty"]))
        conversation = str(r["conversation_id"]) if r["conversation_id"] is not None else None
        (later if r["later"] else earlier).append(EarlierRefund(r["amount"], skus, r["at"], conversation,
                                                                r["pending"]))
    return tuple(earlier), tuple(later)


async def claimed_totals(db: asyncpg.Pool | asyncpg.Connection, conversation_id: int, customer_id: str,
                  since: datetime, before: int | None) -> tuple[Decimal, Decimal]:
    row = await db.fetchrow(_TOTALS, conversation_id, customer_id, since, list(LIVE), before or EVERYTHING)
    return row["here"], row["today"]
