"""What a turn costs, held as ceilings: a new query or Redis command on a common path fails here.

Counts, never timings (bench/turn_cost.py counts them through the real worker path against the
stand-ins; they do not move with the machine's load). Raising a ceiling needs an argument in the
commit that raises it; lowering one after a saving keeps the saving.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# path -> (Postgres round trips, transactions, durable commits, Redis commands), the worker's own
# Postgres work plus every Redis command from the message's ingest to the last job the turn set going.
# Redis: arq's protocol in fewer commands (supportbot/worker/queue.py, polling.py) and the rung's
# settings in one MGET took 33 to 20 (the turn's own enqueue, its claim, start and finish, and its
# follow-up's enqueue: tests/worker/test_queue_protocol.py). Postgres: the proposal's replay check,
# ledger and supersede, and the yes's reads of its action and its refund's record, 33 -> 27, 31 -> 24.
# Sixth round (docs/scale.md): records found again on replay held for the next statement, the built-in
# shop's order read inside the claim's section, the check's words with its ledger, the last send's
# record with the close's read; the proposal and the paid record committed lazily, 7/17/16 -> 6/14/12
# round trips, durable commits 2/5/6 -> 2/2/3 (the yes: the move to executing, the outbox row, its send's
# record, each argued there). Seventh round: timers set between the close's read and its write, the
# payment's reference carried from the locked order read, check_refund leaving the decisions to the next
# act, and the decisions written by the proposal's and the move's own statements: 6/14/12 -> 6/11/10.
CEILINGS = {
    "status": (6, 6, 2, 20),
    "refund_proposal": (11, 8, 2, 20),
    "yes_that_pays": (10, 7, 3, 20),
}


@pytest.fixture(scope="module")
def counted() -> dict[str, dict[str, int]]:
    done = subprocess.run([sys.executable, "bench/turn_cost.py", "--json"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env=os.environ | {"PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    assert all(line.startswith("turn_cost: ") for line in lines[-len(CEILINGS):]), lines[-5:]
    return json.loads(next(line for line in lines if line.startswith("{")))


@pytest.mark.parametrize("path", sorted(CEILINGS))
def test_a_common_path_stays_within_its_budget(counted, path):
    c = counted[path]
    spent = (c["round_trips"], c["transactions"], c["durable_commits"], c["redis_commands"])
    assert all(n <= ceiling for n, ceiling in zip(spent, CEILINGS[path], strict=True)), \
        f"{path}: (round trips, transactions, durable commits, Redis commands) {spent} over {CEILINGS[path]}"
