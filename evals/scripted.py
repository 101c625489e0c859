"""The offline user simulator: a seeded customer who works through the scenario's plan.

Each ask opens with a sampled phrasing (Bitext or the language bank, typos, case), then the
customer answers what the bot asks from the ask's facts, taps the menu option or list row that
fits, answers confirmations per `Ask.confirm`, and moves on when the bot has acted (a reply
that is not a question, a refusal, a handoff). The same scenario and seed give the same customer;
other seeds give other wordings, so pass^k offline measures more than one phrasing.

The runner passes `code_source(email)`, an async callable returning the newest one-time code
the sandbox emailed to that address (see `bot_messages.code_in`): a customer reads codes from
their own inbox only, the one in the ask's `email` fact, so a stranger never sees the owner's.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from evals import phrasings as ph
from evals.bot_messages import (
    Need,
    Seen,
    confirmation,
    is_handoff,
    is_menu,
    is_status_answer,
    needs,
    proposed_quantity,
    read,
    replacement_choice,
)
from evals.scenario import Ask, Scenario
from evals.simulator import Say, Stop

CodeSource = Callable[[str], Awaitable[str | None]]  # the customer's own email -> newest code
ACTIONS = frozenset({"refund", "address_change", "cancel_order", "return"})
MENU_FOR = {"order_status": "menu:status", "refund": "menu:refund", "return": "menu:refund"}
PERSON = "menu:person"
GIVE_UP_AFTER = 3  # the same question this often within one ask: the customer leaves
FACT_OF: dict[Need, tuple[str, ...]] = {"order_id": ("order_id",), "item": ("item", "sku"),
                                        "reason": ("reason",), "address": ("postcode",),
                                        "email": ("email",), "code": ("email", "code")}


class ScriptedSimulator:
    def __init__(self, code_source: CodeSource | None = None, typo_rate: float = 0.12,
                 bitext_path: Path = ph.BITEXT) -> None:
        self._code_source = code_source
        self._typo_rate = typo_rate
        self._bitext = bitext_path

    def start(self, scenario: Scenario, seed: int) -> None:
        self.scenario = scenario
        self.lang = scenario.customer.language
        self.rng = random.Random(f"{scenario.id}:{seed}")
        self.current = 0  # the ask being worked on
        self.told = 0  # asks before this index have been said to the bot
        self.turns = 0
        self.quiet = 0
        self.asked: dict[str, int] = {}  # how often each need came up: answers get more literal
        self.pushed_back = False  # this ask was already restated once after an off-target answer
        self.wrong_proposal = False  # said no to a proposal that got the quantity wrong
        self.corrected = False  # and told the ask again after it

    async def next(self, bot_sent: list[dict[str, Any]]) -> Say | Stop:
        if self.turns >= self.scenario.max_turns:
            return Stop("turn budget")
        if self.turns == 0:
            return self._say(self._opening(0))
        seen = [read(body) for body in bot_sent]
        if not seen:
            self.quiet += 1  # the bot said nothing: ask once whether anyone is there, then leave
            return Stop("gave up") if self.quiet > 1 else self._say(ph.NUDGE[self.lang])
        self.quiet = 0
        if any(is_handoff(m) for m in seen):
            return Stop("handed off")  # a person has the ticket: the bot acted on what is left
        last = seen[-1]
        answers = confirmation(last)
        if answers is not None:
            ask = self._focus(lambda a: a.intent in ACTIONS)
            yes = ask.confirm and self._as_asked(ask, last)
            instead = replacement_choice(last)
            if yes and instead and ask.facts.get("remedy") == "replacement":
                answers = {True: instead, False: answers[False]}  # offered refund or replacement: the fact picks
            return Say(choice=answers[yes]) if self._count() else Stop("turn budget")
        if is_menu(last) and not self._answered_before_menu(seen):
            return self._tap(last)
        wanted = needs(last)
        if wanted and not is_menu(last):
            return await self._answer(wanted)
        ask = self.scenario.plan[self.current]
        if ask.intent != "order_status" and is_status_answer(last) and not self.pushed_back:
            return self._push_back(ask)  # told where the order is when asking for something else
        return self._acted()

    def _as_asked(self, ask: Ask, prompt: Seen) -> bool:
        """A customer checks the proposal: the wrong quantity gets a no and the ask again."""
        units = proposed_quantity(prompt)
        if ask.intent != "refund" or units is None or units == int(ask.facts.get("qty", 1)):
            return True
        # The "no" is answered with "nothing changed"; then the ask is told again, once.
        self.wrong_proposal = not self.corrected
        return False

    def _push_back(self, ask: Ask) -> Say | Stop:
        """Say the ask again with every fact, once: the bot gets a second chance."""
        self.pushed_back = True
        if ask.say is not None:  # a fixed message (a policy question, a threat) is simply repeated
            return self._say(ask.say)
        return self._say(self._phrase(ask, every_fact=True))

    # --- moving through the plan

    def _acted(self) -> Say | Stop:
        if self.wrong_proposal:
            self.wrong_proposal, self.corrected = False, True
            return self._push_back(self.scenario.plan[self.current])
        self.current += 1
        self.asked = {}  # a new ask: its first answers are natural again
        self.pushed_back = self.wrong_proposal = self.corrected = False
        if self.current >= len(self.scenario.plan):
            return Stop("goal met")
        if self.current < self.told:  # told together with the last one, and the bot skipped it
            return self._say(self._phrase(self.scenario.plan[self.current]))
        return self._say(self._opening(self.current))

    def _focus(self, *tests: Callable[[Ask], bool]) -> Ask:
        """The told ask the bot is working on: the first from `current` that passes the first test
        any ask passes, else current."""
        told = range(self.current, max(self.told, self.current + 1))
        for fits in tests:
            found = next((i for i in told if fits(self.scenario.plan[i])), None)
            if found is not None:
                self.current = found
                break
        return self.scenario.plan[self.current]

    def _answered_before_menu(self, seen: list[Seen]) -> bool:
        # The menus rung ends an answer with the main menu: the answer came first.
        return len(seen) > 1 and not is_menu(seen[-2]) and not is_handoff(seen[-2])

    def _tap(self, menu: Seen) -> Say | Stop:
        ask = self.scenario.plan[self.current]
        ids = [oid for oid, _ in menu.options]
        order = str(ask.facts.get("order_id", ""))
        for wanted in (f"order:{order}", MENU_FOR.get(ask.intent), PERSON):
            if wanted in ids:
                return Say(choice=wanted) if self._count() else Stop("turn budget")
        return Say(choice=ids[0]) if self._count() else Stop("turn budget")

    # --- what the customer says

    def _count(self) -> bool:
        self.turns += 1
        return self.turns <= self.scenario.max_turns

    def _say(self, text: str) -> Say | Stop:
        return Say(text=text) if self._count() else Stop("turn budget")

    def _opening(self, index: int) -> str:
        """The first message of ask `index`, with any asks told in the same breath."""
        group = [index]
        while group[-1] + 1 < len(self.scenario.plan) and self.scenario.plan[group[-1] + 1].with_previous:
            group.append(group[-1] + 1)
        self.told = group[-1] + 1
        first = self.scenario.plan[index]
        if first.say is not None:
            return first.say  # a fixed message already says everything the group wants
        return ph.AND[self.lang].join(self._phrase(self.scenario.plan[i]) for i in group)

    def _phrase(self, ask: Ask, every_fact: bool = False) -> str:
        if ask.say is not None:
            return ask.say
        opening = set(ask.facts) if every_fact else set(ask.opening)
        order = str(ask.facts.get("order_id", ""))
        choices = ph.openings(ask.intent, self.lang, self._bitext)
        if "order_id" not in opening:  # the order id is kept back until asked for
            choices = tuple(c for c in choices if "{o}" not in c) or choices
        # Typos only in the sampled wording: facts (ids, items, what went wrong) are typed with care,
        # so a failure to read them is the bot's, not the dice's.
        text = self._typos(self.rng.choice(choices).replace("{o}", order).replace("{item}", self._item(ask)))
        extras = []
        if "order_id" in opening and order and order not in text:
            extras.append(self.rng.choice(ph.ORDER_ANSWERS[self.lang]).replace("{o}", order))
        if {"item", "qty", "sku"} & opening:
            extras.append(self._item_answer(ask, literal=False))
        if "reason" in opening and "reason" in ask.facts:
            extras.append(self._reason(ask))
        return self._case(", ".join([text.rstrip(" ?.!"), *extras]) if extras else text)

    async def _answer(self, wanted: list[Need]) -> Say | Stop:
        def knows(a: Ask) -> bool:
            return any(f in a.facts for n in wanted for f in FACT_OF.get(n, ()))

        # "Which order?" after "where is A-1043, and refund the plate from A-1042" comes from the
        # refund: the bot asks questions to act, and only actions need more than an order id.
        ask = self._focus(lambda a: knows(a) and a.intent in ACTIONS, knows)
        parts = []
        for need in wanted:
            times = self.asked.get(need, 0)
            self.asked[need] = times + 1
            if times + 1 >= GIVE_UP_AFTER:
                return Stop("gave up")  # asked the same thing again and again: the bot is stuck
            part = await self._fact(ask, need, literal=times > 0)
            if part:
                parts.append(part)
        if not parts:  # nothing in the facts answers it: say again what the customer wants
            parts.append(self._phrase(ask))
        text = ", ".join(parts)
        return self._say(text.upper() if self.scenario.customer.shouting else text)

    async def _fact(self, ask: Ask, need: Need, literal: bool) -> str | None:
        facts = ask.facts
        match need:
            case "order_id" if "order_id" in facts:
                return self.rng.choice(ph.ORDER_ANSWERS[self.lang]).replace("{o}", str(facts["order_id"]))
            case "item" if "item" in facts or "sku" in facts:
                return self._item_answer(ask, literal)
            case "reason" if "reason" in facts:
                return self._reason(ask)
            case "address" if "postcode" in facts:
                return ", ".join(str(facts[k]) for k in ("line1", "city", "postcode", "country") if k in facts)
            case "email" if "email" in facts:
                return str(facts["email"])
            case "code":
                email = facts.get("email")
                code = await self._code_source(str(email)) if self._code_source and email else None
                return code or str(facts.get("code") or ph.NO_CODE[self.lang])
            case "yes_no":
                return ph.YES_NO[self.lang][0 if ask.confirm else 1]
        return None

    def _item(self, ask: Ask) -> str:
        item = str(ask.facts.get("item", ask.facts.get("sku", "")))
        return ph.ITEM_WORDS.get(self.lang, {}).get(item, item)

    def _item_answer(self, ask: Ask, literal: bool) -> str:
        qty = int(ask.facts.get("qty", 1))
        if literal and "sku" in ask.facts:  # asked again: copy the product code off the receipt
            return f"{qty} x {ask.facts['sku']}"
        words = ph.QTY_WORDS[self.lang]
        count = words[qty - 1] if qty <= len(words) else str(qty)
        return f"{count} {self._item(ask)}"

    def _reason(self, ask: Ask) -> str:
        """A reason code ("damaged") is said in one of the bank's ways; any other reason is the
        customer's own words ("a long tear along the seam") and is said as written."""
        reason, bank = str(ask.facts["reason"]), ph.REASONS.get(self.lang, ph.REASONS["en"])
        return self.rng.choice(bank[reason]) if reason in bank else reason

    def _typos(self, text: str) -> str:
        words = text.split(" ")
        for i, word in enumerate(words):
            if len(word) >= 4 and word.isascii() and word.isalpha() and self.rng.random() < self._typo_rate:
                words[i] = _typo(word, self.rng)
        return " ".join(words)

    def _case(self, text: str) -> str:
        """The customer's way with capitals; order ids stay as they are."""
        if self.scenario.customer.shouting:
            return text.upper() + self.rng.choice(("!!!", "!!", "!"))
        style = self.rng.random()
        if style < 0.3:  # all lower case, except what the customer copies (A-1042)
            return " ".join(w if any(c.isdigit() for c in w) else w.lower() for w in text.split(" "))
        if style < 0.6:
            return text[:1].upper() + text[1:]
        return text


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 1)
    match rng.randrange(3):
        case 0:  # swapped neighbours
            return word[:i] + word[i + 1] + word[i] + word[i + 2:]
        case 1:  # a letter dropped
            return word[:i] + word[i + 1:]
    return word[:i] + word[i] + word[i:]  # a letter doubled
