"""The scripted customer reads the real bot: a few scenarios through the templated stack.

Not the eval runner (that grades end states over every scenario); this only checks that the
simulator understands the bot's actual wording and ends for the right reason. Staff decisions
are out of scope here, so the scenarios picked need none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.scenario import load_scenarios
from evals.scripted import ScriptedSimulator
from evals.simulator import Say
from sandbox.local.stack import preview
from supportbot.store.pool import open_connection
from supportbot.store.shop import seed
from tests.e2e import refunds, run_burst_worker, running

SCENARIOS = {s.id: s for s in load_scenarios(Path(__file__).resolve().parents[2] / "evals" / "scenarios")}
LIVE = ["refund-damaged-plate", "refund-changes-mind", "refund-just-outside-window", "refund-t9-two-asks",
        "address-before-shipping", "address-es", "status-shipped", "status-out-for-delivery-es", "human-en",
        "policy-gift-wrap"]


@pytest.fixture
async def live(request, settings, ports, db, redis):
    # A scenario's fixture dates are absolute: the stack runs on the scenario's clock.
    scenario = SCENARIOS[request.param]
    async with running(settings.model_copy(update={"supportbot_clock": scenario.now}), ports) as stack:
        yield scenario, stack


@pytest.mark.parametrize("live", LIVE, indirect=True)
async def test_the_scripted_customer_finishes_a_real_conversation(live):
    scenario, live = live
    async with open_connection(live.settings.database_url) as conn:
        await seed(conn, scenario.shop)
    customer = live.customer(scenario.customer.wa_id)
    sim = ScriptedSimulator()
    sim.start(scenario, 0)
    sent: list[dict] = []
    transcript = []
    while isinstance(step := await sim.next(sent), Say):
        transcript.append(f"customer: {step.text or step.choice}")
        await customer.say(step.text, choice=step.choice)
        await run_burst_worker(live.settings)
        sent = [m["body"] for m in await customer.replies(wait=3, settle=0.2)]
        transcript += [f"bot: {preview(body)}" for body in sent]
    expected = "handed off" if scenario.expect.handoff else "goal met"
    assert step.reason == expected, transcript
    paid = sorted(r["amount"] for r in await refunds(live))
    assert paid == sorted(str(r.amount) for r in scenario.expect.refunds), transcript
