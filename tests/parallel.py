"""What keeps pytest-xdist's workers apart (`make test` runs the suite on both cores).

Postgres needs nothing here: each worker is its own process and the session database is named by
its pid (tests/conftest.py). Redis does: the `redis` fixture empties its database before each
test, so worker N takes the database N below TEST_REDIS_URL's (15, 14, ... by default). Ports do
too: a port the kernel calls free is free only until its finder lets go, and another worker asking
then is given the same one; so worker N takes its ports from a block of its own
(`SUPPORTBOT_PORT_BLOCK`, read by sandbox.local.stack.free_port). Files come from each test's own
`tmp_path`, so they cannot meet.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from urllib.parse import urlsplit, urlunsplit

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/15"


def suite_redis_url(environ: Mapping[str, str] = os.environ) -> str:
    """This process's Redis: TEST_REDIS_URL's database, or under xdist its worker's below it."""
    return worker_redis_url(environ.get("TEST_REDIS_URL", DEFAULT_REDIS_URL), environ.get("PYTEST_XDIST_WORKER"))


def worker_redis_url(base: str, worker: str | None) -> str:
    """The Redis URL for xdist worker `worker` ("gw0", "gw1", ...; None or "master" without xdist)."""
    if not worker or not worker.startswith("gw"):
        return base
    parts = urlsplit(base)
    database = int(parts.path.strip("/") or 0)
    mine = database - int(worker.removeprefix("gw"))
    if mine < 0:
        raise ValueError(f"xdist worker {worker} has no Redis database of its own below database {database} of "
                         f"TEST_REDIS_URL={base}: start from a higher one or run fewer workers")
    return urlunsplit(parts._replace(path=f"/{mine}"))


# Below Linux's ephemeral range (32768-60999 by default), where the kernel hands out the ports of
# outgoing connections: a block there could meet a client socket, never another worker.
PORT_BLOCKS_START, PORT_BLOCK_SIZE = 16000, 2000


def port_block(worker: str | None) -> str | None:
    """The "first-last" ports xdist worker `worker` listens on; None without xdist (the kernel picks)."""
    if not worker or not worker.startswith("gw"):
        return None
    first = PORT_BLOCKS_START + int(worker.removeprefix("gw")) * PORT_BLOCK_SIZE
    if first + PORT_BLOCK_SIZE > 32768:
        raise ValueError(f"xdist worker {worker} has no port block below the ephemeral range: run fewer workers")
    return f"{first}-{first + PORT_BLOCK_SIZE - 1}"
