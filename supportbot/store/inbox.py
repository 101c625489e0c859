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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import asyncpg

from supportbot.core.types import Contact, InboundBatch, InboundMessage, MessageKind
from supportbot.store.privacy import safe_for_storage

log = logging.getLogger(__name__)
RECONNECT_PAUSE_S, RECONNECT_PAUSE_MAX_S = 0.2, 2.0  # a writer waiting for Postgres to take connections


@dataclass(frozen=True)
class Wake:
    conversation_id: int
    job_id: str
    business_number_id: str
    contact_key: str


REFUSED = (ValueError, TypeError, asyncpg.DataError, asyncpg.ProgramLimitExceededError)
"""What Postgres or asyncpg say about one value they cannot hold (encoding, a character, an index
row too long): the item's fault, not the database's. Anything else fails the request."""


def _same(value: Any) -> Any:
    return value


def _clean(text: Any) -> Any:
    # Postgres text and jsonb cannot hold NUL; one such byte must not cost the batch.
    return text.replace("\x00", "\ufffd") if text and "\x00" in text else text


def _clean_payload(raw: Any) -> Any:
    dumped = json.dumps(raw)
    return json.loads(dumped.replace("\\u0000", "\\ufffd")) if "\\u0000" in dumped else raw


def _is_number_change(m: InboundMessage) -> bool:
    return m.kind is MessageKind.SYSTEM and (m.raw.get("system") or {}).get("type") == "user_changed_number"


async def store_batches(conn: asyncpg.Connection, batches: Sequence[InboundBatch], now: datetime) -> list[Wake]:
    """Store every message and status of these batches in one call and one commit (ingest_batch,
    supportbot/store/migrations/0010, 0044): duplicates dropped, idle conversations woken, statuses folded in.
    `now` is the application's clock: new conversations and messages are dated by it."""
    messages = [m for b in batches for m in b.messages]
    statuses = [s for b in batches for s in b.statuses]
    # No card number is ever stored (invariant 10); text no turn will scrub is masked in full.
    safe = [safe_for_storage(m.text, m.raw, answered=m.needs_turn) for m in messages]
    text: Callable[[Any], Any] = _same  # the common case: nothing to clean, nothing re-serialised
    payload: Callable[[Any], Any] = _same
    if any(b.has_nul for b in batches):
        text, payload = _clean, _clean_payload
    conversations: dict[tuple[str, str], InboundMessage] = {}
    for m in messages:
        if m.served and m.contact.key and m.business_number_id:
            conversations.setdefault((m.business_number_id, m.contact.key), m)
    keys = sorted(conversations)  # one order for every writer: no deadlock on new conversations

    def served_key(m: InboundMessage) -> tuple[str | None, str | None]:
        key = (m.business_number_id or "", m.contact.key or "")
        return key if key in conversations else (None, None)

    status_args = (
        [s.message_id for s in statuses], [s.status for s in statuses], [s.at for s in statuses],
        [s.recipient for s in statuses],
        # As text: asyncpg would read a list inside a jsonb[] as another array dimension.
        [json.dumps(payload(s.errors)) if s.errors else None for s in statuses],
        [payload(s.raw) for s in statuses],
    )
    if not messages:
        # Statuses alone (most of Meta's callbacks): their own statement, not the message chain's
        # empty work on the webhook's critical path (migration 0044). Nothing to wake.
        await conn.execute("SELECT ingest_statuses($1, $2, $3, $4, $5, $6, $7)", *status_args, now)
        return []
    rows = await conn.fetch(
        "SELECT * FROM ingest_batch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, "
        "$17, $18, $19, $20, $21, $22, $23)",
        [k[0] for k in keys], [k[1] for k in keys],
        [conversations[k].contact.wa_id for k in keys], [conversations[k].contact.user_id for k in keys],
        [text(conversations[k].contact.name) for k in keys],
        [served_key(m)[0] for m in messages], [served_key(m)[1] for m in messages],
        [m.message_id for m in messages], [m.kind.value for m in messages], [text(t) for t, _ in safe],
        [text(m.choice_id) for m in messages], [payload(raw) for _, raw in safe],
        [m.served for m in messages], [m.needs_turn for m in messages], [m.sent_at for m in messages],
        [_is_number_change(m) for m in messages],
        *status_args,
        now,
    )
    return [Wake(r["conversation_id"], r["job_id"], r["business_number_id"], r["contact_key"]) for r in rows]


