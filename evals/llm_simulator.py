"""The LLM user simulator: a model plays the customer from the scenario's persona, goal and facts.

Any OpenAI-compatible endpoint (the sandbox's scripted model in tests). The model sees the bot's
messages as the other party and writes the customer's next one; it taps a button by answering
`TAP: <id>` and ends with STOP_TOKEN. Code holds the line the prompt asks for: a stop while the
bot is still asking something, or before it answered at all, is sent back once with a reminder
and otherwise replaced by a nudge, so the trial never ends before the bot acted.

This module talks to the customer's model, never the bot's, which is why it, and not supportbot/agent/gateway.py,
imports `openai`: the bot's gateway carries the bot's budget, breaker and journal.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from openai import AsyncOpenAI

from evals.bot_messages import asks_something, is_handoff, needs, read, render
from evals.phrasings import NUDGE
from evals.scenario import Scenario
from evals.simulator import Say, Stop

STOP_TOKEN = "###STOP###"
TAP = "TAP:"
CodeSource = Callable[[str], Awaitable[str | None]]  # the customer's own email -> newest code
LANGUAGE_NAMES = {"en": "English", "es": "Spanish", "hi": "Hindi (Devanagari script)",
                  "hinglish": "Hinglish (Hindi in Latin letters, mixed with English)",
                  "ta": "Tamil (Tamil script)", "bn": "Bengali (Bengali script)"}
OPEN = "(The chat is open. Write your first message to the shop.)"
REMINDER = (f"The agent has not acted on your request yet, so do not write {STOP_TOKEN}. "
            "Answer what it asked, or say what you still need.")


def system_prompt(scenario: Scenario) -> str:
    c = scenario.customer
    asks = "\n".join(f"{n}. {a.intent}: facts {json.dumps(a.facts, ensure_ascii=False)}"
                     + (" (you change your mind and say no when asked to confirm)" if not a.confirm else "")
                     + (f' (open with exactly: "{a.say}")' if a.say else "")
                     for n, a in enumerate(scenario.plan, 1))
    return (
        "You are role-playing a CUSTOMER chatting with an online shop's support assistant on WhatsApp. "
        "Write only the customer's next message, short, like a real person on a phone.\n"
        f"Persona: {c.persona}.\n"
        f"Language: write in {LANGUAGE_NAMES[c.language]}."
        + (" Write in angry CAPITAL LETTERS.\n" if c.shouting else "\n")
        + f"Your goal: {scenario.goal}\n"
        f"What you want, in order:\n{asks}\n"
        "Facts are yours to disclose only when the assistant asks for them; do not volunteer them all "
        "at once. Never invent order numbers, amounts or codes you were not given. A verification "
        "code, if one is sent, appears in a note marked [inbox].\n"
        f"When the assistant shows buttons or a list, you may tap one by answering exactly '{TAP} <id>'.\n"
        f"When every request has been acted on (done, refused, or handed to a person), or you give up, "
        f"answer exactly {STOP_TOKEN}. Never write {STOP_TOKEN} while the assistant is still asking you "
        "something or has not answered your last request."
    )


class LLMSimulator:
    def __init__(self, base_url: str, api_key: str, model: str, *, temperature: float = 0.7,
                 code_source: CodeSource | None = None, timeout_s: float = 30.0) -> None:
        self._client = AsyncOpenAI(base_url=base_url, api_key=api_key, max_retries=1, timeout=timeout_s)
        self._model = model
        self._temperature = temperature
        self._code_source = code_source

    async def aclose(self) -> None:
        await self._client.close()

    def start(self, scenario: Scenario, seed: int) -> None:
        self.scenario = scenario
        self.seed = seed
        self.turns = 0
        self.messages: list[dict[str, Any]] = [{"role": "system", "content": system_prompt(scenario)}]

    async def next(self, bot_sent: list[dict[str, Any]]) -> Say | Stop:
        if self.turns >= self.scenario.max_turns:
            return Stop("turn budget")
        seen = [read(body) for body in bot_sent]
        handed_off = any(is_handoff(m) for m in seen)
        # Acted: the bot answered since the customer last wrote, and is not waiting on them.
        acted = handed_off or (self.turns > 0 and bool(seen) and not asks_something(seen[-1]))
        note = "\n\n".join(render(m) for m in seen) if seen else (OPEN if self.turns == 0 else "(no reply)")
        email = next((str(a.facts["email"]) for a in self.scenario.plan if "email" in a.facts), None)
        if any("code" in needs(m) for m in seen) and self._code_source is not None and email:
            code = await self._code_source(email)  # only the customer's own inbox
            if code:
                note += f"\n\n[inbox] An email from the shop: your verification code is {code}."
        self.messages.append({"role": "user", "content": note})
        reply = await self._complete()
        if STOP_TOKEN in reply and not acted:
            self.messages.append({"role": "system", "content": REMINDER})
            reply = await self._complete()
            if STOP_TOKEN in reply:
                reply = NUDGE[self.scenario.customer.language]  # never leave before the bot acted
        if STOP_TOKEN in reply:
            return Stop("handed off" if handed_off else "goal met")
        self.messages.append({"role": "assistant", "content": reply})
        self.turns += 1
        if reply.strip().upper().startswith(TAP):
            tapped = reply.strip()[len(TAP):].strip()
            options = {oid for m in seen for oid, _ in m.options}
            if tapped in options:
                return Say(choice=tapped)
        return Say(text=reply.strip())

    async def _complete(self) -> str:
        response = await self._client.chat.completions.create(
            model=self._model, messages=self.messages,  # type: ignore[arg-type]
            temperature=self._temperature, seed=self.seed, max_tokens=200)
        return (response.choices[0].message.content or "").strip()
