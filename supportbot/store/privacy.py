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

from collections.abc import Callable
from typing import Any

import asyncpg

from supportbot.core.privacy.pii import mask, mask_cards, mask_value
from supportbot.store.pool import commit_lazily

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

    async def scrub_run(self, run_id: int) -> int:
        """Mask what a finished run's messages and journal hold; the number of rows changed."""
        async with self._pool.acquire() as conn, conn.transaction():
            messages = await conn.fetch(
                """SELECT m.id, m.body, m.payload FROM messages m JOIN runs r ON r.id = $1
                   WHERE m.id = ANY(r.message_ids) OR m.run_id = r.id""", run_id)
            steps = await conn.fetch("SELECT step, request, result FROM steps WHERE run_id = $1", run_id)
            handoffs = await conn.fetch("SELECT id, reason FROM handoffs WHERE run_id = $1", run_id)
            new_messages = [(r["id"], mask(r["body"]) if r["body"] else r["body"], mask_value(r["payload"], _META_KEYS))
                            for r in messages]
            new_messages = [m for m, r in zip(new_messages, messages, strict=True)
                            if (m[1], m[2]) != (r["body"], r["payload"])]
            new_steps = [(run_id, r["step"], mask_value(r["request"]), mask_value(r["result"])) for r in steps]
            new_steps = [s for s, r in zip(new_steps, steps, strict=True)
                         if (s[2], s[3]) != (r["request"], r["result"])]
            new_handoffs = [(r["id"], mask(r["reason"])) for r in handoffs if mask(r["reason"]) != r["reason"]]
            if new_messages or new_steps or new_handoffs:
                # Masking is idempotent and finish_run's durable commit follows it (supportbot/store/pool.py).
                await commit_lazily(conn)
            if new_messages:
                await conn.executemany("UPDATE messages SET body = $2, payload = $3 WHERE id = $1", new_messages)
            if new_steps:
                await conn.executemany(
                    "UPDATE steps SET request = $3, result = $4 WHERE run_id = $1 AND step = $2", new_steps)
            if new_handoffs:
                await conn.executemany("UPDATE handoffs SET reason = $2 WHERE id = $1", new_handoffs)
            return len(new_messages) + len(new_steps) + len(new_handoffs)
