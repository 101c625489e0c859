"""The prompt of a turn: versioned system text, recent history, and this turn's messages,
with every piece of customer text datamarked as untrusted (invariant 9)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from supportbot.core.privacy.pii import reference_value
from supportbot.core.privacy.untrusted import mark
from supportbot.core.prompt_version import PromptVersion
from supportbot.core.turn import Said

PROMPT_VERSION = "system_v1"


@cache
def system_prompt(version: str = PROMPT_VERSION) -> str:
    return (resources.files("supportbot.agent") / "prompts" / f"{version}.md").read_text(encoding="utf-8")


def customer_text(said: Said) -> str:
    if said.choice_id:
        return f"(tapped {said.choice_id!r}) " + mark(said.text or "")
    if said.text is None:
        return f"(sent a {said.kind.value} message, which cannot be read)"
    return mark(said.text)


# What the model is told to answer in: a code alone ("bn", "hinglish") leaves it guessing the script.
LANGUAGE_NAMES = {"en": "English", "es": "Spanish", "hi": "Hindi in Devanagari script",
                  "hinglish": "Hinglish: Hindi in Latin letters", "ta": "Tamil in Tamil script",
                  "bn": "Bengali in Bengali script"}


def build_messages(history: list[tuple[str, str]], said: tuple[Said, ...],
                   earlier_tools: list[dict[str, Any]], *, verified: bool,
                   customer_name: str | None, language: str, memory: str | None = None,
                   system: str | None = None) -> list[dict[str, Any]]:
    state = (f"Session: identity {'verified' if verified else 'NOT verified'}"
             + (f"; customer first name {customer_name.split()[0]}" if customer_name and verified else "")
             + f"; preferred language {language} ({LANGUAGE_NAMES.get(language, language)})."
             + (f"\n{memory}" if memory else ""))  # typed facts only (core/privacy/memory.py), never customer text
    messages: list[dict[str, Any]] = [{"role": "system", "content": system or system_prompt()},
                                      {"role": "system", "content": state}]
    if earlier_tools:
        # Tokens are spent or stale by now; a new refund needs a new check_refund.
        # References only (invariant 10): an address an earlier call carried shows as its postcode.
        shown = [reference_value({"call": t["call"],
                                  "result": {k: v for k, v in (t["result"] or {}).items() if k != "token"}})
                 for t in earlier_tools]
        messages.append({"role": "system", "content": "Tool results earlier in this conversation, oldest "
                         "first (for reference; check again before acting): "
                         + json.dumps(shown, ensure_ascii=False)})
    for direction, text in history:
        if direction == "in":
            messages.append({"role": "user", "content": mark(text)})
        else:
            messages.append({"role": "assistant", "content": text})
    messages.append({"role": "user", "content": "\n".join(customer_text(s) for s in said)})
    return messages


def builtin_version(models: dict[str, str], settings: dict[str, Any]) -> PromptVersion:
    """The version the code ships (agent/prompts/), with the deployment's models and settings."""
    from supportbot.agent.tools import TOOLS  # the tools' descriptions are part of a version

    return PromptVersion(label=PROMPT_VERSION, system_prompt=system_prompt(),
                         tools={name: t.description for name, t in TOOLS.items()},
                         models=models, settings=settings)
