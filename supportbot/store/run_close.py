"""Closing a run: one read of what it left, one statement for everything that follows from it.

After a run's last step the worker masks what the run used (invariant 10), remembers what code can
vouch for about the customer, notes a question left open (the timers), marks the run finished and
its messages answered, and writes the run's trace. Those were seven round trips on every turn's
path (a read and a write for the scrub, another read and write for the trace, memory, the
question, finish_run); here they are two (bench/turn_cost.py counts them). The write also settles
when it can: with nothing arrived since the run opened, the conversation goes idle and the job's
lease goes with it, the work open_run would otherwise do in one more round trip to find nothing left.

The read: the run, its messages, its journal and its handoffs, with the database's clock. The masks
and the trace are computed from it in Python (supportbot/store/privacy.py, supportbot/core/telemetry/trace.py),
and the write puts all of it in one statement, committed lazily: each part is idempotent and a
lost one leaves the run running, so it is resumed and replays (supportbot/store/pool.py).
Why in one statement is safe: no two of its parts write the same row (the masks and the answered
mark are one UPDATE of the messages; the handled counter, the question and the settle are one UPDATE
of the conversation).

Why the settle is safe: ingest bumps `inbound_seq` under the conversation's row lock, in the
transaction that stores the message. The UPDATE takes that lock and Postgres re-reads the row as
the last committer left it before evaluating SET (READ COMMITTED), so a message committed while the
close waited is seen (inbound_seq past the run's through_seq: no settle, the job opens the next run),
and one committed after finds the conversation idle and queues a job, as with open_run's settle.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

import asyncpg

from supportbot.core.ports import Closed, Closing
from supportbot.core.telemetry.trace import build_trace
from supportbot.store.journal import insert_steps
from supportbot.store.memory import remember_facts
from supportbot.store.outbox import sent_record
from supportbot.store.pool import LAZY, Clock
from supportbot.store.privacy import SCRUB_STEPS_AND_HANDOFFS, masked

log = logging.getLogger(__name__)


_READ = """
{sent}SELECT r.id, r.conversation_id, r.seq, r.responder, r.prompt_version_id, r.attempts, r.started_at,
       r.through_seq, r.message_ids, clock_timestamp() AS read_at,
       COALESCE(c.verified_customer_id, (SELECT id FROM customers WHERE phone = c.wa_id),
                c.claimed_customer_id) AS customer_id,
       (SELECT COALESCE(jsonb_agg(jsonb_build_object(
                   'id', m.id, 'run_id', m.run_id, 'direction', m.direction, 'kind', m.kind, 'body', m.body,
                   'payload', m.payload, 'labels', m.labels, 'idempotency_key', m.idempotency_key,
                   'status', m.status) ORDER BY m.id), '[]')
        FROM messages m WHERE m.id = ANY(r.message_ids) OR m.run_id = r.id) AS messages,
       (SELECT COALESCE(jsonb_agg(jsonb_build_object('step', s.step, 'kind', s.kind, 'request', s.request,
                                                     'result', s.result, 'created_at', s.created_at)
                                  ORDER BY s.step), '[]')
        FROM steps s WHERE s.run_id = r.id) AS steps,
       (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', h.id, 'reason', h.reason)), '[]')
        FROM handoffs h WHERE h.run_id = r.id) AS handoffs
       {sent_now}
FROM runs r JOIN conversations c ON c.id = r.conversation_id WHERE r.id = $1"""
# The read as it is, and with the run's last send's record written by it ($2 its key, $3 its wamid):
# the statement's own read does not see its update, so the record's status comes back beside it.
_READ_ONLY = _READ.format(sent="", sent_now="")
_READ_AND_SENT = _READ.format(sent=f"WITH sent AS ({sent_record('$2', '$3')} RETURNING idempotency_key, status) ",
                              sent_now=", (SELECT jsonb_object_agg(idempotency_key, status) FROM sent) AS sent_now")

# $1 conversation, $2 run, $3 status, $4 outcome, $5 the trace's end (the read's clock), $6 masked
# messages, $7 masked steps, $8 masked handoffs, $9 held steps (masked), $10-$14 the facts and the
# phone's account, $15 asked at, $16 the trace (NULL: none), $17 its customer, $18 mode, $19 cost,
# $20 started at, $21 the app's clock, $22 the lease's owner (NULL: never settle).
_WRITE = f"""
WITH {LAZY},
finished AS (
    UPDATE runs SET status = $3, outcome = $4, finished_at = clock_timestamp()
    WHERE id = $2 AND status = 'running'
    RETURNING id, through_seq, message_ids),
