"""A test double of the *customer* (not of our system): follows a scenario's plan word for word.

Deterministic and plain on purpose: it answers the bot's questions from the ask's facts, says
yes or no to a confirmation as the plan says, and stops when the bot asks nothing more. The
real simulators (evals/scripted.py, evals/llm_simulator.py) sample phrasings; this one only
has to let the runner's tests see a whole conversation.
"""

from __future__ import annotations

from evals.scenario import Ask, Scenario
from evals.simulator import Say, Stop
from sandbox.local.stack import preview

NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}


def opening(ask: Ask) -> str:
    if ask.say:
        return ask.say
    f = {k: v for k, v in ask.facts.items() if k in ask.opening}
    order = f" {f['order_id']}" if "order_id" in f else ""
    if ask.intent == "order_status":
        return f"where is my order{order}?"
    if ask.intent == "change_address":
        return f"please change the delivery address of my order{order}"
    if ask.intent == "refund":
        if {"item", "qty", "reason"} <= f.keys():
            qty = NUMBERS.get(int(f["qty"]), f["qty"])
            return f"{qty} {f['item']} from{order} arrived {f['reason']}, refund please"
        return f"I want a refund{' for' + order if order else ''}"
    return "hello, I need help"


def tap(ask: Ask, body: dict) -> str | None:
    """A confirmation comes with Yes/No buttons: the customer taps one, as on a phone."""
    if body.get("type") != "interactive" or body["interactive"]["type"] != "button":
        return None
    wanted = ":yes" if ask.confirm else ":no"
    return next((b["reply"]["id"] for b in body["interactive"]["action"]["buttons"]
                 if b["reply"]["id"].endswith(wanted)), None)


def answer(ask: Ask, bot: str) -> str | None:
    """The reply to the bot's last message, or None when it asked nothing this customer can answer."""
    f, lowered = ask.facts, bot.lower()
    if "which order" in lowered and "order_id" in f:
        return str(f["order_id"])
    if "which item" in lowered and "item" in f:
        return f"{NUMBERS.get(int(f.get('qty', 1)), f.get('qty', 1))} {f['item']}"
    if "what was wrong" in lowered and "reason" in f:
        return f"it arrived {f['reason']}"
    if "new address" in lowered and "line1" in f:
        return ", ".join(str(f[k]) for k in ("line1", "city", "postcode", "country"))
    return None


class PlanFollower:
    def __init__(self, code_source=None) -> None:
        self.code_source = code_source  # this test customer never verifies by code

    def start(self, scenario: Scenario, seed: int) -> None:
        self.plan = list(scenario.plan)
        self.asked = False

    async def next(self, bot_sent: list[dict]) -> Say | Stop:
        if not self.plan:
            return Stop("goal met")
        ask = self.plan[0]
        if not self.asked:
            self.asked = True
            return Say(opening(ask))
        choice = tap(ask, bot_sent[-1]) if bot_sent else None
        if choice is not None:
            return Say(choice=choice)
        reply = answer(ask, preview(bot_sent[-1])) if bot_sent else None
        if reply is not None:
            return Say(reply)
        self.plan.pop(0)
        self.asked = False
        return await self.next([])
