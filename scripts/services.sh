#!/usr/bin/env bash
# Make sure Postgres and Redis answer where DATABASE_URL and REDIS_URL point (local defaults),
# starting them from installed binaries when they do not (a new laptop, another CI machine).
# Remote URLs are left alone: those are someone else's to run.
set -euo pipefail

db_url=${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/supportbot}
redis_url=${REDIS_URL:-redis://127.0.0.1:6379/0}
hostport() { sed -E 's#^[a-z]+://([^@/]*@)?([^:/]+)(:([0-9]+))?.*#\2 \4#' <<<"$1"; }
read -r pg_host pg_port <<<"$(hostport "$db_url")"; pg_port=${pg_port:-5432}
read -r redis_host redis_port <<<"$(hostport "$redis_url")"; redis_port=${redis_port:-6379}
answers() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
is_local() { [[ $1 == 127.0.0.1 || $1 == localhost ]]; }
as_root() { if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi; }
apt_install() {
  command -v apt-get >/dev/null || { echo "services: install $* yourself (no apt-get here)" >&2; exit 1; }
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

start_postgres() {
  # A Debian cluster configured for this port: start it the way the packages do.
  cluster=$(pg_lsclusters --no-header 2>/dev/null | awk -v p="$pg_port" '$3 == p {print $1, $2; exit}' || true)
  if [[ -n $cluster ]]; then
    as_root pg_ctlcluster --skip-systemctl-redirect $cluster start && return
  fi
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [[ -z $bindir ]]; then apt_install postgresql; start_postgres; return; fi
  # Postgres refuses to run as root: a private cluster owned by the postgres user, trust auth.
  data=${SUPPORTBOT_PGDATA:-/tmp/supportbot-pgdata}
  run=(); [[ $(id -u) == 0 ]] && run=(runuser -u postgres --)
  if [[ ! -s $data/PG_VERSION ]]; then
    mkdir -p "$data"; [[ $(id -u) == 0 ]] && chown postgres "$data"
    "${run[@]}" "$bindir/initdb" -D "$data" -U postgres --auth=trust >/dev/null
  fi
  "${run[@]}" "$bindir/pg_ctl" -D "$data" -l "$data/server.log" -w \
    -o "-p $pg_port -c listen_addresses=127.0.0.1 -k /tmp" start >/dev/null
}

start_redis() {
  command -v redis-server >/dev/null || apt_install redis-server
  redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no \
    --logfile /tmp/supportbot-redis.log
}

wait_for() {
  for _ in $(seq 1 50); do answers "$1" "$2" && return 0; sleep 0.2; done
  echo "services: $3 did not come up on $1:$2" >&2; exit 1
}

if ! answers "$pg_host" "$pg_port"; then
  is_local "$pg_host" || { echo "services: Postgres at $pg_host:$pg_port does not answer" >&2; exit 1; }
  echo "services: starting Postgres on $pg_port"; start_postgres; wait_for "$pg_host" "$pg_port" Postgres
fi
if ! answers "$redis_host" "$redis_port"; then
  is_local "$redis_host" || { echo "services: Redis at $redis_host:$redis_port does not answer" >&2; exit 1; }
  echo "services: starting Redis on $redis_port"; start_redis; wait_for "$redis_host" "$redis_port" Redis
fi
echo "services: Postgres $pg_host:$pg_port and Redis $redis_host:$redis_port answer"