masks AS (SELECT * FROM jsonb_to_recordset($6::jsonb) AS x(id bigint, body text, payload jsonb)),
m AS (
    UPDATE messages t
    SET body = CASE WHEN x.id IS NULL THEN t.body ELSE x.body END,
        payload = CASE WHEN x.id IS NULL THEN t.payload ELSE x.payload END,
        handled_by_run = CASE WHEN t.id = ANY(f.message_ids) THEN f.id ELSE t.handled_by_run END,
        handled_at = CASE WHEN t.id = ANY(f.message_ids) THEN clock_timestamp() ELSE t.handled_at END
    FROM (SELECT id FROM masks UNION SELECT unnest(message_ids) FROM finished) AS ids
         LEFT JOIN masks x ON x.id = ids.id LEFT JOIN finished f ON true
    WHERE t.id = ids.id),
{SCRUB_STEPS_AND_HANDOFFS.format(run="$2", steps="$7", handoffs="$8")},
j AS ({insert_steps("$2", "$9")}),
conversation AS (
    UPDATE conversations c
    SET handled_seq = GREATEST(c.handled_seq, COALESCE(f.through_seq, c.handled_seq)),
        asked_seq = CASE WHEN $15::timestamptz IS NULL THEN c.asked_seq ELSE (SELECT through_seq FROM runs
                                                                            WHERE id = $2) END,
        asked_at = COALESCE($15::timestamptz, c.asked_at),
        -- The settle: c is the row as it stands once locked (see the module), f.through_seq NULL when
        -- this close did not finish the run (a replay), which never settles.
        job_state = CASE WHEN c.lease_owner = $22 AND c.inbound_seq = f.through_seq THEN 'idle'
                         ELSE c.job_state END,
        lease_until = CASE WHEN c.lease_owner = $22 AND c.inbound_seq = f.through_seq THEN NULL
                           ELSE c.lease_until END,
        lease_owner = CASE WHEN c.lease_owner = $22 AND c.inbound_seq = f.through_seq THEN NULL
                           ELSE c.lease_owner END
    FROM (SELECT (SELECT through_seq FROM finished) AS through_seq) f
    WHERE c.id = $1
    -- Settled: idle, nobody's lease, nothing new since the run: the job has nothing left to open.
    RETURNING $22::text IS NOT NULL AND c.lease_owner IS NULL AND c.job_state = 'idle'
              AND c.inbound_seq = f.through_seq AS settled),
remembered AS ({remember_facts("$14", "$10", "$11", "$12", "$13")}),
traced AS (
    INSERT INTO traces (run_id, conversation_id, customer_id, outcome, mode, cost, started_at, finished_at,
                        body, created_at)
    SELECT $2, $1, $17, $4, $18, $19::numeric, $20, $5, $16::jsonb, $21 WHERE $16::jsonb IS NOT NULL
    ON CONFLICT (run_id) DO UPDATE SET body = EXCLUDED.body, outcome = EXCLUDED.outcome,
        finished_at = EXCLUDED.finished_at, cost = EXCLUDED.cost, mode = EXCLUDED.mode)
SELECT COALESCE((SELECT settled FROM conversation), false) FROM lazy"""


def _trace(run: asyncpg.Record, closing: Closing, messages: list[dict[str, Any]], steps: list[dict[str, Any]],
           held: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The run's trace, from the rows read and the steps held (dated by the read: they are written
    with the close). Observability never fails a turn: a trace that cannot be built is left out."""
    try:
        said = [m for m in messages if m["direction"] == "in" and m["id"] in run["message_ids"]]
        sent = [m for m in messages if m["direction"] == "out" and m["run_id"] == run["id"]]
        journal = [s | {"created_at": datetime.fromisoformat(s["created_at"])} for s in steps] + [
            {"step": s["step"], "kind": s["kind"], "request": s["request"], "result": s["result"],
             "created_at": run["read_at"]} for s in held]
        return build_trace(dict(run) | {"status": closing.status, "outcome": closing.outcome,
                                        "finished_at": run["read_at"]},
                           said, sorted(journal, key=lambda s: s["step"]), sent)
    except Exception:
        log.exception("could not trace run %s", run["id"])
        return None


class RunClosing:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def close(self, run_id: int, closing: Closing, held: Sequence[dict[str, Any]] = (),
                    between: Callable[[], Awaitable[None]] | None = None) -> Closed | None:
        """Close the run (see the module): the trace written, if any, and whether it settled; None
        when there is no such run. `held`: the journal's steps not yet written
        (supportbot/core/journal.py), written here, masked. `between`: run after the read (which has
        recorded the last send, `closing.sent`) and before the write, which finishes the run: what
        must happen before a run is finished but after its last send is on record (the timers)."""
        if closing.sent is None:
            run = await self._pool.fetchrow(_READ_ONLY, run_id)
        else:  # durably, as OutboxRepository.sent would have (store/outbox.py)
            run = await self._pool.fetchrow(_READ_AND_SENT, run_id, *closing.sent)
        if run is None:
            return None
        if between is not None:
            await between()
        messages, steps = run["messages"], run["steps"]
        if closing.sent is not None and run["sent_now"]:
            messages = [m | {"status": run["sent_now"].get(m["idempotency_key"], m["status"])} for m in messages]
        masks = masked(messages, steps, run["handoffs"], held)
        body = _trace(run, closing, messages, steps, held) if closing.traced else None
        facts = closing.facts
        settled = await self._pool.fetchval(
            _WRITE, run["conversation_id"], run_id, closing.status, closing.outcome, run["read_at"],
            masks.messages, masks.steps, masks.handoffs, masks.written,
            [f.kind for f in facts], [f.value for f in facts], [f.source_conversation_id for f in facts],
            [f.expires_at for f in facts], closing.phone_customer, closing.asked_at,
            body, run["customer_id"], body["mode"] if body else None, Decimal(body["cost"]) if body else None,
            run["started_at"], self._clock(), closing.owner)
        return Closed(body, bool(settled))
