"""Rollout operations, one place for the CLI, Slack's `/supportbot rollout ...` and the worker's watch:
start (behind the offline gate), status with per-arm figures and intervals, promote, rollback, and
the automatic rollback by the sequential test (supportbot/core/canary.py; docs/canary.md)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import asyncpg

from supportbot.core.canary import Verdict, should_roll_back, wilson
from supportbot.store.prompt_versions import PromptVersionRepository
from supportbot.store.quality import cost_by, csat_by, repeat_contact_by
from supportbot.store.rollouts import GateClosed, Rollout, RolloutRepository

NOW_INCLUDED = timedelta(microseconds=1)
USAGE = ("Usage: `rollout status`, `rollout start VERSION --percent 5`, `rollout promote`, `rollout rollback`.")


@dataclass(frozen=True)
class Answer:
    text: str  # to whoever asked
    announce: str | None = None  # to the staff channel


def _rate(part: int, whole: int) -> str:
    if whole == 0:
        return "-"
    low, high = wilson(part, whole)
    return f"{part / whole:.1%} [{low:.1%}, {high:.1%}] ({part}/{whole})"


async def figures(pool: asyncpg.Pool, rollout: Rollout, until: datetime) -> dict[str, dict[str, Any]]:
    """Per arm since the rollout started: the quality loop's figures with 95 % Wilson intervals."""
    until += NOW_INCLUDED  # the quality queries are half-open; an ending at this instant counts
    repo = RolloutRepository(pool, clock=lambda: until)
    arms = await repo.arms(rollout)
    versions = PromptVersionRepository(pool, clock=lambda: until)
    labels = {"control": (await versions.by_id(rollout.control_id)).label,
              "canary": (await versions.by_id(rollout.candidate_id)).label}
    csats = {c.value: c for c in await csat_by(pool, "version", rollout.started_at, until)}
    repeats = {r.value: r for r in await repeat_contact_by(pool, "version", rollout.started_at, until)}
    costs = {c.value: c for c in await cost_by(pool, "version", rollout.started_at, until)}
    latency = {r["version"]: r for r in await pool.fetch(
        """SELECT prompt_version_id AS version,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY took) AS p50,
                  percentile_cont(0.95) WITHIN GROUP (ORDER BY took) AS p95
           FROM (SELECT prompt_version_id, extract(epoch FROM finished_at - started_at) AS took FROM runs
                 WHERE started_at >= $1 AND finished_at IS NOT NULL AND prompt_version_id = ANY($2::bigint[])) t
           GROUP BY 1""", rollout.started_at, [rollout.control_id, rollout.candidate_id])}
    refusals = {r["version"]: r for r in await pool.fetch(
        """SELECT r.prompt_version_id AS version, count(DISTINCT r.id) AS runs,
                  count(DISTINCT r.id) FILTER (WHERE s.result->>'decision' = 'refused') AS refused
           FROM runs r LEFT JOIN steps s ON s.run_id = r.id AND s.kind = 'tool'
           WHERE r.started_at >= $1 AND r.prompt_version_id = ANY($2::bigint[]) GROUP BY 1""",
        rollout.started_at, [rollout.control_id, rollout.candidate_id])}
    out: dict[str, dict[str, Any]] = {}
    for arm, counts in arms.items():
        version_id = rollout.control_id if arm == "control" else rollout.candidate_id
        key = f"agent/{labels[arm]}"
        csat, repeat, cost = csats.get(key), repeats.get(key), costs.get(key)
        lat, ref = latency.get(version_id), refusals.get(version_id)
        out[arm] = {
            "version": labels[arm], "endings": counts.endings,
            "containment": _rate(counts.endings - counts.escalated, counts.endings),
            "escalation": _rate(counts.escalated, counts.endings),
            "wrong_action": _rate(counts.wrong, counts.actions),
            "csat": _rate(csat.good, csat.good + csat.bad) if csat else "-",
            "repeat_contact": _rate(repeat.repeated, repeat.endings) if repeat else "-",
            "cost_per_resolved": str(cost.per_resolved()) if cost and cost.per_resolved() is not None else "-",
            "turn_seconds_p50_p95": (f"{lat['p50']:.2f} / {lat['p95']:.2f}" if lat else "-"),
            "policy_refusals": _rate(ref["refused"], ref["runs"]) if ref else "-",
        }
    return out


