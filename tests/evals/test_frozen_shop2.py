"""The frozen second shop (evals/frozen/v1/shop2) runs through our eval tools as it is written:
its scenarios load in all six languages, the scripted customer can play them, and retrieval
searches the shop's own articles, never the built-in help centre."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

from evals.retrieval import TOP, evaluate, load_cases, shop_articles
from evals.scenario import load_scenarios
from evals.scripted import ScriptedSimulator
from evals.simulator import Say
from supportbot.app.articles import help_centre
from supportbot.store.articles import replace_all
from tests.conftest import ROOT, settings_env
from tests.evals.frozen_shops import run_scenarios, search_report

SHOP2 = ROOT / "evals" / "frozen" / "v1" / "shop2"
SCENARIOS = SHOP2 / "scenarios"
QUESTIONS = SHOP2 / "retrieval_questions.json"


def test_every_frozen_scenario_loads_in_six_languages():
    scenarios = load_scenarios(SCENARIOS)
    assert len(scenarios) == len(list(SCENARIOS.glob("*.json")))
    assert {s.customer.language for s in scenarios} == {"en", "es", "hi", "hinglish", "ta", "bn"}
    own = json.loads((SHOP2 / "shop.json").read_text(encoding="utf-8"))
    assert all(s.shop.articles and len(s.shop.articles) == len(own["articles"]) for s in scenarios)


async def test_the_scripted_customer_says_each_opening_and_its_own_reason_words():
    by_id = {s.id: s for s in load_scenarios(SCENARIOS)}
    for scenario in by_id.values():
        sim = ScriptedSimulator(typo_rate=0.0)
        sim.start(scenario, 0)
        first = await sim.next([])
        assert isinstance(first, Say) and first.text == scenario.plan[0].say
    # A reason in the customer's own words is said as written, not swapped for "it arrived broken".
    scenario = next(s for s in by_id.values() if s.customer.language == "ta"
                    and any("reason" in a.facts for a in s.plan))
    ask = next(a for a in scenario.plan if "reason" in a.facts)
    sim = ScriptedSimulator(typo_rate=0.0)
    sim.start(scenario, 0)
    await sim.next([])
    answer = await sim.next([{"type": "text", "text": {"body": "What was wrong with it: broken, faulty?"}}])
    assert isinstance(answer, Say) and answer.text == ask.facts["reason"]


async def test_retrieval_searches_the_shops_own_articles(db, settings):
    async with db.acquire() as conn:
        await replace_all(conn, shop_articles(SHOP2 / "shop.json"), "fixture")
    repo = help_centre(db, settings)
    slugs = {a.slug for a in shop_articles(SHOP2 / "shop.json")}
    cases = load_cases(QUESTIONS)
    assert {c.slug for c in cases if c.slug} <= slugs

    async def search(question: str):
        return await repo.search(question, TOP, min_score=0.0)

    report = await evaluate(search, cases, settings.help_floor())
    assert {slug for o in report.outcomes for slug, _ in o.found} <= slugs


async def test_supportbot_eval_retrieval_on_a_shop_fixture_leaves_the_database_alone(settings, db):
    done = await asyncio.to_thread(
        subprocess.run, [sys.executable, "-m", "supportbot.app.cli", "eval", "retrieval",
                         "--shop", str(SHOP2 / "shop.json"), "--questions", str(QUESTIONS)],
        env=settings_env(settings), cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith("retrieval: recall@3 ")
    assert await db.fetchval("SELECT count(*) FROM articles") == 0  # measured in a scratch database


def test_a_shop_without_articles_is_refused(tmp_path: Path):
    fixture = tmp_path / "shop.json"
    fixture.write_text(json.dumps({"customers": [], "orders": []}), encoding="utf-8")
    try:
        shop_articles(fixture)
    except ValueError as exc:
        assert "no articles" in str(exc)
    else:
        raise AssertionError("a shop without articles must not be measured as if it had some")


# --- The figures reached (evals/frozen/FIGURES.md, "Second shop"): a drop below them fails.
# The scripted customer is seeded and the templated rung has no model, so a run repeats itself;
# the scenario floor leaves two scenarios' room for a trial the loaded machine breaks (a port,
# a timeout), never for a class of failure.
SCENARIO_PASS1_FLOOR = 0.70  # reached: 0.726 at k=4 (77 of 106 scenarios), no flaky scenario
RECALL_AT_3_FLOOR, RECALL_AT_1_FLOOR, FALSE_ANSWER_CEILING = 0.93, 0.73, 0.47


@pytest.mark.eval_lane  # 106 scenarios end to end: `make test-evals`
def test_the_second_shop_passes_on_the_templated_rung_at_the_level_reached(tmp_path, capsys):
    summary = run_scenarios(SCENARIOS, tmp_path)
    assert summary["scenarios"] == len(list(SCENARIOS.glob("*.json")))
    assert summary["policy_breaks"] == 0
    assert summary["pass1"] >= SCENARIO_PASS1_FLOOR, (tmp_path / "report.md").read_text(encoding="utf-8")


async def test_the_second_shops_questions_are_found_at_the_level_reached(db, settings):
    report = await search_report(db, settings, SHOP2 / "shop.json", QUESTIONS)
    assert report.recall_at_3 >= RECALL_AT_3_FLOOR, report.summary()
    assert report.recall_at_1 >= RECALL_AT_1_FLOOR, report.summary()
    assert report.false_answer_rate <= FALSE_ANSWER_CEILING, report.summary()
