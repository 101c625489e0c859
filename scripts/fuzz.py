"""A long fuzz run: the suite's fuzz test (tests/test_fuzz.py) over many seeded rounds.

    TEST_REDIS_URL=redis://127.0.0.1:6379/N .venv/bin/python scripts/fuzz.py [--cases 10000]
        [--per-round 500] [--seed 1]

Needs Postgres and Redis as the suite does (a throwaway database is created and dropped; the
Redis db in TEST_REDIS_URL is flushed). Every case is a signed webhook body or Slack request
posted to the real web app, with a burst worker after each round; nothing leaves loopback and
the run stops by itself. The last line reads `fuzz: N cases (...); responses >= 500: ...`; the
exit status is pytest's (0: every rule held).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/fuzz.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--per-round", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    env = os.environ | {"FUZZ_CASES": str(args.cases), "FUZZ_PER_ROUND": str(args.per_round),
                        "FUZZ_SEED": str(args.seed)}
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
                            "tests/test_fuzz.py"], cwd=ROOT, env=env)


if __name__ == "__main__":
    raise SystemExit(main())
