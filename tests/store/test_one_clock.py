"""One clock: what a decision compares with the application's clock is written by that clock.

The database's clock may only date what is compared with the database's clock: leases, the
sweeper's queue times, the timestamps durations are taken from, audit rows. Everything else is
written by the repositories with the application's clock (supportbot/store/migrations/0010_one_clock.sql),
so a pinned SUPPORTBOT_CLOCK and the real one give the same decisions.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Columns the database's clock may write, each compared only with the database's clock.
DATABASE_CLOCK = {
    ("runs", "started_at"), ("runs", "finished_at"), ("steps", "created_at"),  # durations in traces
    ("conversations", "lease_until"), ("conversations", "queued_at"),  # leases and the sweeper
    ("messages", "handled_at"), ("messages", "status_at"), ("delivery_statuses", "received_at"),
    ("actions", "updated_at"), ("customer_memory", "written_at"), ("slack_events", "received_at"),
    ("articles", "created_at"), ("article_versions", "created_at"),  # shown, never compared
    ("operator_changes", "changed_at"), ("operator_settings", "changed_at"), ("schema_migrations", "applied_at"),
}
# The names a repository's SQL may set to, or compare with, clock_timestamp(). No `created_at`:
# the database-clock ones are filled by their defaults, the others by the application.
STATEMENT_COLUMNS = {"lease_until", "queued_at", "finished_at", "handled_at", "status_at", "updated_at",
                     "written_at", "changed_at"}


async def test_only_database_clock_columns_default_to_the_database_clock(db):
    rows = await db.fetch(
        """SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND data_type = 'timestamp with time zone'
             AND (column_default LIKE '%now()%' OR column_default LIKE '%clock_timestamp()%'
                  OR column_default LIKE '%CURRENT_TIMESTAMP%')""")
    assert {(r["table_name"], r["column_name"]) for r in rows} <= DATABASE_CLOCK


def _sql_sources() -> list[tuple[str, str]]:
    paths = sorted((ROOT / "supportbot" / "store").glob("*.py"))
    return [(p.name, p.read_text(encoding="utf-8")) for p in paths]


@pytest.mark.parametrize(("name", "source"), _sql_sources(), ids=lambda v: v if v.endswith(".py") else "")
def test_repositories_use_the_database_clock_only_for_its_own_columns(name, source):
    assert "now()" not in source.replace("_now()", ""), f"{name}: now() is the transaction's start, by the database"
    for match in re.finditer(r"(\w+)\s*(=|<|>|<=|>=)\s*clock_timestamp\(\)", source):
        column = match.group(1)
        assert column in STATEMENT_COLUMNS, f"{name}: {column} written or compared by the database clock"


def test_the_guard_catches_a_decision_time_on_the_database_clock():
    # Mutation check of the check above: the line that broke the daily refund cap before 0010.
    broken = 'await conn.execute("UPDATE actions SET created_at = clock_timestamp() WHERE id = $1")'
    with pytest.raises(AssertionError):
        test_repositories_use_the_database_clock_only_for_its_own_columns("broken.py", broken)
