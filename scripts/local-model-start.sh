#!/bin/sh
# Start the local model server (built by `make local-model`) on a free port; print its base URL.
#
#   LLM_BASE_URL=$(scripts/local-model-start.sh) LLM_MODEL=smollm2 LLM_TIMEOUT=120 ...
#
# One server per cache folder: a second start prints the running one's URL. The pid and port
# live in the cache folder; scripts/local-model-stop.sh ends it. The base URL is the only line on
# stdout; progress goes to stderr. Options through the environment:
#   LOCAL_MODEL_INSTANCE=name a second server beside the first (own pid file, port and log)
#   LOCAL_MODEL_JINJA=0     serve without the tool template (the server's own template: no tools)
#   LOCAL_MODEL_CTX=8192    context size (the agent's prompt and tools take ~2-4k tokens)
#   LOCAL_MODEL_THREADS=1   threads; on a shared 2-core machine 2 threads spin against each other and
#                           generate 20x slower (1.7 vs 37 tokens/s measured at load 11)
#   LOCAL_MODEL_READY_S=300 how long to wait for /health
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
CACHE=${SUPPORTBOT_LOCAL_MODEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/supportbot/llama}
SERVER=$CACHE/bin/llama-server
MODEL=$CACHE/models/SmolLM2-135M-Instruct.Q4_1.gguf
INSTANCE=${LOCAL_MODEL_INSTANCE:-default}
PIDFILE=$CACHE/llama-server-$INSTANCE.pid
PORTFILE=$CACHE/llama-server-$INSTANCE.port
LOG=$CACHE/llama-server-$INSTANCE.log
READY_S=${LOCAL_MODEL_READY_S:-300}

[ -x "$SERVER" ] && [ -f "$MODEL" ] || { echo "no local model: run \`make local-model\` first" >&2; exit 2; }

if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
    echo "local model already running (pid $(cat "$PIDFILE"))" >&2
    echo "http://127.0.0.1:$(cat "$PORTFILE")/v1"
    exit 0
fi

PORT=${LOCAL_MODEL_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
set -- --host 127.0.0.1 --port "$PORT" -m "$MODEL" --alias smollm2 \
    -c "${LOCAL_MODEL_CTX:-8192}" -t "${LOCAL_MODEL_THREADS:-1}" --parallel 1 --no-webui
if [ "${LOCAL_MODEL_JINJA:-1}" = 1 ]; then
    set -- "$@" --jinja --chat-template-file "$HERE/llama/chatml-tools.jinja"
fi
started=$(date +%s)
nohup "$SERVER" "$@" >"$LOG" 2>&1 &
echo $! >"$PIDFILE"
echo "$PORT" >"$PORTFILE"
echo "local model: pid $(cat "$PIDFILE"), port $PORT, log $LOG; waiting for /health" >&2
while :; do
    if curl -fsS "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; then
        break
    fi
    if ! kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
        echo "local model: the server exited; the log says:" >&2
        tail -20 "$LOG" >&2
        rm -f "$PIDFILE"
        exit 1
    fi
    if [ $(( $(date +%s) - started )) -gt "$READY_S" ]; then
        echo "local model: not ready after ${READY_S}s (see $LOG)" >&2
        exit 1
    fi
    sleep 0.5
done
echo "local model: ready in $(( $(date +%s) - started )) s" >&2
echo "http://127.0.0.1:$PORT/v1"
