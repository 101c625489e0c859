"""Fresh databases for trials: clones of the migrated template, or a lane's clone emptied back to it."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

import asyncpg
import pytest

from evals.runner import IDS_PER_TRIAL, Databases, RunPlan, _fresh_on, run_eval
from evals.scenario import load_scenarios
from supportbot.app.settings import Settings
from tests.clock import TEST_NOW
from tests.conftest import PG_ADMIN, REDIS_URL
from tests.evals.customer import PlanFollower


@pytest.mark.clock
async def test_a_reset_returns_a_used_database_to_the_templates_state_with_the_trials_ids():
    async with Databases(PG_ADMIN, nonce=7) as dbs:
        url = await dbs.clone(0, "lane0")
        conn = await asyncpg.connect(url)
        try:
            migrations = await conn.fetchval("SELECT count(*) FROM schema_migrations")
            await conn.execute("INSERT INTO customers (id, name) VALUES ('C-9', 'Left Over')")
            await conn.execute("INSERT INTO conversations (business_number_id, contact_key, created_at) "
                               "VALUES ('1', 'x', $1)", TEST_NOW)
            await dbs.prepare(url, 3, wipe=True)
            assert await conn.fetchval("SELECT count(*) FROM customers") == 0
            assert await conn.fetchval("SELECT count(*) FROM conversations") == 0
            assert await conn.fetchval("SELECT count(*) FROM schema_migrations") == migrations
            new_id = await conn.fetchval(
                "INSERT INTO conversations (business_number_id, contact_key, created_at) VALUES ('1', 'x', $1) "
                "RETURNING id", TEST_NOW)
            assert new_id == (7 * 10**4 + 3) * IDS_PER_TRIAL + 1
        finally:
            await conn.close()
        await dbs.drop(0, url)
        admin = await asyncpg.connect(PG_ADMIN)
        try:
            names = {r["datname"] for r in await admin.fetch("SELECT datname FROM pg_database")}
        finally:
            await admin.close()
        assert "supportbot_eval_7_lane0" not in names and dbs.template in names


class BrokenOut:
    """A JSONL sink that fails: a bug in the runner's own plumbing, not a failed trial."""

    def write(self, text: str) -> None:
        raise OSError("disk full")

    def flush(self) -> None:
        pass


@pytest.mark.parametrize("fresh, nonce", [("clone", 99901), ("reset", 99902)])
async def test_a_crashed_run_leaves_no_database_behind(fresh, nonce):
    settings = Settings(_env_file=None, database_url=PG_ADMIN, redis_url=REDIS_URL)
    scenarios = load_scenarios(Path(__file__).parent / "scenarios")[:3]
    plan = RunPlan(scenarios, 2, "templated", 2, 0, PlanFollower, fresh=fresh)
    with pytest.raises(ExceptionGroup):
        await run_eval(settings, plan, BrokenOut(), nonce=nonce)
    admin = await asyncpg.connect(PG_ADMIN)
    try:
        left = await admin.fetch("SELECT datname FROM pg_database WHERE datname LIKE $1", f"supportbot_eval_{nonce}_%")
    finally:
        await admin.close()
    assert left == []


def test_two_runs_started_in_the_same_second_do_not_share_databases_or_ids():
    # Two evals on one Postgres (CI beside a developer, two suites) used to take the same nonce
    # when they started in the same second: one dropped the other's template and clones.
    from evals.runner import run_nonce
    nonces = {run_nonce() for _ in range(20)}
    assert len(nonces) > 1


async def test_a_trials_database_commits_without_waiting_for_the_disk():
    # Thrown away after grading: a commit that waited for its WAL's fsync would buy a durability
    # no trial uses, at several milliseconds a commit on a shared disk. Visibility is the same.
    async with Databases(PG_ADMIN, nonce=8) as dbs:
        url = await dbs.clone(0, "lane0")
        conn = await asyncpg.connect(url)
        try:
            assert await conn.fetchval("SHOW synchronous_commit") == "off"
        finally:
            await conn.close()
        await dbs.drop(0, url)


async def test_a_lane_whose_connection_a_trial_broke_empties_its_database_through_a_new_one():
    # A resetting lane keeps one connection across its trials; a trial that ended mid-statement, or
    # closed it, must cost that trial, not every trial after it in the lane.
    async with Databases(PG_ADMIN, nonce=99913) as dbs:
        url = await dbs.clone(0, "lane0")
        conn = await _fresh_on(dbs, None, url, 1)
        await conn.execute("INSERT INTO customers (id, name) VALUES ('C-9', 'Left Over')")
        busy = asyncio.create_task(conn.execute("SELECT pg_sleep(30)"))
        await asyncio.sleep(0.2)  # the statement is on the wire: the connection is mid-statement
        fresh = await _fresh_on(dbs, conn, url, 2)
        try:
            assert fresh is not conn and conn.is_closed()
            assert await fresh.fetchval("SELECT count(*) FROM customers") == 0
            fresh.terminate()
            again = await _fresh_on(dbs, fresh, url, 3)  # closed outright: a new one too
            assert again is not fresh and await again.fetchval("SELECT count(*) FROM customers") == 0
            assert await _fresh_on(dbs, again, url, 4) is again  # a healthy one is kept
            await again.close()
        finally:
            busy.cancel()
            with contextlib.suppress(BaseException):
                await busy
        await dbs.drop(0, url)
