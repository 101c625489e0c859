"""Conversation leases and runs: at most one turn per conversation, resumable after a crash.

A lease is a row-level claim with a deadline on the real database clock (not SUPPORTBOT_CLOCK:
leases measure wall time). A killed worker's lease lapses and the sweeper hands the work on.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import cast

import asyncpg

from supportbot.core.ports import Opened, OpenRun, Recipient, Stalled
from supportbot.core.turn import Said
from supportbot.core.types import MessageKind
from supportbot.store.pool import Clock


class RunRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def renew(self, conversation_id: int, owner: str, seconds: float) -> bool:
        row = await self._pool.fetchval(
            """UPDATE conversations SET lease_until = clock_timestamp() + make_interval(secs => $3)
               WHERE id = $1 AND lease_owner = $2 RETURNING id""",
            conversation_id, owner, seconds,
        )
        return row is not None

    async def renew_many(self, held: Sequence[tuple[int, str]], seconds: float) -> set[int]:
        """Renew every lease one process holds in one statement; the conversations still its own.
        Rows are locked in id order, so two processes' renewals never deadlock. Ingest locks its
        conversations in contact order: should the two ever deadlock, Postgres aborts one, the inbox
        retries its batch and the keeper renews at its next beat, two beats before the lease lapses."""
        rows = await self._pool.fetch(
            """WITH mine AS (
                   SELECT c.id FROM conversations c
                   JOIN unnest($1::bigint[], $2::text[]) AS h(id, owner) ON c.id = h.id AND c.lease_owner = h.owner
                   ORDER BY c.id FOR UPDATE OF c)
               UPDATE conversations c SET lease_until = clock_timestamp() + make_interval(secs => $3)
               FROM mine WHERE c.id = mine.id RETURNING c.id""",
            [h[0] for h in held], [h[1] for h in held], seconds,
        )
        return {r["id"] for r in rows}

    async def release(self, conversation_id: int, owner: str) -> None:
        await self._pool.execute(
            "UPDATE conversations SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2",
            conversation_id, owner,
        )

    async def open_run(self, conversation_id: int, owner: str, lease_seconds: float, responder: str,
                       prompt_version_id: int | None = None) -> OpenRun | Opened:
        """Take (or keep) the conversation's lease, then resume its unfinished run or start one for
        its unanswered messages; with nothing left, go idle and let go ("settled"). "busy": another
        job holds the lease and will see the messages before it may settle. One round trip
        (the SQL function in supportbot/store/migrations/0032_open_run.sql).
        A new run records the prompt version row it answers with; a resumed one keeps its own."""
        opened = await self._pool.fetchval("SELECT open_run($1, $2, $3, $4, $5, $6)", conversation_id, owner,
                                           lease_seconds, responder, self._clock(), prompt_version_id)
        if opened["opened"] != "run":
            return cast(Opened, opened["opened"])
        said = opened["said"]
        last_inbound = opened["last_inbound_at"]
        return OpenRun(
            id=opened["id"], conversation_id=conversation_id, seq=opened["seq"], through_seq=opened["through_seq"],
            attempts=opened["attempts"],
            recipient=Recipient(wa_id=opened["wa_id"], user_id=opened["user_id"],
                                business_number_id=opened["business_number_id"],
                                last_inbound_at=datetime.fromisoformat(last_inbound) if last_inbound else None,
                                language=opened["language"]),
            said=tuple(Said(r["id"], MessageKind.parse(r["kind"]), r["body"], r["choice_id"]) for r in said),
            last_message_wamid=said[-1]["wamid"] if said else None,
        )

    async def quiet_since(self, conversation_id: int, seq: int) -> bool:
        """Nothing arrived since the run that answered up to `seq`, and the bot still has the chat."""
        return bool(await self._pool.fetchval(
            "SELECT inbound_seq = $2 AND mode = 'bot' AND closed_at IS NULL FROM conversations WHERE id = $1",
            conversation_id, seq))

    async def close(self, conversation_id: int, seq: int) -> bool:
        """Close a quiet conversation (once) and drop any question it left open."""
        async with self._pool.acquire() as conn, conn.transaction():
            closed = await conn.fetchval(
                """UPDATE conversations SET closed_at = $3
                   WHERE id = $1 AND inbound_seq = $2 AND closed_at IS NULL RETURNING id""",
                conversation_id, seq, self._clock())
            if closed:
                await conn.execute(
                    """UPDATE actions SET status = 'expired', outcome = 'conversation closed while quiet',
                           updated_at = clock_timestamp()
                       WHERE conversation_id = $1 AND status = 'awaiting_confirmation'""", conversation_id)
            return closed is not None

    async def recipient(self, conversation_id: int) -> Recipient:
        row = await self._pool.fetchrow(
            "SELECT wa_id, user_id, business_number_id, last_inbound_at, language FROM conversations WHERE id = $1",
            conversation_id,
        )
        return Recipient(row["wa_id"], row["user_id"], row["business_number_id"], row["last_inbound_at"],
                         row["language"])

    async def due_timers(self, now: datetime, nudge_after: float, close_after: float
                         ) -> list[tuple[str, int, int]]:
        """("nudge" | "close", conversation, seq) for questions still unanswered past their delay."""
        rows = await self._pool.fetch(
            """SELECT id, asked_seq, asked_at <= $1::timestamptz - make_interval(secs => $3) AS close_due
               FROM conversations
               WHERE asked_at <= $1::timestamptz - make_interval(secs => $2) AND asked_seq = inbound_seq
                 AND closed_at IS NULL AND mode = 'bot'""",
            now, nudge_after, close_after)
        return [("close" if r["close_due"] else "nudge", r["id"], r["asked_seq"]) for r in rows]

    async def stalled(self, min_age_seconds: float) -> list[Stalled]:
        """Queued conversations nobody holds, queued long enough that a job should have run."""
        rows = await self._pool.fetch(
            """SELECT id, job_id, inbound_seq, rescues, lease_until IS NOT NULL AS leased FROM conversations
               WHERE job_state = 'queued'
                 AND (lease_until IS NULL OR lease_until < clock_timestamp())
                 AND queued_at < clock_timestamp() - make_interval(secs => $1)
               ORDER BY queued_at LIMIT 500""",
            min_age_seconds,
        )
        return [Stalled(r["id"], r["job_id"], r["inbound_seq"], r["rescues"], r["leased"]) for r in rows]

    async def reassign(self, conversation_id: int, old_job_id: str | None, new_job_id: str) -> bool:
        """Point the conversation at a fresh job; false if another sweeper got there first."""
        row = await self._pool.fetchval(
            """UPDATE conversations SET job_id = $3, rescues = rescues + 1, queued_at = clock_timestamp()
               WHERE id = $1 AND job_state = 'queued' AND job_id IS NOT DISTINCT FROM $2 RETURNING id""",
            conversation_id, old_job_id, new_job_id,
        )
        return row is not None
