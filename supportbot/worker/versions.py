"""Which prompt version a conversation's run answers with: the rollout's pin (supportbot/store/rollouts.py),
the row's content read once (rows never change), and the agent deps for that run."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Protocol

from supportbot.agent.dependencies import AgentDeps, TurnBounds
from supportbot.core.prompt_version import PromptVersion


class VersionRow(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def version(self) -> PromptVersion: ...


class VersionRows(Protocol):  # supportbot/store/prompt_versions.py
    async def by_id(self, version_id: int) -> VersionRow: ...


class Pins(Protocol):  # supportbot/store/rollouts.py
    async def version_for(self, conversation_id: int, shipped_id: int) -> tuple[int, str]: ...


@dataclass
class VersionSource:
    versions: VersionRows
    rollouts: Pins
    shipped_id: int  # the version the code ships, live when nothing has been promoted
    _rows: dict[int, VersionRow] = field(default_factory=dict)

    async def agent_for(self, conversation_id: int, agent: AgentDeps) -> AgentDeps:
        version_id, _arm = await self.rollouts.version_for(conversation_id, self.shipped_id)
        row = self._rows.get(version_id)
        if row is None:
            row = self._rows[version_id] = await self.versions.by_id(version_id)
        return replace(agent, prompt=row.version, prompt_version_id=row.id,
                       bounds=shaped_bounds(agent.bounds, row.version.settings))


def shaped_bounds(bounds: TurnBounds, settings: dict[str, Any]) -> TurnBounds:
    """The version's settings that shape a turn (max_tool_calls, max_llm_calls, deadline_s) over the
    deployment's; other keys are recorded with the version but do not change the turn."""
    known = {f.name for f in fields(TurnBounds)}
    return replace(bounds, **{k: v for k, v in settings.items() if k in known})
