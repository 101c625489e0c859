"""A rollout end to end: webhook -> worker -> stand-ins, each conversation answered with its arm's
prompt version, and the run recording the row it used."""

from __future__ import annotations

import pytest

from supportbot.app.bootstrap import open_arq, open_worker_deps, register_builtin_version
from supportbot.core.clock import make_clock
from supportbot.core.prompt_version import PromptVersion
from supportbot.ops.desk import Desk
from supportbot.ops.rollout import Rollouts
from supportbot.store.prompt_versions import PromptVersionRepository
from supportbot.store.rollouts import RolloutRepository
from supportbot.store.staff import StaffRepository
from supportbot.worker.rollout_watch import watch_rollout
from tests.e2e import run_burst_worker, script
from tests.scripts import say

pytestmark = pytest.mark.clock  # these tests read the clock (tests/clock_reads.py)

CANARY_TEXT = "You are the shop's helper. CANARY-MARK. Answer in one sentence."


async def test_a_canary_conversation_answers_with_the_candidate_prompt(agent, db):
    clock = make_clock(agent.settings.supportbot_clock)
    shipped = await register_builtin_version(db, agent.settings, clock)
    candidate = await PromptVersionRepository(db, clock=clock).add(
        PromptVersion("system_v2", CANARY_TEXT, tools={"list_orders": "CANARY-TOOL-WORDS"},
                      models=shipped.version.models, settings=shipped.version.settings), author="ana")
    rollouts = RolloutRepository(db, clock=clock)
    await rollouts.record_eval(candidate.id, passed=True, baseline="base.json", summary={})
    await rollouts.start(candidate.id, 100, by="ana", shipped_id=shipped.id)  # every new stretch: canary
    await script(agent, say("Hello from the canary."))
    await agent.customer().say("hi, what can you do?")
    await run_burst_worker(agent.settings)
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    system = [m["content"] for m in calls[-1]["messages"] if m["role"] == "system"][0]
    assert system == CANARY_TEXT
    tools = {t["function"]["name"]: t["function"]["description"] for t in calls[-1]["tools"]}
    assert tools["list_orders"] == "CANARY-TOOL-WORDS"
    run = await db.fetchrow("SELECT responder, prompt_version_id FROM runs ORDER BY id DESC LIMIT 1")
    assert dict(run) == {"responder": "agent/system_v2", "prompt_version_id": candidate.id}
    assert await db.fetchval("SELECT arm FROM conversation_versions") == "canary"


# The canary cycle through webhook -> worker -> stand-ins. The worse candidate's settings leave it no
# model call (max_llm_calls 0), so each of its conversations is handed to a person: a deliberately
# worse version through the real loop. Half the conversations go to the canary so a short test sees
# enough of them (the statistics at 5 % are measured by the seeded simulation in tests/agent).
CONVERSATIONS = 36


@pytest.fixture
def settings(settings):
    return settings.model_copy(update={"csat": True, "csat_after_seconds": 0})


async def watched(agent) -> str:
    """One tick of the worker's watch_rollout cron, with the worker's own deps."""
    async with open_worker_deps(agent.settings) as deps:
        return await watch_rollout({"deps": deps})


