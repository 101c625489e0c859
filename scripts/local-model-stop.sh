#!/bin/sh
# Stop the server scripts/local-model-start.sh started (by its pid file, nothing else).
set -eu
CACHE=${SUPPORTBOT_LOCAL_MODEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/supportbot/llama}
INSTANCE=${LOCAL_MODEL_INSTANCE:-default}
PIDFILE=$CACHE/llama-server-$INSTANCE.pid
if [ ! -f "$PIDFILE" ]; then
    echo "local model: not running" >&2
    exit 0
fi
PID=$(cat "$PIDFILE")
if kill -0 "$PID" 2>/dev/null; then
    kill "$PID"
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        kill -0 "$PID" 2>/dev/null || break
        sleep 0.5
    done
    kill -0 "$PID" 2>/dev/null && kill -9 "$PID"
    echo "local model: stopped (pid $PID)" >&2
else
    echo "local model: pid $PID was not running" >&2
fi
rm -f "$PIDFILE" "$CACHE/llama-server-$INSTANCE.port"
