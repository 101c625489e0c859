"""`supportbot eval --version V --baseline B`: the trials play V, and the verdict is recorded for V
(the rollout gate reads it)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import asyncpg
import pytest

from supportbot.app.cli import build_parser
from supportbot.app.settings import Settings
from tests.clock import TEST_NOW
from tests.conftest import REDIS_URL

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

SCENARIOS = Path(__file__).parent / "scenarios"
CUSTOMER = "tests.evals.customer:PlanFollower"


def test_an_eval_of_a_version_is_recorded_for_it(tmp_path, database_url, capsys):
    from evals.cli import run_command

    async def add_version() -> int:
        conn = await asyncpg.connect(database_url)
        try:
            await conn.execute("TRUNCATE eval_runs, rollouts, conversation_versions, prompt_versions CASCADE")
            return await conn.fetchval(
                """INSERT INTO prompt_versions (label, content_hash, system_prompt, tools, models, settings, author,
                                                created_at)
                   VALUES ('system_v9', 'abc123', 'Be kind.', '{}', '{}', '{}', 'ana', $1) RETURNING id""",
                TEST_NOW)  # one clock: the test's time comes from the application's
        finally:
            await conn.close()

    version_id = asyncio.run(add_version())
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "s.json").write_text((SCENARIOS / "refund-one-broken-plate.json").read_text())
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"pass1": 1.0, "pass_hat_k": [{"k": 1, "value": 1.0, "low": 0.0, "high": 1.0}],
                                    "policy_breaks": 0}))
    settings = Settings(_env_file=None, database_url=database_url, redis_url=REDIS_URL)
    out = tmp_path / "run"
    code = run_command(settings, build_parser().parse_args(
        ["eval", "--scenarios", str(scenarios), "--k", "1", "--simulator", CUSTOMER, "--out", str(out),
         "--fresh", "clone", "--baseline", str(baseline), "--version", "system_v9"]))
    shipped = json.loads((out / "prompt_version.json").read_text())
    assert shipped["label"] == "system_v9" and shipped["system_prompt"] == "Be kind."

    async def recorded() -> list:
        conn = await asyncpg.connect(database_url)
        try:
            return await conn.fetch("SELECT prompt_version_id, passed, baseline FROM eval_runs")
        finally:
            await conn.close()

    [row] = asyncio.run(recorded())
    assert row["prompt_version_id"] == version_id and row["passed"] == (code == 0)
    assert row["baseline"] == str(baseline)
