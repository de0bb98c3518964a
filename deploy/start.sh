#!/usr/bin/env bash
# Runs Community Hub as several processes on one PostgreSQL behind nginx, in the foreground; Ctrl-C or SIGTERM
# stops everything (the apps finish their requests first). The build must exist: `npm ci && npm run build`.
#
#   DATABASE_URL=postgres://hub:secret@127.0.0.1:5432/hub deploy/start.sh
#
# Settings (environment): DATABASE_URL (required), PROCESSES (3), APP_PORT_BASE (3101: ports 3101, 3102, ...),
# LISTEN_PORT (8080, nginx), RUN_DIR (./run: nginx's files and DATA_DIR), and any app variable (ADMIN_EMAIL,
# ADMIN_PASSWORD, PUBLIC_URL, SMTP_URL, METRICS_TOKEN, APP_SECRET, ...), passed on to every process.
# DATABASE_URL_<n> and DATABASE_DIRECT_URL_<n> replace DATABASE_URL and DATABASE_DIRECT_URL for process n alone
# (deploy/pooler-test.sh runs one process through PgBouncer).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

: "${DATABASE_URL:?set DATABASE_URL to the PostgreSQL server all processes share}"
PROCESSES=${PROCESSES:-3}
APP_PORT_BASE=${APP_PORT_BASE:-3101}
LISTEN_PORT=${LISTEN_PORT:-8080}
RUN_DIR=$(realpath -m "${RUN_DIR:-./run}")
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
[ -x "$NGINX" ] || { echo "nginx is not installed (Debian: apt-get install nginx)" >&2; exit 1; }
[ -f apps/server/dist/server.js ] || { echo "no build: run npm ci && npm run build first" >&2; exit 1; }

mkdir -p "$RUN_DIR"
pids=()
stop() {
  trap - INT TERM EXIT
  [ -f "$RUN_DIR/nginx.pid" ] && "$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -s quit 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop INT TERM EXIT

# Every process shares the database, files in the database, and one secret; each keeps DATA_DIR for staging.
export DATABASE_URL FILE_STORAGE=database TRUST_PROXY=1 NODE_ENV=${NODE_ENV:-production}
export PUBLIC_URL=${PUBLIC_URL:-http://localhost:$LISTEN_PORT} HOST=127.0.0.1
upstreams=""
for i in $(seq 1 "$PROCESSES"); do
  port=$((APP_PORT_BASE + i - 1))
  mkdir -p "$RUN_DIR/app-$i"
  url_of_process="DATABASE_URL_$i" direct_url_of_process="DATABASE_DIRECT_URL_$i"
  DATABASE_URL=${!url_of_process:-$DATABASE_URL} DATABASE_DIRECT_URL=${!direct_url_of_process:-${DATABASE_DIRECT_URL:-}} \
    PORT=$port DATA_DIR="$RUN_DIR/app-$i" node --conditions=hub-compiled "$root/apps/server/dist/server.js" &
  pids+=($!)
  upstreams+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done

# As root, nginx's workers run as root too: its temporary folders are under RUN_DIR, which may be private.
user_line=""
[ "$(id -u)" = 0 ] && user_line="user root;"
sed -e "s|@RUN_DIR@|$RUN_DIR|g" -e "s|@LISTEN_PORT@|$LISTEN_PORT|g" -e "s|# @USER_LINE@|$user_line|" \
  deploy/nginx.conf.template | awk -v ups="$upstreams" '{ if ($0 == "@UPSTREAMS@") printf "%s", ups; else print }' \
  > "$RUN_DIR/nginx.conf"
"$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -t -q
"$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -g 'daemon off;' &
pids+=($!)
echo "{\"msg\":\"Community Hub: $PROCESSES processes behind nginx on http://localhost:$LISTEN_PORT\"}"
# Any one of them ending ends the whole stack: better stopped than half up.
wait -n
