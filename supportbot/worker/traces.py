"""After a run: its masked trace and its share of the metrics. Retention: the purge job."""

from __future__ import annotations

import logging
from typing import Any

from supportbot.core.telemetry.measures import provider_error_measures, turn_measures
from supportbot.worker.deps import Deps
from supportbot.worker.tally import Tally

log = logging.getLogger(__name__)


def _drain_provider_errors(deps: Deps) -> dict[str, float]:
    failures = getattr(deps.agent.model, "failures", None)
    if not failures:
        return {}
    # Swapped without an await in between: no other turn's failure can slip between read and clear.
    drained = dict(failures)
    failures.clear()
    return provider_error_measures(drained)


def count_trace(deps: Deps, body: dict[str, Any] | None, tally: Tally) -> None:
    """Count the run whose trace the close wrote (supportbot/store/run_close.py), in the process's
    tally: Redis sees it at the next flush. Observability never fails a turn: an error is logged."""
    if deps.traces is None:
        return
    try:
        tally.add((turn_measures(body) if body else {}) | _drain_provider_errors(deps))
    except Exception:
        log.exception("could not count a run's trace")


async def purge_traces(ctx: dict[str, Any]) -> dict[str, int]:
    """The cron job: traces past TRACE_RETENTION_DAYS go, and the text in old journals with them."""
    deps: Deps = ctx["deps"]
    if deps.traces is None:
        return {}
    purged = await deps.traces.purge(deps.now(), deps.trace_retention_days)
    log.info("retention purge: %s traces, %s journal steps", purged.traces, purged.steps)
    return {"traces": purged.traces, "steps": purged.steps}
