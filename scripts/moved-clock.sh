#!/usr/bin/env bash
# The tests that read or write time once more with every clock moved apart (issue [1/10]): the
# machine's date 400 days ahead (libfaketime; Postgres and Redis keep the real one) and the
# application's pinned clock on another date, near midnight. A test or a decision that mixes two
# clocks fails here, not on the day the calendar reaches it. Only `-m clock`: the rest read no
# clock, and tests/test_clock_marks.py fails when one that does is unmarked (tests/clock_reads.py).
# Not the lanes `make test` leaves out (eval_lane, slow_lane): CI runs those once, on the real clocks.
# Debian's faketime is installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null; then
  as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }
  command -v apt-get >/dev/null || { echo "moved-clock: install libfaketime (faketime) yourself" >&2; exit 1; }
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
fi
export SUPPORTBOT_TEST_CLOCK=${SUPPORTBOT_TEST_CLOCK:-2031-03-01T23:45:00Z}
# No shared memory between faked processes: a fixed offset needs none, and a worker the tests fork
# from a threaded pytest can inherit libfaketime's semaphore held, and hang before it logs a line.
export FAKETIME_DISABLE_SHM=1
# On both cores like the first run (pytest-xdist; each worker its own Redis database, tests/parallel.py).
exec faketime "${MOVED_BY:-+400 days}" .venv/bin/pytest -q -p no:cacheprovider -n "${PYTEST_WORKERS:-2}" \
  --dist worksteal -m "clock and not eval_lane and not slow_lane" "$@"
