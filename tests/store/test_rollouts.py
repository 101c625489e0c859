"""Rollouts: the offline gate, one running at a time, a conversation keeps its version for its stretch,
and per-arm counts read from the version each run recorded."""

from __future__ import annotations

from datetime import timedelta

import pytest

from supportbot.core.canary import assign
from supportbot.core.prompt_version import PromptVersion
from supportbot.store.prompt_versions import PromptVersionRepository
from supportbot.store.rollouts import GateClosed, RolloutRepository

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)


async def versions(db, now) -> tuple[int, int]:
    repo = PromptVersionRepository(db, clock=lambda: now)
    shipped = await repo.add(PromptVersion("system_v1", "Be kind."), author="deploy")
    candidate = await repo.add(PromptVersion("system_v2", "Be kind and brief."), author="ana")
    return shipped.id, candidate.id


async def conversations(db, now, n: int) -> list[int]:
    return [await db.fetchval("INSERT INTO conversations (business_number_id, contact_key, wa_id, created_at) "
                              "VALUES ('1', $1, $1, $2) RETURNING id", f"1555000{i:04}", now) for i in range(n)]


async def test_start_needs_a_passing_baseline_eval_and_only_one_runs(db, now) -> None:
    shipped, candidate = await versions(db, now)
    rollouts = RolloutRepository(db, clock=lambda: now)
    with pytest.raises(GateClosed):
        await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)
    await rollouts.record_eval(candidate, passed=False, baseline="base.json", summary={"regressions": ["x"]})
    with pytest.raises(GateClosed):
        await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)
    await rollouts.record_eval(candidate, passed=True, baseline=None, summary={})  # no baseline: not the gate
    with pytest.raises(GateClosed):
        await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)
    await rollouts.record_eval(candidate, passed=True, baseline="base.json", summary={})
    started = await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)
    assert (started.control_id, started.candidate_id, started.percent) == (shipped, candidate, 5.0)
    with pytest.raises(ValueError, match="already running"):
        await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)


async def test_a_conversation_keeps_its_version_until_its_stretch_ends(db, now) -> None:
    shipped, candidate = await versions(db, now)
    clock = [now]
    rollouts = RolloutRepository(db, clock=lambda: clock[0])
    ids = await conversations(db, now, 200)
    await rollouts.record_eval(candidate, passed=True, baseline="base.json", summary={})
    rollout = await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)
    first = {cid: await rollouts.version_for(cid, shipped) for cid in ids}
    expected = {cid: (candidate, "canary") if assign(cid, rollout_id=rollout.id, percent=5) else (shipped, "control")
                for cid in ids}
    assert first == expected and any(arm == "canary" for _, arm in first.values())
    clock[0] = now + timedelta(minutes=5)
    await rollouts.end(rollout.id, "rolled_back", by="ana", reason="test")
    # Mid-stretch, the rollback switches no one: the canary's conversations finish on it.
    assert {cid: await rollouts.version_for(cid, shipped) for cid in ids} == first
    canary_one = next(cid for cid, (_, arm) in first.items() if arm == "canary")
    await db.execute("INSERT INTO conversation_endings (key, conversation_id, how, inbound_seq, ended_at) "
                     "VALUES ('resolved:x', $1, 'resolved', 1, $2)", canary_one, clock[0])
    clock[0] += timedelta(minutes=1)
    assert await rollouts.version_for(canary_one, shipped) == (shipped, "live")  # its next stretch: live


async def test_promote_makes_the_candidate_live(db, now) -> None:
    shipped, candidate = await versions(db, now)
    rollouts = RolloutRepository(db, clock=lambda: now)
    await rollouts.record_eval(candidate, passed=True, baseline="base.json", summary={})
    rollout = await rollouts.start(candidate, 5, by="ana", shipped_id=shipped)
    assert await rollouts.end(rollout.id, "promoted", by="ana", reason="good") is not None
    assert await rollouts.end(rollout.id, "rolled_back", by="auto", reason="late") is None  # ended once
    assert await rollouts.live_version(shipped) == candidate
    (cid,) = await conversations(db, now, 1)
    assert await rollouts.version_for(cid, shipped) == (candidate, "live")
