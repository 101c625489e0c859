"""A lane waits on its own events, not on a clock: a job ended, or the web app answered a request.

Everything that enqueues work for a trial's worker runs in the trial's process: the web app
(every webhook, click and event the stand-ins deliver) and the worker's own jobs (cards,
resumes, follow-ups). So the worker is woken when either happens, and the trial's "is the turn
done?" reads Postgres again at the same moments. Polling every 40-50 ms instead cost a fifth of
a trial's CPU on a loaded machine, and up to a poll's delay of latency per wait.

The fallback (a timed re-check) stays for what no event announces: jobs deferred to a later
time (crons, arq's retries).
"""

from __future__ import annotations

import asyncio
from typing import Any

from arq.worker import Worker


class Activity:
    """Broadcast: `fire()` wakes every waiter. A waiter takes `mark()` *before* it looks at the
    state, so an event that lands between the look and the wait still wakes it."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def mark(self) -> asyncio.Event:
        return self._event

    def fire(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait(self, mark: asyncio.Event, fallback: float) -> bool:
        """True when something happened since `mark`; False when `fallback` seconds passed first."""
        try:
            # asyncio.timeout, not wait_for: 3.11's wait_for can swallow a cancel that lands as the
            # event fires, and the worker's poll would then run on after close() shut its pool.
            async with asyncio.timeout(fallback):
                await mark.wait()
        except TimeoutError:
            return False
        return True


class WakingWorker(Worker):
    """arq's worker that looks at its queue when `activity` fires (and when one of its own jobs
    ends, which fires it), or after `fallback` seconds, instead of every poll_delay."""

    def __init__(self, activity: Activity, *, fallback: float, **options: Any) -> None:
        chained = options.pop("after_job_end", None)

        async def job_ended(ctx: dict[str, Any]) -> None:
            if chained is not None:
                await chained(ctx)
            activity.fire()  # what it enqueued, and what waits on its effects, look now

        # poll_delay 0: arq's own sleep between polls goes; the wait is ours, below.
        super().__init__(**(options | {"poll_delay": 0, "after_job_end": job_ended}))
        self._activity, self._fallback = activity, fallback
        self._seen: asyncio.Event | None = None  # None: the first look, at startup, waits for nothing

    async def _poll_iteration(self) -> None:
        if self._seen is not None:
            await self._activity.wait(self._seen, self._fallback)
        self._seen = self._activity.mark()  # before the queue is read: what lands after wakes the next
        await super()._poll_iteration()
