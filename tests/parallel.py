"""What keeps pytest-xdist's workers apart (`make test` runs the suite on both cores).

Postgres needs nothing here: each worker is its own process and the session database is named by
its pid (tests/conftest.py). Redis does: the `redis` fixture empties its database before each
test, so worker N takes the database N below TEST_REDIS_URL's (15, 14, ... by default). Ports come
from the kernel (`free_port`) and files from each test's own `tmp_path`, so they cannot meet.
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
