"""Reading one run back: its messages, labels and journal, for `supportbot trace`."""

from __future__ import annotations

from typing import Any

import asyncpg


async def run_trace(conn: asyncpg.Connection, run_id: int) -> dict[str, Any] | None:
    run = await conn.fetchrow("SELECT * FROM runs WHERE id = $1", run_id)
    if run is None:
        return None
    said = await conn.fetch(
        "SELECT id, kind, body, labels, created_at FROM messages WHERE id = ANY($1) ORDER BY id", run["message_ids"])
    steps = await conn.fetch("SELECT * FROM steps WHERE run_id = $1 ORDER BY step", run_id)
    sent = await conn.fetch(
        "SELECT idempotency_key, body, status, wamid FROM messages WHERE run_id = $1 AND direction = 'out' ORDER BY id",
        run_id)
    return {"run": dict(run), "said": [dict(r) for r in said], "steps": [dict(r) for r in steps],
            "sent": [dict(r) for r in sent]}
