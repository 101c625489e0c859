"""A lane's workers take their crons' next runs from what the last worker computed (evals/cron_times.py):
the same times arq would compute, without walking the calendar again at every trial's start."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from arq.cron import CronJob, next_cron

from evals.cron_times import NextRuns
from supportbot.worker.settings import worker_options

CRONS = worker_options("redis://127.0.0.1:6379/15", lambda: None)["cron_jobs"]  # type: ignore[arg-type,return-value]
START = datetime(2026, 3, 14, 5, 59, 57, 500_000, tzinfo=UTC)  # a second before sample_reviews' 06:00


@pytest.mark.clock
@pytest.mark.parametrize("later", [timedelta(0), timedelta(milliseconds=400), timedelta(milliseconds=700),
                                   timedelta(seconds=1), timedelta(seconds=2),
                                   timedelta(seconds=31), timedelta(minutes=17), timedelta(hours=25)])
def test_a_kept_next_run_is_the_one_arq_computes_at_the_later_start(later) -> None:
    runs = NextRuns()
    runs.scheduled(CRONS, START)
    for job in runs.scheduled(CRONS, START + later):
        assert job.next_run == next_cron(START + later, month=job.month, day=job.day, weekday=job.weekday,
                                         hour=job.hour, minute=job.minute, second=job.second,
                                         microsecond=job.microsecond), job.name


@pytest.mark.clock
def test_workers_started_before_a_cron_is_due_compute_its_schedule_once(monkeypatch) -> None:
    walks: list[str] = []
    walk = CronJob.calculate_next

    def counted(job, previous):
        walks.append(job.name)
        return walk(job, previous)

    monkeypatch.setattr(CronJob, "calculate_next", counted)
    runs = NextRuns()
    for trial in range(5):  # five trials' workers started within a second
        runs.scheduled(CRONS, START + timedelta(milliseconds=100 * trial))
    # None is due before 05:59:58.123456 (sweep's even second), after the last of them started.
    assert len(walks) == len(CRONS), walks
    assert all(job.next_run is None for job in CRONS)  # the option's own jobs are left as they were
