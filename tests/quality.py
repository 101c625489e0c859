"""Seeded conversations for the quality figures: each helper writes rows as the system would,
dated from the tests' application clock, so a test can state the figure it must come to."""

from __future__ import annotations

import itertools
from datetime import datetime

import asyncpg

_numbers = itertools.count(1)


async def conversation(db: asyncpg.Pool, at: datetime, contact: str | None = None, *,
                       language: str = "en") -> int:
    contact = contact or f"1555000{next(_numbers):04d}"
    return await db.fetchval(
        """INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at, last_inbound_at, language)
           VALUES ('100000000000001', $1, $1, $2, $2, $3)
           ON CONFLICT (business_number_id, contact_key) DO UPDATE SET last_inbound_at = $2 RETURNING id""",
        contact, at, language)


async def inbound(db: asyncpg.Pool, conversation_id: int, at: datetime, text: str, intent: str | None = None,
                  choice_id: str | None = None) -> int:
    labels = {"intent": intent, "risk": "low"} if intent else None
    await db.execute("UPDATE conversations SET inbound_seq = inbound_seq + 1 WHERE id = $1", conversation_id)
    return await db.fetchval(
        """INSERT INTO messages (conversation_id, direction, kind, body, choice_id, trusted, created_at, labels,
                                 handled_at)
           VALUES ($1, 'in', 'text', $2, $3, false, $4, $5::jsonb, $4) RETURNING id""",
        conversation_id, text, choice_id, at, labels)


async def ending(db: asyncpg.Pool, conversation_id: int, at: datetime, *, how: str = "resolved",
                 mode: str | None = "full", intent: str | None = "order_status", version: str | None = "agent/v1",
                 staff_id: str | None = None, order_id: str | None = None, rating: str | None = None,
                 csat: str = "asked", language: str = "en", model: str | None = None) -> int:
    return await db.fetchval(
        """INSERT INTO conversation_endings (key, conversation_id, how, inbound_seq, mode, intent, version, model,
                                             staff_id, language, order_id, ended_at, csat, csat_asked_at, rating,
                                             rated_at)
           VALUES ($1, $2, $3, (SELECT inbound_seq FROM conversations WHERE id = $2), $4, $5, $6, $7, $8, $9, $10,
                   $11, $12, CASE WHEN $12 = 'asked' THEN $11::timestamptz END, $13,
                   CASE WHEN $13::text IS NOT NULL THEN $11::timestamptz END)
           RETURNING id""",
        f"seed:{next(_numbers)}", conversation_id, how, mode, intent, version, model, staff_id, language, order_id,
        at, csat, rating)


async def run(db: asyncpg.Pool, conversation_id: int, at: datetime, *costs: str, responder: str = "agent/v1") -> int:
    """A finished run opened at `at` whose model calls cost `costs` (as the journal records them)."""
    seq = await db.fetchval("SELECT COALESCE(max(seq), 0) + 1 FROM runs WHERE conversation_id = $1", conversation_id)
    run_id = await db.fetchval(
        """INSERT INTO runs (conversation_id, seq, through_seq, message_ids, status, responder, outcome, opened_at)
           VALUES ($1, $2::integer, $2::bigint, '{}', 'done', $3, 'answered', $4) RETURNING id""",
        conversation_id, seq, responder, at)
    for step, cost in enumerate(costs, start=1):
        await db.execute("INSERT INTO steps (run_id, step, kind, result) VALUES ($1, $2, 'llm', $3)",
                         run_id, step, {"cost": cost, "model": "m"})
    return run_id
