"""The chaos bench, small and seeded: 20 conversations on 2 workers while workers are SIGKILLed,
Redis is flushed once and Postgres restarted once (bench/chaos.py runs the 200-conversation one).

No timing is asserted: the bounds are only there so a broken run ends; everything checked is a
count read from Postgres and the stand-ins' ledgers once the sweeper and reconciliation settled.
On both shop backends: the built-in shop, or the orders read from and written to the Shopify stand-in.
"""

from __future__ import annotations

import shutil

import pytest

from bench.chaos import Options, run
from bench.chaos_floor import PG_BIN

pytestmark = [
    pytest.mark.skipif(not (PG_BIN / "initdb").exists() or not shutil.which("redis-server"),
                       reason="needs Postgres server binaries and redis-server to start private ones"),
    # Minutes of two fleets, private servers and a settle: CI's slow lane, not `make test`.
    pytest.mark.slow_lane,
]


@pytest.mark.parametrize("shop_backend", ["builtin", "shopify"])
async def test_chaos_pays_once_loses_nothing_and_settles_everything(tmp_path, shop_backend):
    verdict = await run(Options(conversations=20, seed=3, duration=15.0, workers=2, settle=240.0,
                                logs=tmp_path / "logs", quiet=True, shop_backend=shop_backend))
    assert verdict.workers_killed >= 2 and verdict.redis_flushed and verdict.postgres_restarted, "the chaos happened"
    assert verdict.details == [], verdict.details
    assert (verdict.double_payments, verdict.lost_messages, verdict.unanswered, verdict.unsettled) == (0, 0, 0, 0)
    assert verdict.mismatched_refunds == 0 and verdict.double_clicked_paid_twice == 0
    assert verdict.provider_refunds == verdict.recorded_refunds > 0, "money moved, and all of it is recorded"
    assert (verdict.shop_reads > 0) == (shop_backend == "shopify"), "the orders came from the backend named"
