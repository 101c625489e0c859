"""A rollout end to end: webhook -> worker -> stand-ins, each conversation answered with its arm's
prompt version, and the run recording the row it used."""

from __future__ import annotations

from bot.agent.versions import PromptVersion
from store.prompt_versions import PromptVersionRepository
from store.rollouts import RolloutRepository
from supportbot.bootstrap import register_builtin_version
from supportbot.clock import make_clock
from tests.e2e import run_burst_worker, script
from tests.scripts import say

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
