#!/bin/sh
# Re-capture tests/agent/fixtures/llamacpp/ from the real local servers (after `make local-model`):
# one with our tool template (--jinja), one without (the model's own template), both stopped after.
set -eu
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] && PY=.venv/bin/python
export LOCAL_MODEL_INSTANCE=capture-jinja
BASE=$(scripts/local-model-start.sh)
export LOCAL_MODEL_INSTANCE=capture-plain
PLAIN=$(LOCAL_MODEL_JINJA=0 scripts/local-model-start.sh)
trap 'LOCAL_MODEL_INSTANCE=capture-jinja scripts/local-model-stop.sh; LOCAL_MODEL_INSTANCE=capture-plain scripts/local-model-stop.sh' EXIT
PYTHONPATH=. "$PY" scripts/capture_model_fixtures.py --base-url "$BASE" --plain-base-url "$PLAIN" "$@"
