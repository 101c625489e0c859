"""What one eval trial costs the shared Postgres and Redis, as counts: `make eval` plays 644 trials
in 60 s on two cores (issue 29) only while a trial stays cheap. Ceilings, not timings: a new
connection per trial fails here and has to be argued for.

Measured on these scenarios when the ceilings were set: 9 connections a trial before (a fresh
connection for the wipe and another for seeding, pools that opened two each, six crons at each
worker's start growing its pool), about 5 after (11 and 5 in this test's lane). Then 5 to 0: a
resetting lane's database outlives its trials, and so does one pool to it that each trial's web
app and worker borrow (a connection was a Postgres backend started and asyncpg's type
introspection run again, about 10 ms of the two cores' time, a trial's tenth).
"""

from __future__ import annotations

import asyncio
import io
from collections import Counter
from pathlib import Path

import asyncpg.connect_utils
import pytest
from arq.cron import CronJob

from evals.runner import RunPlan, run_eval
from evals.scenario import load_scenarios
from supportbot.app.settings import Settings
from tests.conftest import PG_ADMIN, REDIS_URL
from tests.evals.customer import PlanFollower

SCENARIOS = Path(__file__).parent / "scenarios"
CONNECTIONS_PER_TRIAL = 1  # one that a trial busier than the last grows the lane's pool by
# arq walks a cron's calendar for its next run: ten at every worker's start before (about 7 ms of a
# core a trial), now only after a cron fired during a trial (evals/cron_times.py).
CRON_WALKS_PER_TRIAL = 2


@pytest.fixture
def counted(monkeypatch) -> Counter[str]:
    seen: Counter[str] = Counter()
    connect = asyncpg.connect_utils._connect_addr

    async def counted_connect(*args, **kwargs):
        seen["connections"] += 1
        return await connect(*args, **kwargs)

    monkeypatch.setattr(asyncpg.connect_utils, "_connect_addr", counted_connect)
    walk = CronJob.calculate_next

    def counted_walk(job: CronJob, previous):
        seen["cron walks"] += 1
        return walk(job, previous)

    monkeypatch.setattr(CronJob, "calculate_next", counted_walk)
    return seen


def _plan(k: int) -> RunPlan:
    scenarios = [s for s in load_scenarios(SCENARIOS) if s.id == "status-arriving-today"]
    return RunPlan(scenarios, k, "templated", 1, 0, PlanFollower, fresh="reset")


def _run(seen: Counter[str], k: int) -> int:
    """Connections a run of k trials in one lane opened."""
    seen.clear()
    settings = Settings(_env_file=None, database_url=PG_ADMIN, redis_url=REDIS_URL)
    rows = asyncio.run(run_eval(settings, _plan(k), io.StringIO()))
    assert [r["passed"] for r in rows] == [True] * k
    return seen["connections"]


def test_a_resetting_lanes_trial_opens_few_connections(counted) -> None:
    one = _run(counted, 1)
    # The run's own connections (the template's migration, the cloning and dropping ones) are
    # the same for one trial or three: the difference is two trials' worth.
    three = _run(counted, 3)
    assert (three - one) / 2 <= CONNECTIONS_PER_TRIAL, (one, three)


def test_a_trials_worker_takes_its_crons_next_runs_from_the_last_ones(counted) -> None:
    _run(counted, 1)
    _run(counted, 3)
    assert counted["cron walks"] / 3 <= CRON_WALKS_PER_TRIAL, counted
