"""A run split over processes: one event loop is one core, and a trial is mostly our own Python.

Each child runs `run_eval` on every P-th trial (so each sees the same mix of scenarios) and
sends its JSONL rows back through a queue; the parent writes them and keeps the progress bar.
Children are spawned, not forked: the parent may already hold sockets and a running loop.
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

    logging.getLogger().setLevel(logging.ERROR)  # as in the parent: no per-trial "token ignored" notes
    try:
        asyncio.run(run_eval(settings, plan, cast(TextIO, _QueueOut(queue)), only=only, part=part, nonce=nonce))
    finally:
        queue.put(DONE)


async def run_split(settings: Settings, plan: RunPlan, out: TextIO, progress: Progress | None,
                    processes: int) -> list[dict]:
    """Like run_eval, over `processes` processes with `plan.concurrency` lanes each."""
    if processes <= 1:
        return await run_eval(settings, plan, out, progress)
    total = len(plan.scenarios) * plan.k
    nonce = run_nonce()
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    children = [context.Process(target=_child, args=(settings, plan, set(range(p, total, processes)), p + 1,
                                                     nonce, queue), daemon=True)
                for p in range(processes)]
    for child in children:
        child.start()
    loop = asyncio.get_running_loop()
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
    for child in children:
        await loop.run_in_executor(None, child.join)
    if len(rows) != total:
        raise RuntimeError(f"{total - len(rows)} trials were lost with a crashed process")
    order = {s.id: i for i, s in enumerate(plan.scenarios)}
    return sorted(rows, key=lambda r: (order[r["scenario"]], r["trial"]))
