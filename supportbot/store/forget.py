"""Forgetting a customer (invariant 10): every row with text of theirs deleted or blanked, in one
transaction, keeping only what money records need (refund ids, amounts, dates, skus).

`ERASURE` is the one list of what forget touches, in order (foreign keys first). A new table
with customer text adds one line here.
Every statement matches only rows not yet erased, so a second forget reports zeros.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import asyncpg

from supportbot.core.shop.orders import Customer
from supportbot.store.claim_locks import lock_customer

FORGOTTEN = "(forgotten)"


class ShopCustomers(Protocol):
    async def customer(self, customer_id: str) -> Customer | None: ...


@dataclass(frozen=True)
class Erasure:
    table: str
    sql: str  # $1 the customer id; temp tables forget_set: their conversations' ids, forget_phone: their number


ERASURE: tuple[Erasure, ...] = (
    # One masked trace per run: still the customer's words and orders, so they go first.
    Erasure("traces", """DELETE FROM traces
        WHERE customer_id = $1 OR conversation_id IN (SELECT id FROM forget_set)"""),
    Erasure("customer_memory",
            """DELETE FROM customer_memory
               WHERE customer_id = $1 OR source_conversation_id IN (SELECT id FROM forget_set)"""),
    # The journal: model texts, tool arguments and results, the decided replies.
    Erasure("steps", """DELETE FROM steps
        WHERE run_id IN (SELECT id FROM runs WHERE conversation_id IN (SELECT id FROM forget_set))"""),
    # Statuses of their messages, of messages already gone (they keep the phone number), and ones Meta
    # sent after an earlier forget (found by the hash it left of each id).
    Erasure("delivery_statuses", """DELETE FROM delivery_statuses WHERE wamid IN (
        SELECT wamid FROM messages WHERE conversation_id IN (SELECT id FROM forget_set) AND wamid IS NOT NULL)
        OR recipient IN (SELECT phone FROM forget_phone)
        OR wamid_hash(wamid) IN (SELECT wamid_hash FROM forgotten_messages)"""),
    # Transcripts both ways, with the raw webhook payloads and the relayed staff replies.
    Erasure("messages", "DELETE FROM messages WHERE conversation_id IN (SELECT id FROM forget_set)"),
    Erasure("verification_codes", """DELETE FROM verification_codes
        WHERE customer_id = $1 OR conversation_id IN (SELECT id FROM forget_set)"""),
    Erasure("code_attempts", "DELETE FROM code_attempts WHERE conversation_id IN (SELECT id FROM forget_set)"),
    # Suggested replies are drafted from the customer's words and orders (and may quote them).
    Erasure("suggestions", "DELETE FROM suggestions WHERE conversation_id IN (SELECT id FROM forget_set)"),
    # Handoff reasons and summaries carry what the customer said; the Slack thread id goes too.
    Erasure("handoffs", "DELETE FROM handoffs WHERE conversation_id IN (SELECT id FROM forget_set)"),
    # A CSAT rating stays (it is a count); the customer's reason for it, masked or not, goes.
    Erasure("conversation_endings", """UPDATE conversation_endings SET reason = NULL
        WHERE conversation_id IN (SELECT id FROM forget_set) AND reason IS NOT NULL"""),
    # A QA review stays as a verdict; the staff note and the draft's path (its file goes too: ops) do not.
    Erasure("qa_reviews", """UPDATE qa_reviews SET note = NULL, draft = NULL
        WHERE conversation_id IN (SELECT id FROM forget_set) AND (note IS NOT NULL OR draft IS NOT NULL)"""),
    # Actions stay for the money trail (order, items, amount, status); their free text goes.
    Erasure("actions", """UPDATE actions SET address = NULL, outcome = NULL, reject_reason = NULL
        WHERE (customer_id = $1 OR conversation_id IN (SELECT id FROM forget_set))
          AND (address IS NOT NULL OR outcome IS NOT NULL OR reject_reason IS NOT NULL)"""),
    # Conversations stay (refunds and actions point at them) without the number or the name.
    Erasure("conversations", """UPDATE conversations
        SET contact_key = 'forgotten:' || id, wa_id = NULL, user_id = NULL, contact_name = NULL,
            forgotten_for = $1
        WHERE id IN (SELECT id FROM forget_set) AND contact_key <> 'forgotten:' || id"""),
    Erasure("orders", """UPDATE orders SET note = NULL, address = '{}'::jsonb
        WHERE customer_id = $1 AND (note IS NOT NULL OR address <> '{}'::jsonb)"""),
    Erasure("customers", f"""UPDATE customers SET name = '{FORGOTTEN}', phone = NULL, email = NULL
        WHERE id = $1 AND (name <> '{FORGOTTEN}' OR phone IS NOT NULL OR email IS NOT NULL)"""),
)

# Every conversation that can hold the customer's words: theirs by phone, verified or claimed
# as theirs, or named by their actions, codes, memory or refunds (the bot's own refunds name the
# customer; the built-in shop's older ones only through its order).
_CONVERSATIONS = """
    SELECT id FROM conversations
    WHERE wa_id IN (SELECT phone FROM forget_phone)
       OR verified_customer_id = $1 OR claimed_customer_id = $1 OR forgotten_for = $1
    UNION SELECT conversation_id FROM actions WHERE customer_id = $1
    UNION SELECT conversation_id FROM verification_codes WHERE customer_id = $1
    UNION SELECT source_conversation_id FROM customer_memory WHERE customer_id = $1
    UNION SELECT conversation_id FROM refunds WHERE customer_id = $1
    UNION SELECT r.conversation_id FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.customer_id = $1"""
# The customer's phone when the built-in shop holds them; another order system's is passed in.
_BUILTIN_PHONE = "SELECT phone FROM customers WHERE id = $1"
_UNSET = object()


async def forget_customer(conn: asyncpg.Connection, customer_id: str, *, phone: object = _UNSET
                          ) -> dict[str, int] | None:
    """Erase the customer; rows changed per table (and QA draft files removed), or None when there is
    no such customer. `phone`: their number as the shop's order system holds it (None: it holds no
    such customer), passed when that system is not the built-in shop (on Shopify its tables are empty)."""
    async with conn.transaction():
        erased = await _erase(conn, customer_id, phone)
    if erased is None:
        return None
    counts, drafts = erased
    # The draft files' paths were read in the transaction; the files go once it committed (a rolled
    # back forget keeps both). A draft is a pseudonymised transcript: still the customer's words.
    removed = await asyncio.to_thread(_remove_files, drafts)  # file I/O off the event loop
    return counts | {"qa_draft_files": removed}


def _remove_files(paths: list[str]) -> int:
    removed = 0
    for path in paths:
        try:
            Path(path).unlink()
            removed += 1
        except FileNotFoundError:
            pass
    return removed


async def _erase(conn: asyncpg.Connection, customer_id: str, phone: object
                 ) -> tuple[dict[str, int], list[str]] | None:
    # One forget at a time per customer, whichever system holds them: a second waits and then finds
    # nothing left. The customer's claim lock (the bot's own row) also waits for a claim being decided.
    await lock_customer(conn, customer_id)
    builtin = await conn.fetchrow(_BUILTIN_PHONE + " FOR UPDATE", customer_id)
    number = (builtin["phone"] if builtin else None) if phone is _UNSET else phone
    await conn.execute("CREATE TEMP TABLE forget_phone (phone text NOT NULL) ON COMMIT DROP")
    if number:
        await conn.execute("INSERT INTO forget_phone VALUES ($1)", number)
    await conn.execute("CREATE TEMP TABLE forget_set (id bigint PRIMARY KEY) ON COMMIT DROP")
    await conn.execute(f"INSERT INTO forget_set SELECT id FROM ({_CONVERSATIONS}) c WHERE id IS NOT NULL",
                       customer_id)
    if builtin is None and phone in (_UNSET, None) and not await conn.fetchval("SELECT 1 FROM forget_set LIMIT 1"):
        return None  # neither the shop nor anything the bot kept knows them (a bare lock row stays)
    # Their conversations locked before anything is deleted: a turn's write already begun is waited
    # for (then deleted below); one begun from here waits and is dropped (migrations/0035).
    await conn.execute("SELECT 1 FROM conversations WHERE id IN (SELECT id FROM forget_set) ORDER BY id FOR UPDATE")
    # Before the messages go: a hash of each id, so a replayed webhook is not stored again
    # (supportbot/store/migrations/0012). Not counted: it holds nothing of the customer's.
    await conn.execute("""INSERT INTO forgotten_messages (wamid_hash)
        SELECT wamid_hash(wamid) FROM messages WHERE conversation_id IN (SELECT id FROM forget_set)
          AND wamid IS NOT NULL ON CONFLICT DO NOTHING""")
    drafts = [r["draft"] for r in await conn.fetch(
        "SELECT draft FROM qa_reviews WHERE conversation_id IN (SELECT id FROM forget_set) AND draft IS NOT NULL")]
    counts = {}
    for erasure in ERASURE:
        status = await conn.execute(erasure.sql, *([customer_id] if "$1" in erasure.sql else []))
        counts[erasure.table] = int(status.split()[-1])
    return counts, drafts


def report(customer_id: str, counts: dict[str, int] | None) -> str:
    """What forget says: the rows it changed per table."""
    if counts is None:
        return f"No customer {customer_id}; nothing was deleted."
    lines = [f"Forgot {customer_id}: {sum(counts.values())} rows deleted or blanked "
             "(refund ids, amounts and dates kept)."]
    lines += [f"  {table}: {n}" for table, n in counts.items()]
    return "\n".join(lines)


class ForgetRepository:
    """`forget_customer` on a pool, for the staff desk: the customer's phone from `orders` (the shop's
    order system) when it is not the built-in shop."""

    def __init__(self, pool: asyncpg.Pool, orders: ShopCustomers | None = None) -> None:
        self._pool = pool
        self._orders = orders

    async def forget(self, customer_id: str) -> dict[str, int] | None:
        phone: object = _UNSET
        if self._orders is not None:
            customer = await self._orders.customer(customer_id)
            phone = customer.phone if customer else None
        async with self._pool.acquire() as conn:
            return await forget_customer(conn, customer_id, phone=phone)
