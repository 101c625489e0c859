"""A run split over processes: one event loop is one core, and a trial is mostly our own Python.

Each process runs `run_eval` on every P-th trial (so each sees the same mix of scenarios): the
parent the first share, each child another, sending its JSONL rows back through a queue; the
parent writes them all and keeps the progress bar.
Children are forked, before this process opens a connection of its own: each starts with everything
the parent imported. Spawned, a child imported the package, the router's libraries and the evals
again (about 3 CPU-seconds), and the parent waited on it meanwhile: spawn's start writes the pickled
plan into a pipe the child reads only after those imports (5 s of `make eval`'s wall at load 3, issue 29).
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
from typing import Any, TextIO, cast

from evals.runner import Progress, RunPlan, run_eval, run_nonce
from supportbot.app.settings import Settings

DONE = "done"


class _QueueOut:
    """A file-like `out` for run_eval that hands each line to the parent."""

    def __init__(self, queue: Any) -> None:
        self._queue = queue

    def write(self, text: str) -> None:
        if text.strip():
            self._queue.put(text)

    def flush(self) -> None:
        pass


def _child(settings: Settings, plan: RunPlan, only: set[int], part: int, nonce: int, queue) -> None:
    import logging

    # Forked from inside the parent's running loop: that loop is the parent's, and asyncio.run below
    # refuses to start while it looks like ours (Python 3.12 forgets it in the child by itself).
    asyncio._set_running_loop(None)
    logging.getLogger().setLevel(logging.ERROR)  # as in the parent: no per-trial "token ignored" notes
    try:
        asyncio.run(run_eval(settings, plan, cast(TextIO, _QueueOut(queue)), only=only, part=part, nonce=nonce))
    finally:
        queue.put(DONE)


async def run_split(settings: Settings, plan: RunPlan, out: TextIO, progress: Progress | None,
                    processes: int) -> list[dict]:
    """Like run_eval, over `processes` processes with `plan.concurrency` lanes each.

    This process plays the first share itself, and the children are forked before it opens a
    connection: no socket or pool of its own is copied into them, and they import nothing again.
    """
    if processes <= 1:
        return await run_eval(settings, plan, out, progress)
    total = len(plan.scenarios) * plan.k
    nonce = run_nonce()
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    children = [context.Process(target=_child, args=(settings, plan, set(range(p, total, processes)), p + 1,
                                                     nonce, queue), daemon=True)
                for p in range(1, processes)]
    for child in children:
        child.start()
    loop = asyncio.get_running_loop()

    async def from_children() -> list[dict]:
        rows: list[dict] = []
        running = len(children)
        while running:
            line = await loop.run_in_executor(None, queue.get)
            if line == DONE:
                running -= 1
                continue
            out.write(line)
            out.flush()
            row = json.loads(line)
            rows.append(row)
            if progress is not None:
                progress.tick(row["passed"])
        return rows

    theirs = asyncio.ensure_future(from_children())
    try:
        ours = await run_eval(settings, plan, out, progress, only=set(range(0, total, processes)), part=1,
                              nonce=nonce)
        rows = ours + await theirs
    finally:
        if not theirs.done():  # our share crashed: the children's rows no longer matter
            theirs.cancel()
            for child in children:
                child.terminate()
            queue.put(DONE)  # wakes the thread still waiting on the queue, so the loop can close
    for child in children:
        await loop.run_in_executor(None, child.join)
    if len(rows) != total:
        raise RuntimeError(f"{total - len(rows)} trials were lost with a crashed process")
    order = {s.id: i for i, s in enumerate(plan.scenarios)}
    return sorted(rows, key=lambda r: (order[r["scenario"]], r["trial"]))
