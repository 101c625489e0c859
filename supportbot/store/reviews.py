"""QA reviews: the daily sample of ended conversations, the card's content, the reviewer's verdict."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

import asyncpg

# One review per conversation a day, for its most telling reason: a reversed action first, then a
# bad rating, a large refund, and last the random ~1 % of the day's endings (a hash of the ending id
# and the day, so the draw is repeatable and the same conversation is not always picked).
_SAMPLE = """
WITH candidates AS (
    SELECT a.conversation_id, NULL::bigint AS ending_id, a.id AS action_id, 'reversal' AS why, 1 AS rank
    FROM action_reversals v JOIN actions a ON a.id = v.action_id WHERE v.at >= $1 AND v.at < $2
    UNION ALL
    SELECT e.conversation_id, e.id, NULL, 'negative_csat', 2 FROM conversation_endings e
    WHERE e.rating = 'bad' AND e.rated_at >= $1 AND e.rated_at < $2
    UNION ALL
    SELECT a.conversation_id, NULL, a.id, 'refund', 3 FROM actions a
    WHERE a.kind = 'refund' AND a.status = 'done' AND a.amount > $3 AND a.created_at >= $1 AND a.created_at < $2
    UNION ALL
    SELECT x.conversation_id, x.id, NULL, 'sample', 4 FROM (
        SELECT e.conversation_id, e.id FROM conversation_endings e WHERE e.ended_at >= $1 AND e.ended_at < $2
        ORDER BY md5(e.id::text || $4::date::text)
        LIMIT (SELECT ceil(count(*) * $5::float8)::integer FROM conversation_endings
               WHERE ended_at >= $1 AND ended_at < $2)) x)
INSERT INTO qa_reviews (conversation_id, ending_id, action_id, run_id, day, why, created_at)
SELECT DISTINCT ON (c.conversation_id) c.conversation_id, c.ending_id, c.action_id,
       (SELECT max(r.id) FROM runs r WHERE r.conversation_id = c.conversation_id), $4::date, c.why, $6
FROM candidates c ORDER BY c.conversation_id, c.rank
ON CONFLICT (conversation_id, day) DO NOTHING
RETURNING id"""


class ReviewRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def sample(self, day: date, rate: float, refund_threshold: Decimal, at: datetime) -> list[int]:
        """The day's new reviews (a rerun of the same day adds none)."""
        since = datetime.combine(day, datetime.min.time(), at.tzinfo)
        rows = await self._pool.fetch(_SAMPLE, since, since + timedelta(days=1), refund_threshold, day, rate, at)
        return sorted(r["id"] for r in rows)

    async def card(self, review_id: int) -> dict[str, Any]:
        """What the review card shows: why, how it ended, the actions, the last messages (stored masked)."""
        review = await self._pool.fetchrow("SELECT * FROM qa_reviews WHERE id = $1", review_id)
        if review is None:
            raise LookupError(f"no review {review_id}")
        cid = review["conversation_id"]
        ending = await self._pool.fetchrow(
            "SELECT * FROM conversation_endings WHERE conversation_id = $1 ORDER BY ended_at DESC, id DESC LIMIT 1",
            cid)
        actions = await self._pool.fetch(
            "SELECT id, kind, order_id, amount, currency, status FROM actions WHERE conversation_id = $1 ORDER BY id",
            cid)
        said = await self._pool.fetch(
            """SELECT direction, body FROM (SELECT id, direction, body FROM messages
                   WHERE conversation_id = $1 AND body IS NOT NULL ORDER BY id DESC LIMIT 6) m ORDER BY id""", cid)
        return {"review": review, "ending": ending, "actions": actions, "said": said}

    async def set_card(self, review_id: int, ts: str) -> None:
        await self._pool.execute("UPDATE qa_reviews SET slack_ts = $2 WHERE id = $1", review_id, ts)

    async def decide(self, review_id: int, verdict: str, reviewer: str, at: datetime
                     ) -> tuple[bool, asyncpg.Record] | None:
        """(first, review): one verdict per review; a double click finds it made."""
        row = await self._pool.fetchrow(
            """UPDATE qa_reviews SET verdict = $2, reviewer = $3, decided_at = $4
               WHERE id = $1 AND verdict IS NULL RETURNING *""", review_id, verdict, reviewer, at)
        if row is not None:
            return True, row
        row = await self._pool.fetchrow("SELECT * FROM qa_reviews WHERE id = $1", review_id)
        return None if row is None else (False, row)

    async def set_draft(self, review_id: int, path: str) -> None:
        await self._pool.execute("UPDATE qa_reviews SET draft = $2 WHERE id = $1", review_id, path)

    async def by_thread(self, ts: str) -> asyncpg.Record | None:
        return await self._pool.fetchrow("SELECT * FROM qa_reviews WHERE slack_ts = $1", ts)

    async def add_note(self, review_id: int, note: str) -> None:
        await self._pool.execute(
            "UPDATE qa_reviews SET note = concat_ws(E'\\n', note, $2::text) WHERE id = $1", review_id, note)