class InboxWriter:
    """Group commit: requests queue their batch and wait; one task writes what has queued."""

    def __init__(self, pool: asyncpg.Pool, *, clock: Callable[[], datetime], max_batch: int = 256,
                 writers: int = 2) -> None:
        self._pool = pool
        self._clock = clock
        self._max_batch = max_batch
        self._writers = writers
        self._queue: asyncio.Queue[tuple[InboundBatch, asyncio.Future[list[Wake]]]] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []

    async def __aenter__(self) -> InboxWriter:
        # More than one commit in flight: while one waits on the disk, the next group fills.
        # Groups lock conversations in id order, so concurrent writers cannot deadlock.
        self._tasks = [asyncio.create_task(self._run(), name=f"inbox-writer-{i}") for i in range(self._writers)]
        return self

    async def __aexit__(self, *exc: object) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
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
        pause = RECONNECT_PAUSE_S
        while True:
            # A writer keeps its connection: giving it back to the pool costs a reset round trip
            # per group on the webhook's critical path. A broken one is replaced.
            try:
                async with self._pool.acquire() as conn:
                    pause = RECONNECT_PAUSE_S
                    while not conn.is_closed():
                        group = [await self._queue.get()]
                        while len(group) < self._max_batch and not self._queue.empty():
                            group.append(self._queue.get_nowait())
                        await self._commit(conn, group)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
                # Postgres restarting refuses connections for a while. A writer that died here
                # would leave every later webhook waiting forever, so it waits and tries again;
                # requests queued meanwhile are written once it is back (or time out, and Meta
                # retries them).
                log.warning("inbox: no connection to Postgres; retrying in %.1f s", pause, exc_info=True)
                await asyncio.sleep(pause)
                pause = min(pause * 2, RECONNECT_PAUSE_MAX_S)

    async def _commit(self, conn: asyncpg.Connection,
                      group: list[tuple[InboundBatch, asyncio.Future[list[Wake]]]]) -> None:
        try:
            wakes = await store_batches(conn, [b for b, _ in group], self._clock())
        except Exception:
            if len(group) == 1:
                try:
                    wakes = await self._one_by_one(conn, group[0][0])
                except Exception:
                    log.exception("inbox: batch not stored")
                    if not group[0][1].done():
                        group[0][1].set_exception(RuntimeError("batch not stored"))
                    return
                self._hand_out(group, wakes)
                return
            # One bad batch must not fail the others: retry each on its own.
            for item in group:
                await self._commit(conn, [item])
            return
        self._hand_out(group, wakes)

    async def _one_by_one(self, conn: asyncpg.Connection, batch: InboundBatch) -> list[Wake]:
        """A batch Postgres refused, item by item: a message it refuses again is recorded as
        invalid (its id and the reason: Meta's retry of it is then dropped), a status is dropped.
        Raises when even that fails (the database is down): the request then fails, Meta retries,
        and what was stored is deduplicated by its id."""
        wakes: list[Wake] = []
        for message in batch.messages:
            try:
                wakes += await store_batches(conn, [InboundBatch(messages=[message], has_nul=batch.has_nul)],
                                             self._clock())
            except REFUSED:
                # Handled, and the message's own fault: a warning with the cause, not an error.
                log.warning("inbox: message %r not storable, recorded as invalid", message.message_id[:80],
                            exc_info=True)
                invalid = replace(message, contact=Contact(), kind=MessageKind.INVALID, text=None, choice_id=None,
                                  raw={"id": message.message_id, "problem": "not storable"})
                await store_batches(conn, [InboundBatch(messages=[invalid])], self._clock())
        for status in batch.statuses:
            try:
                await store_batches(conn, [InboundBatch(statuses=[status], has_nul=batch.has_nul)], self._clock())
            except REFUSED:
                log.warning("inbox: status of %r not storable, dropped", status.message_id[:80], exc_info=True)
        return wakes

    @staticmethod
    def _hand_out(group: list[tuple[InboundBatch, asyncio.Future[list[Wake]]]],
                  wakes: list[Wake]) -> None:
        # Each wake goes to the first request that carried a message for that conversation,
        # so one enqueue per woken conversation.
        unclaimed = {(w.business_number_id, w.contact_key): w for w in wakes}
        shares = [[unclaimed.pop(k) for k in {(m.business_number_id, m.contact.key) for m in batch.messages}
                   if k in unclaimed] for batch, _ in group]
        # A phone-only message joins the conversation filed under its user id (migration 0030),
        # so its wake names a key the request did not send: the first pending request enqueues it.
        pending = [share for share, (_, fut) in zip(shares, group, strict=True) if not fut.done()]
        if unclaimed and pending:
            pending[0].extend(unclaimed.values())
        for share, (_, fut) in zip(shares, group, strict=True):
            if not fut.done():
                fut.set_result(share)
