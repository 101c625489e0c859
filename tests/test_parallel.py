"""The suite runs on both cores (pytest-xdist, `make test`): each worker process keeps its own
Redis database, because the `redis` fixture empties its database before every test and a worker
emptying the other's would lose its queued jobs mid-test."""

from __future__ import annotations

import pytest

from tests.parallel import port_block, suite_redis_url, worker_redis_url


def test_without_xdist_the_suite_uses_the_database_it_was_given():
    assert worker_redis_url("redis://127.0.0.1:6379/15", None) == "redis://127.0.0.1:6379/15"
    assert worker_redis_url("redis://127.0.0.1:6379/15", "master") == "redis://127.0.0.1:6379/15"


def test_each_worker_takes_the_database_below_the_last():
    urls = [worker_redis_url("redis://127.0.0.1:6379/15", f"gw{n}") for n in range(3)]
    assert urls == ["redis://127.0.0.1:6379/15", "redis://127.0.0.1:6379/14", "redis://127.0.0.1:6379/13"]
    # Host, port, credentials and options are kept.
    assert worker_redis_url("redis://:pw@10.0.0.1:6380/9?protocol=3", "gw2") == "redis://:pw@10.0.0.1:6380/7?protocol=3"


def test_too_many_workers_for_the_databases_below_is_refused():
    with pytest.raises(ValueError, match="TEST_REDIS_URL"):
        worker_redis_url("redis://127.0.0.1:6379/1", "gw2")
    with pytest.raises(ValueError, match="database 0"):  # no database in the URL: Redis's 0
        worker_redis_url("redis://127.0.0.1:6379", "gw1")


def test_the_suite_reads_its_worker_from_the_environment():
    assert suite_redis_url({}) == "redis://127.0.0.1:6379/15"
    assert suite_redis_url({"PYTEST_XDIST_WORKER": "gw1"}) == "redis://127.0.0.1:6379/14"
    assert suite_redis_url({"TEST_REDIS_URL": "redis://127.0.0.1:6391/9", "PYTEST_XDIST_WORKER": "gw1"}) == \
        "redis://127.0.0.1:6391/8"


async def test_the_redis_fixture_is_this_workers_own(redis):
    # Under `make test` (xdist) this is worker N's database; run alone, TEST_REDIS_URL's.
    from tests.conftest import REDIS_URL

    assert REDIS_URL == suite_redis_url()
    assert redis.connection_pool.connection_kwargs["db"] == int(REDIS_URL.rsplit("/", 1)[1])


def test_two_workers_pick_ports_from_blocks_that_never_meet(monkeypatch) -> None:
    # The kernel's free port is free only until its finder lets go: a second worker asking at that
    # moment got the same one and its stand-in failed to bind ("address already in use", seen in a
    # two-worker make test). Each worker takes its ports from a block of its own.
    from sandbox.local.stack import free_port

    picked = {}
    for worker in ("gw0", "gw1"):
        monkeypatch.setenv("SUPPORTBOT_PORT_BLOCK", port_block(worker))
        picked[worker] = {free_port() for _ in range(200)}
    assert picked["gw0"].isdisjoint(picked["gw1"])
    for worker, ports in picked.items():
        first, last = map(int, port_block(worker).split("-"))
        assert all(first <= p <= last for p in ports), worker


def test_outside_xdist_the_kernel_picks_the_port() -> None:
    assert port_block(None) is None and port_block("master") is None


def test_a_worker_never_hands_out_one_port_twice_before_its_block_wraps(monkeypatch) -> None:
    # A test's four ports are handed out before any server binds them; a repeat among them was a
    # stand-in failing to bind its own port.
    from sandbox.local.stack import free_port

    monkeypatch.setenv("SUPPORTBOT_PORT_BLOCK", port_block("gw0"))
    ports = [free_port() for _ in range(1500)]
    assert len(set(ports)) == len(ports)
