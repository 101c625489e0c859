"""Which shard a conversation's jobs go on and which shards a worker takes (supportbot/core/shards.py)."""

from __future__ import annotations

import pytest

from supportbot.core.shards import owned_shards, shard_of, shard_queue


@pytest.mark.parametrize(("shards", "workers"), [(1, 1), (1, 3), (2, 2), (4, 2), (16, 3), (4, 4), (2, 5)])
def test_every_shard_has_exactly_one_worker(shards, workers):
    live = [f"w{i}" for i in range(workers)]
    taken = [shard for me in live for shard in owned_shards(shards, live, me)]
    assert sorted(taken) == list(range(shards)), "a shard left without a worker, or taken twice"


def test_workers_agree_whatever_order_they_read_the_list_in():
    live = ["b", "c", "a"]
    assert owned_shards(4, live, "a") == owned_shards(4, list(reversed(live)), "a") == [0, 3]


def test_a_dead_worker_s_shards_go_to_the_living():
    assert owned_shards(4, ["a", "b"], "b") == [1, 3]
    assert owned_shards(4, ["b"], "b") == [0, 1, 2, 3], "a's shards taken over once a is off the list"
    assert owned_shards(4, ["b"], "a") == [], "a worker off the list takes nothing"


def test_a_conversation_stays_on_one_shard_and_one_shard_is_the_base_queue():
    assert {shard_of(7, 4) for _ in range(3)} == {3}
    assert shard_of(7, 1) == 0
    assert shard_queue("arq:queue", 0) == "arq:queue"
    assert shard_queue("arq:queue", 3) == "arq:queue:3"
