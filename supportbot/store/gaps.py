"""The questions nothing answered, read from the record: help-centre searches that found no passage
(the journal's search_help_centre steps, the agent's and the templated rung's alike) and the
customer's last question before a handoff that staff then answered by hand (a reply relayed from
Slack). Times are the application's clock (runs.opened_at, handoffs.created_at: 0010_one_clock.sql).
"""

from __future__ import annotations

from datetime import datetime

import asyncpg

_NO_PASSAGE = """
    SELECT s.request->'arguments'->>'query' AS text, r.conversation_id
    FROM steps s JOIN runs r ON r.id = s.run_id
    WHERE s.kind = 'tool' AND s.request->>'name' = 'search_help_centre'
      AND jsonb_array_length(COALESCE(s.result->'results', '[]'::jsonb)) = 0
      AND coalesce(s.request->'arguments'->>'query', '') <> ''
      AND r.opened_at >= $1 AND r.opened_at < $2
    ORDER BY r.opened_at, s.run_id, s.step"""

# A handoff staff answered: a reply relayed from Slack (its key starts "slack:", worker/staff.py)
# after it. The question is the customer's last text before the handoff.
_STAFF_ANSWERED = """
    SELECT q.body AS text, h.conversation_id
    FROM handoffs h
    CROSS JOIN LATERAL (
        SELECT m.body FROM messages m
        WHERE m.conversation_id = h.conversation_id AND m.direction = 'in' AND m.kind = 'text'
          AND m.body IS NOT NULL AND m.created_at <= h.created_at
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1) q
    WHERE h.created_at >= $1 AND h.created_at < $2
      AND EXISTS (SELECT 1 FROM messages r WHERE r.conversation_id = h.conversation_id AND r.direction = 'out'
                  AND r.idempotency_key LIKE 'slack:%' AND r.created_at >= h.created_at)
    ORDER BY h.created_at, h.id"""


async def unanswered(pool: asyncpg.Pool, since: datetime, until: datetime) -> list[tuple[str, str, int]]:
    """(question as the customer wrote it, source, conversation id), oldest first, per source."""
    found = [(r["text"], "no_passage", r["conversation_id"]) for r in await pool.fetch(_NO_PASSAGE, since, until)]
    found += [(r["text"], "staff", r["conversation_id"]) for r in await pool.fetch(_STAFF_ANSWERED, since, until)]
    return found

