"""Shared counters in one Redis hash: written by every worker, read by the web process's /metrics.

Fields are `supportbot.core.telemetry.measures.field` names; values only grow (HINCRBYFLOAT), so a scrape sees the
sum over every worker process, past and present, until Redis itself is reset.
"""

from __future__ import annotations

from typing import Any

METRICS_KEY = "supportbot:metrics"


async def count(redis: Any, increments: dict[str, float]) -> None:
    """Add the increments in one round trip."""
    if not increments:
        return
    pipe = redis.pipeline(transaction=False)
    for name, amount in increments.items():
        pipe.hincrbyfloat(METRICS_KEY, name, amount)
    await pipe.execute()


async def counts(redis: Any) -> dict[str, float]:
    raw = await redis.hgetall(METRICS_KEY)
    return {(k.decode() if isinstance(k, bytes) else k): float(v) for k, v in raw.items()}
