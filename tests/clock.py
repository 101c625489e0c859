"""The tests' application clock: every time a test writes is derived from it.

`SUPPORTBOT_TEST_CLOCK` moves it (make test runs the suite once more with it far from today and
the machine's date moved by faketime), so a test that mixes in the database's `now()` or the
machine's date fails there instead of on the day the calendar catches up with it.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime

TEST_CLOCK_TEXT = os.environ.get("SUPPORTBOT_TEST_CLOCK", "2026-11-29T12:00:00Z")
TEST_NOW = datetime.fromisoformat(TEST_CLOCK_TEXT).astimezone(UTC)
