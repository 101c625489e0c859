"""Fuzzed webhook bodies and Slack requests against the running stack.

In the suite: one small seeded round. `scripts/fuzz.py` runs the same test with FUZZ_CASES set
(rounds of FUZZ_PER_ROUND cases from seed FUZZ_SEED on) for long runs. The rules and the
strategies are in tests/fuzzing.py.
"""

from __future__ import annotations

import os

import pytest

from supportbot.app.web import init_app
from tests.fuzz_partners import FUZZED, post_partner_events
from tests.fuzzing import Tally, run_round

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

CASES = int(os.environ.get("FUZZ_CASES", "240"))
PER_ROUND = int(os.environ.get("FUZZ_PER_ROUND", "240"))
SEED = int(os.environ.get("FUZZ_SEED", "13"))


async def test_fuzzed_bodies_get_no_5xx_valid_messages_are_stored_and_no_job_fails(stack, db):
    tally = Tally()
    rounds = max(1, -(-CASES // PER_ROUND))
    for at in range(SEED, SEED + rounds):
        # Half webhook bodies, half Slack requests; the worker answers what each round stored.
        await run_round(stack, db, at=at, webhooks=PER_ROUND // 2, slack=PER_ROUND - PER_ROUND // 2, tally=tally)
        if rounds > 1:
            print(f"round {at - SEED + 1}/{rounds}: {tally.summary()}", flush=True)
    print(tally.summary())
    assert tally.problems == [], "\n".join(tally.problems[:10])
    assert tally.valid_messages > 50 and tally.stored == tally.valid_messages
    assert tally.worker_jobs > 0


# Fuzzed by run_round (tests/fuzzing.py) with the Slack requests; the partners' hooks by post_partner_events.
FUZZED_ELSEWHERE = {"/webhooks/whatsapp"}


def test_every_webhook_the_app_serves_is_fuzzed(settings):
    """A webhook added without a fuzz of its own fails here (issue 27 item 7)."""
    served = {r.resource.canonical for r in init_app(settings).router.routes()
              if r.method == "POST" and r.resource is not None and r.resource.canonical.startswith("/webhooks/")}
    assert served - FUZZED_ELSEWHERE - {f"/webhooks/{hook}" for hook in FUZZED} == set()


async def test_fuzzed_partner_events_get_no_5xx_and_well_formed_signed_ones_200(stack, db):
    tally = Tally()
    for at in range(SEED, SEED + max(1, -(-CASES // PER_ROUND))):
        await post_partner_events(stack, PER_ROUND // 2, at, tally)
    print(tally.summary())
    assert tally.problems == [], "\n".join(tally.problems[:10])
    assert tally.statuses[200] > 10 and tally.statuses[400] > 10 and tally.statuses[401] > 10
