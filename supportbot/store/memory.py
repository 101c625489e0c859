"""Customer memory rows: typed facts with a source conversation and an expiry (supportbot/core/privacy/memory.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

import asyncpg

from supportbot.core.privacy.memory import Fact, live
from supportbot.store.pool import LAZY


# Whose memory a conversation reads and writes: the account whose phone is the sender's
# WhatsApp number, else the account the conversation verified with a code (invariant 3). The
# phone's account comes from the caller, who read it from the shop's order system (on Shopify it
# is no row here); without it, the built-in shop's row with that phone.
def customer_of(phone_customer: str) -> str:
    return f"""COALESCE({phone_customer}::text,
                        (SELECT c.id FROM conversations v JOIN customers c ON c.phone = v.wa_id WHERE v.id = $1),
                        (SELECT verified_customer_id FROM conversations WHERE id = $1))"""
# A complaint is over once its ticket is closed or handed back, whatever the fact's expiry.
_OVER = """m.kind = 'open_complaint' AND EXISTS (
               SELECT 1 FROM handoffs h WHERE h.id = m.value::bigint AND h.status IN ('closed', 'handed_back'))"""


def facts_of(now: str, phone_customer: str) -> str:
    """The rows of the customer's memory live at `now`, for the conversation $1 (SQL expressions in)."""
    return f"""SELECT m.kind, m.value, m.source_conversation_id, m.expires_at FROM customer_memory m
               WHERE m.customer_id = {customer_of(phone_customer)} AND m.expires_at > {now} AND NOT ({_OVER})"""


def remember_facts(phone_customer: str, kinds: str, values: str, conversations: str, expiries: str) -> str:
    """The upsert of facts (parallel arrays, as SQL placeholders) about the conversation $1's customer:
    a fact of the same kind is replaced. A statement of its own, or a CTE of a run's close."""
    return f"""INSERT INTO customer_memory (customer_id, kind, value, source_conversation_id, expires_at)
               SELECT who.id, f.kind, f.value, f.conv, f.exp
               FROM (SELECT {customer_of(phone_customer)} AS id) who,
                    unnest({kinds}::text[], {values}::text[], {conversations}::bigint[], {expiries}::timestamptz[])
                    AS f(kind, value, conv, exp)
               WHERE who.id IS NOT NULL
               ON CONFLICT (customer_id, kind) DO UPDATE
               SET value = EXCLUDED.value, source_conversation_id = EXCLUDED.source_conversation_id,
                   expires_at = EXCLUDED.expires_at, written_at = clock_timestamp()
               RETURNING 1"""


def facts_from(rows: Iterable[Any], now: datetime) -> tuple[Fact, ...]:
    return live((Fact(r["kind"], r["value"], r["source_conversation_id"], r["expires_at"]) for r in rows), now)


class MemoryRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def facts(self, conversation_id: int, now: datetime, phone_customer: str | None = None
                    ) -> tuple[Fact, ...]:
        """The live facts about the conversation's customer (none when nobody is known)."""
        rows = await self._pool.fetch(facts_of("$2", "$3"), conversation_id, now, phone_customer)
        return facts_from(rows, now)

    async def remember(self, conversation_id: int, facts: Sequence[Fact], phone_customer: str | None = None) -> int:
        """Write facts about the conversation's customer; a fact of the same kind is replaced."""
        if not facts:
            return 0
        return int(await self._pool.fetchval(
            # Lazily committed (supportbot/store/pool.py): remembering is redone by a replay. A turn
            # remembers inside its close instead (supportbot/store/run_close.py), with the same upsert.
            f"""WITH {LAZY}, remembered AS ({remember_facts('$6', '$2', '$3', '$4', '$5')})
                SELECT count(*) FROM lazy, remembered""",
            conversation_id, [f.kind for f in facts], [f.value for f in facts],
            [f.source_conversation_id for f in facts], [f.expires_at for f in facts], phone_customer))

    async def purge(self, now: datetime) -> int:
        """Delete expired facts and complaints whose ticket is over; the number deleted."""
        result = await self._pool.execute(
            f"DELETE FROM customer_memory m WHERE m.expires_at <= $1 OR ({_OVER})", now)
        return int(result.split()[-1])
