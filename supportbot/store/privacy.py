"""Keeping customers' personal data out of storage (invariant 10), in two places.

At ingest, card numbers and passwords are masked before a message is stored: nothing we do
needs them. Emails, phone numbers and one-time codes stay until the run that answers them has
used them (verify_code needs the code), then `scrub_run` rewrites that run's inbound messages,
outbound messages, journal steps and handoff reason with `mask`.

Why scrubbing a run before it is marked finished is safe to replay: it runs after every step
of the run is journaled, so a worker that dies between scrub and finish restarts the run, meets
each step recorded (masked) and re-executes none of them; the scrub itself is idempotent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import asyncpg

from supportbot.core.privacy.pii import mask, mask_cards, mask_value
from supportbot.store.journal import insert_steps
from supportbot.store.pool import LAZY

# Fields of a WhatsApp message object that carry what the customer typed.
_TEXT_KEYS = frozenset({"body", "caption", "title", "description", "text"})


def _in_text_fields(value: Any, masking: Callable[[str], str]) -> Any:
    if isinstance(value, dict):
        return {k: masking(v) if k in _TEXT_KEYS and isinstance(v, str) else _in_text_fields(v, masking)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_in_text_fields(v, masking) for v in value]
    return value


def safe_for_storage(text: str | None, raw: dict[str, Any], *, answered: bool = True
                     ) -> tuple[str | None, dict[str, Any]]:
    """(text, raw webhook message) with cards and passwords masked; the same objects when clean.

    A message no turn will answer (a number we do not serve, a kind the bot ignores) is never
    scrubbed after a run, so it is masked in full now. On the webhook's critical path
    (bench/ingest.py): a clean message costs two string operations, and its payload is not walked.
    """
    if not text:
        return text, raw
    masking = mask_cards if answered else mask
    masked = masking(text)
    if masked == text:
        return text, raw
    return masked, _in_text_fields(raw, masking)


# Ids, timestamps and types are Meta's, not the customer's: a long wamid must stay findable.
_META_KEYS = frozenset({"id", "timestamp", "type"})


class PrivacyRepository:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def scrub_run(self, run_id: int, held: Sequence[dict[str, Any]] = ()) -> int:
        """Mask what a finished run's messages and journal hold; the number of rows changed.

        Two round trips: one read, one write. No transaction around them: the run's lease keeps its
        rows to this worker, and masking what is already masked changes nothing. The journal's steps
        still held in the worker (supportbot/core/journal.py) are masked here and written by the
        same write, masked from the start. A turn's own close does the same inside its two round
        trips (supportbot/store/run_close.py).
        """
        stored = await self._pool.fetchrow(
            f"""SELECT {RUN_ROWS.format(run="$1")}""", run_id)
        masks = masked(stored["messages"], stored["steps"], stored["handoffs"], held)
        if not masks.writes:
            return 0
        # Lazily: masking is idempotent and finish_run follows it (supportbot/store/pool.py).
        await self._pool.execute(
            f"""WITH {LAZY},
                   m AS (UPDATE messages t SET body = x.body, payload = x.payload
                         FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, body text, payload jsonb)
                         WHERE t.id = x.id),
                   {SCRUB_STEPS_AND_HANDOFFS.format(run="$1", steps="$3", handoffs="$4")},
                   j AS ({insert_steps("$1", "$5")})
               SELECT 1 FROM lazy""",
            run_id, masks.messages, masks.steps, masks.handoffs, masks.written)
        return masks.changed


# What a run left to mask, as one SELECT list for the run `{run}`: its inbound messages and its
# replies, its stored journal steps, its handoffs' reasons (each a jsonb array).
RUN_ROWS = """(SELECT COALESCE(jsonb_agg(jsonb_build_object('id', m.id, 'body', m.body, 'payload', m.payload)),
                              '[]') FROM messages m JOIN runs r ON r.id = {run}
              WHERE m.id = ANY(r.message_ids) OR m.run_id = r.id) AS messages,
             (SELECT COALESCE(jsonb_agg(jsonb_build_object('step', step, 'request', request, 'result', result)),
                              '[]') FROM steps WHERE run_id = {run}) AS steps,
             (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', id, 'reason', reason)), '[]')
              FROM handoffs WHERE run_id = {run}) AS handoffs"""

# The masked journal steps and handoff reasons written back, as two CTEs (`s`, `h`) of a statement.
SCRUB_STEPS_AND_HANDOFFS = """s AS (UPDATE steps t SET request = x.request, result = x.result
                         FROM jsonb_to_recordset({steps}::jsonb) AS x(step integer, request jsonb, result jsonb)
                         WHERE t.run_id = {run} AND t.step = x.step),
                   h AS (UPDATE handoffs t SET reason = x.reason
                         FROM jsonb_to_recordset({handoffs}::jsonb) AS x(id bigint, reason text) WHERE t.id = x.id)"""


@dataclass(frozen=True)
class Masks:
    """What masking a run changes: rows to rewrite, and the held steps to write (masked)."""

    messages: list[dict[str, Any]]
    steps: list[dict[str, Any]]
    handoffs: list[dict[str, Any]]
    written: list[dict[str, Any]]
    changed: int  # rows whose text masking changed (held steps included)

    @property
    def writes(self) -> bool:
        return bool(self.messages or self.steps or self.handoffs or self.written)


def masked(messages: Sequence[dict[str, Any]], steps: Sequence[dict[str, Any]],
           handoffs: Sequence[dict[str, Any]], held: Sequence[dict[str, Any]]) -> Masks:
    """Pure: the run's stored rows (as RUN_ROWS reads them) and its held steps, masked; only
    what changed is rewritten, and the held steps are all written."""
    fresh = list(held)
    masked_messages = [{"id": r["id"], "body": mask(r["body"]) if r["body"] else r["body"],
                        "payload": mask_value(r["payload"], _META_KEYS)} for r in messages]
    changed_messages = [m for m, r in zip(masked_messages, messages, strict=True)
                        if (m["body"], m["payload"]) != (r["body"], r["payload"])]
    masked_steps = [{"step": r["step"], "request": mask_value(r["request"]), "result": mask_value(r["result"])}
                    for r in steps]
    changed_steps = [s for s, r in zip(masked_steps, steps, strict=True)
                     if (s["request"], s["result"]) != (r["request"], r["result"])]
    changed_handoffs = [{"id": r["id"], "reason": mask(r["reason"])} for r in handoffs
                        if mask(r["reason"]) != r["reason"]]
    written = [s | {"request": mask_value(s["request"]), "result": mask_value(s["result"])} for s in fresh]
    changed = len(changed_messages) + len(changed_steps) + len(changed_handoffs) + sum(
        (s["request"], s["result"]) != (w["request"], w["result"]) for s, w in zip(fresh, written, strict=True))
    return Masks(changed_messages, changed_steps, changed_handoffs, written, changed)
