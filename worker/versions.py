"""Which prompt version a conversation's run answers with: the rollout's pin (store/rollouts.py),
the row's content read once (rows never change), and the agent deps for that run."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from bot.agent.loop import AgentDeps
from store.prompt_versions import PromptVersionRepository, VersionRow
from store.rollouts import RolloutRepository


@dataclass
class VersionSource:
    versions: PromptVersionRepository
    rollouts: RolloutRepository
    shipped_id: int  # the version the code ships, live when nothing has been promoted
    _rows: dict[int, VersionRow] = field(default_factory=dict)

    async def agent_for(self, conversation_id: int, agent: AgentDeps) -> AgentDeps:
        version_id, _arm = await self.rollouts.version_for(conversation_id, self.shipped_id)
        row = self._rows.get(version_id)
        if row is None:
            row = self._rows[version_id] = await self.versions.by_id(version_id)
        return replace(agent, prompt=row.version, prompt_version_id=row.id)
