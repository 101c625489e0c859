"""The scale benches run in a tiny configuration and end in their summary line's shape.

Figures are never asserted (the machine is shared): only that each bench stops by itself, exits
cleanly and prints its last line as bench/README.md documents it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NUMBER = r"[0-9]+(?:\.[0-9]+)?"


def run_bench(*args: str, seconds: float) -> str:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, env=os.environ | {"PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, timeout=seconds)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout.strip().splitlines()[-1]


def test_quota_sim_prints_its_summary():
    last = run_bench("bench/quota_sim.py", "--seconds", "120", seconds=60)
    assert re.fullmatch(rf"quota_sim: burst=3x spread: money_by_model={NUMBER}% .* naive: money_by_model={NUMBER}% .*"
                        rf"429s=[0-9]+", last), last


def test_quota_sim_is_seeded():
    assert run_bench("bench/quota_sim.py", "--seconds", "120", seconds=60) == \
        run_bench("bench/quota_sim.py", "--seconds", "120", seconds=60)


@pytest.mark.slow_lane  # a fleet of worker and web processes: CI's slow lane
def test_inflight_prints_its_summary():
    last = run_bench("bench/inflight.py", "--levels", "2,3", "--seconds", "30", "--model-seconds", "0.2",
                     "--max-jobs", "20", "--pool", "4", seconds=300)
    assert re.fullmatch(rf"inflight: turns=[0-9]+ rss_mb=[0-9]+ overhead={NUMBER}", last), last


@pytest.mark.slow_lane  # a fleet of worker and web processes: CI's slow lane
def test_scaleout_prints_its_summary():
    last = run_bench("bench/scaleout.py", "--turns", "3", "--messages", "30", "--model-ms", "50",
                     "--seconds", "60", "--idle-seconds", "1", seconds=400)
    assert re.fullmatch(rf"scaleout: workers=1,2,4 turns_ratio=1\.00,{NUMBER},{NUMBER} "
                        rf"web=1,2 ingest_ratio=1\.00,{NUMBER}", last), last