async def cycle(agent, db, candidate_settings: dict) -> tuple[Rollouts, list]:
    clock = make_clock(agent.settings.supportbot_clock)
    shipped = await register_builtin_version(db, agent.settings, clock)
    candidate = await PromptVersionRepository(db, clock=clock).add(
        PromptVersion("system_v2", shipped.version.system_prompt + "\nBe brief.", tools=shipped.version.tools,
                      models=shipped.version.models, settings=shipped.version.settings | candidate_settings),
        author="ana")
    rollouts = Rollouts(db, clock)
    refused = await rollouts.command("ana", ["start", "system_v2", "--percent", "50"])
    assert refused.text.startswith("Not started") and "eval --baseline" in refused.text  # the offline gate
    await RolloutRepository(db, clock=clock).record_eval(candidate.id, passed=True, baseline="base.json", summary={})
    started = await rollouts.command("ana", ["start", "system_v2", "--percent", "50"])
    assert started.announce and "system_v2 on 50 %" in started.text
    await script(agent, *[say("Your order is on its way.") for _ in range(CONVERSATIONS)])
    for n in range(CONVERSATIONS):
        await agent.customer(f"1555990{n:04}").say("hi, my parcel has not come, can you check?")
    await run_burst_worker(agent.settings)
    async with open_arq(agent.settings.redis_url) as queue:  # staff close what was handed to them
        desk = Desk(clock)
        desk.bind(StaffRepository(db, clock=clock), queue)
        for (handoff_id,) in await db.fetch("SELECT id FROM handoffs WHERE status <> 'closed'"):
            await desk.take_over(handoff_id, "U0ANNA")
            await desk.close(handoff_id, "U0ANNA")
    await run_burst_worker(agent.settings)
    arms = await db.fetch("SELECT arm, count(*) AS n FROM conversation_versions GROUP BY 1")
    return rollouts, arms


async def test_a_worse_canary_is_rolled_back_automatically_and_announced(agent, db):
    rollouts, arms = await cycle(agent, db, {"max_llm_calls": 0})
    assert {r["arm"] for r in arms} == {"control", "canary"}
    status = (await rollouts.command("ana", ["status"])).text
    assert "escalation" in status and "control" in status and "canary" in status
    assert await watched(agent) == "rolled back"
    rollout = await db.fetchrow("SELECT state, ended_by, reason, figures FROM rollouts")
    assert (rollout["state"], rollout["ended_by"]) == ("rolled_back", "auto") and "escalation" in rollout["reason"]
    assert rollout["figures"]["canary"]["escalation"].startswith("100.0%")
    announced = [c for c in await agent.sandbox("GET", "/_sandbox/slack/calls") if "rolled back" in str(c)]
    assert announced and "escalation" in str(announced[-1])
    # Rolled back: a new conversation gets the control version.
    await script(agent, say("Hello."))
    await agent.customer("15559999999").say("hello?")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT arm FROM conversation_versions ORDER BY assigned_at DESC, conversation_id DESC "
                             "LIMIT 1") == "live"


async def test_an_equal_canary_is_not_rolled_back_and_is_promoted(agent, db):
    rollouts, _ = await cycle(agent, db, {})
    assert await watched(agent) == "quiet"
    promoted = await rollouts.command("ana", ["promote"])
    assert promoted.announce and "promoted" in promoted.text
    candidate = await db.fetchval("SELECT id FROM prompt_versions WHERE label = 'system_v2'")
    await script(agent, say("Hello."))
    await agent.customer("15559999999").say("hello?")
    await run_burst_worker(agent.settings)
    assert await db.fetchval("SELECT prompt_version_id FROM runs ORDER BY id DESC LIMIT 1") == candidate


async def test_a_versions_model_reaches_the_model_server(agent, db):
    # A rollout compares models as well as prompts: the candidate's model name is the one asked for.
    clock = make_clock(agent.settings.supportbot_clock)
    shipped = await register_builtin_version(db, agent.settings, clock)
    candidate = await PromptVersionRepository(db, clock=clock).add(
        PromptVersion("system_v2", shipped.version.system_prompt, tools=shipped.version.tools,
                      models={"large": "candidate-model"}, settings=shipped.version.settings), author="ana")
    rollouts = RolloutRepository(db, clock=clock)
    await rollouts.record_eval(candidate.id, passed=True, baseline="base.json", summary={})
    await rollouts.start(candidate.id, 100, by="ana", shipped_id=shipped.id)
    await script(agent, say("Hello from the candidate model."))
    await agent.customer().say("hi, what can you do?")
    await run_burst_worker(agent.settings)
    calls = await agent.sandbox("GET", "/_sandbox/llm/calls")
    assert [c["model"] for c in calls] == ["candidate-model"]
    assert shipped.version.models["large"] != "candidate-model"
