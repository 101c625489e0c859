"""What must hold after the chaos, read from Postgres and from the stand-ins' own ledgers.

The provider's refund list is the truth about money (what a customer was really paid); the
sandbox's WhatsApp record is the truth about what each customer read. Each figure is a count of
breaches, so the bench's last line reads all zeros when nothing went wrong.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import asyncpg

# Outcomes still waiting on something: a click, a payment's answer, a reconciliation.
UNSETTLED_STATUSES = ("approved", "executing", "pending", "awaiting_approval")


@dataclass
class Verdict:
    conversations: int
    double_payments: int
    lost_messages: int
    unanswered: int
    unsettled: int
    provider_refunds: int
    recorded_refunds: int
    mismatched_refunds: int  # a key at the provider and not recorded, or the other way, or amounts differ
    double_clicked_paid_twice: int
    details: list[str] = field(default_factory=list)
    # What the chaos did, filled in by the run: a check that nothing broke means little without.
    workers_killed: int = 0
    redis_flushed: bool = False
    postgres_restarted: bool = False
    shop_reads: int = 0  # GraphQL requests the Shopify stand-in answered (0 on the built-in shop)

    @property
    def clean(self) -> bool:
        return not (self.double_payments or self.lost_messages or self.unanswered or self.unsettled
                    or self.mismatched_refunds or self.double_clicked_paid_twice
                    or self.provider_refunds != self.recorded_refunds)

    def line(self) -> str:
        return (f"chaos: conversations={self.conversations} double_payments={self.double_payments} "
                f"lost_messages={self.lost_messages} unanswered={self.unanswered} unsettled={self.unsettled} "
                f"provider_refunds={self.provider_refunds} recorded_refunds={self.recorded_refunds}")


async def verdict(db: asyncpg.Pool, *, wa_ids: list[str], acked: dict[str, str], provider: list[dict[str, Any]],
                  sent_to: dict[str, int], clicked_twice: set[int]) -> Verdict:
    details: list[str] = []

    # Money: every order is claimed at most once in the bench, so a second refund on an order
    # at the provider is a double payment whatever key it came under.
    by_order = Counter(r["order_id"] for r in provider)
    double = sum(n - 1 for n in by_order.values() if n > 1)
    details += [f"order {o} refunded {n} times at the provider" for o, n in by_order.items() if n > 1]
    recorded = {r["idempotency_key"]: r for r in await db.fetch(
        "SELECT idempotency_key, order_id, amount FROM refunds WHERE source <> 'seed'")}
    at_provider = {r["idempotency_key"]: r for r in provider}
    mismatched = 0
    for key in at_provider.keys() | recorded.keys():
        ours, theirs = recorded.get(key), at_provider.get(key)
        if ours is None or theirs is None or Decimal(theirs["amount"]) != ours["amount"]:
            mismatched += 1
            details.append(f"refund {key}: provider {theirs and theirs['amount']}, recorded "
                           f"{ours and ours['amount']}")
    action_keys = {r["id"]: r["idempotency_key"] for r in await db.fetch(
        "SELECT id, idempotency_key FROM actions WHERE id = any($1::bigint[])", list(clicked_twice))}
    paid_twice = 0
    for action_id, key in action_keys.items():
        order = await db.fetchval("SELECT order_id FROM actions WHERE id = $1", action_id)
        if by_order.get(order, 0) > 1:
            paid_twice += 1
            details.append(f"double-clicked action {action_id} ({key}) paid {by_order[order]} times")

    # Messages: every wamid our web app acked is in the record.
    stored = {r["wamid"] for r in await db.fetch(
        "SELECT wamid FROM messages WHERE wamid = any($1::text[])", list(acked))}
    lost = [w for w in acked if w not in stored]
    details += [f"acked message {w} from {acked[w]} not stored" for w in lost[:20]]

    # Answers: each inbound that needed a turn was handled, and each customer read something
    # after their last message (or the conversation is with a person).
    unanswered = 0
    rows = await db.fetch(
        """SELECT c.wa_id,
                  count(*) FILTER (WHERE m.direction = 'in' AND m.needs_turn AND m.handled_at IS NULL) AS open,
                  max(m.id) FILTER (WHERE m.direction = 'in') AS last_in,
                  max(m.id) FILTER (WHERE m.direction = 'out' AND m.status IS NOT NULL AND m.status <> 'failed')
                      AS last_out,
                  EXISTS (SELECT 1 FROM handoffs h WHERE h.conversation_id = c.id) AS handed_off
             FROM conversations c LEFT JOIN messages m ON m.conversation_id = c.id
            WHERE c.wa_id = any($1::text[]) GROUP BY c.id""", wa_ids)
    seen = set()
    for r in rows:
        seen.add(r["wa_id"])
        answered = r["last_out"] is not None and r["last_out"] > (r["last_in"] or 0) and sent_to.get(r["wa_id"], 0)
        if r["open"] or not (answered or r["handed_off"]):
            unanswered += 1
            details.append(f"{r['wa_id']}: {r['open']} unhandled, last in {r['last_in']}, last out {r['last_out']}")
    for wa_id in wa_ids:
        if wa_id not in seen:
            unanswered += 1
            details.append(f"{wa_id}: no conversation stored")

    # Outcomes: nothing left waiting on a payment's answer, a click or a job the queue lost.
    stuck = await db.fetch("SELECT id, status, slack_ts IS NOT NULL AS carded FROM actions "
                           "WHERE status = any($1::text[])", list(UNSETTLED_STATUSES))
    details += [f"action {r['id']} still {r['status']} (card posted: {r['carded']})" for r in stuck]
    queued = await db.fetchval("SELECT count(*) FROM conversations WHERE job_state = 'queued'")
    if queued:
        details.append(f"{queued} conversations still queued for a turn")
    return Verdict(conversations=len(wa_ids), double_payments=double, lost_messages=len(lost),
                   unanswered=unanswered, unsettled=len(stuck) + queued, provider_refunds=len(provider),
                   recorded_refunds=len(recorded), mismatched_refunds=mismatched,
                   double_clicked_paid_twice=paid_twice, details=details)
