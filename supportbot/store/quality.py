"""The quality figures, read from the record: CSAT, repeat contact, wrong actions, cost per resolution.

Each is a count over a period [since, until) grouped by one dimension of the ending (mode, intent,
version, model, staff member, language, how it ended). The definitions are
docs/quality.md's; the SQL here is the one place they are computed, so /metrics,
`supportbot stats`, Slack and `supportbot report` show the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

import asyncpg

DIMENSIONS = ("mode", "intent", "version", "model", "staff_id", "language", "how")
REPEAT_WITHIN = timedelta(hours=48)
# Intents too vague to say "the same thing again" ("thanks", "hello", "a person please").
VAGUE_INTENTS = ("other", "human")


@dataclass(frozen=True)
class Csat:
    value: str  # the dimension's value ("unknown" when the ending has none)
    asked: int
    good: int
    bad: int


@dataclass(frozen=True)
class RepeatContact:
    value: str
    endings: int
    repeated: int  # of those, the customer wrote again within 48 h about the same order or intent


def _column(by: str) -> str:
    if by not in DIMENSIONS:
        raise ValueError(f"unknown dimension {by!r}: one of {', '.join(DIMENSIONS)}")
    return by


async def csat_by(pool: asyncpg.Pool, by: str, since: datetime, until: datetime) -> list[Csat]:
    rows = await pool.fetch(
        f"""SELECT COALESCE({_column(by)}, 'unknown') AS value, count(*) FILTER (WHERE csat = 'asked') AS asked,
                   count(*) FILTER (WHERE rating = 'good') AS good, count(*) FILTER (WHERE rating = 'bad') AS bad
            FROM conversation_endings WHERE ended_at >= $1 AND ended_at < $2 GROUP BY 1 ORDER BY 1""",
        since, until)
    return [Csat(r["value"], r["asked"], r["good"], r["bad"]) for r in rows]


# A later inbound message from the same contact (any of their conversations), within 48 h of the
# ending, that names the ending's order or carries its (specific) intent. CSAT taps are not contact.
_REPEATED = """EXISTS (
    SELECT 1 FROM messages m JOIN conversations mc ON mc.id = m.conversation_id
    WHERE mc.contact_key = c.contact_key AND m.direction = 'in'
      AND m.created_at > e.ended_at AND m.created_at <= e.ended_at + $3::interval
      AND COALESCE(m.choice_id, '') NOT LIKE 'csat:%'
      AND ((e.order_id IS NOT NULL AND position(upper(e.order_id) IN upper(COALESCE(m.body, ''))) > 0)
           OR (e.intent IS NOT NULL AND e.intent <> ALL($4::text[]) AND m.labels->>'intent' = e.intent)))"""


async def repeat_contact_by(pool: asyncpg.Pool, by: str, since: datetime, until: datetime) -> list[RepeatContact]:
    rows = await pool.fetch(
        f"""SELECT COALESCE(e.{_column(by)}, 'unknown') AS value, count(*) AS endings,
                   count(*) FILTER (WHERE {_REPEATED}) AS repeated
            FROM conversation_endings e JOIN conversations c ON c.id = e.conversation_id
            WHERE e.ended_at >= $1 AND e.ended_at < $2 GROUP BY 1 ORDER BY 1""",
        since, until, REPEAT_WITHIN, list(VAGUE_INTENTS))
    return [RepeatContact(r["value"], r["endings"], r["repeated"]) for r in rows]


def share(part: int, whole: int) -> float | None:
    return part / whole if whole else None


@dataclass(frozen=True)
class Cost:
    value: str
    endings: int
    resolved: int  # endings the bot resolved (how = 'resolved')
    cost: Decimal  # model cost of every run in those endings' stretches, from the journal

    def per_resolved(self) -> Decimal | None:
        return (self.cost / self.resolved).quantize(Decimal("0.000001")) if self.resolved else None


# An ending's stretch: the runs of its conversation opened after the previous ending, up to it.
# Their model cost is the journal's: each llm step records the call's cost (supportbot/agent/loop.py).
_COSTS = """
WITH e AS (SELECT e.*, lag(e.ended_at) OVER (PARTITION BY e.conversation_id ORDER BY e.ended_at, e.id) AS prev
           FROM conversation_endings e),
     costs AS (SELECT e.id, COALESCE(sum((s.result->>'cost')::numeric)
                                     FILTER (WHERE s.kind = 'llm' AND s.result ? 'cost'), 0) AS cost
               FROM e LEFT JOIN runs r ON r.conversation_id = e.conversation_id AND r.opened_at <= e.ended_at
                                      AND r.opened_at > COALESCE(e.prev, '-infinity'::timestamptz)
                      LEFT JOIN steps s ON s.run_id = r.id
               GROUP BY e.id)"""


async def cost_by(pool: asyncpg.Pool, by: str, since: datetime, until: datetime) -> list[Cost]:
    rows = await pool.fetch(
        f"""{_COSTS}
            SELECT COALESCE(e.{_column(by)}, 'unknown') AS value, count(*) AS endings,
                   count(*) FILTER (WHERE e.how = 'resolved') AS resolved, COALESCE(sum(c.cost), 0) AS cost
            FROM e JOIN costs c ON c.id = e.id WHERE e.ended_at >= $1 AND e.ended_at < $2 GROUP BY 1 ORDER BY 1""",
        since, until)
    return [Cost(r["value"], r["endings"], r["resolved"], r["cost"]) for r in rows]


@dataclass(frozen=True)
class WrongActions:
    kind: str  # refund, address_change, ...
    taken: int  # actions carried out (status done) in the period
    reversed: int  # of those, reversed by the provider or judged a wrong action by a reviewer


async def wrong_actions(pool: asyncpg.Pool, since: datetime, until: datetime) -> list[WrongActions]:
    rows = await pool.fetch(
        """SELECT a.kind, count(*) AS taken,
                  count(*) FILTER (WHERE EXISTS (SELECT 1 FROM action_reversals v WHERE v.action_id = a.id)) AS reversed
           FROM actions a WHERE a.status = 'done' AND a.created_at >= $1 AND a.created_at < $2
           GROUP BY 1 ORDER BY 1""", since, until)
    return [WrongActions(r["kind"], r["taken"], r["reversed"]) for r in rows]


@dataclass(frozen=True)
class Escalation:
    value: str
    endings: int
    escalated: int  # endings whose stretch handed the customer to a person


async def escalation_by(pool: asyncpg.Pool, by: str, since: datetime, until: datetime) -> list[Escalation]:
    """Containment = 1 - escalated / endings: a stretch with no handoff was finished by the bot."""
    rows = await pool.fetch(
        f"""WITH e AS (SELECT e.*, lag(e.ended_at) OVER (PARTITION BY e.conversation_id ORDER BY e.ended_at, e.id)
                              AS prev FROM conversation_endings e)
            SELECT COALESCE(e.{_column(by)}, 'unknown') AS value, count(*) AS endings,
                   count(*) FILTER (WHERE e.how = 'staff_closed' OR EXISTS (
                       SELECT 1 FROM handoffs h WHERE h.conversation_id = e.conversation_id
                         AND h.created_at <= e.ended_at
                         AND h.created_at > COALESCE(e.prev, '-infinity'::timestamptz))) AS escalated
            FROM e WHERE e.ended_at >= $1 AND e.ended_at < $2 GROUP BY 1 ORDER BY 1""", since, until)
    return [Escalation(r["value"], r["endings"], r["escalated"]) for r in rows]
