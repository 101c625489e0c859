"""Each minute: the running canary against control by the sequential test (supportbot/ops/rollout.py);
a rollback is announced in the staff channel with the figures."""

from __future__ import annotations

from typing import Any

from supportbot.worker.deps import Deps


async def watch_rollout(ctx: dict[str, Any]) -> str:
    deps: Deps = ctx["deps"]
    if deps.rollout_watch is None:
        return "off"
    announcement = await deps.rollout_watch()
    if announcement is None:
        return "quiet"
    await deps.poster.announce(announcement)
    return "rolled back"
