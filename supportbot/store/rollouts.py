"""Rollouts in Postgres: start (behind the offline gate), the version each conversation answers with,
per-arm counts for the sequential test, and the end (promoted or rolled back)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

import asyncpg

from supportbot.core.canary import Arm, assign
from supportbot.store.pool import Clock


class GateClosed(Exception):
    """The candidate has no passing offline eval (`supportbot eval --baseline`) recorded."""


@dataclass(frozen=True)
class Rollout:
    id: int
    control_id: int
    candidate_id: int
    percent: float
    state: str
    started_by: str
    started_at: datetime
    ended_by: str | None
    reason: str | None


def _rollout(r: asyncpg.Record) -> Rollout:
    return Rollout(r["id"], r["control_id"], r["candidate_id"], float(r["percent"]), r["state"], r["started_by"],
                   r["started_at"], r["ended_by"], r["reason"])


class RolloutRepository:
    def __init__(self, pool: asyncpg.Pool, *, clock: Clock) -> None:
        self._pool = pool
        self._clock = clock

    async def record_eval(self, version_id: int, *, passed: bool, baseline: str | None,
                          summary: dict[str, Any]) -> int:
        return await self._pool.fetchval(
            """INSERT INTO eval_runs (prompt_version_id, baseline, passed, summary, at)
               VALUES ($1, $2, $3, $4, $5) RETURNING id""",
            version_id, baseline, passed, summary, self._clock())

    async def live_version(self, shipped_id: int, conn: asyncpg.Connection | None = None) -> int:
        """The version new conversations get outside a canary: the last promoted, else the shipped one.
        `conn`: the caller's, when it holds one (a second from the pool while holding the first
        starves the pool once every connection is held that way: bench/inflight.py)."""
        promoted = await (conn or self._pool).fetchval(
            "SELECT candidate_id FROM rollouts WHERE state = 'promoted' ORDER BY ended_at DESC, id DESC LIMIT 1")
        return promoted or shipped_id

    async def shipped(self) -> int:
        """The version the code ships: the latest one a worker registered at start (author 'deploy')."""
        found = await self._pool.fetchval(
            "SELECT id FROM prompt_versions WHERE author = 'deploy' ORDER BY id DESC LIMIT 1")
        if found is None:
            raise LookupError("no shipped version registered yet: start a worker with the agent on first")
        return found

    async def start(self, candidate_id: int, percent: float, *, by: str, shipped_id: int) -> Rollout:
        passing = await self._pool.fetchval(
            """SELECT passed FROM eval_runs WHERE prompt_version_id = $1 AND baseline IS NOT NULL
               ORDER BY at DESC, id DESC LIMIT 1""", candidate_id)
        if not passing:
            raise GateClosed(f"version {candidate_id} has no passing `supportbot eval --baseline` run recorded "
                             "(its latest one failed, or there is none): run one with --version first")
        control = await self.live_version(shipped_id)
        if control == candidate_id:
            raise ValueError("the candidate is already the live version")
        try:
            row = await self._pool.fetchrow(
                """INSERT INTO rollouts (control_id, candidate_id, percent, state, started_by, started_at)
                   VALUES ($1, $2, $3, 'running', $4, $5) RETURNING *""",
                control, candidate_id, Decimal(str(percent)), by, self._clock())
        except asyncpg.UniqueViolationError:
            raise ValueError("a rollout is already running: promote or roll it back first") from None
        return _rollout(row)

    async def running(self) -> Rollout | None:
        row = await self._pool.fetchrow("SELECT * FROM rollouts WHERE state = 'running'")
        return _rollout(row) if row else None

    async def latest(self) -> Rollout | None:
        row = await self._pool.fetchrow("SELECT * FROM rollouts ORDER BY id DESC LIMIT 1")
        return _rollout(row) if row else None

    async def end(self, rollout_id: int, state: str, *, by: str, reason: str,
                  figures: dict[str, Any] | None = None) -> Rollout | None:
        """Promote or roll back a running rollout; None when it had already ended (said once)."""
        row = await self._pool.fetchrow(
            """UPDATE rollouts SET state = $2, ended_by = $3, ended_at = $4, reason = $5, figures = $6
               WHERE id = $1 AND state = 'running' RETURNING *""",
            rollout_id, state, by, self._clock(), reason, figures)
        return _rollout(row) if row else None

    async def version_for(self, conversation_id: int, shipped_id: int) -> tuple[int, str]:
        """(version id, arm) this conversation answers with. Fixed at its stretch's first run and kept
        until that stretch ends, whatever rollouts start, widen, promote or roll back meanwhile."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE", conversation_id)
            pinned = await conn.fetchrow(
                """SELECT v.prompt_version_id, v.arm FROM conversation_versions v
                   WHERE v.conversation_id = $1 AND NOT EXISTS (
                       SELECT 1 FROM conversation_endings e
                       WHERE e.conversation_id = v.conversation_id AND e.ended_at >= v.assigned_at)""",
                conversation_id)
            if pinned:
                return pinned["prompt_version_id"], pinned["arm"]
            rollout = await conn.fetchrow("SELECT * FROM rollouts WHERE state = 'running'")
            if rollout is None:
                version, arm, rollout_id = await self.live_version(shipped_id, conn), "live", None
            elif assign(conversation_id, rollout_id=rollout["id"], percent=float(rollout["percent"])):
                version, arm, rollout_id = rollout["candidate_id"], "canary", rollout["id"]
            else:
                version, arm, rollout_id = rollout["control_id"], "control", rollout["id"]
            await conn.execute(
                """INSERT INTO conversation_versions (conversation_id, prompt_version_id, rollout_id, arm, assigned_at)
                   VALUES ($1, $2, $3, $4, $5)
                   ON CONFLICT (conversation_id) DO UPDATE SET prompt_version_id = EXCLUDED.prompt_version_id,
                       rollout_id = EXCLUDED.rollout_id, arm = EXCLUDED.arm, assigned_at = EXCLUDED.assigned_at""",
                conversation_id, version, rollout_id, arm, self._clock())
            return version, arm

    async def arms(self, rollout: Rollout) -> dict[str, Arm]:
        """Counts per arm since the rollout started, by the version each run recorded: endings and
        escalated ones (the quality loop's definition), actions carried out and those later found wrong."""
        endings = await self._pool.fetch(
            """WITH e AS (SELECT e.*, lag(e.ended_at) OVER (PARTITION BY e.conversation_id ORDER BY e.ended_at, e.id)
                                  AS prev FROM conversation_endings e)
               SELECT r.prompt_version_id AS version, count(*) AS endings,
                      count(*) FILTER (WHERE e.how = 'staff_closed' OR EXISTS (
                          SELECT 1 FROM handoffs h WHERE h.conversation_id = e.conversation_id
                            AND h.created_at <= e.ended_at
                            AND h.created_at > COALESCE(e.prev, '-infinity'::timestamptz))) AS escalated
               FROM e JOIN runs r ON r.id = e.run_id
               WHERE e.ended_at >= $1 AND r.prompt_version_id = ANY($2::bigint[]) GROUP BY 1""",
            rollout.started_at, [rollout.control_id, rollout.candidate_id])
        actions = await self._pool.fetch(
            """SELECT r.prompt_version_id AS version, count(*) AS actions,
                      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM action_reversals v WHERE v.action_id = a.id))
                          AS wrong
               FROM actions a JOIN runs r ON r.id = split_part(a.idempotency_key, ':', 2)::bigint
               WHERE a.status = 'done' AND a.created_at >= $1 AND r.prompt_version_id = ANY($2::bigint[])
               GROUP BY 1""", rollout.started_at, [rollout.control_id, rollout.candidate_id])
        by_version = {v: [0, 0, 0, 0] for v in (rollout.control_id, rollout.candidate_id)}
        for row in endings:
            by_version[row["version"]][0:2] = [row["endings"], row["escalated"]]
        for row in actions:
            by_version[row["version"]][2:4] = [row["actions"], row["wrong"]]
        return {"control": Arm(*by_version[rollout.control_id]), "canary": Arm(*by_version[rollout.candidate_id])}
