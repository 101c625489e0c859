"""Queue shards: which queue a conversation's jobs go on, and which shards a worker takes.

With one queue every worker that saw a new turn tried to take it and asked about the others'
turns again and again, so a turn's Redis commands grew with the workers (docs/scale.md). With a
queue per shard a turn is seen by one worker only. A conversation always hashes to the same
shard, so its jobs stay on one queue; that one turn runs at a time for a conversation is not the
shards' doing (its lease and the job's claim are), so a shard seen by two workers for a moment,
while they agree who owns it, costs commands and never a second run.
"""

from __future__ import annotations


def shard_of(conversation_id: int, shards: int) -> int:
    """The shard a conversation's jobs go on: the same one for as long as the count is the same."""
    return conversation_id % shards


def shard_queue(base: str, shard: int) -> str:
    """Shard 0 is the base queue itself: one shard is the single queue as it was, and the jobs that
    belong to no conversation (staff cards, crons) stay where every worker version looks for them."""
    return base if shard == 0 else f"{base}:{shard}"


def owned_shards(shards: int, workers: list[str], me: str) -> list[int]:
    """The shards `me` takes, given every live worker: each shard goes to exactly one of them.

    Every worker computes this from the same list, so they agree without talking; a worker that
    is not (or no longer) on the list takes nothing. More workers than shards leaves the extra ones
    idle, waiting to take over a shard whose worker dies."""
    ranked = sorted(set(workers))
    if me not in ranked:
        return []
    rank = ranked.index(me)
    return [shard for shard in range(shards) if shard % len(ranked) == rank]
