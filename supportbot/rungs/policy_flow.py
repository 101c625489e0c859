"""The templated policy answer: the best help-centre passage quoted and linked, or a person."""

from __future__ import annotations

from supportbot.core.turn import Handoff, Reply, TurnResult
from supportbot.rungs.steps import ToolStep
from supportbot.words.replies import fixed


async def policy_flow(said: str, lang: str, run_tool: ToolStep, hand_off: bool = True,
                      rule_told: str | None = None) -> TurnResult | None:
    """Quote the best passage and link it, through the agent's own (journaled) tool; no passage
    above the relevance floor means a person, never a guess (or None, when `hand_off` is False:
    the caller has another answer). `rule_told`: the refusal or rule the bot just said, which a
    follow-up ("so what can I do then?") is about when its own words find nothing."""
    found = (await run_tool("search_help_centre", {"query": said})).get("results") or []
    if not found and rule_told:
        found = (await run_tool("search_help_centre", {"query": f"{said} {rule_told}"})).get("results") or []
    if not found:
        if not hand_off:
            return None
        return Handoff("policy question the help centre does not answer", (fixed("not_sure", lang),))
    best = found[0]
    # The link in the text is also what records the citation on the message row (0006_helpcentre.sql).
    return Reply((fixed("help_quote", lang, title=best["title"], version=best["version"], passage=best["passage"],
                        link=best["link"]),), outcome="policy_answered")
