"""The durable inbox: webhook batches written in one transaction, grouped across requests.

Grouping is the ingest path's main lever: concurrent webhook requests wait together on one
commit instead of paying one each. A request's future resolves only after that commit, so a
200 still means "stored" (invariant 4). Only conversations that go from idle to queued come back
as `Wake`s: a conversation that already has a job pending needs no second enqueue.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import asyncpg

from bot.types import InboundBatch, InboundMessage, MessageKind

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Wake:
    conversation_id: int
    job_id: str
    business_number_id: str
    contact_key: str


def _clean(text: str | None) -> str | None:
    # Postgres text and jsonb cannot hold NUL; one such byte must not cost the batch.
    return text.replace("\x00", "\ufffd") if text and "\x00" in text else text


def _clean_payload(raw: dict) -> dict:
    dumped = json.dumps(raw)
    return json.loads(dumped.replace("\\u0000", "\\ufffd")) if "\\u0000" in dumped else raw


async def _conversation_ids(conn: asyncpg.Connection, messages: Sequence[InboundMessage]
                            ) -> dict[tuple[str, str], int]:
    keys: dict[tuple[str, str], InboundMessage] = {}
    for m in messages:
        if m.served and m.contact.key and m.business_number_id:
            keys.setdefault((m.business_number_id, m.contact.key), m)
    if not keys:
        return {}
    ordered = sorted(keys)
    cols = (
        [k[0] for k in ordered], [k[1] for k in ordered],
        [keys[k].contact.wa_id for k in ordered], [keys[k].contact.user_id for k in ordered],
        [_clean(keys[k].contact.name) for k in ordered],
    )
    await conn.execute(
        """INSERT INTO conversations (business_number_id, contact_key, wa_id, user_id, contact_name)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
           ON CONFLICT (business_number_id, contact_key) DO NOTHING""",
        *cols,
    )
    rows = await conn.fetch(
        """SELECT c.id, c.business_number_id, c.contact_key FROM conversations c
           JOIN unnest($1::text[], $2::text[]) AS k(number, key)
             ON c.business_number_id = k.number AND c.contact_key = k.key""",
        cols[0], cols[1],
    )
    return {(r["business_number_id"], r["contact_key"]): r["id"] for r in rows}


async def _insert_messages(conn: asyncpg.Connection, messages: Sequence[InboundMessage],
                           conversations: dict[tuple[str, str], int]) -> list[asyncpg.Record]:
    conv = [
        conversations.get((m.business_number_id or "", m.contact.key or "")) for m in messages
    ]
    return await conn.fetch(
        """INSERT INTO messages (conversation_id, direction, wamid, kind, body, choice_id, payload,
                                 trusted, served, needs_turn, sent_at, handled_at)
           SELECT c, 'in', w, k, b, ch, p, false, s, n, t,
                  CASE WHEN n THEN NULL ELSE clock_timestamp() END
           FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[],
                       $7::bool[], $8::bool[], $9::timestamptz[]) AS x(c, w, k, b, ch, p, s, n, t)
           ON CONFLICT (wamid) DO NOTHING
           RETURNING conversation_id, needs_turn, sent_at""",
        conv,
        [m.message_id for m in messages],
        [m.kind.value for m in messages],
        [_clean(m.text) for m in messages],
        [_clean(m.choice_id) for m in messages],
        [_clean_payload(m.raw) for m in messages],
        [m.served for m in messages],
        [m.needs_turn and c is not None for m, c in zip(messages, conv, strict=True)],
        [m.sent_at for m in messages],
    )


async def _wake(conn: asyncpg.Connection, inserted: Sequence[asyncpg.Record]) -> list[Wake]:
    counts: dict[int, tuple[int, datetime]] = {}
    for r in inserted:
        if r["needs_turn"]:
            n, last = counts.get(r["conversation_id"], (0, r["sent_at"]))
            counts[r["conversation_id"]] = (n + 1, max(last, r["sent_at"]))
    if not counts:
        return []
    ids = sorted(counts)
    # Lock in id order so two web processes writing at once cannot deadlock.
    await conn.execute("SELECT 1 FROM conversations WHERE id = ANY($1) ORDER BY id FOR UPDATE", ids)
    # SET sees the old row: a job id is minted only when the conversation was idle, so a
    # returned job id equal to 'turn:<id>:<new seq>' means "woke now" (a queued one keeps its old id).
    rows = await conn.fetch(
        """UPDATE conversations c
           SET inbound_seq = c.inbound_seq + x.n,
               last_inbound_at = GREATEST(c.last_inbound_at, x.last_at),
               job_state = 'queued',
               queued_at = CASE WHEN c.job_state = 'idle' THEN clock_timestamp() ELSE c.queued_at END,
               job_id = CASE WHEN c.job_state = 'idle'
                             THEN 'turn:' || c.id || ':' || (c.inbound_seq + x.n) ELSE c.job_id END
           FROM unnest($1::bigint[], $2::int[], $3::timestamptz[]) AS x(id, n, last_at)
           WHERE c.id = x.id
           RETURNING c.id, c.job_id, c.business_number_id, c.contact_key,
                     c.job_id = 'turn:' || c.id || ':' || c.inbound_seq AS woke""",
        ids, [counts[i][0] for i in ids], [counts[i][1] for i in ids],
    )
    return [Wake(r["id"], r["job_id"], r["business_number_id"], r["contact_key"])
            for r in rows if r["woke"]]


async def _forget_changed_numbers(conn: asyncpg.Connection, messages: Sequence[InboundMessage],
                                  conversations: dict[tuple[str, str], int]) -> None:
    """A customer who changed number leaves their verification behind (invariant 3)."""
    changed = [conversations[(m.business_number_id or "", m.contact.key or "")] for m in messages
               if m.kind is MessageKind.SYSTEM and (m.raw.get("system") or {}).get("type") == "user_changed_number"
               and (m.business_number_id or "", m.contact.key or "") in conversations]
    if changed:
        await conn.execute(
            """UPDATE conversations SET verified_customer_id = NULL, claimed_customer_id = NULL
               WHERE id = ANY($1)""", changed)


async def _record_statuses(conn: asyncpg.Connection, batches: Sequence[InboundBatch]) -> None:
    statuses = [s for b in batches for s in b.statuses]
    if not statuses:
        return
    args = (
        [s.message_id for s in statuses], [s.status for s in statuses], [s.at for s in statuses],
        [s.recipient for s in statuses],
        # As text: asyncpg would read a list inside a jsonb[] as another array dimension.
        [json.dumps(s.errors) if s.errors else None for s in statuses],
        [_clean_payload(s.raw) for s in statuses],
    )
    await conn.execute(
        """INSERT INTO delivery_statuses (wamid, status, at, recipient, errors, payload)
           SELECT w, st, a, r, e::jsonb, p
           FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::jsonb[])
                AS x(w, st, a, r, e, p)
           ON CONFLICT (wamid, status) DO NOTHING""",
        *args,
    )
    await conn.execute(
        """UPDATE messages m SET status = x.status, status_at = x.at, errors = COALESCE(x.errors::jsonb, m.errors)
           FROM (SELECT DISTINCT ON (w) w, status, at, errors
                 FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[])
                      AS u(w, status, at, errors)
                 WHERE status_rank(status) IS NOT NULL
                 ORDER BY w, status_rank(status) DESC) AS x
           WHERE m.wamid = x.w AND m.direction = 'out'
             AND COALESCE(status_rank(m.status), -1) < status_rank(x.status)""",
        args[0], args[1], args[2], args[4],
    )


async def store_batches(conn: asyncpg.Connection, batches: Sequence[InboundBatch]) -> list[Wake]:
    """Store every message and status of these batches in one transaction; duplicates dropped."""
    messages = [m for b in batches for m in b.messages]
    async with conn.transaction():
        wakes: list[Wake] = []
        if messages:
            conversations = await _conversation_ids(conn, messages)
            inserted = await _insert_messages(conn, messages, conversations)
            wakes = await _wake(conn, inserted)
            await _forget_changed_numbers(conn, messages, conversations)
        await _record_statuses(conn, batches)
    return wakes


class InboxWriter:
    """Group commit: requests queue their batch and wait; one task writes what has queued."""

    def __init__(self, pool: asyncpg.Pool, max_batch: int = 256) -> None:
        self._pool = pool
        self._max_batch = max_batch
        self._queue: asyncio.Queue[tuple[InboundBatch, asyncio.Future[list[Wake]]]] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> InboxWriter:
        self._task = asyncio.create_task(self._run(), name="inbox-writer")
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)
        while not self._queue.empty():  # nobody will write these: let their requests fail loudly
            _, fut = self._queue.get_nowait()
            if not fut.done():
                fut.set_exception(RuntimeError("inbox closed"))

    async def write(self, batch: InboundBatch) -> list[Wake]:
        """Return once the batch is committed: the wakes this caller should enqueue."""
        fut: asyncio.Future[list[Wake]] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((batch, fut))
        return await fut

    async def _run(self) -> None:
        while True:
            group = [await self._queue.get()]
            while len(group) < self._max_batch and not self._queue.empty():
                group.append(self._queue.get_nowait())
            await self._commit(group)

    async def _commit(self, group: list[tuple[InboundBatch, asyncio.Future[list[Wake]]]]) -> None:
        try:
            async with self._pool.acquire() as conn:
                wakes = await store_batches(conn, [b for b, _ in group])
        except Exception:
            if len(group) == 1:
                log.exception("inbox: batch not stored")
                if not group[0][1].done():
                    group[0][1].set_exception(RuntimeError("batch not stored"))
                return
            # One bad batch must not fail the others: retry each on its own.
            for item in group:
                await self._commit([item])
            return
        self._hand_out(group, wakes)

    @staticmethod
    def _hand_out(group: list[tuple[InboundBatch, asyncio.Future[list[Wake]]]],
                  wakes: list[Wake]) -> None:
        # Each wake goes to the first request that carried a message for that conversation,
        # so one enqueue per woken conversation.
        unclaimed = {(w.business_number_id, w.contact_key): w for w in wakes}
        for batch, fut in group:
            mine = [unclaimed.pop(k) for k in {(m.business_number_id, m.contact.key)
                                               for m in batch.messages} if k in unclaimed]
            if not fut.done():
                fut.set_result(mine)
