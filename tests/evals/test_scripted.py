"""The scripted customer: seeded wording, answers from the facts, taps, and when it stops."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from evals.bot_messages import code_in
from evals.phrasings import BANK
from evals.scenario import Scenario, load_scenarios
from evals.scripted import ScriptedSimulator
from evals.simulator import Say, Stop
from supportbot.core.language import detect as language

SCENARIOS = {s.id: s for s in load_scenarios(Path(__file__).resolve().parents[2] / "evals" / "scenarios")}
WHICH_ORDER = "Which order is it about? Send the order number, for example A-1042."
WHICH_ITEM = "Which item on A-1042 is it, and how many? For example: one stoneware plate."
WHAT_WRONG = "What was wrong with it: broken, faulty, the wrong item, or missing?"


def text(body: str) -> dict[str, Any]:
    return {"type": "text", "text": {"body": body}}


def buttons(body: str, *ids: str) -> dict[str, Any]:
    return {"type": "interactive", "interactive": {"type": "button", "body": {"text": body}, "action": {
        "buttons": [{"type": "reply", "reply": {"id": i, "title": i[-10:]}} for i in ids]}}}


def rows(body: str, *ids: str) -> dict[str, Any]:
    return {"type": "interactive", "interactive": {"type": "list", "body": {"text": body}, "action": {
        "button": "Choose", "sections": [{"title": "Orders", "rows": [{"id": i, "title": i} for i in ids]}]}}}


CONFIRM = buttons("Refund 25.00 for 1 × Stoneware plate on A-1042?", "confirm:9:yes", "confirm:9:no")


async def opening(scenario: Scenario, seed: int, typo_rate: float = 0.12) -> str:
    sim = ScriptedSimulator(typo_rate=typo_rate)
    sim.start(scenario, seed)
    said = await sim.next([])
    assert isinstance(said, Say) and said.text
    return said.text


async def test_same_seed_same_customer_other_seeds_other_wording():
    scenario = SCENARIOS["refund-damaged-plate"]
    assert await opening(scenario, 3) == await opening(scenario, 3)
    wordings = {await opening(scenario, seed) for seed in range(10)}
    assert len(wordings) >= 5


async def test_english_openings_draw_on_bitext_and_keep_the_order_id():
    scenario = SCENARIOS["refund-damaged-plate"]
    wordings = [await opening(scenario, seed) for seed in range(30)]
    assert all("A-1042" in w for w in wordings)
    own = {p.replace("{o}", "A-1042").lower() for p in BANK["en"]["refund"]}
    # Bitext's refund requests talk of "money", "reimbursement", "compensation", ...
    assert sum(not any(o.rstrip("?") in w.lower() for o in own) for w in wordings) >= 10


async def test_shouting_customer_writes_capitals():
    said = await opening(SCENARIOS["refund-shouting"], 0)
    letters = [c for c in said if c.isalpha()]
    assert all(c.isupper() for c in letters) and "A-1042" in said


async def test_spanish_and_hindi_openings_are_in_those_languages():
    for sid, lang in (("refund-es", "es"), ("status-out-for-delivery-es", "es"), ("refund-hi", "hi"),
                      ("status-shipped-hi", "hi"), ("account-delete-hi", "hi"), ("cancel-es", "es")):
        for seed in range(8):
            assert language(await opening(SCENARIOS[sid], seed)) == lang, (sid, seed)
    # Hinglish is told apart by short words ("mujhe", "hai") that a typo can hide, so without typos.
    for seed in range(8):
        assert language(await opening(SCENARIOS["refund-hinglish"], seed, typo_rate=0)) == "hinglish"


async def test_answers_the_bots_questions_from_the_facts():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["refund-damaged-plate"], 1)
    await sim.next([])
    order = await sim.next([text(WHICH_ORDER)])
    assert isinstance(order, Say) and order.text and "A-1042" in order.text
    item = await sim.next([text(WHICH_ITEM)])
    assert isinstance(item, Say) and item.text and re.search(r"\bplate\b", item.text)
    why = await sim.next([text(WHAT_WRONG)])
    assert isinstance(why, Say) and why.text and re.search(r"broken|cracked|smashed", why.text)
    again = await sim.next([text(WHICH_ITEM)])  # asked twice: the product code, literally
    assert isinstance(again, Say) and again.text == "1 x PLATE-1"


async def test_two_asks_in_one_message_answers_the_refunds_order_question():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["refund-t9-two-asks"], 0)
    first = await sim.next([])
    assert isinstance(first, Say) and first.text and "A-1043" in first.text and "A-1042" in first.text
    order = await sim.next([text(WHICH_ORDER)])
    assert isinstance(order, Say) and order.text and "A-1042" in order.text


async def test_answers_confirmation_per_the_plan():
    for sid, choice in (("refund-damaged-plate", "confirm:9:yes"), ("refund-changes-mind", "confirm:9:no")):
        sim = ScriptedSimulator()
        sim.start(SCENARIOS[sid], 0)
        await sim.next([])
        assert await sim.next([CONFIRM]) == Say(choice=choice)


async def test_taps_the_menu_option_and_list_row_that_fit():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["status-out-for-delivery"], 0)
    await sim.next([])
    menu = buttons("What can I help you with?", "menu:status", "menu:refund", "menu:person")
    assert await sim.next([menu]) == Say(choice="menu:status")
    assert await sim.next([rows("Which order?", "order:A-1042", "order:A-1043")]) == Say(choice="order:A-1043")
    # An answer followed by the menu is an answer: the plan is done.
    assert await sim.next([text("Order A-1043 is out for delivery."), menu]) == Stop("goal met")


async def test_stops_only_after_the_bot_acted_on_the_last_ask():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["refund-claim-splitting"], 0)  # three refund asks, one after another
    await sim.next([])
    for ask in range(3):
        for question in (WHICH_ITEM, WHAT_WRONG):
            said = await sim.next([text(question)])
            assert isinstance(said, Say) and said.text
            if question == WHICH_ITEM:  # each ask starts with natural answers again
                assert said.text == "one plate"
        assert await sim.next([CONFIRM]) == Say(choice="confirm:9:yes")
        after = await sim.next([text("Done: 25.00 USD refunded for 1 × Stoneware plate on A-1042.")])
        if ask < 2:
            assert isinstance(after, Say) and after.text  # the next ask, not a stop
        else:
            assert after == Stop("goal met")


async def test_handoff_ends_the_trial_and_the_budget_is_kept():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["risk-lawyer"], 0)
    said = await sim.next([])
    assert said == Say(text=SCENARIOS["risk-lawyer"].plan[0].say)
    handoff = text("I'm passing this to a person on our team so it gets the right attention; they'll reply here.")
    assert await sim.next([handoff]) == Stop("handed off")

    short = SCENARIOS["refund-damaged-plate"].model_copy(update={"max_turns": 3})
    sim.start(short, 0)
    results = [await sim.next(sent) for sent in ([], [text(WHICH_ORDER)], [text(WHICH_ITEM)], [text(WHAT_WRONG)])]
    assert all(isinstance(r, Say) for r in results[:-1]) and results[-1] == Stop("turn budget")


async def test_gives_up_when_asked_the_same_thing_again_and_again():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["refund-changed-mind-reason"], 0)
    await sim.next([])
    assert isinstance(await sim.next([text(WHAT_WRONG)]), Say)
    assert isinstance(await sim.next([text(WHAT_WRONG)]), Say)
    assert await sim.next([text(WHAT_WRONG)]) == Stop("gave up")


async def test_pushes_back_once_when_told_the_status_instead():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["refund-hinglish"], 0)
    await sim.next([])
    status = text("Order A-1042 (3 × Stoneware plate) kal deliver ho gaya (Royal Mail se).")
    again = await sim.next([status])
    # Said again with every fact: the order, the item and what went wrong.
    assert isinstance(again, Say) and again.text and "A-1042" in again.text and "plate" in again.text
    assert re.search(r"toot|tut", again.text)
    assert await sim.next([status]) == Stop("goal met")  # the bot acted, if wrongly: the grader judges
    sim.start(SCENARIOS["policy-crypto"], 0)  # a fixed question is asked again word for word
    asked = await sim.next([])
    assert await sim.next([status]) == asked


async def test_says_no_to_a_proposal_with_the_wrong_quantity_then_asks_again():
    sim = ScriptedSimulator()
    sim.start(SCENARIOS["refund-at-limit"], 0)  # two plates
    await sim.next([])
    assert await sim.next([CONFIRM]) == Say(choice="confirm:9:no")  # CONFIRM proposes one plate
    again = await sim.next([text("Okay, I haven't changed anything.")])
    assert isinstance(again, Say) and again.text and "two plate" in again.text
    two = buttons("Refund 50.00 for 2 × Stoneware plate on A-1042?", "confirm:10:yes", "confirm:10:no")
    assert await sim.next([two]) == Say(choice="confirm:10:yes")


async def test_reads_the_code_from_the_inbox_when_asked():
    emails = [{"to": "asha@example.com", "subject": "Your verification code",
               "text": "Your code is 042917. It expires in 10 minutes."}]

    async def inbox(to: str) -> str | None:
        return code_in(emails, to)

    sim = ScriptedSimulator(code_source=inbox)
    sim.start(SCENARIOS["refund-unverified-new-number"], 0)
    await sim.next([])
    asked_email = await sim.next([text("What is the email address on your account?")])
    assert asked_email == Say(text="asha@example.com")
    assert await sim.next([text("I've emailed you a code. What is the code?")]) == Say(text="042917")
    # A stranger who knows the order number cannot read the owner's inbox.
    sim.start(SCENARIOS["refund-unverified-stranger"], 0)
    await sim.next([])
    said = await sim.next([text("I've emailed a code to the address on the account. What is the code?")])
    assert isinstance(said, Say) and said.text and "042917" not in said.text