def render(rollout: Rollout, table: dict[str, dict[str, Any]], verdict: Verdict | None = None) -> str:
    lines = [f"Rollout #{rollout.id} ({rollout.state}): {table['canary']['version']} on {rollout.percent:g} % "
             f"against {table['control']['version']}, started by {rollout.started_by} at "
             f"{rollout.started_at.isoformat()}"]
    for name in ("endings", "containment", "escalation", "wrong_action", "csat", "repeat_contact",
                 "cost_per_resolved", "turn_seconds_p50_p95", "policy_refusals"):
        lines.append(f"  {name:<21} control {table['control'][name]!s:<34} canary {table['canary'][name]}")
    if verdict is not None:
        stats = ", ".join(f"{k} {v:.2f}" for k, v in verdict.log_ratio.items())
        lines.append(f"  sequential test: log likelihood ratio {stats}; rollback at {verdict.threshold:.2f}")
    return "\n".join(lines)


class Rollouts:
    def __init__(self, pool: asyncpg.Pool, now: Callable[[], datetime]) -> None:
        self._pool = pool
        self._now = now
        self._repo = RolloutRepository(pool, clock=now)

    async def command(self, who: str, words: list[str]) -> Answer:
        match words:
            case [] | ["status"]:
                return await self.status()
            case ["start", version, "--percent", percent] | ["start", version, percent]:
                return await self.start(who, version, percent)
            case ["start", version]:
                return await self.start(who, version, "5")
            case ["promote"]:
                return await self.end(who, "promoted", "promoted by hand")
            case ["rollback"]:
                return await self.end(who, "rolled_back", "rolled back by hand")
        return Answer(USAGE)

    async def start(self, who: str, name: str, percent_text: str) -> Answer:
        try:
            percent = float(percent_text.rstrip("%"))
        except ValueError:
            return Answer(USAGE)
        if not 0 < percent <= 100:
            return Answer("The percent must be above 0 and at most 100.")
        try:
            candidate = await PromptVersionRepository(self._pool, clock=self._now).get(name)
            started = await self._repo.start(candidate.id, percent, by=who, shipped_id=await self._repo.shipped())
        except (LookupError, GateClosed, ValueError) as exc:
            return Answer(f"Not started: {exc}")
        control = await PromptVersionRepository(self._pool, clock=self._now).by_id(started.control_id)
        text = (f"Rollout #{started.id} started: {candidate.label} on {percent:g} % of new conversations, "
                f"against {control.label}.")
        return Answer(text, announce=f"{who} started a canary. {text}")

    async def status(self) -> Answer:
        rollout = await self._repo.running() or await self._repo.latest()
        if rollout is None:
            return Answer("No rollout has run. Start one with `rollout start VERSION --percent 5`.")
        table = await figures(self._pool, rollout, self._now())
        arms = await self._repo.arms(rollout)
        return Answer(render(rollout, table, should_roll_back(arms["control"], arms["canary"])))

    async def end(self, who: str, state: str, reason: str, verdict: Verdict | None = None) -> Answer:
        rollout = await self._repo.running()
        if rollout is None:
            return Answer("No rollout is running.")
        table = await figures(self._pool, rollout, self._now())
        ended = await self._repo.end(rollout.id, state, by=who, reason=reason, figures=table)
        if ended is None:
            return Answer("The rollout had already ended.")
        word = "promoted: it is now live for new conversations" if state == "promoted" else \
            "rolled back: new conversations get the control version again"
        text = f"{who} {word} ({reason}).\n" + render(ended, table, verdict)
        return Answer(text, announce=text)

    async def watch(self) -> Answer | None:
        """The automatic rollback: the sequential test on the running canary, every minute."""
        rollout = await self._repo.running()
        if rollout is None:
            return None
        arms = await self._repo.arms(rollout)
        verdict = should_roll_back(arms["control"], arms["canary"])
        if not verdict.roll_back:
            return None
        reason = (f"the canary's {verdict.metric.replace('_', '-') if verdict.metric else ''} rate is worse than "
                  "control beyond the sequential test")
        return await self.end("auto", "rolled_back", reason, verdict)
