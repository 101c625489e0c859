"""The search_help_centre tool: passages above the relevance floor to quote, or nothing (then a person)."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.context import ToolContext


async def search_help_centre(args: s.SearchHelpCentre, ctx: ToolContext) -> dict[str, Any]:
    # Only passages above the relevance floor come back: below it the honest answer is a person.
    helpcentre = ctx.services.helpcentre
    found = await helpcentre.search(args.query) if helpcentre else []
    if not found:
        return {"results": [], "note": "nothing in the help centre answers this: do not guess; offer a person"}
    # slug + version in the journaled result are the citation (invariant 8).
    return {"results": [p.as_result() for p in found],
            "note": "answer only from these passages, quote the one you use and send its link"}
