"""Fuzzed webhook bodies and Slack requests against the running stack: a small seeded round.

The rules and the strategies are in tests/fuzzing.py; `scripts/fuzz.py` runs long rounds.
"""

from __future__ import annotations

from tests.fuzzing import Tally, run_round


async def test_fuzzed_bodies_get_no_5xx_valid_messages_are_stored_and_no_job_fails(stack, db):
    tally = Tally()
    await run_round(stack, db, at=13, webhooks=120, slack=120, tally=tally)
    print(tally.summary())
    assert tally.problems == [], "\n".join(tally.problems[:10])
    assert tally.valid_messages > 50 and tally.stored == tally.valid_messages
    assert tally.worker_jobs > 0
