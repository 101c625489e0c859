"""Quiet customers: one nudge after the bot asked something, then a close with a summary.

Both are arq jobs deferred when the question is sent, with ids naming the conversation and the
point in it, so they survive restarts and are never scheduled twice. A reply in between makes
them stale: they check that nothing arrived since, and do nothing if something did.
"""

from __future__ import annotations

from typing import Any

from bot.types import Outbound, OutboundButtons, OutboundList, OutboundText
from worker.delivery import tell
from worker.deps import Deps

NUDGE = OutboundText("Are you still there? Reply whenever you're ready, or write \"person\" to reach our team.")
CLOSE = ("I'll close this chat for now, as it has been quiet. {summary}"
         "Write here any time and we'll pick it up again.")


def asks_something(messages: list[Outbound]) -> bool:
    """Did the bot end on a question the customer is expected to answer?"""
    if not messages:
        return False
    last = messages[-1]
    return isinstance(last, OutboundButtons | OutboundList) or (
        isinstance(last, OutboundText) and last.text.rstrip().endswith("?"))


async def nudge(ctx: dict[str, Any], conversation_id: int, seq: int) -> str:
    deps: Deps = ctx["deps"]
    if not await deps.runs.quiet_since(conversation_id, seq):
        return "stale"
    await tell(deps, conversation_id, f"nudge:{conversation_id}:{seq}", NUDGE, deps.update_template)
    return "nudged"


async def close_quiet(ctx: dict[str, Any], conversation_id: int, seq: int) -> str:
    deps: Deps = ctx["deps"]
    if not await deps.runs.quiet_since(conversation_id, seq) or not await deps.runs.close(conversation_id, seq):
        return "stale"
    summary = await deps.staff.summary(conversation_id)
    text = CLOSE.format(summary=f"So far: {summary}. " if summary else "")
    await tell(deps, conversation_id, f"close:{conversation_id}:{seq}", OutboundText(text), deps.update_template)
    return "closed"
