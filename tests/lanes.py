"""What `make test` runs of an exhaustive sweep, and what waits for CI's slow lane (`make test-slow`).

A crash sweep kills a real worker after every journaled step of a flow; each case cold-starts two
worker processes, and the sweeps were a third of `make test`. `make test` keeps, of each sweep, the
steps where a replay has the most to get right: right after the effect at a provider (money, the
shop's write) and, for the runs that end the flow, the last step (written with the run's end). CI
runs every step (.ci/run), so a sweep is still whole before anything lands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

SLOW = pytest.mark.slow_lane


def sweep(cases: Iterable[Any], ids: Sequence[str], keep: set[str]) -> list[Any]:
    """`cases` as pytest params with `ids`; those not in `keep` marked for the slow lane."""
    params = [pytest.param(*(case if isinstance(case, tuple) else (case,)), id=name,
                           marks=() if name in keep else SLOW)
              for case, name in zip(cases, ids, strict=True)]
    unknown = keep - set(ids)
    assert not unknown, f"kept steps that are not in the sweep: {sorted(unknown)}"  # a renamed step
    return params
