"""The request_human tool: the conversation goes to a person on the team."""

from __future__ import annotations

from typing import Any

from supportbot.agent import tool_schemas as s
from supportbot.agent.tools.context import ToolContext


async def request_human(args: s.RequestHuman, ctx: ToolContext) -> dict[str, Any]:
    return {"status": "queued for a person"}
