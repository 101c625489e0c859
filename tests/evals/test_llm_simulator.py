"""The LLM customer against the sandbox's scripted model: prompt, taps, codes, and no early stop."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from evals.llm_simulator import STOP_TOKEN, LLMSimulator
from evals.scenario import load_scenarios
from evals.simulator import Say, Stop
from sandbox.app import SandboxConfig, build_app
from tests.evals.test_scripted import CONFIRM, WHICH_ITEM, text

SCENARIOS = {s.id: s for s in load_scenarios(Path(__file__).resolve().parents[2] / "evals" / "scenarios")}


@pytest.fixture
async def sandbox() -> AsyncIterator[TestClient]:
    async with TestClient(TestServer(build_app(SandboxConfig()))) as client:
        yield client


async def script(sandbox: TestClient, *replies: str) -> None:
    response = await sandbox.post("/_sandbox/llm/script",
                                  json={"responses": [{"content": r} for r in replies]})
    assert response.status == 200


async def calls(sandbox: TestClient) -> list[dict[str, Any]]:
    return await (await sandbox.get("/_sandbox/llm/calls")).json()


def simulator(sandbox: TestClient, **kwargs: Any) -> LLMSimulator:
    return LLMSimulator(str(sandbox.make_url("/v1")), "sk-test", "customer", **kwargs)


async def test_plays_the_customer_taps_and_stops_when_done(sandbox: TestClient):
    await script(sandbox, "my plate from A-1042 arrived broken", "one plate", "TAP: confirm:9:yes", STOP_TOKEN)
    sim = simulator(sandbox)
    sim.start(SCENARIOS["refund-damaged-plate"], 7)
    assert await sim.next([]) == Say(text="my plate from A-1042 arrived broken")
    assert await sim.next([text(WHICH_ITEM)]) == Say(text="one plate")
    assert await sim.next([CONFIRM]) == Say(choice="confirm:9:yes")
    assert await sim.next([text("Done: 25.00 USD refunded.")]) == Stop("goal met")
    await sim.aclose()
    first, *_, last = await calls(sandbox)
    system = first["messages"][0]["content"]
    assert "Get a refund for one plate" in system and "A-1042" in system and STOP_TOKEN in system
    # The bot's words reach the model as the other party, with the ids it may tap.
    assert any("tap: confirm:9:yes" in m["content"] for m in last["messages"] if m["role"] == "user")
    assert first["seed"] == 7  # the trial's seed goes to the model, for providers that honour it


async def test_a_stop_before_the_bot_acted_is_refused(sandbox: TestClient):
    await script(sandbox, "refund please", STOP_TOKEN, "one plate")
    sim = simulator(sandbox)
    sim.start(SCENARIOS["refund-damaged-plate"], 0)
    await sim.next([])
    # The bot asks; the model tries to leave; it is reminded and answers instead.
    assert await sim.next([text(WHICH_ITEM)]) == Say(text="one plate")
    reminded = (await calls(sandbox))[-1]["messages"][-1]
    assert reminded["role"] == "system" and "not acted" in reminded["content"]
    await script(sandbox, STOP_TOKEN, STOP_TOKEN)
    # Stubborn: it still may not stop while the bot waits on a confirmation.
    still = await sim.next([CONFIRM])
    assert isinstance(still, Say) and still.text
    await sim.aclose()


async def test_reads_the_code_from_the_inbox(sandbox: TestClient):
    async def inbox(to: str) -> str | None:
        return "042917" if to == "asha@example.com" else None

    await script(sandbox, "hi, refund for A-1042 please", "042917")
    sim = simulator(sandbox, code_source=inbox)
    sim.start(SCENARIOS["refund-unverified-new-number"], 0)
    await sim.next([])
    assert await sim.next([text("I've sent a code to your email. What is the code?")]) == Say(text="042917")
    last = (await calls(sandbox))[-1]["messages"][-1]
    assert "[inbox]" in last["content"] and "042917" in last["content"]
    await sim.aclose()


async def test_turn_budget(sandbox: TestClient):
    scenario = SCENARIOS["human-en"]
    await script(sandbox, *["person please"] * scenario.max_turns)
    sim = simulator(sandbox)
    sim.start(scenario, 0)
    results = [await sim.next([] if n == 0 else [text("Which order?")]) for n in range(scenario.max_turns + 1)]
    assert all(isinstance(r, Say) for r in results[:-1]) and results[-1] == Stop("turn budget")
    await sim.aclose()
