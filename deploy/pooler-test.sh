#!/usr/bin/env bash
# The pooler test (run by .ci/run after deploy/test.sh; it needs root's services): Debian's PgBouncer (1.18) in
# transaction mode in front of this machine's PostgreSQL 15, and two app processes behind nginx (deploy/start.sh),
# the first reaching PostgreSQL directly, the second through PgBouncer. deploy/pooler-check.mjs then checks the
# stack twice: with DATABASE_DIRECT_URL given to the pooled process, and without it (change bus and caches off).
set -euo pipefail
cd "$(dirname "$0")/.."

PGBOUNCER=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
[ -x "$PGBOUNCER" ] || { echo "pgbouncer is not installed (Debian: apt-get install pgbouncer)" >&2; exit 1; }

source deploy/test-database.sh
fresh_database hub_pooler_test

# The build, unless it is newer than every source (CI has just built it for deploy/test.sh).
if [ ! -f apps/server/dist/server.js ] ||
  [ -n "$(find apps/server/src apps/web/src packages/contract/src -newer apps/server/dist/server.js -print -quit)" ]; then
  npm run build >/dev/null
fi

# Four free ports in a row: the front (nginx), the two processes', PgBouncer's.
read -r front < <(node deploy/free-ports.mjs 4)
direct_port=$((front + 1)) pooled_port=$((front + 2)) pgbouncer_port=$((front + 3))
run_dir=$(mktemp -d /tmp/hub-pooler-XXXXXX)
chmod 755 "$run_dir"

# PgBouncer as Debian ships it, in transaction mode, with fewer server connections than it has clients, and
# no ignore_startup_parameters: the app must cope with its refusal of startup settings too.
mkdir -p "$run_dir/pgbouncer"
cat > "$run_dir/pgbouncer/pgbouncer.ini" <<INI
[databases]
hub_pooler_test = host=127.0.0.1 port=5432 dbname=hub_pooler_test
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $pgbouncer_port
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $run_dir/pgbouncer/users.txt
pool_mode = transaction
default_pool_size = 4
max_client_conn = 200
logfile = $run_dir/pgbouncer/pgbouncer.log
pidfile = $run_dir/pgbouncer/pgbouncer.pid
INI
echo "\"hub_pooler_test\" \"$password\"" > "$run_dir/pgbouncer/users.txt"
# PgBouncer refuses to run as root.
as_pgbouncer=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$run_dir/pgbouncer"
  as_pgbouncer=(runuser -u postgres --)
fi
"${as_pgbouncer[@]}" "$PGBOUNCER" -d -q "$run_dir/pgbouncer/pgbouncer.ini"
"$PGBOUNCER" --version | head -1

stack=""
stop_stack() {
  [ -n "$stack" ] || return 0
  kill -TERM "$stack" 2>/dev/null || true
  wait "$stack" 2>/dev/null || true
  stack=""
}
cleanup() {
  stop_stack
  [ -f "$run_dir/pgbouncer/pgbouncer.pid" ] && kill -TERM "$(cat "$run_dir/pgbouncer/pgbouncer.pid")" 2>/dev/null
  rm -rf "$run_dir"
  drop_database hub_pooler_test
}
trap cleanup EXIT

direct_url="postgres://hub_pooler_test:$password@127.0.0.1:5432/hub_pooler_test"
pooled_url="postgres://hub_pooler_test:$password@127.0.0.1:$pgbouncer_port/hub_pooler_test"
export ADMIN_EMAIL=pooler-admin@hub.test ADMIN_PASSWORD="pooler check password $password"

# $1: the pooler check's mode; the pooled process gets DATABASE_DIRECT_URL only in mode direct-url.
check() {
  local mode=$1
  DATABASE_URL=$direct_url DATABASE_URL_2=$pooled_url \
    DATABASE_DIRECT_URL_2=$([ "$mode" = direct-url ] && echo "$direct_url" || true) PROCESSES=2 \
    APP_PORT_BASE=$direct_port LISTEN_PORT=$front RUN_DIR="$run_dir/$mode" LOG_LEVEL=warn deploy/start.sh &
  stack=$!
  node deploy/pooler-check.mjs "$mode" "http://127.0.0.1:$front" "$direct_port" "$pooled_port"
  stop_stack
}
check direct-url
# Without the direct URL only correctness is in question (every request reads the database): a shorter burst.
POOLER_CHECK_SEARCHES=500 check no-direct-url
