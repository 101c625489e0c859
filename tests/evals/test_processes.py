"""A run split over processes: the child starts playing at once, with what the parent imported.

A spawned child imported the package, the router's libraries and the evals again (about 3 CPU-seconds
and 5 s of wall on a loaded machine), and the parent waited on it meanwhile: spawn's start writes the
pickled plan into a pipe the child reads only after those imports (issue 29, `make eval` in 60 s).
"""

from __future__ import annotations

import asyncio
import io
import os
import time
from pathlib import Path

from evals import processes
from evals.runner import RunPlan
from evals.scenario import load_scenarios
from supportbot.app.settings import Settings
from tests.conftest import PG_ADMIN, REDIS_URL
from tests.evals.customer import PlanFollower

SCENARIOS = Path(__file__).parent / "scenarios"
# CPU a process has spent when it starts its share: a forked child only its bootstrap (milliseconds);
# a spawned one its imports, seconds of it even on a quiet machine.
CPU_BEFORE_PLAYING_S = 1.0


def test_the_child_plays_its_share_without_importing_everything_again(tmp_path, monkeypatch) -> None:
    started = tmp_path / "started"
    play = processes.run_eval

    async def noted(*args, **kwargs):
        with started.open("a") as f:  # each process that plays a share, and its CPU until then
            f.write(f"{os.getpid()} {time.process_time()}\n")
        return await play(*args, **kwargs)

    monkeypatch.setattr(processes, "run_eval", noted)
    settings = Settings(_env_file=None, database_url=PG_ADMIN, redis_url=REDIS_URL)
    scenarios = [s for s in load_scenarios(SCENARIOS) if s.id == "status-arriving-today"]
    plan = RunPlan(scenarios, 2, "templated", 1, 0, PlanFollower, fresh="reset")
    rows = asyncio.run(processes.run_split(settings, plan, io.StringIO(), None, processes=2))
    assert [(r["trial"], r["passed"]) for r in rows] == [(0, True), (1, True)]
    shares = dict(line.split() for line in started.read_text().splitlines())
    assert len(shares) == 2, "the child never played with what this process had loaded"
    child = float(next(cpu for pid, cpu in shares.items() if int(pid) != os.getpid()))
    assert child < CPU_BEFORE_PLAYING_S, child  # a new process's CPU clock starts at 0
