"""Where "now" comes from: the real clock, or SUPPORTBOT_CLOCK for demos, evals and tests."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime


def make_clock(fixed: datetime | None) -> Callable[[], datetime]:
    if fixed is None:
        return lambda: datetime.now(UTC)
    frozen = fixed if fixed.tzinfo else fixed.replace(tzinfo=UTC)
    return lambda: frozen
