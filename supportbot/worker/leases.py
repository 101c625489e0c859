"""The leases one worker process holds, renewed together: one statement a beat, not one per turn.

A turn's lease is its conversation's lock (invariant 4); a held lease is renewed every third of
its length. Renewed one conversation at a time, a process holding a thousand turns sent Postgres
750 durable commits a second for heartbeats alone, more than the commits of the turns themselves,
and its turns queued behind them for the pool (bench/inflight.py). Renewed together it is one
statement per beat, whatever the number held.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from supportbot.core.ports import RunStore

log = logging.getLogger(__name__)


class LeaseKeeper:
    def __init__(self, runs: RunStore, lease_seconds: float) -> None:
        self._runs = runs
        self._seconds = lease_seconds
        self._held: dict[int, str] = {}  # conversation -> owner (worker:job)
        self._beat: asyncio.Task[None] | None = None

    def hold(self, conversation_id: int, owner: str) -> None:
        """Keep this lease (just acquired) renewed until `let_go`."""
        self._held[conversation_id] = owner
        if self._beat is None or self._beat.done():
            self._beat = asyncio.create_task(self._keep(), name="lease-keeper")

    def let_go(self, conversation_id: int, owner: str) -> None:
        if self._held.get(conversation_id) == owner:
            del self._held[conversation_id]

    async def close(self) -> None:
        if self._beat is not None:
            self._beat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._beat

    async def _keep(self) -> None:
        while self._held:
            await asyncio.sleep(self._seconds / 3)
            held = sorted(self._held.items())
            if not held:
                break
            try:
                kept = await self._runs.renew_many(held, self._seconds)
            except Exception:  # noqa: BLE001 - the next beat tries again; the lease has two more beats left
                log.exception("could not renew %d leases", len(held))
                continue
            for conversation_id, owner in held:
                if conversation_id not in kept and self._held.get(conversation_id) == owner:
                    log.error("lost the lease on conversation %s", conversation_id)
