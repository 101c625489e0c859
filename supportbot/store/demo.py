"""Clearing one contact's conversations, so the demo plays the same way every time."""

from __future__ import annotations

import asyncpg

# Children before parents: each table's rows for the contact's conversations.
_BY_CONVERSATION = [
    "DELETE FROM qa_reviews WHERE conversation_id = ANY($1)",
    "DELETE FROM action_reversals WHERE action_id IN (SELECT id FROM actions WHERE conversation_id = ANY($1))",
    "DELETE FROM conversation_endings WHERE conversation_id = ANY($1)",
    "DELETE FROM conversation_versions WHERE conversation_id = ANY($1)",
    "DELETE FROM customer_memory WHERE source_conversation_id = ANY($1)",
    "DELETE FROM code_attempts WHERE conversation_id = ANY($1)",
    "DELETE FROM verification_codes WHERE conversation_id = ANY($1)",
    "DELETE FROM refunds WHERE conversation_id = ANY($1)",
    "DELETE FROM returns WHERE conversation_id = ANY($1)",
    "DELETE FROM replacements WHERE conversation_id = ANY($1)",
    "DELETE FROM exchanges WHERE conversation_id = ANY($1)",
    "DELETE FROM actions WHERE conversation_id = ANY($1)",
    "DELETE FROM suggestions WHERE conversation_id = ANY($1)",
    "DELETE FROM handoffs WHERE conversation_id = ANY($1)",
    "DELETE FROM message_citations WHERE message_id IN (SELECT id FROM messages WHERE conversation_id = ANY($1))",
    "DELETE FROM messages WHERE conversation_id = ANY($1)",
    "DELETE FROM steps WHERE run_id IN (SELECT id FROM runs WHERE conversation_id = ANY($1))",
    "DELETE FROM runs WHERE conversation_id = ANY($1)",
    "DELETE FROM conversations WHERE id = ANY($1)",
]


async def clear_contact(conn: asyncpg.Connection, contact_key: str) -> int:
    async with conn.transaction():
        ids = [r["id"] for r in await conn.fetch(
            "SELECT id FROM conversations WHERE contact_key = $1", contact_key)]
        for sql in _BY_CONVERSATION:
            await conn.execute(sql, ids)
    return len(ids)
